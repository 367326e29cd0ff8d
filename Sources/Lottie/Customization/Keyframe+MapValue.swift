extension Keyframe {
    /// The same keyframe (time, easing, hold, spatial tangents) with its values converted.
    func mapValue<Other>(_ convert: (Value) -> Other) -> Keyframe<Other> {
        Keyframe<Other>(time: time, value: convert(value), endValue: endValue.map(convert), isHold: isHold,
                        outEasing: outEasing, inEasing: inEasing,
                        spatialOutTangent: spatialOutTangent, spatialInTangent: spatialInTangent)
    }
}
