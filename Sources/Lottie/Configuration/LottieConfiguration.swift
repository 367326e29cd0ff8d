import LottieFormat

/// Defaults for renderers and players (lottie-ios' `LottieConfiguration`): the render options a
/// ``LottieRenderer`` or ``LottieAnimationLayer`` gets when it is given none, and how plays
/// respond to reduced motion.
///
/// ``shared`` applies to every renderer and player made afterwards without options of their
/// own; a player's `configuration` overrides it for that player.
///
/// ```swift
/// var configuration = LottieConfiguration.shared
/// configuration.renderOptions.renderLimits = .unlimited      // trusted files only
/// configuration.reducedMotionOption = .reducedMotion
/// LottieConfiguration.shared = configuration
/// ```
///
/// The logger, shared by the loaders too, is `LottieLogger.shared`.
public struct LottieConfiguration: Sendable {
    /// The options of renderers and players made without options of their own: render limits,
    /// the out-point rule, the font, image and text providers, value overrides.
    public var renderOptions: LottieRenderOptions
    /// How plays respond to reduced motion; `.standardMotion` by default (there is no system
    /// setting to follow on Linux: use `.dynamic` to follow your own).
    public var reducedMotionOption: ReducedMotionOption

    /// A configuration; by default the default render options and standard motion.
    public init(renderOptions: LottieRenderOptions = LottieRenderOptions(),
                reducedMotionOption: ReducedMotionOption = .standardMotion) {
        self.renderOptions = renderOptions
        self.reducedMotionOption = reducedMotionOption
    }

    private static let sharedConfiguration = LockedValue(LottieConfiguration())

    /// The configuration renderers and players start from. Reading and replacing it is safe
    /// from any thread; a change applies to renderers and players made afterwards (a player
    /// keeps a copy in its `configuration`).
    public static var shared: LottieConfiguration {
        get { sharedConfiguration.get() }
        set { sharedConfiguration.set(newValue) }
    }
}
