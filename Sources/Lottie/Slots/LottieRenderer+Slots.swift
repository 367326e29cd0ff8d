/// Slots at run time: replacing, by slot id (`sid`), the values of every property, gradient,
/// image and text document the file binds to that slot (the Lottie specification's slots,
/// `docs/specs/slots.md` in github.com/lottie/lottie-spec, and dotLottie's gradient and text
/// slots).
///
/// A slot value replaces the animation's own value (the slot's default from the file's `slots`,
/// or the theme the animation was loaded with); a keypath value provider set on the same
/// property still wins over it, and shows the slot's value again once removed. Changes show
/// from the next update; the tree is brought up to date at once when it already shows a frame,
/// as for value providers.
extension LottieRenderer {
    /// The ids of the slots the animation binds properties, gradients, images or text to,
    /// sorted.
    public var slotIDs: [String] { context.slots.ids }

    /// The kinds of values slot `id` takes: one, or several in a file that binds properties of
    /// several kinds to one id; empty when nothing is bound to it.
    public func slotKinds(_ id: String) -> [LottieSlotValue.Kind] { context.slots.kinds(of: id) }

    /// The slot values set with `setSlot(_:value:)` and not cleared, by slot id.
    public var slotValues: [String: LottieSlotValue] { context.slots.values }

    /// Gives slot `id` a value: everything bound to the slot that takes the value's kind shows
    /// it from the next update. Returns how many properties, gradients, images and text layers
    /// took it: 0 when nothing in the animation is bound to `id`, which adds a
    /// `.missingReference` warning naming the slots there are to `renderWarnings`.
    ///
    /// Throws `LottieError.slotTypeMismatch(slot:expected:found:)`, changing nothing, when
    /// the slot takes another kind of value. An image value that cannot be decoded leaves the
    /// asset's own image, with a `.skippedImage` warning.
    @discardableResult
    public func setSlot(_ id: String, value: LottieSlotValue) throws -> Int {
        let count = try context.slots.set(id, to: value)
        if count > 0 { refresh() }
        return count
    }

    /// Puts the animation's own values back on everything bound to slot `id`. Returns how many
    /// properties, gradients, images and text layers are bound to it.
    @discardableResult
    public func clearSlot(_ id: String) -> Int {
        let count = context.slots.clear(id)
        if count > 0 { refresh() }
        return count
    }

    /// Clears every slot set with `setSlot(_:value:)`.
    public func clearAllSlots() {
        for id in context.slots.values.keys { _ = context.slots.clear(id) }
        refresh()
    }
}
