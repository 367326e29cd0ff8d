import Graphics

/// A type whose values can be animated: it converts to and from an `AnimatableVector` of a
/// fixed number of components.
public protocol AnimatableValue {
    /// The value read back from a vector; components the type does not use are ignored and
    /// missing ones read as 0.
    init(animatableVector: AnimatableVector)
    /// The value as a vector.
    var animatableVector: AnimatableVector { get }
}

extension AnimatableVector: AnimatableValue {
    /// The vector itself.
    public init(animatableVector: AnimatableVector) { self = animatableVector }
    /// The vector itself.
    public var animatableVector: AnimatableVector { self }
}

extension Double: AnimatableValue {
    /// The first component.
    public init(animatableVector v: AnimatableVector) { self = v[0] }
    /// A one-component vector.
    public var animatableVector: AnimatableVector { AnimatableVector(self) }
}

extension Float: AnimatableValue {
    /// The first component, rounded to single precision.
    public init(animatableVector v: AnimatableVector) { self = Float(v[0]) }
    /// A one-component vector.
    public var animatableVector: AnimatableVector { AnimatableVector(Double(self)) }
}

extension Point: AnimatableValue {
    /// (x, y) from the first two components.
    public init(animatableVector v: AnimatableVector) { self.init(x: v[0], y: v[1]) }
    /// (x, y).
    public var animatableVector: AnimatableVector { AnimatableVector(x, y) }
}

extension Size: AnimatableValue {
    /// (width, height) from the first two components.
    public init(animatableVector v: AnimatableVector) { self.init(width: v[0], height: v[1]) }
    /// (width, height).
    public var animatableVector: AnimatableVector { AnimatableVector(width, height) }
}

extension Rect: AnimatableValue {
    /// (x, y, width, height).
    public init(animatableVector v: AnimatableVector) {
        self.init(x: v[0], y: v[1], width: v[2], height: v[3])
    }
    /// (x, y, width, height).
    public var animatableVector: AnimatableVector {
        AnimatableVector(origin.x, origin.y, size.width, size.height)
    }
}

extension Color: AnimatableValue {
    /// (red, green, blue, alpha), straight alpha, interpolated linearly like POP does.
    public init(animatableVector v: AnimatableVector) {
        self.init(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }
    /// (red, green, blue, alpha).
    public var animatableVector: AnimatableVector { AnimatableVector(red, green, blue, alpha) }
}
