extension ModelDecoder {
    /// Decodes one part of the file that the composition can exist without (a layer, shape
    /// item, mask, effect, effect value, layer style, text animator, marker, font, glyph or
    /// asset). When the part is malformed (a value of the wrong type or range, a missing
    /// member), the part is skipped with a `.malformedValue` warning naming `n`'s JSON path and
    /// what was wrong, and nil is returned, so that the rest of the file still loads, as
    /// lottie-ios and lottie-web skip what they cannot read.
    ///
    /// Only malformed values are forgiven: limits, cycles and broken JSON still end the load,
    /// for leniency is for damaged parts, not for resource abuse. The rule is written down in
    /// the LottieFormat catalog's article "Loading animations" (`LoadingAnimations.md`,
    /// "What is fatal and what is a warning").
    func skippingIfMalformed<T>(_ n: Int, _ what: String, _ body: () throws -> T) throws -> T? {
        do {
            return try body()
        } catch let error as LottieError {
            switch error {
            case .invalidValue, .missingValue:
                warn(.malformedValue, n, "\(what) skipped: \(error)")
                return nil
            default:
                throw error
            }
        }
    }
}
