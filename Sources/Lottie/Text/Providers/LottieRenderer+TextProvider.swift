extension LottieRenderer {
    /// Replaces the text of text layers; setting it shows the new texts at once (the options'
    /// `textProvider` is where it starts).
    public var textProvider: (any LottieTextProvider)? {
        get { layers.context.text.textProvider }
        set {
            layers.context.text.textProvider = newValue
            refresh()
        }
    }
}
