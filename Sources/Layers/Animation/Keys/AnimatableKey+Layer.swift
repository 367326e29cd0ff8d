import Graphics

// The animatable properties of `Layer`, named as in Core Animation.

extension AnimatableKey where Value == Rect {
    /// `bounds`.
    public static var bounds: Self { Self("bounds", \Layer.bounds) }
    /// `contentsRect`.
    public static var contentsRect: Self { Self("contentsRect", \Layer.contentsRect) }
}

extension AnimatableKey where Value == Point {
    /// `position`.
    public static var position: Self { Self("position", \Layer.position) }
    /// `anchorPoint`.
    public static var anchorPoint: Self { Self("anchorPoint", \Layer.anchorPoint) }
    /// `bounds.origin`.
    public static var boundsOrigin: Self { AnimatableKey<Rect>.bounds.component("origin", get: \.origin, set: { $0.origin = $1 }) }
}

extension AnimatableKey where Value == Size {
    /// `bounds.size`.
    public static var boundsSize: Self { AnimatableKey<Rect>.bounds.component("size", get: \.size, set: { $0.size = $1 }) }
}

extension AnimatableKey where Value == Double {
    /// `opacity`.
    public static var opacity: Self { Self("opacity", \Layer.opacity) }
    /// `zPosition`.
    public static var zPosition: Self { Self("zPosition", \Layer.zPosition) }
    /// `cornerRadius`.
    public static var cornerRadius: Self { Self("cornerRadius", \Layer.cornerRadius) }
    /// `borderWidth`.
    public static var borderWidth: Self { Self("borderWidth", \Layer.borderWidth) }
    /// `position.x`.
    public static var positionX: Self { AnimatableKey<Point>.position.component("x", get: \.x, set: { $0.x = $1 }) }
    /// `position.y`.
    public static var positionY: Self { AnimatableKey<Point>.position.component("y", get: \.y, set: { $0.y = $1 }) }
    /// `bounds.size.width`.
    public static var boundsWidth: Self { AnimatableKey<Size>.boundsSize.component("width", get: \.width, set: { $0.width = $1 }) }
    /// `bounds.size.height`.
    public static var boundsHeight: Self { AnimatableKey<Size>.boundsSize.component("height", get: \.height, set: { $0.height = $1 }) }
}

extension AnimatableKey where Value == Color {
    /// `backgroundColor` (no colour animates as transparent black).
    public static var backgroundColor: Self {
        Self("backgroundColor", get: { $0.backgroundColor ?? .clear }, set: { $0.backgroundColor = $1 })
    }
    /// `borderColor` (no colour animates as transparent black).
    public static var borderColor: Self {
        Self("borderColor", get: { $0.borderColor ?? .clear }, set: { $0.borderColor = $1 })
    }
}

extension AnimatableKey where Value == Transform3D {
    /// `transform`, interpolated by decomposition.
    public static var transform: Self { Self("transform", \Layer.transform) }
    /// `sublayerTransform`.
    public static var sublayerTransform: Self { Self("sublayerTransform", \Layer.sublayerTransform) }
}
