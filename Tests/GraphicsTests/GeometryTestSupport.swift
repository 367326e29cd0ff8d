import Graphics

/// Whether two numbers agree to within `tolerance` (absolute).
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether two points agree to within `tolerance` in each coordinate.
func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// Whether two rectangles agree to within `tolerance` in each edge.
func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.minX, b.minX, tolerance) && isClose(a.minY, b.minY, tolerance)
        && isClose(a.maxX, b.maxX, tolerance) && isClose(a.maxY, b.maxY, tolerance)
}

/// Whether two affine transforms agree to within `tolerance` in each entry.
func isClose(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.a, b.a, tolerance) && isClose(a.b, b.b, tolerance) && isClose(a.c, b.c, tolerance)
        && isClose(a.d, b.d, tolerance) && isClose(a.tx, b.tx, tolerance) && isClose(a.ty, b.ty, tolerance)
}

extension Transform3D {
    /// The sixteen entries row by row, for comparing against literal matrices.
    var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}

/// Whether a transform matches a literal 4×4 matrix (row by row) to within `tolerance`.
func matches(_ t: Transform3D, _ rows: [Double], _ tolerance: Double = 1e-12) -> Bool {
    rows.count == 16 && zip(t.entries, rows).allSatisfy { isClose($0, $1, tolerance) }
}

/// The relative difference of `value` from `reference`.
func relativeError(_ value: Double, _ reference: Double) -> Double { abs(value - reference) / abs(reference) }

/// The length of a segment by a fine chord sum, refined by Richardson extrapolation (chord sums
/// converge as 1/n²): independent of the library's adaptive quadrature.
func referenceLength(of segment: PathSegment, chords n: Int = 40_000) -> Double {
    func chordSum(_ n: Int) -> Double {
        var total = 0.0, previous = segment.start
        for i in 1...n {
            let p = segment.point(at: Double(i) / Double(n))
            total += previous.distance(to: p)
            previous = p
        }
        return total
    }
    let coarse = chordSum(n / 2), fine = chordSum(n)
    return (4 * fine - coarse) / 3
}

/// The points `distances` along a segment (ascending), by walking a fine chord polygon:
/// independent of the library's quadrature and root finding. Chords fall short of the arc by
/// about a 1/n² part, well within a ten-millionth for smooth curves at the default count.
func referencePoints(on segment: PathSegment, atLengths distances: [Double], chords n: Int = 200_000) -> [Point] {
    var points: [Point] = [], walked = 0.0, previous = segment.start, i = 0
    for distance in distances {
        while i < n {
            let next = segment.point(at: Double(i + 1) / Double(n))
            let chord = previous.distance(to: next)
            if walked + chord >= distance {
                let f = chord > 0 ? (distance - walked) / chord : 0
                points.append(Point(previous.x + (next.x - previous.x) * f, previous.y + (next.y - previous.y) * f))
                break
            }
            walked += chord
            previous = next
            i += 1
        }
        if i == n { points.append(segment.end) }
    }
    return points
}

/// Whether two element lists have the same kinds and points to within `tolerance`.
func isClose(_ a: [PathElement], _ b: [PathElement], _ tolerance: Double = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { x, y in
        switch (x, y) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return isClose(p, q, tolerance)
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)): return isClose(p, q, tolerance) && isClose(c, d, tolerance)
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            return isClose(p, q, tolerance) && isClose(c1, d1, tolerance) && isClose(c2, d2, tolerance)
        case (.close, .close): return true
        default: return false
        }
    }
}

extension BezierPath {
    /// How many subpaths the path starts with `move`.
    var moveCount: Int { elements.filter { if case .move = $0 { return true } else { return false } }.count }
}
