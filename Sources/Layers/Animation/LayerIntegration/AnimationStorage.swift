/// What a layer keeps for animations: its attached animations, actions, delegate, its own
/// media timing, and when it was created (only layers that existed at a commit animate their
/// changes implicitly, as in Core Animation).
struct AnimationStorage {
    /// The animations in the order they were added.
    var records: [AnimationRecord] = []
    /// The layer's `actions` dictionary.
    var actions: [String: any Action] = [:]
    /// The layer's delegate.
    weak var delegate: (any LayerDelegate)?
    /// The layer's begin time, speed and time offset in its superlayer's time.
    var beginTime = 0.0
    var speed = 1.0
    var timeOffset = 0.0
    /// The transaction generation current when the layer was created.
    let creationGeneration = Transaction.generation
    /// While a property change runs its action: writes the value from before the change into
    /// a presentation copy, so that the action sees the value on screen (Core Animation's
    /// presentation layer still shows the last committed state during the change).
    var changeInProgress: ((Layer) -> Void)?
    /// For a presentation copy: the model layer it was made from.
    weak var model: Layer?
    /// For a presentation copy: the transition being drawn.
    var transition: TransitionFrame?
}
