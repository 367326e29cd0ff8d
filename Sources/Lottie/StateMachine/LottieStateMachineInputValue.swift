/// The value of a state machine input.
public enum LottieStateMachineInputValue: Hashable, Sendable, CustomStringConvertible {
    /// A numeric input's value.
    case numeric(Double)
    /// A string input's value.
    case string(String)
    /// A boolean input's value.
    case boolean(Bool)
    /// An event input (it has no value; observers hear it when it is fired).
    case event

    /// The initial value of an input of a definition.
    init(_ input: DotLottieStateMachine.Input) {
        switch input {
        case .numeric(_, let value): self = .numeric(value)
        case .string(_, let value): self = .string(value)
        case .boolean(_, let value): self = .boolean(value)
        case .event: self = .event
        }
    }

    public var description: String {
        switch self {
        case .numeric(let v): return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        case .string(let s): return "\"\(s)\""
        case .boolean(let b): return String(b)
        case .event: return "event"
        }
    }
}
