import Graphics

// Core Animation's transform key paths: a component of the decomposed `transform` (rotation
// as an angle, so 0 → 2π turns once; scale; translation). Writing a component keeps the
// others of the transform as they were.

extension AnimatableKey where Value == Double {
    /// `transform.rotation.x`: the rotation about the x axis, in radians.
    public static var transformRotationX: Self { transformPart("rotation.x", \.x, ofRotation: true) }
    /// `transform.rotation.y`: the rotation about the y axis, in radians.
    public static var transformRotationY: Self { transformPart("rotation.y", \.y, ofRotation: true) }
    /// `transform.rotation.z`: the rotation in the screen plane, in radians.
    public static var transformRotationZ: Self { transformPart("rotation.z", \.z, ofRotation: true) }
    /// `transform.rotation`: the same as `transform.rotation.z`.
    public static var transformRotation: Self {
        let z = transformRotationZ
        return Self("transform.rotation", get: z.value(in:), set: { z.setValue($1, in: $0) })
    }
    /// `transform.scale.x`.
    public static var transformScaleX: Self { transformPart("scale.x", \.x, ofRotation: false) }
    /// `transform.scale.y`.
    public static var transformScaleY: Self { transformPart("scale.y", \.y, ofRotation: false) }
    /// `transform.scale.z`.
    public static var transformScaleZ: Self { transformPart("scale.z", \.z, ofRotation: false) }
    /// `transform.scale`: reads the mean of the three scale factors, writes all three.
    public static var transformScale: Self {
        AnimatableKey<Transform3D>.transform.component("scale", get: { t in
            let s = TransformComponents(t)?.scale ?? Vector3(1, 1, 1)
            return (s.x + s.y + s.z) / 3
        }, set: { t, value in
            guard var parts = TransformComponents(t) else { return }
            parts.scale = Vector3(value, value, value)
            t = parts.transform
        })
    }
    /// `transform.translation.x`.
    public static var transformTranslationX: Self {
        AnimatableKey<Transform3D>.transform.component("translation.x", get: \.m41, set: { $0.m41 = $1 })
    }
    /// `transform.translation.y`.
    public static var transformTranslationY: Self {
        AnimatableKey<Transform3D>.transform.component("translation.y", get: \.m42, set: { $0.m42 = $1 })
    }
    /// `transform.translation.z`.
    public static var transformTranslationZ: Self {
        AnimatableKey<Transform3D>.transform.component("translation.z", get: \.m43, set: { $0.m43 = $1 })
    }

    /// A scalar part of the decomposed transform: a Euler angle or a scale factor.
    private static func transformPart(_ suffix: String, _ axis: WritableKeyPath<Vector3, Double> & Sendable,
                                      ofRotation rotation: Bool) -> Self {
        AnimatableKey<Transform3D>.transform.component(suffix, get: { t in
            guard let parts = TransformComponents(t) else { return rotation ? 0 : 1 }
            return (rotation ? parts.rotation.eulerAngles : parts.scale)[keyPath: axis]
        }, set: { t, value in
            guard var parts = TransformComponents(t) else { return }
            if rotation {
                var angles = parts.rotation.eulerAngles
                angles[keyPath: axis] = value
                parts.rotation = Quaternion(eulerAngles: angles)
            } else {
                parts.scale[keyPath: axis] = value
            }
            t = parts.transform
        })
    }
}

extension AnimatableKey where Value == Size {
    /// `transform.translation`: the x and y translation (a size, as in Core Animation).
    public static var transformTranslation: Self {
        AnimatableKey<Transform3D>.transform.component("translation", get: { Size(width: $0.m41, height: $0.m42) },
                                                       set: { $0.m41 = $1.width; $0.m42 = $1.height })
    }
}
