/// An animation driven by your own closure, called every frame with the animated object and
/// the animation (POP's `POPCustomAnimation`): read `currentTime` and `elapsedTime`, change
/// whatever you like, and return whether to continue. Returning false finishes it
/// (`completion` with `finished == true`).
public final class DynamicCustomAnimation: DynamicAnimation {
    /// The per-frame step: returns true to keep going.
    public let step: (AnyObject, DynamicCustomAnimation) -> Bool
    /// The clock time of the current frame.
    public private(set) var currentTime = 0.0
    /// The time since the previous frame (0 on the first frame).
    public private(set) var elapsedTime = 0.0
    private var finished = false

    /// A custom animation running `step` every frame.
    public init(step: @escaping (AnyObject, DynamicCustomAnimation) -> Bool) {
        self.step = step
        super.init()
    }

    override func advance(time: Double, dt: Double, object: AnyObject) -> Bool {
        currentTime = time
        elapsedTime = dt
        finished = !step(object, self)
        return true
    }

    override var isDone: Bool { finished }

    override func reset(all: Bool) {
        super.reset(all: all)
        finished = false
    }
}
