/// The player's image, text and font providers (lottie-ios' `imageProvider`, `textProvider`
/// and `fontProvider` on the player).
///
/// Each is the provider of the same name in `renderOptions`: setting it replaces that one, so it
/// also builds the trees of later animations, and gives it to the current tree at once (see
/// `LottieRenderer`'s properties of the same names).
extension LottieAnimationLayer {
    /// Where text layers get their fonts: `renderOptions.fontProvider`. Setting it makes the
    /// current tree's text layers look their fonts up again and lays them out anew at once (see
    /// `LottieRenderer.fontProvider`).
    public var fontProvider: LottieFontProvider {
        get { renderOptions.fontProvider }
        set {
            renderOptions.fontProvider = newValue
            renderer?.fontProvider = newValue
        }
    }

    /// Asked first for every image asset's bitmap: `renderOptions.imageProvider`. Setting it
    /// looks the current tree's images up again and shows the new ones at once (see
    /// `LottieRenderer.imageProvider`).
    public var imageProvider: (any LottieImageProvider)? {
        get { renderOptions.imageProvider }
        set {
            renderOptions.imageProvider = newValue
            renderer?.imageProvider = newValue
        }
    }

    /// Replaces the text of text layers, if set: `renderOptions.textProvider`. Setting it shows
    /// the new texts in the current tree at once (see `LottieRenderer.textProvider`).
    public var textProvider: (any LottieTextProvider)? {
        get { renderOptions.textProvider }
        set {
            renderOptions.textProvider = newValue
            renderer?.textProvider = newValue
        }
    }

    /// Looks every image of the current tree up again — after the image provider's images
    /// changed — and shows the new ones at once (lottie-ios' `reloadImages()`).
    public func reloadImages() {
        renderer?.reloadImages()
    }
}
