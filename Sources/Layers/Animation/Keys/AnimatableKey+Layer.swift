import Graphics

// The animatable properties of `Layer`, named as in Core Animation.

extension AnimatableKey where Value == Rect {
    /// `bounds`.
    public static var bounds: Self { Keys.bounds }
    /// `contentsRect`.
    public static var contentsRect: Self { Keys.contentsRect }
}

extension AnimatableKey where Value == Point {
    /// `position`.
    public static var position: Self { Keys.position }
    /// `anchorPoint`.
    public static var anchorPoint: Self { Keys.anchorPoint }
    /// `bounds.origin`.
    public static var boundsOrigin: Self { Keys.boundsOrigin }
}

extension AnimatableKey where Value == Size {
    /// `bounds.size`.
    public static var boundsSize: Self { Keys.boundsSize }
}

extension AnimatableKey where Value == Double {
    /// `opacity`.
    public static var opacity: Self { Keys.opacity }
    /// `zPosition`.
    public static var zPosition: Self { Keys.zPosition }
    /// `cornerRadius`.
    public static var cornerRadius: Self { Keys.cornerRadius }
    /// `borderWidth`.
    public static var borderWidth: Self { Keys.borderWidth }
    /// `position.x`.
    public static var positionX: Self { Keys.positionX }
    /// `position.y`.
    public static var positionY: Self { Keys.positionY }
    /// `bounds.size.width`.
    public static var boundsWidth: Self { Keys.boundsWidth }
    /// `bounds.size.height`.
    public static var boundsHeight: Self { Keys.boundsHeight }
}

extension AnimatableKey where Value == Color {
    /// `backgroundColor` (no colour animates as transparent black).
    public static var backgroundColor: Self { Keys.backgroundColor }
    /// `borderColor` (no colour animates as transparent black).
    public static var borderColor: Self { Keys.borderColor }
}

extension AnimatableKey where Value == Transform3D {
    /// `transform`, interpolated by decomposition.
    public static var transform: Self { Keys.transform }
    /// `sublayerTransform`.
    public static var sublayerTransform: Self { Keys.sublayerTransform }
}

/// The keys, made once: a key holds a key path and two closures, and a layer's property setters
/// ask for one at every change (static stored properties cannot live in the generic type).
private enum Keys {
    static let bounds = AnimatableKey<Rect>("bounds", \Layer.bounds)
    static let contentsRect = AnimatableKey<Rect>("contentsRect", \Layer.contentsRect)
    static let position = AnimatableKey<Point>("position", \Layer.position)
    static let anchorPoint = AnimatableKey<Point>("anchorPoint", \Layer.anchorPoint)
    static let boundsOrigin = AnimatableKey<Rect>.bounds.component("origin", get: \.origin, set: { $0.origin = $1 })
    static let boundsSize = AnimatableKey<Rect>.bounds.component("size", get: \.size, set: { $0.size = $1 })
    static let opacity = AnimatableKey<Double>("opacity", \Layer.opacity)
    static let zPosition = AnimatableKey<Double>("zPosition", \Layer.zPosition)
    static let cornerRadius = AnimatableKey<Double>("cornerRadius", \Layer.cornerRadius)
    static let borderWidth = AnimatableKey<Double>("borderWidth", \Layer.borderWidth)
    static let positionX = AnimatableKey<Point>.position.component("x", get: \.x, set: { $0.x = $1 })
    static let positionY = AnimatableKey<Point>.position.component("y", get: \.y, set: { $0.y = $1 })
    static let boundsWidth = AnimatableKey<Size>.boundsSize.component("width", get: \.width, set: { $0.width = $1 })
    static let boundsHeight = AnimatableKey<Size>.boundsSize.component("height", get: \.height, set: { $0.height = $1 })
    static let backgroundColor = AnimatableKey<Color>("backgroundColor", get: { $0.backgroundColor ?? .clear }, set: { $0.backgroundColor = $1 })
    static let borderColor = AnimatableKey<Color>("borderColor", get: { $0.borderColor ?? .clear }, set: { $0.borderColor = $1 })
    static let transform = AnimatableKey<Transform3D>("transform", \Layer.transform)
    static let sublayerTransform = AnimatableKey<Transform3D>("sublayerTransform", \Layer.sublayerTransform)
}
