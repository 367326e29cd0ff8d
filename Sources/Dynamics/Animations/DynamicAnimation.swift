/// The common part of every POP-style animation: timing, repetition, pausing and callbacks.
/// Concrete animations are `DynamicBasicAnimation`, `DynamicSpringAnimation`,
/// `DynamicDecayAnimation` (all property animations) and `DynamicCustomAnimation`.
///
/// An animation runs when added to an object through a `DynamicAnimator`; it is a live
/// reference object used from one thread at a time (the animator's). An animation can be reused:
/// adding it again resets its run state.
public class DynamicAnimation {
    /// A free-form name for debugging.
    public var name: String?
    /// The clock time at which the animation starts; nil starts it on the frame it is added.
    public var beginTime: Double?
    /// Whether the animator drops the animation once it finishes (default true). A kept
    /// animation stays under its key, paused; a spring or decay kept this way restarts when given
    /// a new target or velocity.
    public var removedOnCompletion = true
    /// Whether the animation repeats without end.
    public var repeatForever = false

    /// How many legs run in total, POP style: `repeatCount` stores it (doubled when
    /// `autoreverses` is already on) and `autoreverses` sets it to 2 when it is 0.
    private var legCount = 0
    /// Legs still to run in the current run (a copy of `legCount` taken when added).
    var legsRemaining = 0

    /// How many times the animation runs (values ≤ 0 are ignored). With `autoreverses`, each
    /// repeat is a forward and a backward leg. As in POP the order of setting matters:
    /// `repeatCount = 3` then `autoreverses = true` gives 3 legs, the reverse order 6.
    public var repeatCount: Int {
        get { autoreverses ? legCount / 2 : legCount }
        set {
            guard newValue > 0 else { return }
            let count = Swift.min(newValue, Int.max / 2)
            legCount = autoreverses ? count * 2 : count
        }
    }

    /// Whether each repeat runs back to the start (a spring or basic animation swaps its from
    /// and to values; a decay reverses its velocity).
    public var autoreverses = false {
        didSet { if autoreverses && legCount == 0 { repeatCount = 1 } }
    }

    /// Called when the animation starts (again after each repeat or un-pause).
    public var onStart: ((DynamicAnimation) -> Void)?
    /// Called every frame after the value has been written, including the final frame.
    public var onApply: ((DynamicAnimation) -> Void)?
    /// Called when the animation stops: `finished` is true when it ran to its end, false when it
    /// was removed, replaced or its object went away — and, as in POP, at the end of every leg
    /// of a repeat but the last.
    public var completion: ((DynamicAnimation, _ finished: Bool) -> Void)?

    /// Whether the animation has started and not been removed.
    public private(set) var isActive = false
    private var paused = true
    /// The clock time at which the current run started; nil before it starts.
    public private(set) var startTime: Double?
    /// The clock time of the last frame.
    var lastTime = 0.0

    init() {}

    /// Whether the animation is paused. Animations are paused until added. Pausing stops
    /// advancing without removing; un-pausing restarts the timing from the current state (a
    /// spring continues from its current value and velocity, a basic animation starts its tween
    /// over).
    public var isPaused: Bool {
        get { paused }
        set { setPaused(newValue) }
    }

    func setPaused(_ newValue: Bool) {
        guard newValue != paused else { return }
        paused = newValue
        if !paused { reset(all: false) }
    }

    var isRunning: Bool { isActive && !paused }

    // MARK: Life cycle driven by the animator

    /// Starts the animation if its time has come; makes sure a running animation has its values.
    func startIfNeeded(object: AnyObject, time: Double) {
        var started = false
        if startTime == nil && time >= (beginTime ?? -.infinity) {
            isActive = true
            setPaused(false)
            startTime = time
            lastTime = time
            started = true
        }
        if isRunning { willRun(started: started, object: object) }
        if started { onStart?(self) }
    }

    /// Advances to `time`, writes the value and reports the frame.
    func applyTime(_ time: Double, object: AnyObject) {
        let dt = time - lastTime
        guard advance(time: time, dt: dt, object: object) else { return }
        computeProgress()
        deliverProgress()
        lastTime = time
        write(to: object, onlyIfChanged: false)
        onApply?(self)
    }

    /// Writes the final value after `isDone` and reports the frame.
    func applyFinalValue(object: AnyObject) {
        finalizeProgress()
        write(to: object, onlyIfChanged: true)
        onApply?(self)
    }

    /// Stops the animation, reporting `finished`; a never-started one reports a start first,
    /// like Core Animation.
    func stop(removing: Bool, finished: Bool) {
        if isActive {
            if finished { deliverProgress() }
            if removing { isActive = false }
            completion?(self, finished)
        } else if startTime == nil {
            onStart?(self)
            completion?(self, false)
        }
        setPaused(true)
    }

    /// Clears the run state. `all` also forgets values (used when added and between repeats).
    func reset(all: Bool) {
        startTime = nil
        lastTime = 0
    }

    /// Resets everything for a new run under an animator.
    func prepareForAdding() {
        reset(all: true)
        legsRemaining = legCount
    }

    // MARK: Overridden by the concrete animations

    /// Makes sure the values a running animation needs exist (read from the object if needed).
    func willRun(started: Bool, object: AnyObject) {}
    /// Advances the state by `dt`; returns whether anything advanced.
    func advance(time: Double, dt: Double, object: AnyObject) -> Bool { false }
    /// Updates the progress after an advance (basic animations compute it while advancing).
    func computeProgress() {}
    /// Reports progress markers reached so far and reaching the target.
    func deliverProgress() {}
    /// Sets the final progress and value.
    func finalizeProgress() {}
    /// Writes the current value to the object.
    func write(to object: AnyObject, onlyIfChanged: Bool) {}
    /// Whether the animation has reached its end this frame.
    var isDone: Bool { false }
    /// Prepares the values of the next repeat leg.
    func prepareNextLeg() {}
}
