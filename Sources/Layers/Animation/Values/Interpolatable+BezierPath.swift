import Graphics

extension BezierPath: Interpolatable {
    /// Point-by-point interpolation of two paths with the same elements (Core Animation's
    /// path animation); paths with different elements switch halfway.
    public func interpolated(to other: BezierPath, fraction: Double) -> BezierPath {
        combined(with: other) { $0.interpolated(to: $1, fraction: fraction) }
            ?? (fraction < 0.5 ? self : other)
    }
    /// Point-by-point sum; different structures leave `self` unchanged.
    public func adding(_ other: BezierPath) -> BezierPath { combined(with: other, +) ?? self }
    /// Point-by-point difference; different structures leave `self` unchanged.
    public func subtracting(_ other: BezierPath) -> BezierPath { combined(with: other, -) ?? self }
    /// Every point scaled about the origin.
    public func scaled(by factor: Double) -> BezierPath {
        applying(AffineTransform(scaleX: factor, y: factor))
    }
    /// The root-mean-square distance between corresponding points (0 for different structures).
    public func distance(to other: BezierPath) -> Double {
        var sum = 0.0, n = 0.0
        _ = combined(with: other) { a, b in
            let d = a.distance(to: b)
            sum += d * d; n += 1
            return a
        }
        return n > 0 ? (sum / n).squareRoot() : 0
    }

    /// A path of the same structure whose points combine corresponding points of both paths,
    /// or nil when the element kinds differ.
    private func combined(with other: BezierPath, _ f: (Point, Point) -> Point) -> BezierPath? {
        guard elements.count == other.elements.count else { return nil }
        var result: [PathElement] = []
        result.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case let (.move(p), .move(q)): result.append(.move(to: f(p, q)))
            case let (.line(p), .line(q)): result.append(.line(to: f(p, q)))
            case let (.quadCurve(p, c), .quadCurve(q, d)):
                result.append(.quadCurve(to: f(p, q), control: f(c, d)))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                result.append(.curve(to: f(p, q), control1: f(c1, d1), control2: f(c2, d2)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return BezierPath(elements: result)
    }
}
