/// Why a dotLottie state machine could not be loaded into a player.
public enum LottieStateMachineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The archive has no state machine with this id.
    case notFound(id: String, available: [String])
    /// The player's animation does not come from a dotLottie archive (`loadAnimation(_:from:)`).
    case noArchive
    /// The machine has no states (or its file could not be read; see its `warnings`).
    case noStates(id: String)
    /// The machine has more states than `LottieStateMachine.maximumStates`.
    case tooManyStates(id: String, count: Int, maximum: Int)
    /// A state is named (as the initial state, or by a transition at `path`) that the machine
    /// does not have.
    case unknownState(id: String, name: String, path: String)

    public var description: String {
        switch self {
        case .notFound(let id, let available):
            return "no state machine \"\(id)\"" + (available.isEmpty ? " (the archive has none)" : "; available: \(available.joined(separator: ", "))")
        case .noArchive:
            return "the animation does not come from a dotLottie archive"
        case .noStates(let id):
            return "state machine \"\(id)\" has no states"
        case .tooManyStates(let id, let count, let maximum):
            return "state machine \"\(id)\" has \(count) states, more than the \(maximum) allowed"
        case .unknownState(let id, let name, let path):
            return "state machine \"\(id)\" names an unknown state \"\(name)\" at \(path)"
        }
    }
}
