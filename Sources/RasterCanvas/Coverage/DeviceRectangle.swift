import Graphics

extension BezierPath {
    /// The device-space rectangle this path outlines under `transform`, when it is one: a
    /// single subpath of four corners joined by straight edges (lines, or curves whose
    /// control points sit on their ends, as Lottie writes polygons) that run along the device
    /// axes. Nil for anything else.
    func deviceRectangle(under transform: AffineTransform) -> Rect? {
        var corners: [Point] = []
        corners.reserveCapacity(6)
        var current: Point?
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                guard index == 0 else { return nil }
                current = p
                corners.append(transform.apply(to: p))
            case .line(let p):
                current = p
                corners.append(transform.apply(to: p))
            case .curve(let p, let c1, let c2):
                guard let from = current, c1 == from || c1 == p, c2 == p || c2 == from else { return nil }
                current = p
                corners.append(transform.apply(to: p))
            case .quadCurve:
                return nil
            case .close:
                guard index == elements.count - 1 else { return nil }
            }
            if corners.count > 5 { return nil }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            guard a.x.isFinite, a.y.isFinite, a.x == b.x || a.y == b.y else { return nil }
        }
        let xs = Set(corners.map(\.x)), ys = Set(corners.map(\.y))
        guard xs.count <= 2, ys.count <= 2, let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
        else { return nil }
        // With two xs and two ys, axis-aligned edges through four distinct corners go round
        // the rectangle; fewer distinct corners (a path doubling back) would not enclose it.
        // One x or one y: a flat outline, which encloses nothing, as the empty rectangle.
        if xs.count == 2, ys.count == 2, Set(corners.map { [$0.x, $0.y] }).count != 4 { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
