import Foundation
import Graphics
import Layers

/// A layer that plays a Lottie animation (lottie-ios's `LottieAnimationLayer`).
///
/// It hosts the layer tree of a `LottieRenderer`, placed in its `bounds` by `contentMode` (as
/// lottie-ios's `LottieAnimationView` places it), and plays it the way `Documentation/Player.md`
/// describes lottie-ios doing it: a play is a `BasicAnimation` of the layer's own animatable
/// `currentFrame` property (``currentFrameKey``), with the play's range, speed and loop mode as
/// its media timing. On every tick of `clock` the layer delivers its animations' events (the end
/// of a play runs its completion) and brings the hosted tree to the animation's frame at that
/// time.
///
/// ```swift
/// let clock = ManualClock()
/// let player = LottieAnimationLayer(animation: animation, clock: clock)
/// player.play(fromProgress: 0, toProgress: 0.5, loopMode: .autoReverse)
/// clock.advance(by: 0.25)                              // a frame, a quarter second on
/// Renderer.render(player, into: canvas, atTime: clock.now)
/// ```
///
/// Like `LottieAnimationView`, the player clips to its bounds (`masksToBounds`, lottie-ios's
/// `clipsToBounds`, is on), so what `scaleAspectFill` or a larger composition puts outside it is
/// cut off; `maskAnimationToBounds` clips the animation to the composition's own rectangle.
///
/// Use a `ManualClock` for offline rendering and tests and a `DisplayLink` for live playback.
/// Like every layer, a player is used from one task at a time (with a display link, the
/// thread that runs it).
///
/// Each update of the hosted tree is its own transaction with actions disabled (the tree's
/// values come from keyframes and must never animate implicitly). Committing it also commits
/// the player, so once a player has shown a frame its own animatable properties animate
/// implicitly like any committed layer: resize it inside a transaction that disables actions
/// if it should jump.
public final class LottieAnimationLayer: Layer {
    /// The animatable property a play animates: the absolute frame, unrounded.
    public static let currentFrameKey = AnimatableKey<Double>("currentFrame", \LottieAnimationLayer.frameValue)
    /// The key the play animation is stored under.
    static let playbackKey = "LottiePlayback"

    /// The model value of ``currentFrameKey``: where a play started, or where the layer holds
    /// still; the play animation moves the presented value, not this one.
    var frameValue: Double = 0

    /// The clock that drives playback.
    public let clock: any FrameClock
    /// How the hosted tree is built (image folder, out-point rule, fonts): what `init` was
    /// given, else `configuration.renderOptions`. `fontProvider`, `imageProvider` and
    /// `textProvider` replace its providers.
    public internal(set) var renderOptions: LottieRenderOptions
    /// The player's defaults and reduced-motion option, a copy of `LottieConfiguration.shared`
    /// unless `init` is given another. Its reduced-motion option is read each time a play
    /// starts (see `ReducedMotionMode`).
    public var configuration: LottieConfiguration

    /// The animation played. Setting it ends any play (its completion hears `false`), builds
    /// a new layer tree, gives it the value providers, node switches, hosted content and slot
    /// values set through the player (reporting in `warnings` those it has no place for) and
    /// shows the new animation's first frame. Setting it directly leaves the dotLottie archive
    /// of `loadAnimation(_:from:)` and its theme.
    public var animation: LottieAnimation? {
        didSet { animationDidChange() }
    }

    /// How the composition is placed in `bounds`; lottie-ios's default, `scaleAspectFit`
    /// (scaled to fit, centred). The tree is refitted when this changes and, after a change of
    /// `bounds`, at the next frame.
    public var contentMode: LottieContentMode = .scaleAspectFit {
        didSet { showFrame() }
    }

    /// Whether what the animation draws outside the composition's rectangle (`0...width` ×
    /// `0...height`, placed by `contentMode`) is clipped, as lottie-ios's property of this name
    /// clips its animation layer. On by default. Drawing outside the player's own `bounds` is
    /// clipped by `masksToBounds` (on by default) instead.
    public var maskAnimationToBounds = true {
        didSet { renderer?.rootLayer.masksToBounds = maskAnimationToBounds }
    }

    /// The loop mode of plays that do not give their own. Changing it while playing continues
    /// the play from the frame shown with the new mode (keeping its completion).
    public var loopMode: LottieLoopMode = .playOnce {
        didSet { loopModeDidChange() }
    }

