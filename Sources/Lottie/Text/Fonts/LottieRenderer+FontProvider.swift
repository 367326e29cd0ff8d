extension LottieRenderer {
    /// Where text layers get their fonts (the options' `fontProvider` is where it starts).
    /// Setting it drops every font looked up so far and the `fontWarnings`; text layers look
    /// their fonts up again through the new provider and are laid out anew, at once for the
    /// frame shown and from then on. Embedded glyphs still come first.
    public var fontProvider: LottieFontProvider {
        get { layers.context.text.fonts.provider }
        set {
            layers.context.text.fonts = FontStore(provider: newValue, glyphs: animation.glyphs)
            refresh()
        }
    }
}
