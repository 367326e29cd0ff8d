import Lottie

/// The size of an output in pixels, from the width and height asked for (either, both or
/// neither) and the composition's own size: what `lottie render --width/--height/--scale` and
/// `lottie serve`'s `width` and `height` mean.
public enum OutputSize {
    /// Both sides as given; one side and the composition's aspect ratio (the other side
    /// rounded, at least 1); or neither: the composition's size × `scale`, rounded up. Not
    /// checked against any limit (the caller's) and possibly 0 for an empty composition.
    public static func pixels(width: Int?, height: Int?, scale: Double = 1,
                              of animation: LottieAnimation) -> (width: Double, height: Double) {
        let aspect = animation.height > 0 && animation.width > 0 ? animation.width / animation.height : 1
        switch (width, height) {
        case let (w?, h?): return (Double(w), Double(h))
        case let (w?, nil): return (Double(w), max(1, (Double(w) / aspect).rounded()))
        case let (nil, h?): return (max(1, (Double(h) * aspect).rounded()), Double(h))
        case (nil, nil): return ((animation.width * scale).rounded(.up), (animation.height * scale).rounded(.up))
        }
    }
}
