import Graphics

/// Colour stops for the `Colors` property of gradient fills and strokes. The stop count may
/// differ from the file's; keyframes should all have the same count (values of stops missing
/// from one keyframe are held).
///
/// ```swift
/// renderer.setValueProvider(GradientValueProvider([.red, .blue], locations: [0, 1]),
///                           keypath: "**.Gradient Fill 1.Colors")
/// ```
public final class GradientValueProvider: DynamicValueProvider<[Double]> {
    /// A provider of one gradient (colour and opacity stops from each stop's colour).
    public convenience init(_ gradient: Gradient) { self.init(Self.data(gradient)) }

    /// A provider of colours at locations 0...1 (evenly spaced when `locations` is nil or
    /// has another count).
    public convenience init(_ colors: [Color], locations: [Double]? = nil) {
        self.init(Self.gradient(colors, locations: locations))
    }

    /// A provider interpolating gradient keyframes; nil when `keyframes` is empty.
    public convenience init?(keyframes: [Keyframe<Gradient>]) {
        self.init(keyframes: keyframes.map { $0.mapValue(Self.data) })
    }

    /// A provider calling `closure` with the frame on every update.
    public convenience init(_ closure: @escaping (Double) -> Gradient) {
        self.init { (frame: Double) -> [Double] in Self.data(closure(frame)) }
    }

    /// The gradient, when the provider gives a constant (nil for keyframes and closures).
    /// Setting it switches to that constant gradient.
    public var gradient: Gradient? {
        get { if case .constant(let v) = source { return Self.gradient(fromData: v) } else { return nil } }
        set { if let newValue { setValue(Self.data(newValue)) } }
    }

    /// The number of colour stops in data this provider made: each stop is four numbers of
    /// colour and two of opacity.
    static func colorStopCount(in data: [Double]) -> Int { data.count / 6 }

    /// Lottie's flat gradient layout: (offset, r, g, b) per stop, then (offset, alpha) per stop.
    static func data(_ gradient: Gradient) -> [Double] { LottieGradientColors(gradient).values.initialValue }

    private static func gradient(fromData data: [Double]) -> Gradient {
        LottieGradientColors(colorStopCount: colorStopCount(in: data), values: KeyframeGroup(data)).gradient(from: data)
    }

    private static func gradient(_ colors: [Color], locations: [Double]?) -> Gradient {
        guard let locations, locations.count == colors.count else { return Gradient(colors: colors) }
        return Gradient(stops: zip(locations, colors).map { GradientStop(location: $0, color: $1) })
    }
}
