/// How hosted content relates to the drawing of the Lottie layer that hosts it.
public enum LottieHostingPlacement: Sendable, Hashable {
    /// The content is drawn above the layer's own drawing.
    case above
    /// The content is drawn instead of the layer's own drawing (which keeps animating, unseen).
    case replacing
}
