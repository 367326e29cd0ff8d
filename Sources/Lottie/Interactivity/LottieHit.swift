import Layers

/// Something visible under a point of an animation: a Lottie layer's own drawing, or content
/// hosted in a Lottie layer.
public struct LottieHit {
    /// The Lottie layer: its name, after the names of the precomp layers holding it.
    public let keypath: AnimationKeypath
    /// The Lottie layer's layer in the tree (for hosted content, the layer hosting it).
    public let layer: Layer
    /// For hosted content, the deepest hosted layer under the point (Core Animation's rules);
    /// nil for the Lottie layer's own drawing.
    public let hostedContent: Layer?
    /// How opaque it is at the point, 0...1: its drawing's alpha there times the opacities,
    /// masks and mattes of everything holding it.
    public let opacity: Double

    /// Whether the hit is hosted content.
    public var isHostedContent: Bool { hostedContent != nil }
}
