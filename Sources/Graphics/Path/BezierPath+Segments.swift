/// What a segment is to its subpath, as reported by `PathSegmentIterator`.
public enum PathSegmentRole: Hashable, Sendable {
    /// Drawn by a `line`, `quadCurve` or `curve` element.
    case drawn
    /// The straight line back to the subpath's start drawn by a `close` element (possibly of
    /// zero length).
    case closing
    /// The straight line back to the start of an *open* subpath, reported only when asked for
    /// (filling closes every subpath implicitly).
    case implicitClosing
}

/// One step of a walk over a path's segments.
public struct PathSegmentStep: Hashable, Sendable {
    /// The segment, with both ends.
    public var segment: PathSegment
    /// Whether this is the first segment of its subpath.
    public var startsSubpath: Bool
    /// How the segment came about.
    public var role: PathSegmentRole
}

/// Walks the segments of a path's elements without allocating.
///
/// The path is read the way Core Graphics and cairo read it: a drawing element with no current
/// point starts a subpath at its end point (drawing nothing); after `close` the current point is
/// the subpath's start and a drawing element begins a new subpath there; a `close` with nothing
/// to close is ignored. Subpaths made only of a `move` have no segments.
public struct PathSegmentIterator: IteratorProtocol {
    private let elements: [PathElement]
    private let closesOpenSubpaths: Bool
    private var index = 0
    private var current: Point?
    private var start = Point.zero
    /// True between a `move` (or an implicit start) and the `close` or next `move`.
    private var inSubpath = false
    private var subpathHasSegments = false

    /// An iterator over `elements`; with `closesOpenSubpaths`, each open subpath that draws
    /// something ends with an `.implicitClosing` line back to its start.
    public init(elements: [PathElement], closesOpenSubpaths: Bool) {
        self.elements = elements
        self.closesOpenSubpaths = closesOpenSubpaths
    }

    /// The next segment, or `nil` after the last.
    public mutating func next() -> PathSegmentStep? {
        while index < elements.count {
            let element = elements[index]
            if case .move(let p) = element {
                if let closing = implicitClosing() { return closing }
                index += 1
                start = p; current = p; inSubpath = true; subpathHasSegments = false
                continue
            }
            index += 1
            if case .close = element {
                guard inSubpath, let from = current else { continue }
                let step = PathSegmentStep(segment: .line(from, start), startsSubpath: !subpathHasSegments, role: .closing)
                current = start; inSubpath = false
                return step
            }
            guard let from = current else {
                // Nothing to draw from: the element only establishes the current point.
                switch element {
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                    start = p; current = p; inSubpath = true; subpathHasSegments = false
                case .move, .close: break
                }
                continue
            }
            if !inSubpath { start = from; inSubpath = true; subpathHasSegments = false }
            let segment: PathSegment
            switch element {
            case .line(let p): segment = .line(from, p)
            case .quadCurve(let p, let c): segment = .quadratic(QuadraticBezier(from, c, p))
            case .curve(let p, let c1, let c2): segment = .cubic(CubicBezier(from, c1, c2, p))
            case .move, .close: continue
            }
            let step = PathSegmentStep(segment: segment, startsSubpath: !subpathHasSegments, role: .drawn)
            subpathHasSegments = true
            current = segment.end
            return step
        }
        return implicitClosing()
    }

    /// The implicit closing line of the open subpath being left, if one is due (once).
    private mutating func implicitClosing() -> PathSegmentStep? {
        guard closesOpenSubpaths, inSubpath, subpathHasSegments, let from = current else { return nil }
        inSubpath = false
        return PathSegmentStep(segment: .line(from, start), startsSubpath: false, role: .implicitClosing)
    }
}

/// The segments of a path as a sequence (see `PathSegmentIterator` for how elements are read).
public struct PathSegments: Sequence {
    let elements: [PathElement]
    let closesOpenSubpaths: Bool

    /// A fresh walk from the path's first element.
    public func makeIterator() -> PathSegmentIterator {
        PathSegmentIterator(elements: elements, closesOpenSubpaths: closesOpenSubpaths)
    }
}

extension BezierPath {
    /// The drawn segments, subpath by subpath, including the closing line of each `close`.
    public var segments: PathSegments { PathSegments(elements: elements, closesOpenSubpaths: false) }

    /// The segments as filled: like `segments`, plus a line closing each open subpath.
    public var fillSegments: PathSegments { PathSegments(elements: elements, closesOpenSubpaths: true) }
}
