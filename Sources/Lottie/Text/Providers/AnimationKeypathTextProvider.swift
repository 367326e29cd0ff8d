/// A text provider whose keys are keypaths of text layers, wildcards allowed
/// (`["**.Title": "Hello", "Card.*": "…"]`): the first entry, in the given order, that matches
/// a layer's keypath gives its text (lottie-ios' `AnimationKeypathTextProvider`, with keypath
/// patterns).
public struct AnimationKeypathTextProvider: LottieTextProvider, Hashable {
    /// One replacement.
    private struct Entry: Hashable, Sendable {
        var keypath: AnimationKeypath
        var text: String
    }

    private let entries: [Entry]

    /// A provider with these replacements, tried in order.
    public init(_ texts: KeyValuePairs<AnimationKeypath, String>) {
        entries = texts.map { Entry(keypath: $0.key, text: $0.value) }
    }

    /// The text of the first entry whose keypath matches the layer's.
    public func text(forKeypath keypath: String, sourceText: String) -> String? {
        let names = AnimationKeypath(keypath: keypath).keys
        return entries.first { $0.keypath.matches(names) }?.text
    }
}
