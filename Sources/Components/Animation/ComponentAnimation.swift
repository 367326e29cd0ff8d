import Layers

/// An animation a component asks for (ComponentKit's `CKComponentAnimation`): a target
/// component and either a layer animation for the target's layer or a custom animation with
/// hooks of its own.
///
/// The target must have a layer once mounted: a `LayerComponent`, or a `CompositeComponent`
/// that renders to one (the animation then goes to that layer). The host applies the animation
/// right after the mount it belongs to and cleans it up when it ends, when the target is
/// unmounted, or before the target's layer is reused by another component — whichever comes
/// first — so nothing keeps animating on a recycled layer.
public struct ComponentAnimation {
    /// What the animation does.
    enum Effect {
        case layer(any LayerAnimation)
        case custom(CustomAnimation)
    }

    /// The component animated.
    public let target: Component
    let effect: Effect
    /// Run once, after the cleanup.
    let completion: (() -> Void)?

    /// Applies `animation` (a basic, keyframe, spring or group animation, copied now) to the
    /// target's layer, under a key of its own so that it never replaces another animation.
    ///
    /// - A non-zero `beginTime` is a delay after the mount: use `fillMode = .backwards` to show
    ///   the start value meanwhile.
    /// - An endpoint animation with no `from`, `to` or `by` value animates from what the target
    ///   showed before this update (its presentation value) to the new model value — the way to
    ///   animate a change. A target mounted for the first time has no previous value: such an
    ///   animation then does nothing.
    /// - The transaction's duration and timing function do not leak in: a duration of 0 means
    ///   0.25 s and a nil timing function means linear, whatever transaction `update` runs in.
    public init(_ target: Component, _ animation: any LayerAnimation, completion: (() -> Void)? = nil) {
        self.target = target
        effect = .layer(animation)
        self.completion = completion
    }

    /// Runs a custom animation on the target's layer: the escape hatch for animations that are
    /// not layer animations, such as Dynamics ones (see `dynamic(_:_:animator:key:completion:)`).
    public init(_ target: Component, custom: CustomAnimation, completion: (() -> Void)? = nil) {
        self.target = target
        effect = .custom(custom)
        self.completion = completion
    }
}
