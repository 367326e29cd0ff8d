import Graphics

extension BezierPath {
    /// The device-space rectangle this path outlines under `transform`, when it is one: a
    /// single subpath of four corners joined by straight edges (lines, or curves whose
    /// control points sit on their ends, as Lottie writes polygons) that run along the device
    /// axes. Nil for anything else.
    ///
    /// Every clip of a layer asks this, every frame: it allocates nothing.
    func deviceRectangle(under transform: AffineTransform) -> Rect? {
        var corners = Corners()
        var current: Point?
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                guard index == 0 else { return nil }
                current = p
                guard corners.append(transform.apply(to: p)) else { return nil }
            case .line(let p):
                current = p
                guard corners.append(transform.apply(to: p)) else { return nil }
            case .curve(let p, let c1, let c2):
                guard let from = current, c1 == from || c1 == p, c2 == p || c2 == from else { return nil }
                current = p
                guard corners.append(transform.apply(to: p)) else { return nil }
            case .quadCurve:
                return nil
            case .close:
                guard index == elements.count - 1 else { return nil }
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.count = 4 }
        guard corners.count == 4 else { return nil }
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            guard a.x.isFinite, a.y.isFinite, same(a.x, b.x) || same(a.y, b.y) else { return nil }
        }
        let minX = min(corners[0].x, corners[1].x, corners[2].x, corners[3].x)
        let maxX = max(corners[0].x, corners[1].x, corners[2].x, corners[3].x)
        let minY = min(corners[0].y, corners[1].y, corners[2].y, corners[3].y)
        let maxY = max(corners[0].y, corners[1].y, corners[2].y, corners[3].y)
        // At most two distinct xs and two distinct ys.
        for i in 0..<4 {
            guard same(corners[i].x, minX) || same(corners[i].x, maxX), same(corners[i].y, minY) || same(corners[i].y, maxY)
            else { return nil }
        }
        // With two xs and two ys, axis-aligned edges through four distinct corners go round
        // the rectangle; fewer distinct corners (a path doubling back) would not enclose it.
        // One x or one y: a flat outline, which encloses nothing, as the empty rectangle.
        if !same(minX, maxX), !same(minY, maxY) {
            for i in 0..<3 {
                for j in (i + 1)..<4 where same(corners[i].x, corners[j].x) && same(corners[i].y, corners[j].y) { return nil }
            }
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Whether two device coordinates are the same as far as drawing can tell: transforms composed
/// in floating point leave axis-aligned edges askew by about 1e-13 pixel, and geometry is
/// rounded to 1/64 pixel before it is scan-converted.
private func same(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-7
}

/// Up to five corners of an outline, kept without an array.
private struct Corners {
    private var p0 = Point.zero, p1 = Point.zero, p2 = Point.zero, p3 = Point.zero, p4 = Point.zero
    var count = 0

    /// Adds a corner; false when there are five already (the outline is no rectangle).
    mutating func append(_ p: Point) -> Bool {
        switch count {
        case 0: p0 = p
        case 1: p1 = p
        case 2: p2 = p
        case 3: p3 = p
        case 4: p4 = p
        default: return false
        }
        count += 1
        return true
    }

    subscript(_ i: Int) -> Point {
        switch i {
        case 0: return p0
        case 1: return p1
        case 2: return p2
        case 3: return p3
        default: return p4
        }
    }
}
