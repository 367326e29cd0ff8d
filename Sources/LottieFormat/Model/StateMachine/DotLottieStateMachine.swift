/// A dotLottie state machine (`s/<id>.json` in a version 2 archive, `states/<id>.json` in
/// version 1): the interactivity format LottieFiles' players load from `.lottie` files.
///
/// The format is the one the dotLottie specification and dotlottie-rs
/// (github.com/LottieFiles/dotlottie-rs, `state_machine_engine/`) read:
///
/// ```json
/// {"initial": "off",
///  "states": [{"type": "PlaybackState", "name": "off", "animation": "", "segment": "off",
///              "transitions": [{"type": "Transition", "toState": "on",
///                               "guards": [{"type": "Event", "inputName": "toggle"}]}]}, ...],
///  "interactions": [{"type": "PointerDown", "layerName": "Button",
///                    "actions": [{"type": "Fire", "inputName": "toggle"}]}],
///  "inputs": [{"type": "Event", "name": "toggle"}, {"type": "Numeric", "name": "rating", "value": 0}]}
/// ```
///
/// It is read leniently: a state, transition, guard, action, interaction or input that cannot
/// be read is left out with a warning in `warnings` (its JSON path, e.g. `states[2].transitions[0]`),
/// and the rest is kept. Whether the machine makes sense as a whole (an initial state that
/// exists, transitions to states that exist) is checked when a player loads it.
public struct DotLottieStateMachine: Hashable, Sendable {
    /// The machine's id (its file name without `.json`).
    public var id: String
    /// The name of the state the machine starts in.
    public var initial: String
    /// The states, in file order.
    public var states: [State]
    /// What pointer events and playback completions do.
    public var interactions: [Interaction]
    /// The inputs with their initial values.
    public var inputs: [Input]
    /// Parts of the file that could not be read and were left out.
    public var warnings: [LottieWarning]

    /// A state machine.
    public init(id: String, initial: String, states: [State], interactions: [Interaction] = [],
                inputs: [Input] = [], warnings: [LottieWarning] = []) {
        self.id = id
        self.initial = initial
        self.states = states
        self.interactions = interactions
        self.inputs = inputs
        self.warnings = warnings
    }

    /// The state with this name, if any.
    public func state(named name: String) -> State? { states.first { $0.name == name } }
}