    /// The playback rate: 2 plays twice as fast, a negative value plays the range backwards
    /// (from its end to its start), 0 holds still without ending the play. Changing it while
    /// playing continues from the frame shown (keeping the completion).
    public var animationSpeed: Double = 1 {
        didSet { animationSpeedDidChange() }
    }

    /// Whether the tree shows only whole frames (the frame rounded down), as the file's own
    /// frame rate would, instead of interpolating between them.
    public var respectAnimationFrameRate = false {
        didSet { showFrame() }
    }

    /// What the layer is doing: paused at a point, or playing a range.
    public internal(set) var playbackMode: LottiePlaybackMode = .paused(at: .frame(0))

    /// The renderer whose tree the layer hosts (nil without an animation). A new `animation`
    /// replaces it; what is set on it directly (rather than through the player's own
    /// `setValueProvider(_:keypath:)`, `setNodeIsEnabled(isEnabled:keypath:)` and
    /// `addHostedContent(_:toLayerAt:placement:)`) goes with it.
    public private(set) var renderer: LottieRenderer?

    /// The play in flight, if any.
    var activePlay: ActivePlay?
    /// While a completion block runs: the local time at which the finished play ended, so that
    /// a play started from the block continues from exactly then rather than from the tick
    /// that noticed the end.
    var chainedStartTime: Double?

    /// Value providers and node switches set through the player, in the order they were set;
    /// applied to every new animation's tree (see `LottieAnimationLayer+DynamicProperties`).
    var dynamicPropertySettings: [DynamicPropertySetting] = []
    /// Hosted content attached through the player, re-attached to every new animation's tree.
    var hostedContentAttachments: [HostedContentAttachment] = []
    /// Slot values set through the player and the dotLottie archive the animation came from
    /// (see `LottieAnimationLayer+Slots` and `+DotLottie`).
    var slotState = PlayerSlotState()
    /// Pointer event handlers and what the pointer is over (see `LottieAnimationLayer+Events`).
    var eventState = LottieEventState()
    /// The dotLottie state machine loaded with `loadStateMachine(_:)`, if any.
    var loadedStateMachine: LottieStateMachine?

    /// Dynamic properties and hosted content set through the player that the current
    /// `animation` has no place for: a value provider or node switch whose keypath matches
    /// nothing (or, for a provider, nothing of its value type), hosted content whose keypath
    /// names no layer. Kind `missingReference`; the `path` is the keypath in its string form
    /// and the message says what was set. Likewise slot values set through the player that
    /// the animation binds nothing to (path `slots.<id>`), and the rules of a dotLottie theme
    /// that could not be read (path `t/<theme>.json rules[i]`). The list describes the current
    /// animation: a new `animation` starts it afresh. The settings themselves are kept and
    /// apply again to later animations that have the keypath or slot.
    public internal(set) var warnings: [LottieWarning] = []

    private var clockToken: FrameHandlerToken?
    private var fittedLayout: (bounds: Rect, mode: LottieContentMode)?

    /// A player for `animation` driven by `clock`, paused at the first frame, with `bounds`
    /// the composition's size (placed with its top-left corner at the superlayer's origin).
    /// Without `renderOptions`, the tree is built with `configuration.renderOptions`.
    public init(animation: LottieAnimation?, clock: any FrameClock,
                renderOptions: LottieRenderOptions? = nil, configuration: LottieConfiguration = .shared) {
        self.clock = clock
        self.renderOptions = renderOptions ?? configuration.renderOptions
        self.configuration = configuration
        self.animation = animation
        super.init()
        name = "LottieAnimationLayer"
        // lottie-ios's views clip to their bounds (`clipsToBounds` in `LottieAnimationViewBase`).
        masksToBounds = true
        let size = animation?.size ?? .zero
        bounds = Rect(origin: .zero, size: size)
        position = Point(x: size.width / 2, y: size.height / 2)
        animationDidChange()
        clockToken = clock.addFrameHandler { [weak self] tick in self?.clockDidTick(tick) }
    }

    /// A presentation copy: the model values, the animation and the clock, without a tree of
    /// its own and without listening to the clock.
    public required init(layer: Layer) {
        let player = layer as? LottieAnimationLayer
        clock = player?.clock ?? ManualClock()
        renderOptions = player?.renderOptions ?? LottieRenderOptions()
        configuration = player?.configuration ?? .shared
        animation = player?.animation
        contentMode = player?.contentMode ?? .scaleAspectFit
        maskAnimationToBounds = player?.maskAnimationToBounds ?? true
        super.init(layer: layer)
        frameValue = player?.frameValue ?? 0
    }

    deinit {
        if let clockToken { clock.removeFrameHandler(clockToken) }
    }

