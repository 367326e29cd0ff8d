import Foundation

/// A resolution-independent outline made of subpaths of straight and bezier segments.
///
/// A value type: cheap to copy, built with the mutating `move`/`line`/`curve`/`close` methods or
/// the shape constructors (`init(rect:)`, `init(ellipseIn:)`, …). The path math (length, trim,
/// dash, contains, bounds) lives in extensions in this folder.
public struct BezierPath: Hashable, Sendable {
    /// The instructions, in drawing order.
    public private(set) var elements: [PathElement]

    /// An empty path.
    public init() { elements = [] }

    /// A path made of the given elements.
    public init(elements: [PathElement]) { self.elements = elements }

    /// Whether the path has no drawing instructions.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next segment would start, or nil for an empty path.
    public var currentPoint: Point? {
        var start: Point?
        var current: Point?
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// Reserves room for `n` more elements.
    public mutating func reserveCapacity(_ n: Int) { elements.reserveCapacity(elements.count + n) }

    /// Starts a new subpath.
    public mutating func move(to p: Point) { elements.append(.move(to: p)) }

    /// Adds a straight segment.
    public mutating func line(to p: Point) { elements.append(.line(to: p)) }

    /// Adds a quadratic bezier segment.
    public mutating func quadCurve(to p: Point, control: Point) {
        elements.append(.quadCurve(to: p, control: control))
    }

    /// Adds a cubic bezier segment.
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// Appends all the subpaths of another path.
    public mutating func append(_ other: BezierPath) { elements.append(contentsOf: other.elements) }

    /// Appends another path after transforming it.
    public mutating func append(_ other: BezierPath, transform: AffineTransform) {
        elements.append(contentsOf: other.applying(transform).elements)
    }

    /// The path with every point transformed.
    public func applying(_ t: AffineTransform) -> BezierPath {
        if t.isIdentity { return self }
        return BezierPath(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(to: t.apply(to: p))
            case .line(let p): return .line(to: t.apply(to: p))
            case .quadCurve(let p, let c): return .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case .curve(let p, let c1, let c2):
                return .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .close: return .close
            }
        })
    }

    /// Transforms the path in place.
    public mutating func apply(_ t: AffineTransform) { self = applying(t) }
}
