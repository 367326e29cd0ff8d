/// Hears what a running state machine does. Every method has an empty default.
public protocol LottieStateMachineObserver: AnyObject {
    /// The machine started (in its initial state, entered just before).
    func stateMachineDidStart(_ machine: LottieStateMachine)
    /// The machine stopped (by `stop()`, a final state, or a new machine loaded).
    func stateMachineDidStop(_ machine: LottieStateMachine)
    /// The machine went from one state to another (`from` is nil for the initial state).
    func stateMachine(_ machine: LottieStateMachine, didTransitionFrom from: String?, to: String)
    /// A state was entered (after its playback started and its entry actions ran).
    func stateMachine(_ machine: LottieStateMachine, didEnter state: String)
    /// A state was left (after its exit actions ran).
    func stateMachine(_ machine: LottieStateMachine, didExit state: String)
    /// An input changed value, or an event input was fired.
    func stateMachine(_ machine: LottieStateMachine, inputDidChange name: String, to value: LottieStateMachineInputValue)
    /// A `FireCustomEvent` action ran.
    func stateMachine(_ machine: LottieStateMachine, didFireCustomEvent message: String)
    /// An `OpenUrl` action ran: the library never opens it; the app decides.
    func stateMachine(_ machine: LottieStateMachine, didRequestOpenURL url: String, target: String?)
    /// Something went wrong at run time (an action on a missing input, a theme the archive
    /// lacks, too many transitions for one event); also kept in `warnings`.
    func stateMachine(_ machine: LottieStateMachine, didWarn warning: LottieWarning)
}

extension LottieStateMachineObserver {
    public func stateMachineDidStart(_ machine: LottieStateMachine) {}
    public func stateMachineDidStop(_ machine: LottieStateMachine) {}
    public func stateMachine(_ machine: LottieStateMachine, didTransitionFrom from: String?, to: String) {}
    public func stateMachine(_ machine: LottieStateMachine, didEnter state: String) {}
    public func stateMachine(_ machine: LottieStateMachine, didExit state: String) {}
    public func stateMachine(_ machine: LottieStateMachine, inputDidChange name: String, to value: LottieStateMachineInputValue) {}
    public func stateMachine(_ machine: LottieStateMachine, didFireCustomEvent message: String) {}
    public func stateMachine(_ machine: LottieStateMachine, didRequestOpenURL url: String, target: String?) {}
    public func stateMachine(_ machine: LottieStateMachine, didWarn warning: LottieWarning) {}
}
