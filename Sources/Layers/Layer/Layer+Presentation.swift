/// The split between the model values a program sets and the values on screen.
extension Layer {
    /// A copy of the layer with the values on screen now (Core Animation's `presentation()`):
    /// `presentation(at: MediaTime.now())`.
    public func presentation() -> Self {
        presentation(at: MediaTime.now())
    }

    /// A copy of the layer with the values on screen at media time `time`: made with
    /// `init(layer:)` (so it has no superlayer, sublayers or mask), then every attached
    /// animation that applies at that time writes its value, in the order they were added.
    /// The model layer is never changed. An animation past its active duration with
    /// `isRemovedOnCompletion` has no effect even if `advanceAnimations(to:)` has not removed
    /// it yet.
    public func presentation(at time: Double) -> Self {
        let copy = type(of: self).init(layer: self)
        copy.animationStorage.model = self
        copy.animationStorage.beginTime = beginTime
        copy.animationStorage.speed = speed
        copy.animationStorage.timeOffset = timeOffset
        // Animations that leave the drawing alone reuse the model's recording; ones that
        // change a property the drawing depends on mark the copy for redrawing.
        if !needsDisplay, let cachedDrawing {
            copy.cachedDrawing = cachedDrawing
            copy.needsDisplay = false
        }
        animationStorage.changeInProgress?(copy)
        guard !animationStorage.records.isEmpty else { return copy }
        let local = localTime(atMediaTime: time)
        for record in animationStorage.records {
            let animation = record.animation
            let state = animation.timing.state(atParentTime: local)
            guard state.isApplied, !(state.phase == .after && animation.isRemovedOnCompletion) else { continue }
            animation.apply(to: copy, at: state)
        }
        return copy
    }

    /// For a presentation copy, the model layer it shows (Core Animation's `modelLayer`); for
    /// a model layer, itself.
    public var modelLayer: Layer { animationStorage.model ?? self }

    /// The layer whose property values `Renderer` draws in place of this one at media time
    /// `time`: the model layer itself when no animation is attached, else its presentation.
    func renderedValues(at time: Double) -> Layer {
        withRenderedValues(at: time) { $0 }
    }
}
