import Graphics

// The animatable properties of `ShapeLayer`, named as in Core Animation. Read on a layer that is
// not a shape layer, they have no value (and animations of them do nothing).

extension AnimatableKey where Value == BezierPath {
    /// `path`: paths with the same elements interpolate point by point.
    public static var path: Self { Self("path", \ShapeLayer.path) }
}

extension AnimatableKey where Value == Color {
    /// `fillColor` (no colour animates as transparent black).
    public static var fillColor: Self {
        Self("fillColor", get: { ($0 as? ShapeLayer).map { $0.fillColor ?? .clear } },
             set: { ($0 as? ShapeLayer)?.fillColor = $1 })
    }
    /// `strokeColor` (no colour animates as transparent black).
    public static var strokeColor: Self {
        Self("strokeColor", get: { ($0 as? ShapeLayer).map { $0.strokeColor ?? .clear } },
             set: { ($0 as? ShapeLayer)?.strokeColor = $1 })
    }
}

extension AnimatableKey where Value == Double {
    /// `lineWidth`.
    public static var lineWidth: Self { Self("lineWidth", \ShapeLayer.lineWidth) }
    /// `miterLimit`.
    public static var miterLimit: Self { Self("miterLimit", \ShapeLayer.miterLimit) }
    /// `lineDashPhase`.
    public static var lineDashPhase: Self { Self("lineDashPhase", \ShapeLayer.lineDashPhase) }
    /// `strokeStart`.
    public static var strokeStart: Self { Self("strokeStart", \ShapeLayer.strokeStart) }
    /// `strokeEnd`.
    public static var strokeEnd: Self { Self("strokeEnd", \ShapeLayer.strokeEnd) }
}

extension AnimatableKey where Value == [Double] {
    /// `lineDashPattern`: patterns of the same length interpolate entry by entry.
    public static var lineDashPattern: Self { Self("lineDashPattern", \ShapeLayer.lineDashPattern) }
}
