extension DotLottieStateMachine {
    /// Something a state's entry or exit, or an interaction, does.
    public enum Action: Hashable, Sendable {
        /// `Increment`: adds to a numeric input (1 without a value).
        case increment(input: String, by: Operand<Double>?)
        /// `Decrement`: subtracts from a numeric input (1 without a value).
        case decrement(input: String, by: Operand<Double>?)
        /// `Toggle`: flips a boolean input.
        case toggle(input: String)
        /// `SetBoolean`.
        case setBoolean(input: String, value: Operand<Bool>)
        /// `SetNumeric`.
        case setNumeric(input: String, value: Operand<Double>)
        /// `SetString`.
        case setString(input: String, value: Operand<String>)
        /// `Fire`: fires an event input.
        case fire(input: String)
        /// `Reset`: puts an input back to its initial value.
        case reset(input: String)
        /// `SetTheme`: applies a theme of the archive (an id, or `$input` naming a string input).
        case setTheme(Operand<String>)
        /// `SetFrame`: shows a frame.
        case setFrame(Operand<Double>)
        /// `SetProgress`: shows a point of the animation, in percent (0...100).
        case setProgress(Operand<Double>)
        /// `FireCustomEvent`: tells the app's observers this string.
        case fireCustomEvent(String)
        /// `OpenUrl`: asks the app to open a URL (`url`, or `$input`), in `target`. Never
        /// performed by the library: observers are told, the app decides.
        case openURL(url: Operand<String>, target: String?)
        /// An action type this library does not perform (`SetExpression`, `SetThemeData`,
        /// `Eval`, …), kept by its type name; running it adds a warning.
        case unsupported(type: String)
    }
}
