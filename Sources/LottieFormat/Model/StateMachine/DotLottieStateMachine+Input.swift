extension DotLottieStateMachine {
    /// An input of the machine with its initial value (`{"type": "Numeric", "name", "value"}`).
    public enum Input: Hashable, Sendable {
        /// `Numeric`.
        case numeric(name: String, value: Double)
        /// `String`.
        case string(name: String, value: String)
        /// `Boolean`.
        case boolean(name: String, value: Bool)
        /// `Event`: has no value; it is fired.
        case event(name: String)

        /// The input's name.
        public var name: String {
            switch self {
            case .numeric(let name, _), .string(let name, _), .boolean(let name, _), .event(let name): return name
            }
        }
    }
}
