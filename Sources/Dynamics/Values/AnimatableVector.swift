/// The value of an animated property: 1 to 4 numbers. Scalars, points, sizes, rectangles and
/// colours all travel through the engine in this one shape (see `AnimatableValue`).
///
/// Components past `count` are always 0. Arithmetic between vectors of different counts works
/// component-wise on all four slots (the missing ones are 0) and keeps the larger count, the
/// way POP's solver works on a 4-vector whatever the property.
public struct AnimatableVector: Hashable, Sendable, CustomStringConvertible {
    /// The largest number of components.
    public static let maxCount = 4

    /// The number of meaningful components, 1...4.
    public private(set) var count: Int
    /// All four slots; the ones at and past `count` are 0.
    var storage: SIMD4<Double>

    init(storage: SIMD4<Double>, count: Int) {
        self.storage = storage
        self.count = Swift.min(Swift.max(count, 1), Self.maxCount)
        for i in self.count..<Self.maxCount { self.storage[i] = 0 }
    }

    /// A scalar.
    public init(_ x: Double) { self.init(storage: SIMD4(x, 0, 0, 0), count: 1) }
    /// Two components (a point or a size).
    public init(_ x: Double, _ y: Double) { self.init(storage: SIMD4(x, y, 0, 0), count: 2) }
    /// Three components.
    public init(_ x: Double, _ y: Double, _ z: Double) { self.init(storage: SIMD4(x, y, z, 0), count: 3) }
    /// Four components (a rectangle or a colour).
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.init(storage: SIMD4(x, y, z, w), count: 4)
    }

    /// A vector of the given components. Throws when there are none or more than four.
    public init(components: [Double]) throws(AnimatableVectorError) {
        guard (1...Self.maxCount).contains(components.count) else {
            throw .invalidComponentCount(components.count)
        }
        var s = SIMD4<Double>()
        for (i, c) in components.enumerated() { s[i] = c }
        self.init(storage: s, count: components.count)
    }

    /// The vector of an animatable value (a `Double`, `Point`, `Size`, `Rect`, `Color`…).
    public init<Value: AnimatableValue>(_ value: Value) { self = value.animatableVector }

    /// A vector of `count` zeros (`count` is clamped to 1...4).
    public static func zero(count: Int) -> AnimatableVector {
        AnimatableVector(storage: SIMD4(), count: count)
    }

    /// The meaningful components.
    public var components: [Double] { (0..<count).map { storage[$0] } }

    /// Component `index`; 0 for indices outside `0..<count`.
    public subscript(index: Int) -> Double {
        (0..<count).contains(index) ? storage[index] : 0
    }

    /// The value converted to an animatable type (missing components read as 0).
    public func value<Value: AnimatableValue>(as type: Value.Type = Value.self) -> Value {
        Value(animatableVector: self)
    }

    /// The sum of the squared components.
    public var squaredLength: Double { (storage * storage).sum() }

    /// The components in parentheses, e.g. `(1.0, 2.0)`.
    public var description: String {
        "(" + components.map { "\($0)" }.joined(separator: ", ") + ")"
    }

    /// Component-wise sum; the count is the larger of the two.
    public static func + (a: AnimatableVector, b: AnimatableVector) -> AnimatableVector {
        AnimatableVector(storage: a.storage + b.storage, count: Swift.max(a.count, b.count))
    }

    /// Component-wise difference; the count is the larger of the two.
    public static func - (a: AnimatableVector, b: AnimatableVector) -> AnimatableVector {
        AnimatableVector(storage: a.storage - b.storage, count: Swift.max(a.count, b.count))
    }

    /// Every component negated.
    public static prefix func - (a: AnimatableVector) -> AnimatableVector {
        AnimatableVector(storage: -a.storage, count: a.count)
    }

    /// Every component scaled.
    public static func * (a: AnimatableVector, s: Double) -> AnimatableVector {
        AnimatableVector(storage: a.storage * s, count: a.count)
    }
}

extension AnimatableVector: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A scalar from a literal: `animation.toValue = 100`.
    public init(floatLiteral value: Double) { self.init(value) }
    /// A scalar from a literal: `animation.toValue = 100`.
    public init(integerLiteral value: Int) { self.init(Double(value)) }
}

/// Why a list of numbers cannot be an `AnimatableVector`.
public enum AnimatableVectorError: Error, Hashable, Sendable {
    /// A vector has 1 to 4 components; this many were given.
    case invalidComponentCount(Int)
}
