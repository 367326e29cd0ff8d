/// Drives a layer tree from a `FrameClock` the way Core Animation's run loop and render server
/// do: on every frame it commits the thread's implicit transaction, delivers the animation
/// events due by the frame's time (`Layer.advanceAnimations(to:)`) and then calls `onFrame`,
/// typically to render the tree at `tick.timestamp`. During the frame the clock is the media
/// time, so animations added by the callback begin at the frame's time.
public final class LayerAnimationDriver {
    /// The root of the driven tree.
    public let root: Layer
    private let clock: any FrameClock
    private var token: FrameHandlerToken?

    /// Starts driving `root` from `clock`'s frames.
    public init(root: Layer, clock: any FrameClock, onFrame: @escaping (FrameTick) -> Void = { _ in }) {
        self.root = root
        self.clock = clock
        token = clock.addFrameHandler { [root, clock] tick in
            MediaTime.withClock(clock) {
                Transaction.flush()
                root.advanceAnimations(to: tick.timestamp)
                onFrame(tick)
            }
        }
    }

    /// Stops driving the tree (also done when the driver is released).
    public func invalidate() {
        if let token { clock.removeFrameHandler(token) }
        token = nil
    }

    deinit { invalidate() }
}
