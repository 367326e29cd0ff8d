extension DotLottieStateMachine {
    /// A way from one state to another (`{"type": "Transition", "toState", "guards"}`): taken
    /// when all its guards hold. A transition with an `Event` guard is considered only when
    /// that event is fired; one without is considered whenever an input changes or its state
    /// is entered (a transition without guards is taken at once).
    public struct Transition: Hashable, Sendable {
        /// The state it leads to (`toState`).
        public var toState: String
        /// The conditions, all of which must hold (`guards`).
        public var guards: [Guard]

        /// A transition.
        public init(toState: String, guards: [Guard] = []) {
            self.toState = toState
            self.guards = guards
        }

        /// The event inputs it waits for.
        public var events: [String] {
            guards.compactMap { if case .event(let name) = $0 { return name } else { return nil } }
        }
    }

    /// A condition on an input.
    public enum Guard: Hashable, Sendable {
        /// `Numeric`: a numeric input compared with a number or another numeric input.
        case numeric(input: String, condition: Condition, compareTo: Operand<Double>)
        /// `String`: a string input compared (equal or not) with a string or another input.
        case string(input: String, condition: Condition, compareTo: Operand<String>)
        /// `Boolean`: a boolean input compared (equal or not) with a value or another input.
        case boolean(input: String, condition: Condition, compareTo: Operand<Bool>)
        /// `Event`: holds while this event input is being fired.
        case event(input: String)

        /// The inputs the guard reads.
        public var inputNames: [String] {
            switch self {
            case .numeric(let input, _, let operand): return [input] + operand.inputNames
            case .string(let input, _, let operand): return [input] + operand.inputNames
            case .boolean(let input, _, let operand): return [input] + operand.inputNames
            case .event(let input): return [input]
            }
        }
    }

    /// How a guard compares (`conditionType`).
    public enum Condition: String, Hashable, Sendable, CaseIterable {
        /// `Equal`.
        case equal = "Equal"
        /// `NotEqual`.
        case notEqual = "NotEqual"
        /// `GreaterThan` (numbers only).
        case greaterThan = "GreaterThan"
        /// `GreaterThanOrEqual` (numbers only).
        case greaterThanOrEqual = "GreaterThanOrEqual"
        /// `LessThan` (numbers only).
        case lessThan = "LessThan"
        /// `LessThanOrEqual` (numbers only).
        case lessThanOrEqual = "LessThanOrEqual"
    }

    /// A value in a guard or action: written out, or read from an input (`"$name"`).
    public enum Operand<Value: Hashable & Sendable>: Hashable, Sendable {
        /// A literal value.
        case value(Value)
        /// The current value of the named input.
        case input(String)

        /// The input it reads, if any.
        public var inputNames: [String] {
            if case .input(let name) = self { return [name] }
            return []
        }
    }
}
