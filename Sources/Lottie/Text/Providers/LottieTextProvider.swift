/// Replaces the text of text layers at render time (lottie-ios' `AnimationKeypathTextProvider`).
public protocol LottieTextProvider: Sendable {
    /// The text to show instead of `sourceText` for the text layer at `keypath` (layer names
    /// joined with dots, outermost precomposition first, e.g. `Card.Title`, in
    /// `AnimationKeypath`'s escaped string form: a dot inside a name is `\.`), or nil to keep it.
    func text(forKeypath keypath: String, sourceText: String) -> String?
}

/// A text provider backed by a dictionary whose keys are full keypaths (`Card.Title`), layer
/// names (`Title`) or source texts (`Hello`), tried in that order.
public struct DictionaryTextProvider: LottieTextProvider, Hashable {
    /// Replacement texts by keypath, layer name or source text.
    public var values: [String: String]

    /// A provider with these replacements.
    public init(_ values: [String: String]) { self.values = values }

    /// The replacement for the full keypath, else for the layer's name, else for the source
    /// text; nil when none is given.
    public func text(forKeypath keypath: String, sourceText: String) -> String? {
        if let value = values[keypath] { return value }
        if let last = AnimationKeypath(keypath: keypath).keys.last, let value = values[last] { return value }
        return values[sourceText]
    }
}
