import Graphics
import Layers

/// The built-in properties of layers, under POP's names and thresholds.
///
/// Scale, rotation and translation are parts of a layer's 3-D `transform` (or
/// `sublayerTransform` for the `sub…` ones): they are read by splitting the transform with
/// `TransformDecomposition` and written by putting it back together with one part replaced, so
/// animating the rotation keeps the scale and so on. A scale written as exactly 0 becomes 1e-6
/// so the transform stays invertible.
extension AnimatableProperty {
    /// The built-in property with this name (`"position"`, `"scaleXY"`,
    /// `"shapeLayer.strokeEnd"`…), or nil.
    public static func named(_ name: String) -> AnimatableProperty? {
        builtIn.first { $0.name == name }
    }

    /// Every built-in property.
    public static var builtIn: [AnimatableProperty] {
        [layerBackgroundColor, layerBorderColor, layerBorderWidth, layerBounds, layerCornerRadius,
         layerOpacity, layerPosition, layerPositionX, layerPositionY, layerRotation, layerRotationX,
         layerRotationY, layerScaleX, layerScaleXY, layerScaleY, layerSize, layerSubscaleXY,
         layerSubtranslationX, layerSubtranslationXY, layerSubtranslationY, layerSubtranslationZ,
         layerTranslationX, layerTranslationXY, layerTranslationY, layerTranslationZ, layerZPosition,
         shapeLayerStrokeStart, shapeLayerStrokeEnd, shapeLayerStrokeColor, shapeLayerFillColor,
         shapeLayerLineWidth, shapeLayerLineDashPhase]
    }

    // MARK: Layer geometry

    /// `position` (threshold 1).
    public static var layerPosition: AnimatableProperty {
        AnimatableProperty(name: "position", threshold: 1, keyPath: \Layer.position)
    }
    /// `position.x` (threshold 1).
    public static var layerPositionX: AnimatableProperty {
        AnimatableProperty(name: "positionX", threshold: 1, keyPath: \Layer.position.x)
    }
    /// `position.y` (threshold 1).
    public static var layerPositionY: AnimatableProperty {
        AnimatableProperty(name: "positionY", threshold: 1, keyPath: \Layer.position.y)
    }
    /// `bounds` (threshold 1).
    public static var layerBounds: AnimatableProperty {
        AnimatableProperty(name: "bounds", threshold: 1, keyPath: \Layer.bounds)
    }
    /// `bounds.size` (threshold 1).
    public static var layerSize: AnimatableProperty {
        AnimatableProperty(name: "size", threshold: 1, keyPath: \Layer.bounds.size)
    }
    /// `zPosition` (threshold 1).
    public static var layerZPosition: AnimatableProperty {
        AnimatableProperty(name: "zPosition", threshold: 1, keyPath: \Layer.zPosition)
    }

    // MARK: Layer appearance

    /// `opacity` (threshold 0.01).
    public static var layerOpacity: AnimatableProperty {
        AnimatableProperty(name: "opacity", threshold: 0.01, keyPath: \Layer.opacity)
    }
    /// `cornerRadius` (threshold 0.01).
    public static var layerCornerRadius: AnimatableProperty {
        AnimatableProperty(name: "cornerRadius", threshold: 0.01, keyPath: \Layer.cornerRadius)
    }
    /// `borderWidth` (threshold 0.01).
    public static var layerBorderWidth: AnimatableProperty {
        AnimatableProperty(name: "borderWidth", threshold: 0.01, keyPath: \Layer.borderWidth)
    }
    /// `backgroundColor`, RGBA (threshold 0.01); no colour reads as clear.
    public static var layerBackgroundColor: AnimatableProperty {
        color(name: "backgroundColor", \Layer.backgroundColor)
    }
    /// `borderColor`, RGBA (threshold 0.01); no colour reads as clear.
    public static var layerBorderColor: AnimatableProperty {
        color(name: "borderColor", \Layer.borderColor)
    }

    // MARK: Layer transform parts

    /// The transform's x scale (threshold 0.005).
    public static var layerScaleX: AnimatableProperty {
        transformPart(name: "scaleX", threshold: 0.005, \.transform,
                      get: { $0.scale.x }, set: { $0.scale.x = nonZero($1) })
    }
    /// The transform's y scale (threshold 0.005).
    public static var layerScaleY: AnimatableProperty {
        transformPart(name: "scaleY", threshold: 0.005, \.transform,
                      get: { $0.scale.y }, set: { $0.scale.y = nonZero($1) })
    }
    /// The transform's x and y scales as a point (threshold 0.005).
    public static var layerScaleXY: AnimatableProperty {
        transformPart(name: "scaleXY", threshold: 0.005, \.transform,
                      get: { Point(x: $0.scale.x, y: $0.scale.y) },
                      set: { $0.scale.x = nonZero($1.x); $0.scale.y = nonZero($1.y) })
    }
    /// The transform's rotation about z, in radians (threshold 0.01).
    public static var layerRotation: AnimatableProperty {
        transformPart(name: "rotation", threshold: 0.01, \.transform,
                      get: { $0.rotation.z }, set: { $0.rotation.z = $1 })
    }
    /// The transform's rotation about x, in radians (threshold 0.01).
    public static var layerRotationX: AnimatableProperty {
        transformPart(name: "rotationX", threshold: 0.01, \.transform,
                      get: { $0.rotation.x }, set: { $0.rotation.x = $1 })
    }
    /// The transform's rotation about y, in radians (threshold 0.01).
    public static var layerRotationY: AnimatableProperty {
        transformPart(name: "rotationY", threshold: 0.01, \.transform,
                      get: { $0.rotation.y }, set: { $0.rotation.y = $1 })
    }
    /// The transform's x translation (threshold 1).
    public static var layerTranslationX: AnimatableProperty {
        transformPart(name: "translationX", threshold: 1, \.transform,
                      get: { $0.translation.x }, set: { $0.translation.x = $1 })
    }
    /// The transform's y translation (threshold 1).
    public static var layerTranslationY: AnimatableProperty {
        transformPart(name: "translationY", threshold: 1, \.transform,
                      get: { $0.translation.y }, set: { $0.translation.y = $1 })
    }
    /// The transform's z translation (threshold 1).
    public static var layerTranslationZ: AnimatableProperty {
        transformPart(name: "translationZ", threshold: 1, \.transform,
                      get: { $0.translation.z }, set: { $0.translation.z = $1 })
    }
    /// The transform's x and y translation as a point (threshold 1).
    public static var layerTranslationXY: AnimatableProperty {
        transformPart(name: "translationXY", threshold: 1, \.transform,
                      get: { Point(x: $0.translation.x, y: $0.translation.y) },
                      set: { $0.translation.x = $1.x; $0.translation.y = $1.y })
    }

