/// What one `ComponentHost.update(_:)` did.
public struct UpdateReport: Hashable, Sendable {
    /// Layers made for components that had no layer to reuse.
    public var createdLayers = 0
    /// Layers kept by the same component identity.
    public var keptLayers = 0
    /// Layers that served a component that went away and now serve another one of the same
    /// kind (their animations were removed first).
    public var recycledLayers = 0
    /// Layers taken out of the tree.
    public var removedLayers = 0
    /// Animations applied from `animationsOnInitialMount`.
    public var initialAnimations = 0
    /// Animations applied from `animationsFromPreviousComponent`.
    public var animationsFromPrevious = 0
    /// Earlier component animations cleaned up because their target went away or its layer
    /// was recycled.
    public var cleanedUpAnimations = 0
    /// The bounds animation used, if any.
    public var boundsAnimation: BoundsAnimation?
    /// The components that asked for a bounds animation, in the order asked; the last one won.
    public var boundsAnimationRequesters: [String] = []
    /// Layers (the host's included) whose frame animates.
    public var animatedFrames = 0
}
