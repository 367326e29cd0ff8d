/// A point or a vector in 3-D space, as used by `Transform3D`.
///
/// Core Animation's axes: +x to the right, +y down the screen, +z towards the viewer.
public struct Vector3: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate (+x to the right).
    public var x: Double
    /// The vertical coordinate (+y down the screen).
    public var y: Double
    /// The depth coordinate (+z towards the viewer).
    public var z: Double

    /// A vector from its coordinates.
    @inlinable public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
    /// A vector from its coordinates, unlabelled.
    @inlinable public init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }

    /// The vector lifted from a 2-D point, with `z == 0`.
    @inlinable public init(_ p: Point) { x = p.x; y = p.y; z = 0 }

    /// The origin.
    public static let zero = Vector3(x: 0, y: 0, z: 0)

    /// The Euclidean length.
    @inlinable public var length: Double { (x * x + y * y + z * z).squareRoot() }

    /// This vector scaled to length 1, or `.zero` when it has no length.
    @inlinable public var normalized: Vector3 {
        let l = length
        return l > 0 ? Vector3(x: x / l, y: y / l, z: z / l) : .zero
    }

    /// The dot product.
    @inlinable public func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }

    /// The cross product (right-handed).
    @inlinable public func cross(_ o: Vector3) -> Vector3 {
        Vector3(x: y * o.z - z * o.y, y: z * o.x - x * o.z, z: x * o.y - y * o.x)
    }

    /// The x and y components, dropping z (an orthographic projection onto the screen).
    @inlinable public var point: Point { Point(x: x, y: y) }

    /// The component-wise sum.
    @inlinable public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    /// The component-wise difference.
    @inlinable public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    /// The opposite vector.
    @inlinable public static prefix func - (a: Vector3) -> Vector3 { Vector3(x: -a.x, y: -a.y, z: -a.z) }
    /// The vector scaled by `s`.
    @inlinable public static func * (a: Vector3, s: Double) -> Vector3 { Vector3(x: a.x * s, y: a.y * s, z: a.z * s) }
    /// The vector scaled by `s`.
    @inlinable public static func * (s: Double, a: Vector3) -> Vector3 { Vector3(x: a.x * s, y: a.y * s, z: a.z * s) }

    /// "(x, y, z)".
    public var description: String { "(\(x), \(y), \(z))" }
}
