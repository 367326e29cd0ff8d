/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }
    @inlinable public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }

    public static let zero = Size(width: 0, height: 0)

    @inlinable public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }

    public var description: String { "\(width)x\(height)" }
}
