import Layers

/// What an event handler listens to (`LottieAnimationLayer.addEventHandler(for:kinds:_:)`).
public enum LottieEventTarget {
    /// The Lottie layers a keypath matches (with wildcards: `"**.Button"` is any layer named
    /// `Button`, in precomps too), where their own drawing is hit; the handler gets points in
    /// the matched layer's own coordinate space (the space its shapes are drawn in).
    case layer(AnimationKeypath)
    /// Hosted content: this layer or any layer inside it, where it draws; the handler gets
    /// points in this layer's coordinates.
    case hostedContent(Layer)
    /// The player itself: every event, after the hits below the point have had it (unless one
    /// stopped it), with points in the player's coordinates.
    case player

    /// Whether `hit` belongs to the target.
    func matches(_ hit: LottieHit) -> Bool {
        switch self {
        case .layer(let keypath):
            return hit.hostedContent == nil && keypath.matches(hit.keypath.keys)
        case .hostedContent(let layer):
            var node = hit.hostedContent
            while let current = node {
                if current === layer { return true }
                node = current.superlayer
            }
            return false
        case .player:
            return false
        }
    }
}

/// Identifies an event handler, to remove it.
public struct LottieEventHandlerToken: Hashable, Sendable {
    let id: Int
}
