/// A directed straight edge of one operand's polygon, on the grid.
struct GridSegment {
    var a: GridPoint
    var b: GridPoint
    /// Which operand (path) the edge belongs to.
    var operand: Int
}

/// Splits segments wherever they cross, touch or overlap, so that afterwards two segments meet
/// only at shared end points or lie exactly on top of each other ("noding").
///
/// A sweep over x finds the candidate pairs; crossings are rounded to the grid, which can
/// create new crossings a grid step away, so the pass repeats until nothing more is split
/// (almost always after one or two passes).
///
/// A repeat pass only tests the pairs that can still meet anew: those with a segment from one
/// that a rounded crossing touched in the previous pass (see `PassCuts.dirty`). Every pair is
/// still counted as work, so `maxPairTests` bounds the same count as when every pair was
/// tested, and the cuts come out the same, in the same order.
enum SegmentNoding {
    /// The most passes; a leftover near-crossing only costs a sliver, never a crash.
    static let passLimit = 8

    /// The segments noded, or nil when that would take more than `maxPairTests` candidate
    /// pairs over all passes (the sweep is quadratic when many segments span the same x range).
    static func noded(_ input: [GridSegment], maxPairTests: Int = .max) -> [GridSegment]? {
        var segments = input
        var work = 0
        // Which segments' pairs the pass tests; nil: all of them.
        var retest: [Bool]?
        for _ in 0..<passLimit {
            guard let found = findCuts(segments, retest: retest, work: &work, maxWork: maxPairTests) else { return nil }
            guard !found.cuts.isEmpty else { break }
            (segments, retest) = apply(found, to: segments)
        }
        return segments
    }

    /// One pass's cut points, each on one segment, in the order they were found.
    private struct PassCuts {
        var cuts: [(segment: Int, point: GridPoint)] = []
        /// Per segment, whether it was in a crossing whose rounded point is not exactly on both
        /// segments. A segment that is not has only exact cuts (end points of others on it, and
        /// crossings that lie on both lines): its pieces lie on it, and it is cut at every point
        /// where another segment meets its interior (every pair whose boxes meet is tested, or
        /// skipped only where this same argument shows it cannot meet). So two pieces of
        /// segments that are not dirty meet at most at end points, and the next pass only tests
        /// pairs with a piece of a dirty segment.
        var dirty: [Bool]
        /// Whether every coordinate is small enough (at most 2²⁵) for the sign tests to be
        /// exact, which the argument above needs; otherwise (NaN or infinite coordinates from
        /// degenerate input) the next pass tests every pair.
        var exactRange: Bool
    }

    /// A segment still in reach of the sweep, with the bounds the sweep reads for it.
    private struct Active {
        var maxX: Double, minY: Double, maxY: Double
        var index: Int
    }

    /// Finds, for each segment, the grid points where another segment crosses or touches its
    /// interior, testing only pairs with a segment marked in `retest` (all pairs when nil). Nil
    /// once `work` (the candidate pairs, tested or not) passes `maxWork`.
    private static func findCuts(_ segments: [GridSegment], retest: [Bool]?, work: inout Int, maxWork: Int) -> PassCuts? {
        let n = segments.count
        let exactRange = segments.allSatisfy { isInExactRange($0.a) && isInExactRange($0.b) }
        let retest = exactRange ? retest : nil
        let order = sweepOrder(segments, exactRange: exactRange)

        var found = PassCuts(dirty: [Bool](repeating: false, count: n), exactRange: exactRange)
        // The segments whose x range may still reach the sweep, in the order they were met (the
        // order the pairs are tested in, which decides the order of the cuts), and those of
        // them whose y range meets the current one's. Room for every segment, but usually only
        // a few are used: left uninitialized, the rest is never touched.
        let active = UnsafeMutableBufferPointer<Active>.allocate(capacity: n)
        let candidates = UnsafeMutableBufferPointer<Int>.allocate(capacity: n)
        defer {
            active.deallocate()
            candidates.deallocate()
        }
        var activeCount = 0
        let overLimit: Bool = segments.withUnsafeBufferPointer { segments in
            for i in order {
                let s = segments[i]
                let minX = Swift.min(s.a.x, s.b.x)
                let minY = Swift.min(s.a.y, s.b.y), maxY = Swift.max(s.a.y, s.b.y)
                // Drops the segments the sweep has passed, and picks the candidates in one go.
                // Written without branches (each entry is stored, and the count moves on only if
                // it is kept): which entries are kept is data the branch predictor cannot learn.
                var kept = 0, candidateCount = 0
                for slot in 0..<activeCount {
                    let other = active[slot]
                    let keeps = other.maxX < minX ? 0 : 1
                    let meets = keeps & (other.maxY >= minY ? 1 : 0) & (other.minY <= maxY ? 1 : 0)
                    active[kept] = other
                    kept += keeps
                    candidates[candidateCount] = other.index
                    candidateCount += meets
                }
                activeCount = kept
                work = work.addingReportingOverflow(activeCount).partialValue
                guard work <= maxWork else { return true }
                let testsAll = retest?[i] ?? true
                for j in candidates[0..<candidateCount] where testsAll || retest?[j] == true {
                    cut(s, i, segments[j], j, exactRange: exactRange, &found)
                }
                active[activeCount] = Active(maxX: Swift.max(s.a.x, s.b.x), minY: minY, maxY: maxY, index: i)
                activeCount += 1
            }
            return false
        }
        return overLimit ? nil : found
    }

