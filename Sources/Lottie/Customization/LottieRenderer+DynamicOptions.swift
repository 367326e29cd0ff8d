extension LottieRenderer {
    /// Sets up what the options ask for beyond the tree itself: the image provider and the
    /// value overrides.
    func applyDynamicOptions(_ options: LottieRenderOptions) {
        if let provider = options.imageProvider { layers.context.images.provider = provider }
        for override in options.valueOverrides { apply(override) }
    }
}
