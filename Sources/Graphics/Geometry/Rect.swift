/// An axis-aligned rectangle given by its origin (minimum corner) and size.
///
/// Like Core Graphics, a rectangle with a negative size is treated by the `min`/`max` accessors
/// and by `standardized` as covering the same area as its positive-size equivalent.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The "no rectangle" value returned by operations that produce nothing (e.g. the bounds of
    /// an empty path). Its `isNull` is true.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    @inlinable public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    @inlinable public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { abs(size.width) }
    @inlinable public var height: Double { abs(size.height) }
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// The same area with a non-negative size.
    @inlinable public var standardized: Rect {
        isNull ? self : Rect(x: minX, y: minY, width: width, height: height)
    }

    /// Whether the point lies inside, counting the minimum edges and excluding the maximum ones
    /// (Core Graphics' rule).
    @inlinable public func contains(_ p: Point) -> Bool {
        !isNull && p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The smallest rectangle containing both. `null` is the identity.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of two rectangles, or `null` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    @inlinable public func intersects(_ other: Rect) -> Bool { !intersection(other).isNull }

    /// The rectangle grown by `dx` on the left and right and by `dy` on top and bottom
    /// (shrunk for negative values).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        return Rect(x: s.minX + dx, y: s.minY + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
    }

    /// The rectangle moved by a vector.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle containing all the points, or `null` for none.
    public static func enclosing<S: Sequence>(_ points: S) -> Rect where S.Element == Point {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in points {
            x0 = Swift.min(x0, p.x); y0 = Swift.min(y0, p.y)
            x1 = Swift.max(x1, p.x); y1 = Swift.max(y1, p.y)
        }
        return x0 == .infinity ? .null : Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
