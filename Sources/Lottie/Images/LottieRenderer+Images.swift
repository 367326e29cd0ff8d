extension LottieRenderer {
    /// Asked first for every image asset's bitmap. Setting it reloads the images
    /// (`reloadImages()`).
    public var imageProvider: (any LottieImageProvider)? {
        get { layers.context.images.provider }
        set {
            layers.context.images.provider = newValue
            reloadImages()
        }
    }

    /// Looks every image up again — after the image provider's images changed — and shows
    /// the new ones at once.
    public func reloadImages() {
        layers.context.images.reload()
        layers.forEachLayer { ($0 as? ImageCompositionLayer)?.reloadImage() }
        refresh()
    }
}
