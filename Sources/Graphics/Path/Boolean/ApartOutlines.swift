/// The boolean result of operands whose subpaths `SubpathSeparation` shows, from their curves,
/// to neither cross nor touch one another or themselves: decided from the curves too, with
/// nothing flattened.
///
/// Each subpath then lies wholly on the result's boundary or wholly off it, as in
/// `DisjointRings`, which decides the same from flattened rings once noding found nothing to
/// cut. Here the winding number of every operand just beside a subpath comes from the other
/// subpaths' winding around one of its points (exact on curves,
/// `PathSegment.winding(around:)`; the point is farther than the flattening tolerance from all
/// of them) and its own direction (the sign of its area): just left of a subpath its own
/// winding is one more than just right of it.
enum ApartOutlines {
    /// The combination, or nil when the subpaths are not shown apart (or one encloses no area).
    static func combined(_ operands: [BezierPath], operation: PathBooleanOperation, tolerance: Double) -> BezierPath? {
        let bounds = operands.reduce(Rect.null) { $0.union($1.controlPointBounds) }
        guard !bounds.isNull,
              SubpathSeparation.apart(operands, tolerance: tolerance, grid: SnapGrid(bounds: bounds)) else { return nil }
        // Every subpath, with its operand among those that have one (operands without take no
        // part, as in `BezierPath.combining`), its area and a point on it.
        var outlines: [(path: BezierPath, operand: Int, area: Double, point: Point)] = []
        var operandCount = 0
        for operand in operands {
            let subpaths = operand.closedSubpaths
            guard !subpaths.isEmpty else { continue }
            for subpath in subpaths {
                var steps = subpath.fillSegments.makeIterator()
                let area = subpath.signedArea
                guard let first = steps.next(), area != 0, area.isFinite else { return nil }
                outlines.append((subpath, operandCount, area, first.segment.start))
            }
            operandCount += 1
        }
        var winding = [Int](repeating: 0, count: operandCount)
        var result = BezierPath()
        for (r, outline) in outlines.enumerated() {
            for k in winding.indices { winding[k] = 0 }
            for (s, other) in outlines.enumerated() where s != r {
                for step in other.path.fillSegments { winding[other.operand] += step.segment.winding(around: outline.point) }
            }
            // Its own winding just left of it: 1 inside a counterclockwise outline, 0 outside a
            // clockwise one; just right of it, one less.
            winding[outline.operand] += outline.area > 0 ? 1 : 0
            let leftInside = operation.contains(windings: winding)
            winding[outline.operand] -= 1
            let rightInside = operation.contains(windings: winding)
            guard leftInside != rightInside else { continue }
            // Wound with the result on its left.
            result.append(leftInside ? outline.path : outline.path.reversed())
        }
        return result
    }
}
