/// What text layers of one renderer share: the fonts and the text provider.
final class TextResources {
    /// The fonts, resolved once per font name; replaced as a whole when the font provider
    /// changes (`LottieRenderer.fontProvider`).
    var fonts: FontStore
    /// Replaces texts at render time, if set (changed at run time by
    /// `LottieRenderer.textProvider`).
    var textProvider: (any LottieTextProvider)?

    init(fonts: FontStore, textProvider: (any LottieTextProvider)?) {
        self.fonts = fonts
        self.textProvider = textProvider
    }

    /// Resources with system fonts only and no text provider.
    convenience init() {
        self.init(fonts: FontStore(provider: LottieFontProvider(), glyphs: []), textProvider: nil)
    }
}
