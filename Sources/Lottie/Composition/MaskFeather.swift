/// A mask's feather (`f`): the width, in layer units, over which After Effects fades the mask's
/// edge, horizontally and vertically (one number feathers both ways).
///
/// It is drawn as a Gaussian blur of the mask's coverage with a standard deviation of 0.3 ×
/// the feather: the factor lottie-web and Skia's Skottie use to turn After Effects' blur sizes
/// into deviations, and close to a linear ramp of that width (whose deviation is width/√12).
struct MaskFeather {
    /// Deviation per unit of feather.
    static let deviationPerFeather = 0.3

    let deviationX: Double
    let deviationY: Double

    init(_ feather: LottieVector3) {
        let x = max(0, feather.x), y = feather.dimensions == 1 ? x : max(0, feather.y)
        deviationX = x * Self.deviationPerFeather
        deviationY = y * Self.deviationPerFeather
    }

    /// Whether the feather changes anything.
    var isVisible: Bool { deviationX > 0 || deviationY > 0 }
}
