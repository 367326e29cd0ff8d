import Lottie

/// The features an animation uses, as readable names, for `lottie info`: layer kinds, shape
/// items, and layer-level features (masks, mattes, effects, styles, expressions, time
/// remapping, 3-D, blend modes, motion blur, auto-orient).
public enum AnimationFeatures {
    /// Shape item types by their `ty`, as feature names (groups and transforms are structure).
    private static let shapeNames: [String: String] = [
        "rc": "rectangles", "el": "ellipses", "sr": "stars and polygons", "sh": "paths", "fl": "fills",
        "st": "strokes", "gf": "gradient fills", "gs": "gradient strokes", "tm": "trim paths",
        "mm": "merge paths", "rp": "repeaters", "rd": "rounded corners", "op": "offset paths",
        "pb": "pucker and bloat", "tw": "twist", "zz": "zig-zag",
    ]

    /// The features of `animation`, sorted by name.
    public static func names(of animation: LottieAnimation) -> [String] {
        let summary = animation.summary
        var features = Set<String>()
        for (type, _) in summary.layersByType where type != "null" {
            features.insert("\(type) layers")
        }
        for (type, _) in summary.shapesByType {
            if let name = shapeNames[type] { features.insert(name) }
        }
        let layers = animation.layers + animation.precompositions.values.flatMap(\.layers)
        let flags: [(String, (LottieLayer) -> Bool)] = [
            ("masks", { !$0.masks.isEmpty }),
            ("track mattes", { $0.matteMode != nil }),
            ("effects", { !$0.effects.isEmpty }),
            ("layer styles", { !$0.styles.isEmpty }),
            ("time remapping", { $0.timeRemap != nil }),
            ("3-D layers", { $0.is3D }),
            ("blend modes", { $0.blendMode != .normal }),
            ("motion blur", { $0.motionBlur }),
            ("auto-orient", { $0.autoOrient }),
            ("parenting", { $0.parent != nil }),
        ]
        for (name, uses) in flags where layers.contains(where: uses) { features.insert(name) }
        if summary.expressionCount > 0 { features.insert("expressions") }
        if !animation.markers.isEmpty { features.insert("markers") }
        if !animation.glyphs.isEmpty { features.insert("glyphs") }
        return features.sorted()
    }
}
