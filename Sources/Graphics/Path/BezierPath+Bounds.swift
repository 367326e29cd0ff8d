extension BezierPath {
    /// The smallest rectangle containing every point of the drawn path (curve extrema found
    /// exactly from the derivative's roots; control points not included), and the points of
    /// `move` elements. `Rect.null` for an empty path.
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for element in elements {
            if case .move(let p) = element {
                minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
            }
        }
        for step in segments {
            let r = step.segment.bounds
            minX = Swift.min(minX, r.minX); maxX = Swift.max(maxX, r.maxX)
            minY = Swift.min(minY, r.minY); maxY = Swift.max(maxY, r.maxY)
        }
        return minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The smallest rectangle containing every point of every element, control points
    /// included (cheaper than `bounds`, and never smaller). `Rect.null` for an empty path.
    public var controlPointBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        return minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}
