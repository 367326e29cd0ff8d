import Graphics

/// A colour sampled at one point, premultiplied so that samples composite with `over`.
struct PremultipliedSample: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// Nothing drawn.
    static let clear = PremultipliedSample(red: 0, green: 0, blue: 0, alpha: 0)

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A straight-alpha colour, clamped to 0...1.
    init(_ color: Color) {
        let p = color.clamped.premultiplied
        self.init(red: p.red, green: p.green, blue: p.blue, alpha: p.alpha)
    }

    /// This sample drawn over `below` (source-over).
    func over(_ below: PremultipliedSample) -> PremultipliedSample {
        let k = 1 - alpha
        return PremultipliedSample(red: red + below.red * k, green: green + below.green * k,
                                   blue: blue + below.blue * k, alpha: alpha + below.alpha * k)
    }

    /// The sample faded by `factor` (an opacity or a mask's coverage).
    func scaled(by factor: Double) -> PremultipliedSample {
        PremultipliedSample(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    /// The luminance of the premultiplied colour (Rec. 709 weights, as luminance masks use):
    /// transparent areas have none.
    var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}
