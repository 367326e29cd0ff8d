/// The colour data of a gradient fill or stroke bound to a slot (`sid` beside `p` and `k`):
/// a slot value brings its own stop count with the data.
final class GradientSlotBinding: SlotBinding {
    let kind = LottieSlotValue.Kind.gradient
    private let paint: GradientPaint
    /// The colour data as loaded.
    private let original: LottieGradientColors

    init(paint: GradientPaint, original: LottieGradientColors) {
        self.paint = paint
        self.original = original
    }

    func apply(_ value: LottieSlotValue) {
        if case .gradient(let colors) = value.content { show(colors) }
    }

    func restore() { show(original) }

    private func show(_ colors: LottieGradientColors) {
        paint.colors = colors
        paint.stops.replaceFileValues(colors.values)
    }
}
