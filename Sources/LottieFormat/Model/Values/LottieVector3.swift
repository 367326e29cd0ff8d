import Graphics

/// A small fixed-size vector of one to three components: positions, anchors, scales, sizes and
/// the per-dimension easing tangents of keyframes.
///
/// Lottie writes these as JSON arrays of 1...3 numbers; `dimensions` records how many were
/// present so that encoding gives the same array back. Missing components are 0.
public struct LottieVector3: Hashable, Sendable, CustomStringConvertible {
    /// The first component.
    public var x: Double
    /// The second component (0 for one-dimensional vectors).
    public var y: Double
    /// The third component (0 for one- and two-dimensional vectors).
    public var z: Double
    /// How many components the file gave (1, 2 or 3).
    public var dimensions: Int

    /// A vector with an explicit dimension count (clamped to 1...3).
    @inlinable public init(x: Double, y: Double = 0, z: Double = 0, dimensions: Int) {
        self.x = x; self.y = y; self.z = z
        self.dimensions = min(max(dimensions, 1), 3)
    }

    /// A two-dimensional vector.
    @inlinable public init(_ x: Double, _ y: Double) { self.init(x: x, y: y, dimensions: 2) }

    /// A three-dimensional vector.
    @inlinable public init(_ x: Double, _ y: Double, _ z: Double) { self.init(x: x, y: y, z: z, dimensions: 3) }

    /// The zero vector with two dimensions.
    public static let zero = LottieVector3(0, 0)

    /// The component at `index` (0, 1 or 2); 0 for any other index.
    @inlinable public subscript(index: Int) -> Double {
        switch index {
        case 0: return x
        case 1: return y
        case 2: return z
        default: return 0
        }
    }

    /// The first two components as a point.
    @inlinable public var point: Point { Point(x: x, y: y) }

    /// The first two components as a size.
    @inlinable public var size: Size { Size(width: x, height: y) }

    /// Component-wise linear interpolation (the larger dimension count is kept).
    @inlinable public func interpolated(to other: LottieVector3, fraction t: Double) -> LottieVector3 {
        LottieVector3(x: x + (other.x - x) * t, y: y + (other.y - y) * t, z: z + (other.z - z) * t,
                      dimensions: max(dimensions, other.dimensions))
    }

    /// The components the file gave, as an array.
    public var components: [Double] { Array([x, y, z].prefix(dimensions)) }

    public var description: String { "(" + components.map { "\($0)" }.joined(separator: ", ") + ")" }
}
