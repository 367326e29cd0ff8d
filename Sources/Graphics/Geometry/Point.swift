/// A point or a 2-D vector in a plane, in whatever units the surrounding code uses.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    public static let zero = Point(x: 0, y: 0)

    /// The Euclidean length of the vector from the origin to this point.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// The distance to another point.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }

    /// The dot product of two vectors.
    @inlinable public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z component of the 3-D cross product (positive when `other` turns counter-clockwise
    /// from `self` in a y-up frame).
    @inlinable public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// This vector scaled to length 1, or `.zero` when it has no length.
    @inlinable public var normalized: Point {
        let l = length
        return l > 0 ? Point(x: x / l, y: y / l) : .zero
    }

    /// Linear interpolation: `self` at `t == 0`, `other` at `t == 1`.
    @inlinable public func interpolated(to other: Point, fraction t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    @inlinable public static func += (a: inout Point, b: Point) { a = a + b }
    @inlinable public static func -= (a: inout Point, b: Point) { a = a - b }

    public var description: String { "(\(x), \(y))" }
}
