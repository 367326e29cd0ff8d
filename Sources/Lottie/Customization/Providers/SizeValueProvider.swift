import Graphics

/// Sizes for size-like properties: scale (in percent, 100 × 100 is unscaled), rectangle and
/// ellipse sizes.
public final class SizeValueProvider: DynamicValueProvider<LottieVector3> {
    /// A provider of one size.
    public convenience init(_ size: Size) { self.init(LottieVector3(size.width, size.height)) }

    /// A provider interpolating size keyframes; nil when `keyframes` is empty.
    public convenience init?(keyframes: [Keyframe<Size>]) {
        self.init(keyframes: keyframes.map { $0.mapValue { LottieVector3($0.width, $0.height) } })
    }

    /// A provider calling `closure` with the frame on every update.
    public convenience init(_ closure: @escaping (Double) -> Size) {
        self.init { (frame: Double) -> LottieVector3 in
            let s = closure(frame)
            return LottieVector3(s.width, s.height)
        }
    }

    /// The size, when the provider gives a constant (nil for keyframes and closures).
    /// Setting it switches to that constant size.
    public var size: Size? {
        get { if case .constant(let v) = source { return v.size } else { return nil } }
        set { if let newValue { setValue(LottieVector3(newValue.width, newValue.height)) } }
    }
}
