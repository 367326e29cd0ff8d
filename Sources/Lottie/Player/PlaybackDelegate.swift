import Layers

/// The play in flight on a `LottieAnimationLayer`: the range it covers, how it loops, what
/// `playbackMode` reports for it, and the delegate that hears its animation end.
struct ActivePlay {
    /// The frame the range starts at (where playback begins when it is not resumed).
    let from: Double
    /// The frame the range ends at.
    let to: Double
    /// The loop mode the play runs with.
    let loopMode: LottieLoopMode
    /// What `playbackMode` reports.
    let mode: LottiePlaybackMode.PlaybackMode
    /// Holds the completion and tells the layer when the animation has run out.
    let delegate: PlaybackDelegate
}

/// Bridges the end of the `currentFrame` animation to the play's completion block.
///
/// The layer takes the completion out (`takeCompletion()`) before it removes an animation
/// itself, so that it can run the block after its own state is settled; the block then runs
/// exactly once, whichever way the play ends.
final class PlaybackDelegate: AnimationDelegate {
    private weak var player: LottieAnimationLayer?
    private var completion: LottieCompletionBlock?

    init(player: LottieAnimationLayer, completion: LottieCompletionBlock?) {
        self.player = player
        self.completion = completion
    }

    /// The completion block, which this delegate forgets.
    func takeCompletion() -> LottieCompletionBlock? {
        defer { completion = nil }
        return completion
    }

    func animationDidStop(_ animation: any LayerAnimation, finished: Bool) {
        player?.playDidStop(self, finished: finished, endTime: animation.timing.endTime)
    }
}