    // MARK: Where playback is

    /// The absolute frame the hosted tree shows (rounded down when
    /// `respectAnimationFrameRate` is on). Setting it ends any play (its completion hears
    /// `false`) and holds the layer at that frame.
    public var currentFrame: Double {
        get { renderer?.currentFrame ?? frameValue }
        set { pause(at: .frame(newValue)) }
    }

    /// The progress the tree shows, 0 (`ip`) to 1 (`op`). Setting it pauses there.
    public var currentProgress: Double {
        get { animation?.progressTime(forFrame: currentFrame) ?? 0 }
        set { pause(at: .progress(newValue)) }
    }

    /// The time the tree shows, in seconds since `ip`. Setting it pauses there.
    public var currentTime: TimeInterval {
        get { animation?.time(forFrame: currentFrame) ?? 0 }
        set { pause(at: .time(newValue)) }
    }

    /// The exact (unrounded) frame of the animation at the clock's current time, which with a
    /// real-time clock moves on between the frames the tree shows.
    public var realtimeAnimationFrame: Double { animatedFrame(at: clock.now) }

    /// The exact progress at the clock's current time.
    public var realtimeAnimationProgress: Double {
        animation?.progressTime(forFrame: realtimeAnimationFrame) ?? 0
    }

    /// Whether a play is in flight (one with speed 0 included; a finished or interrupted play
    /// is not).
    public var isAnimationPlaying: Bool { activePlay != nil }

    // MARK: Markers

    /// The marker names of the animation, in file order.
    public var markerNames: [String] { animation?.markerNames ?? [] }

    /// The progress of the named marker's frame, or nil when there is no such marker.
    public func progressTime(forMarker name: String) -> Double? {
        animation?.progressTime(forMarker: name)
    }

    /// The frame of the named marker, or nil when there is no such marker.
    public func frameTime(forMarker name: String) -> Double? {
        animation?.frameTime(forMarker: name)
    }

    /// The length in frames of the named marker's range, or nil when there is no such marker.
    public func durationFrameTime(forMarker name: String) -> Double? {
        animation?.durationFrameTime(forMarker: name)
    }

    // MARK: Showing frames

    /// The animated frame at a media time: the play animation's value then, or the model
    /// frame when nothing plays.
    func animatedFrame(at time: Double) -> Double {
        activePlay == nil ? frameValue : presentation(at: time).frameValue
    }

    /// Brings the hosted tree to the frame of the clock's current time.
    func showFrame() { display(at: clock.now) }

    /// Refits the tree if `bounds` or `contentMode` changed, then updates it to the frame at
    /// `time`. The tree's own property changes never animate implicitly.
    private func display(at time: Double) {
        guard let renderer else { return }
        let frame = animatedFrame(at: time)
        // A hair of tolerance so that 14.999999… from accumulated time still shows frame 15.
        let shown = respectAnimationFrameRate ? (frame + 1e-9).rounded(.down) : frame
        Transaction.perform {
            Transaction.disableActions = true
            fitTree(of: renderer)
            renderer.update(frame: shown)
        }
    }

    /// Refits the tree to `bounds` and `contentMode` now if they changed since the last frame
    /// (hit tests and events use the placement the next frame will show).
    func fitTreeIfNeeded() {
        guard let renderer else { return }
        Transaction.performWithoutActions { fitTree(of: renderer) }
    }

    private func fitTree(of renderer: LottieRenderer) {
        if let fitted = fittedLayout, fitted.bounds == bounds, fitted.mode == contentMode { return }
        fittedLayout = (bounds, contentMode)
        let root = renderer.rootLayer
        root.anchorPoint = .zero
        root.position = Point(x: bounds.minX, y: bounds.minY)
        root.transform = Transform3D(affine: renderer.transform(toFit: bounds.size, mode: contentMode))
    }

    private func clockDidTick(_ tick: FrameTick) {
        advanceAnimations(to: tick.timestamp)
        display(at: tick.timestamp)
    }

    private func animationDidChange() {
        let interrupted = endPlay()
        renderer?.rootLayer.removeFromSuperlayer()
        renderer = animation.map { LottieRenderer(animation: $0, options: renderOptions) }
        fittedLayout = nil
        if let root = renderer?.rootLayer {
            root.masksToBounds = maskAnimationToBounds
            addSublayer(root)
        }
        reapplyDynamicProperties()
        frameValue = animation?.startFrame ?? 0
        playbackMode = .paused(at: .progress(0))
        showFrame()
        interrupted?(false)
    }
}
