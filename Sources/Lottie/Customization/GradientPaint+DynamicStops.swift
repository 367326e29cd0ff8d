import Graphics

extension GradientPaint {
    /// The gradient of the current colour data. The file fixes how many colour stops the data
    /// holds; a `GradientValueProvider` brings its own count.
    func currentGradient() -> Gradient {
        var layout = colors
        let provider: (any ValueProvider<[Double]>)? =
            (stops.dynamicProvider as? DynamicProviderConsumer<[Double]>)?.source ?? stops.dynamicProvider
        if provider is GradientValueProvider {
            layout.colorStopCount = GradientValueProvider.colorStopCount(in: stops.value)
        }
        return layout.gradient(from: stops.value)
    }
}