    // MARK: Sublayer transform parts

    /// The sublayer transform's x and y scales as a point (threshold 0.005).
    public static var layerSubscaleXY: AnimatableProperty {
        transformPart(name: "subscaleXY", threshold: 0.005, \.sublayerTransform,
                      get: { Point(x: $0.scale.x, y: $0.scale.y) },
                      set: { $0.scale.x = nonZero($1.x); $0.scale.y = nonZero($1.y) })
    }
    /// The sublayer transform's x translation (threshold 1).
    public static var layerSubtranslationX: AnimatableProperty {
        transformPart(name: "subtranslationX", threshold: 1, \.sublayerTransform,
                      get: { $0.translation.x }, set: { $0.translation.x = $1 })
    }
    /// The sublayer transform's y translation (threshold 1).
    public static var layerSubtranslationY: AnimatableProperty {
        transformPart(name: "subtranslationY", threshold: 1, \.sublayerTransform,
                      get: { $0.translation.y }, set: { $0.translation.y = $1 })
    }
    /// The sublayer transform's z translation (threshold 1).
    public static var layerSubtranslationZ: AnimatableProperty {
        transformPart(name: "subtranslationZ", threshold: 1, \.sublayerTransform,
                      get: { $0.translation.z }, set: { $0.translation.z = $1 })
    }
    /// The sublayer transform's x and y translation as a point (threshold 1).
    public static var layerSubtranslationXY: AnimatableProperty {
        transformPart(name: "subtranslationXY", threshold: 1, \.sublayerTransform,
                      get: { Point(x: $0.translation.x, y: $0.translation.y) },
                      set: { $0.translation.x = $1.x; $0.translation.y = $1.y })
    }

    // MARK: Shape layers

    /// `ShapeLayer.strokeStart` (threshold 0.01).
    public static var shapeLayerStrokeStart: AnimatableProperty {
        AnimatableProperty(name: "shapeLayer.strokeStart", threshold: 0.01, keyPath: \ShapeLayer.strokeStart)
    }
    /// `ShapeLayer.strokeEnd` (threshold 0.01).
    public static var shapeLayerStrokeEnd: AnimatableProperty {
        AnimatableProperty(name: "shapeLayer.strokeEnd", threshold: 0.01, keyPath: \ShapeLayer.strokeEnd)
    }
    /// `ShapeLayer.lineWidth` (threshold 0.01).
    public static var shapeLayerLineWidth: AnimatableProperty {
        AnimatableProperty(name: "shapeLayer.lineWidth", threshold: 0.01, keyPath: \ShapeLayer.lineWidth)
    }
    /// `ShapeLayer.lineDashPhase` (threshold 0.01).
    public static var shapeLayerLineDashPhase: AnimatableProperty {
        AnimatableProperty(name: "shapeLayer.lineDashPhase", threshold: 0.01, keyPath: \ShapeLayer.lineDashPhase)
    }
    /// `ShapeLayer.strokeColor`, RGBA (threshold 0.01); no colour reads as clear.
    public static var shapeLayerStrokeColor: AnimatableProperty {
        color(name: "shapeLayer.strokeColor", \ShapeLayer.strokeColor)
    }
    /// `ShapeLayer.fillColor`, RGBA (threshold 0.01); no colour reads as clear.
    public static var shapeLayerFillColor: AnimatableProperty {
        color(name: "shapeLayer.fillColor", \ShapeLayer.fillColor)
    }

    // MARK: Building blocks

    private static func color<Object: Layer>(name: String, _ keyPath: ReferenceWritableKeyPath<Object, Color?>)
        -> AnimatableProperty {
        AnimatableProperty(name: name, threshold: 0.01,
                           read: { (object: Object) in object[keyPath: keyPath] ?? .clear },
                           write: { (object: Object, value: Color) in object[keyPath: keyPath] = value })
    }

    private static func transformPart<Value: AnimatableValue>(
        name: String, threshold: Double, _ keyPath: ReferenceWritableKeyPath<Layer, Transform3D>,
        get: @escaping (TransformDecomposition) -> Value,
        set: @escaping (inout TransformDecomposition, Value) -> Void
    ) -> AnimatableProperty {
        AnimatableProperty(
            name: name, threshold: threshold,
            read: { (layer: Layer) in get(TransformDecomposition(layer[keyPath: keyPath]) ?? TransformDecomposition()) },
            write: { (layer: Layer, value: Value) in
                var parts = TransformDecomposition(layer[keyPath: keyPath]) ?? TransformDecomposition()
                set(&parts, value)
                layer[keyPath: keyPath] = parts.transform
            })
    }

    private static func nonZero(_ scale: Double) -> Double { scale == 0 ? 1e-6 : scale }
}
