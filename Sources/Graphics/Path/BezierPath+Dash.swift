extension BezierPath {
    /// The most dash pieces `dashed` produces before giving up and returning the path solid,
    /// so a tiny pattern on a huge path cannot exhaust memory.
    public static let dashPieceLimit = 100_000

    /// The dashes of the path as separate open pieces (curves stay curves, cut by arc length),
    /// for a stroke that is then drawn solid.
    ///
    /// `pattern` holds dash and gap lengths in user units (see `DashPattern` for how it is
    /// read); `phase` is how far into the pattern each subpath starts, negative values allowed.
    /// Like Core Graphics, cairo and SVG, the pattern restarts at every subpath. On a closed
    /// subpath a dash running through the end is joined with the dash at the start (no seam), and
    /// a subpath that is all dash stays closed. A zero-length dash leaves a zero-length piece
    /// (a dot under round or square caps).
    ///
    /// The path comes back unchanged when the pattern draws solid (empty, all zero, negative or
    /// non-finite lengths) or would make more than `dashPieceLimit` pieces.
    public func dashed(pattern: [Double], phase: Double = 0) -> BezierPath {
        guard let dashes = DashPattern(pattern) else { return self }
        var dasher = Dasher(pattern: dashes, phase: phase)
        for step in segments {
            if step.startsSubpath { dasher.beginSubpath() }
            dasher.add(step.segment, closesSubpath: step.role == .closing)
            if dasher.pieces > Self.dashPieceLimit { return self }
        }
        dasher.finishSubpath()
        return BezierPath(elements: dasher.elements)
    }
}

/// The state of a walk that cuts a path into dashes.
private struct Dasher {
    let pattern: DashPattern
    let start: (index: Int, remaining: Double)
    /// Lengths this close to zero count as zero (rounding while subtracting lengths).
    let epsilon: Double
    private(set) var elements: [PathElement] = []
    private(set) var pieces = 0

    private var index = 0
    private var remaining = 0.0
    private var isDash: Bool { index % 2 == 0 }
    /// Inside a dash: its start is either pending (`pendingMove`) or already written.
    private var inDash = false
    /// A dash's `move` is written only with its first drawing, so no bare `move` is left.
    private var pendingMove: Point?
    private var distanceIntoSubpath = 0.0
    private var subpathIsClosed = false
    /// Where the elements of the subpath's first dash lie, if it began at the subpath's start.
    private var firstDashStart: Int?
    private var firstDashEnd: Int?
    private var currentDashIsFirst = false

    init(pattern: DashPattern, phase: Double) {
        self.pattern = pattern
        start = pattern.position(atPhase: phase)
        epsilon = pattern.period * 1e-12
    }

    mutating func beginSubpath() {
        finishSubpath()
        index = start.index; remaining = start.remaining
        distanceIntoSubpath = 0
        subpathIsClosed = false
        firstDashStart = nil; firstDashEnd = nil; currentDashIsFirst = false
    }

    mutating func add(_ segment: PathSegment, closesSubpath: Bool) {
        if closesSubpath { subpathIsClosed = true }
        let length = segment.length
        var position = 0.0
        // The last arc-length → parameter conversion: the next one starts from there.
        var known = (t: 0.0, distance: 0.0)
        func parameter(at p: Double) -> Double {
            if p == known.distance { return known.t }
            let t = segment.parameter(atLength: p, length: length, from: known)
            known = (t, p)
            return t
        }
        while true {
            let step = Swift.max(0, Swift.min(remaining, length - position))
            if isDash {
                if !inDash {
                    beginDash(at: segment.point(at: parameter(at: position)),
                              atSubpathStart: distanceIntoSubpath == 0 && position == 0)
                }
                if step > 0 {
                    let t0 = parameter(at: position), t1 = parameter(at: position + step)
                    draw(t0 == 0 && t1 == 1 ? segment : segment.subsegment(from: t0, to: t1))
                } else if remaining <= epsilon, let dot = pendingMove {
                    draw(.line(dot, dot))
                }
            }
            position += step
            remaining -= step
            if remaining > epsilon { break }
            if isDash { endDash() }
            index = (index + 1) % pattern.intervals.count
            remaining = pattern.intervals[index]
            if pieces > BezierPath.dashPieceLimit { return }
        }
        distanceIntoSubpath += length
    }

    private mutating func beginDash(at p: Point, atSubpathStart: Bool) {
        inDash = true
        pendingMove = p
        // A zero-length dash at the start is a dot of its own, not something to join.
        currentDashIsFirst = atSubpathStart && remaining > epsilon
    }

    private mutating func draw(_ piece: PathSegment) {
        if let p = pendingMove {
            if currentDashIsFirst { firstDashStart = elements.count }
            elements.append(.move(to: p))
            pendingMove = nil
            pieces += 1
        }
        elements.append(piece.element)
    }

    private mutating func endDash() {
        if currentDashIsFirst, firstDashStart != nil { firstDashEnd = elements.count }
        currentDashIsFirst = false
        inDash = false
        pendingMove = nil
    }

    /// Ends the subpath: on a closed one, a dash still running at the end joins the first dash
    /// (or, if it *is* the first dash, the whole subpath was dash and stays closed).
    mutating func finishSubpath() {
        defer { inDash = false; pendingMove = nil; currentDashIsFirst = false }
        guard subpathIsClosed, inDash, pendingMove == nil else { return }
        if currentDashIsFirst {
            elements.append(.close)
        } else if let from = firstDashStart, let to = firstDashEnd {
            // Carry the first dash's drawing (not its move) over to the end of the last one.
            elements.append(contentsOf: elements[(from + 1)..<to])
            elements.removeSubrange(from..<to)
            pieces -= 1
        }
    }
}
