extension LottieAnimationLayer {
    /// Where text layers get their fonts (lottie-ios' `fontProvider` on the player):
    /// `renderOptions.fontProvider`. Setting it replaces that provider, so it also builds the
    /// trees of later animations, and gives it to the current tree, whose text layers look
    /// their fonts up again and are laid out anew at once (see `LottieRenderer.fontProvider`).
    public var fontProvider: LottieFontProvider {
        get { renderOptions.fontProvider }
        set {
            renderOptions.fontProvider = newValue
            renderer?.fontProvider = newValue
        }
    }
}
