extension BezierPath {
    /// The region of `operands` combined by `operation`, cumulatively in list order (for
    /// `.difference`: the first path minus every later one).
    ///
    /// Each operand's region is what it fills with the non-zero rule; empty operands take no
    /// part. Curves are flattened to within `tolerance` (in the paths' units; a tolerance that
    /// is not positive and finite is read as 0.05), the polygons are cut at every crossing on a
    /// fine integer grid (2²⁵ steps across the whole drawing), and the boundary between what is
    /// in the result and what is not is traced into closed polygons: outer boundaries and holes
    /// wind oppositely, so the result fills the same with either fill rule. Holes, nested and
    /// disjoint operands, shared edges and self-intersecting operands are all handled. Where no
    /// two outlines cross or touch (a letter minus its counters, a lone shape added to itself),
    /// the result is made of whole subpaths of the operands, and keeps their curves: decided
    /// from the curves alone when they show it (`ApartOutlines`), nothing flattened, or else
    /// once noding has found nothing to cut (`DisjointRings`).
    public static func combining(_ operands: [BezierPath], operation: PathBooleanOperation,
                                 tolerance: Double = 0.05) -> BezierPath {
        combining(operands, operation: operation, tolerance: tolerance, maxPairTests: .max) ?? BezierPath()
    }

    /// The same combination, or nil when finding the crossings would look at more than
    /// `maxPairTests` pairs of polygon edges: the search is quadratic in the worst case (many
    /// long edges over the same span), so untrusted paths should be combined with a bound.
    public static func combining(_ operands: [BezierPath], operation: PathBooleanOperation,
                                 tolerance: Double = 0.05, maxPairTests: Int) -> BezierPath? {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 0.05
        // Outlines shown apart from their curves: the result is decided from the curves.
        if let result = ApartOutlines.combined(operands, operation: operation, tolerance: tolerance) { return result }
        return combiningFlattened(operands, operation: operation, tolerance: tolerance, maxPairTests: maxPairTests)
    }

    /// `combining` from the operands' flattened rings, noded (internal, so that tests can
    /// compare it with `ApartOutlines`).
    static func combiningFlattened(_ operands: [BezierPath], operation: PathBooleanOperation, tolerance: Double,
                                   maxPairTests: Int) -> BezierPath? {
        let flattened = operands.map { (path: $0, rings: $0.fillRings(tolerance: tolerance)) }.filter { !$0.rings.isEmpty }
        let bounds = Self.bounds(of: flattened.map(\.rings))
        guard !flattened.isEmpty, !bounds.isNull else { return BezierPath() }

        let grid = SnapGrid(bounds: bounds)
        var segments: [GridSegment] = []
        segments.reserveCapacity(flattened.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.points.count } })
        // Where each ring's segments start, and the subpath it came from.
        var ringStarts: [Int] = []
        var ringSources: [(operand: Int, subpath: Int)] = []
        for (operand, flat) in flattened.enumerated() {
            for ring in flat.rings {
                ringStarts.append(segments.count)
                ringSources.append((operand, ring.subpath))
                // Each point to the next, the last back to the first.
                let first = grid.snap(ring.points[0])
                var a = first
                for p in ring.points.dropFirst() {
                    let b = grid.snap(p)
                    if a != b { segments.append(GridSegment(a: a, b: b, operand: operand)) }
                    a = b
                }
                if a != first { segments.append(GridSegment(a: a, b: first, operand: operand)) }
            }
        }
        ringStarts.append(segments.count)
        /// The result as whole subpaths of the operands, when their rings neither cross nor
        /// touch (`DisjointRings`).
        func wholeSubpaths(_ segments: [GridSegment]) -> BezierPath? {
            guard let rings = DisjointRings.boundary(of: segments, ringStarts: ringStarts, operandCount: flattened.count,
                                                     operation: operation) else { return nil }
            // Each operand's subpaths are made once, and only for an operand with a ring kept.
            var subpaths = [[BezierPath]?](repeating: nil, count: flattened.count)
            var result = BezierPath()
            for (ring, reversed) in rings {
                let source = ringSources[ring]
                if subpaths[source.operand] == nil { subpaths[source.operand] = flattened[source.operand].path.closedSubpaths }
                let subpath = subpaths[source.operand]?[source.subpath] ?? BezierPath()
                result.append(reversed ? subpath.reversed() : subpath)
            }
            return result
        }
        guard let noded = SegmentNoding.noded(segments, maxPairTests: maxPairTests) else { return nil }
        // Noding only ever adds segments: as many as before, it cut none.
        if noded.count == segments.count, DisjointRings.sharesNoVertex(noded), let result = wholeSubpaths(noded) {
            return result
        }
        let arrangement = EdgeArrangement(segments: noded, operandCount: flattened.count)
        let boundary = BoundaryClassifier(arrangement: arrangement, operation: operation).boundaryEdges()
        let loops = BoundaryTracer.loops(edges: boundary, vertices: arrangement.vertices)
        var result = BezierPath()
        result.reserveCapacity(loops.reduce(0) { $0 + $1.count + 1 })
        for loop in loops {
            result.move(to: grid.point(loop[0]))
            for p in loop.dropFirst() { result.line(to: grid.point(p)) }
            result.close()
        }
        return result
    }

    /// `Rect.enclosing` of every point of every ring, without going through nested sequences.
    private static func bounds(of operands: [[(points: [Point], subpath: Int)]]) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for rings in operands {
            for ring in rings {
                for p in ring.points {
                    x0 = Swift.min(x0, p.x); y0 = Swift.min(y0, p.y)
                    x1 = Swift.max(x1, p.x); y1 = Swift.max(y1, p.y)
                }
            }
        }
        return x0 == .infinity ? .null : Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// This path's region combined with `other`'s (`self` first).
    public func combined(with other: BezierPath, operation: PathBooleanOperation, tolerance: Double = 0.05) -> BezierPath {
        Self.combining([self, other], operation: operation, tolerance: tolerance)
    }

    /// The closed polygons the path fills: every subpath (open ones closed) flattened, with the
    /// index of the subpath each came from (among those `fillSegments` starts). Subpaths of
    /// fewer than three points or with a point that is not finite have none.
    func fillRings(tolerance: Double) -> [(points: [Point], subpath: Int)] {
        var rings: [(points: [Point], subpath: Int)] = []
        // The ring being flattened, kept for the next one (each ring is copied out at its
        // size): no array grows from empty for every subpath.
        var ring: [Point] = []
        var subpath = -1
        func finishRing() {
            if ring.count >= 3, ring.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) { rings.append((Array(ring), subpath)) }
            ring.removeAll(keepingCapacity: true)
        }
        for step in fillSegments {
            if step.startsSubpath {
                finishRing()
                subpath += 1
                ring.append(step.segment.start)
            }
            step.segment.forEachChordEnd(tolerance: tolerance) { ring.append($0) }
        }
        finishRing()
        return rings
    }

    /// Every subpath (counted as in `fillRings`) on its own, closed.
    var closedSubpaths: [BezierPath] {
        var subpaths: [BezierPath] = [], elements: [PathElement] = []
        for step in fillSegments {
            if step.startsSubpath {
                if !elements.isEmpty { subpaths.append(BezierPath(elements: elements)) }
                elements = [.move(to: step.segment.start)]
            }
            elements.append(step.role == .drawn ? step.segment.element : .close)
        }
        if !elements.isEmpty { subpaths.append(BezierPath(elements: elements)) }
        return subpaths
    }
}
