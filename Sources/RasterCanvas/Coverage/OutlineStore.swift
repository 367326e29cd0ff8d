import CFreeType
import Graphics

/// Outline points in FreeType's 26.6 fixed point (1/64 pixel), with their FreeType tags and
/// the ends of their contours: what the rasterizer renders and what the stroker exports into.
///
/// It holds any number of points. Reused from shape to shape: its memory only grows.
final class OutlineStore {
    /// The most points one `FT_Outline` can hold (`n_points` is a `short`): what one export
    /// of FreeType's stroker may make.
    static let maxOutlinePoints = Int(Int16.max)

    // Written for every point of every outline, so the storage skips the run-time exclusivity
    // checks: no access to them spans a call that could reach them again.
    @exclusivity(unchecked) private(set) var points: UnsafeMutablePointer<FT_Vector>
    @exclusivity(unchecked) private(set) var tags: UnsafeMutablePointer<CChar>
    @exclusivity(unchecked) private(set) var pointCount = 0
    @exclusivity(unchecked) private var capacity = 256
    /// The index of the last point of each contour.
    @exclusivity(unchecked) private(set) var contourEnds: [Int] = []
    /// The first point of the contour being built, or nil between contours.
    @exclusivity(unchecked) private var contourStart: Int?
    /// Whether any point is a curve's control point (else every edge is a line).
    @exclusivity(unchecked) private(set) var hasCurves = false

    init() {
        points = .allocate(capacity: capacity)
        tags = .allocate(capacity: capacity)
        contourEnds.reserveCapacity(64)
    }

    /// A store holding the same contours as `other`, in memory of its own.
    init(copying other: OutlineStore) {
        capacity = max(1, other.pointCount)
        points = .allocate(capacity: capacity)
        points.initialize(from: other.points, count: other.pointCount)
        tags = .allocate(capacity: capacity)
        tags.initialize(from: other.tags, count: other.pointCount)
        pointCount = other.pointCount
        contourEnds = other.contourEnds
        hasCurves = other.hasCurves
    }

    deinit {
        points.deallocate()
        tags.deallocate()
    }

    /// The memory the points, tags and contour ends take.
    var byteCount: Int { pointCount * (MemoryLayout<FT_Vector>.stride + 1) + contourEnds.count * MemoryLayout<Int>.stride }

    var isEmpty: Bool { contourEnds.isEmpty }

    func removeAll() {
        pointCount = 0
        hasCurves = false
        contourEnds.removeAll(keepingCapacity: true)
        contourStart = nil
    }

    /// Makes room for `n` more points.
    func reserve(_ n: Int) {
        guard pointCount + n > capacity else { return }
        var newCapacity = capacity
        while newCapacity < pointCount + n { newCapacity *= 2 }
        let newPoints = UnsafeMutablePointer<FT_Vector>.allocate(capacity: newCapacity)
        newPoints.moveInitialize(from: points, count: pointCount)
        points.deallocate()
        points = newPoints
        let newTags = UnsafeMutablePointer<CChar>.allocate(capacity: newCapacity)
        newTags.moveInitialize(from: tags, count: pointCount)
        tags.deallocate()
        tags = newTags
        capacity = newCapacity
    }

    /// 26.6 fixed point of a pixel coordinate already known to be finite and in range.
    @inline(__always) static func fixed(_ v: Double) -> FT_Pos { nearest(v * 64) }

    /// `v` (finite, in range) rounded to the nearest integer, halves away from zero (as
    /// `rounded()`, without a call into libm).
    @inline(__always) static func nearest(_ v: Double) -> FT_Pos { FT_Pos(v + (v < 0 ? -0.5 : 0.5)) }

    @inline(__always) private func add(_ p: Point, tag: Int32) {
        reserve(1)
        if tag != FT_CURVE_TAG_ON { hasCurves = true }
        points[pointCount] = FT_Vector(x: Self.fixed(p.x), y: Self.fixed(p.y))
        tags[pointCount] = CChar(truncatingIfNeeded: tag)
        pointCount += 1
    }

    /// Starts a contour (ending any open one).
    func move(to p: Point) {
        closeContour()
        contourStart = pointCount
        add(p, tag: FT_CURVE_TAG_ON)
    }

    func line(to p: Point) {
        guard contourStart != nil else { return move(to: p) }
        add(p, tag: FT_CURVE_TAG_ON)
    }

    func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        guard contourStart != nil else { return move(to: p) }
        add(c1, tag: FT_CURVE_TAG_CUBIC)
        add(c2, tag: FT_CURVE_TAG_CUBIC)
        add(p, tag: FT_CURVE_TAG_ON)
    }

    /// Ends the open contour; every contour is closed by a line back to its start.
    /// A contour of a single point encloses nothing and is dropped.
    func closeContour() {
        guard let start = contourStart else { return }
        contourStart = nil
        if pointCount - start < 2 {
            pointCount = start
            return
        }
        contourEnds.append(pointCount - 1)
    }

    /// Appends contours exported by FreeType (points, tags and contour ends relative to
    /// `points`).
    func appendExported(points source: UnsafePointer<FT_Vector>, tags sourceTags: UnsafePointer<CChar>, pointCount n: Int,
                        contourEnds ends: UnsafePointer<Int16>, contourCount: Int) {
        closeContour()
        guard n > 0, contourCount > 0 else { return }
        reserve(n)
        let base = pointCount
        let onCurve = CChar(truncatingIfNeeded: FT_CURVE_TAG_ON)
        if !hasCurves, (0..<n).contains(where: { sourceTags[$0] & 3 != onCurve }) { hasCurves = true }
        (points + base).update(from: source, count: n)
        (tags + base).update(from: sourceTags, count: n)
        pointCount += n
        for i in 0..<contourCount { contourEnds.append(base + Int(ends[i])) }
    }

    /// Starts a contour at a point already in fixed point (ending any open one).
    func move(toFixed p: FT_Vector) {
        closeContour()
        contourStart = pointCount
        add(fixed: p, tag: FT_CURVE_TAG_ON)
    }

    /// Adds a point already in fixed point to the open contour, with its FreeType tag.
    func add(fixed p: FT_Vector, tag: Int32) {
        reserve(1)
        if tag != FT_CURVE_TAG_ON { hasCurves = true }
        points[pointCount] = p
        tags[pointCount] = CChar(truncatingIfNeeded: tag)
        pointCount += 1
    }
}

extension FT_Vector {
    /// A point already in 26.6 units (finite, in range), rounded to the nearest.
    @inline(__always) init(rounding p: Point) {
        self.init(x: OutlineStore.nearest(p.x), y: OutlineStore.nearest(p.y))
    }
}

/// Twice the signed area of the polygon through `points` (26.6 units): positive when it winds
/// counterclockwise in x-right, y-up coordinates.
func twiceSignedArea(_ points: UnsafeBufferPointer<FT_Vector>) -> Double {
    let n = points.count
    var sum = 0.0
    for i in 0..<n {
        let p = points[i], q = points[(i + 1) % n]
        sum += Double(p.x) * Double(q.y) - Double(q.x) * Double(p.y)
    }
    return sum
}