    /// The segments' indices by their least x, those with equal ones in index order (what a
    /// stable sort by least x gives).
    private static func sweepOrder(_ segments: [GridSegment], exactRange: Bool) -> [Int] {
        guard exactRange, segments.count <= 1 << 32 else {
            // Any coordinate, NaN included: the stable sort on the same keys.
            var order = segments.enumerated().map { (minX: Swift.min($1.a.x, $1.b.x), index: $0) }
            order.sort { $0.minX < $1.minX }
            return order.map(\.index)
        }
        // Whole numbers within ±2²⁵: one integer key of (least x, index), sorted by the least
        // x (a stable sort, so equal ones stay in index order), then turned into the index.
        var keys: [Int] = []
        keys.reserveCapacity(segments.count)
        for (i, s) in segments.enumerated() {
            let minX = Swift.min(s.a.x, s.b.x)
            keys.append((Int(minX) + 1 << 25) << 32 | i)
        }
        sortByHighHalf(&keys)
        for (position, key) in keys.enumerated() { keys[position] = key & 0xFFFF_FFFF }
        return keys
    }

    /// Sorts keys of (x + 2²⁵) << 32 | index, in index order, by their bits from 32 up, keeping
    /// keys with equal such bits in index order: for many keys a radix sort, 8 bits at a time
    /// from the lowest, up to the highest bit where keys differ (a comparison sort's branches on
    /// the keys mispredict so often that sorting a thousand was a tenth of a boolean
    /// operation); for a few hundred, where the radix sort's passes over 256 counts do not pay,
    /// the standard sort of the whole keys, which gives the same order.
    private static func sortByHighHalf(_ keys: inout [Int]) {
        guard keys.count >= 384 else {
            keys.sort()
            return
        }
        var lowest = Int.max, highest = 0
        for key in keys {
            lowest = Swift.min(lowest, key)
            highest = Swift.max(highest, key)
        }
        var scratch = [Int](repeating: 0, count: keys.count)
        var counts = [Int](repeating: 0, count: 256)
        var shift = 32
        // Above the highest bit where the least and greatest keys differ, all keys agree.
        while shift < 64, (lowest ^ highest) >> shift != 0 {
            keys.withUnsafeMutableBufferPointer { keys in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    counts.withUnsafeMutableBufferPointer { counts in
                        counts.update(repeating: 0)
                        for key in keys { counts[(key >> shift) & 255] += 1 }
                        var start = 0
                        for digit in 0..<256 {
                            let count = counts[digit]
                            counts[digit] = start
                            start += count
                        }
                        for key in keys {
                            let digit = (key >> shift) & 255
                            scratch[counts[digit]] = key
                            counts[digit] += 1
                        }
                    }
                }
            }
            swap(&keys, &scratch)
            shift += 8
        }
    }

    /// Whether both coordinates are within ±2²⁵: differences of such whole numbers (every grid
    /// coordinate is rounded to one) and products of two differences are exact in `Double`, so
    /// every sign test is.
    @inline(__always) private static func isInExactRange(_ p: GridPoint) -> Bool {
        Swift.abs(p.x) <= 0x1p25 && Swift.abs(p.y) <= 0x1p25
    }

    /// Adds the cut points of the pair `s` (segment `i`), `t` (segment `j`) to `found`.
    ///
    /// With exact sign tests (`exactRange`), segments that share an end point and are not
    /// collinear meet nowhere else: neighbours along a ring, most candidate pairs, are done
    /// after one sign test.
    private static func cut(_ s: GridSegment, _ i: Int, _ t: GridSegment, _ j: Int, exactRange: Bool, _ found: inout PassCuts) {
        if exactRange {
            let unshared = t.a == s.a || t.a == s.b ? t.b : t.b == s.a || t.b == s.b ? t.a : nil
            if let unshared, orientation(s.a, s.b, unshared) != 0 { return }
        }
        let o1 = orientation(s.a, s.b, t.a), o2 = orientation(s.a, s.b, t.b)
        let o3 = orientation(t.a, t.b, s.a), o4 = orientation(t.a, t.b, s.b)
        if o1 == 0 && o2 == 0 {
            // Collinear: each end point lying inside the other segment splits it.
            if isInside(t.a, s) { mark(t.a, on: i, s, &found) }
            if isInside(t.b, s) { mark(t.b, on: i, s, &found) }
            if isInside(s.a, t) { mark(s.a, on: j, t, &found) }
            if isInside(s.b, t) { mark(s.b, on: j, t, &found) }
            return
        }
        // An end point on the other's interior (a T-junction).
        if o1 == 0, isInside(t.a, s) { mark(t.a, on: i, s, &found) }
        if o2 == 0, isInside(t.b, s) { mark(t.b, on: i, s, &found) }
        if o3 == 0, isInside(s.a, t) { mark(s.a, on: j, t, &found) }
        if o4 == 0, isInside(s.b, t) { mark(s.b, on: j, t, &found) }
        // A proper crossing, rounded to the grid.
        if (o1 > 0) != (o2 > 0), o1 != 0, o2 != 0, (o3 > 0) != (o4 > 0), o3 != 0, o4 != 0 {
            let f = o3 / (o3 - o4)
            let p = GridPoint(x: (s.a.x + (s.b.x - s.a.x) * f).rounded(), y: (s.a.y + (s.b.y - s.a.y) * f).rounded())
            mark(p, on: i, s, &found)
            mark(p, on: j, t, &found)
            if orientation(s.a, s.b, p) != 0 || orientation(t.a, t.b, p) != 0 {
                found.dirty[i] = true
                found.dirty[j] = true
            }
        }
    }

    /// Records `p` as a cut of segment `k` (`seg`) unless it is one of its end points.
    @inline(__always) private static func mark(_ p: GridPoint, on k: Int, _ seg: GridSegment, _ found: inout PassCuts) {
        guard p != seg.a, p != seg.b else { return }
        found.cuts.append((k, p))
    }

    /// Whether `p`, known to be on the line of `s`, lies strictly between its end points.
    private static func isInside(_ p: GridPoint, _ s: GridSegment) -> Bool {
        guard p != s.a, p != s.b else { return false }
        let d = GridPoint(x: s.b.x - s.a.x, y: s.b.y - s.a.y)
        let along = (p.x - s.a.x) * d.x + (p.y - s.a.y) * d.y
        return along > 0 && along < d.x * d.x + d.y * d.y
    }

    /// The segments cut at their cut points, in order along each segment, and which of them the
    /// next pass must test (nil: all).
    private static func apply(_ found: PassCuts, to segments: [GridSegment]) -> (segments: [GridSegment], retest: [Bool]?) {
        // The cuts grouped by segment (a counting sort, so each segment's keep the order they
        // were found in, which the stable sort along the segment below needs).
        var starts = [Int](repeating: 0, count: segments.count + 1)
        for cut in found.cuts { starts[cut.segment + 1] += 1 }
        for i in segments.indices { starts[i + 1] += starts[i] }
        var points = [GridPoint](repeating: GridPoint(x: 0, y: 0), count: found.cuts.count)
        var next = starts
        for cut in found.cuts {
            points[next[cut.segment]] = cut.point
            next[cut.segment] += 1
        }

        var result: [GridSegment] = []
        result.reserveCapacity(segments.count + found.cuts.count)
        var retest: [Bool] = []
        if found.exactRange { retest.reserveCapacity(segments.count + found.cuts.count) }
        for (i, s) in segments.enumerated() {
            let cuts = starts[i]..<starts[i + 1]
            let countBefore = result.count
            if cuts.isEmpty {
                result.append(s)
            } else {
                let dx = s.b.x - s.a.x, dy = s.b.y - s.a.y
                if cuts.count > 1 {
                    points[cuts].sort { ($0.x - s.a.x) * dx + ($0.y - s.a.y) * dy < ($1.x - s.a.x) * dx + ($1.y - s.a.y) * dy }
                }
                var from = s.a
                for p in points[cuts] where p != from {
                    result.append(GridSegment(a: from, b: p, operand: s.operand))
                    from = p
                }
                if s.b != from { result.append(GridSegment(a: from, b: s.b, operand: s.operand)) }
            }
            if found.exactRange {
                for _ in countBefore..<result.count { retest.append(found.dirty[i]) }
            }
        }
        return (result, found.exactRange ? retest : nil)
    }
}
