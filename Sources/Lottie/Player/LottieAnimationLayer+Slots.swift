/// What a player keeps of slots and dotLottie archives from one animation to the next.
struct PlayerSlotState {
    /// Slot values set through the player, applied to every new animation's tree.
    var values: [String: LottieSlotValue] = [:]
    /// The archive the animation came from, with its settings and theme; nil for an
    /// animation set directly.
    var dotLottie: DotLottieSelection?
    /// Set while `loadAnimation(_:from:)` sets `animation`, which otherwise leaves the archive.
    var isLoadingDotLottie = false

    /// The value slot `id` shows: set through the player, else the theme's.
    func value(of id: String) -> LottieSlotValue? { values[id] ?? dotLottie?.themeValues[id] }
}

/// One animation of a dotLottie archive on a player.
struct DotLottieSelection {
    let file: DotLottieFile
    let configuration: DotLottieConfiguration
    /// The theme applied, if any.
    var theme: DotLottieTheme?

    /// The slot values the theme gives the animation.
    var themeValues: [String: LottieSlotValue] { theme?.slotValues(forAnimation: configuration.id) ?? [:] }
}

/// Slots on the player (see `LottieRenderer`'s methods of the same names).
///
/// What is set here belongs to the player, as its value providers do: a slot value is given
/// again to the tree of every new `animation`. Values compose in this order, each over the one
/// before: the animation's own value (its slot's default, or the theme it was loaded with); the
/// dotLottie theme applied at run time (`setTheme(_:)`); a slot value set here; a keypath value
/// provider on the same property, which wins.
extension LottieAnimationLayer {
    /// The slot values set through the player and not cleared, by slot id.
    public var slotValues: [String: LottieSlotValue] { slotState.values }

    /// Gives slot `id` a value, now and in every later `animation` that binds the slot (until
    /// `clearSlot(_:)`); it shows from the next frame. When the current animation binds nothing
    /// to `id`, a `.missingReference` warning is added to `warnings` (the value is kept for
    /// later animations).
    ///
    /// Throws `LottieError.slotTypeMismatch(slot:expected:found:)`, keeping nothing, when
    /// the current animation's slot takes another kind of value.
    public func setSlot(_ id: String, value: LottieSlotValue) throws {
        if let kinds = renderer?.slotKinds(id), !kinds.isEmpty, !kinds.contains(value.kind) {
            throw LottieError.slotTypeMismatch(slot: id, expected: kinds, found: value.kind)
        }
        slotState.values[id] = value
        showSlot(id)
    }

    /// Removes the value set through the player for slot `id`: the theme's value, or else the
    /// animation's own, shows again.
    public func clearSlot(_ id: String) {
        guard slotState.values.removeValue(forKey: id) != nil else { return }
        showSlot(id)
    }

    /// Removes every slot value set through the player.
    public func clearAllSlots() {
        let ids = slotState.values.keys
        slotState.values = [:]
        for id in ids { showSlot(id) }
    }

    /// Gives a new tree the slot values (set through the player, and the theme's), and leaves
    /// the dotLottie archive unless the animation came from it.
    func reapplySlots() {
        if !slotState.isLoadingDotLottie { slotState.dotLottie = nil }
        if let theme = slotState.dotLottie?.theme { warnings += themeWarnings(theme) }
        var ids = Set(slotState.values.keys)
        if let themed = slotState.dotLottie?.themeValues { ids.formUnion(themed.keys) }
        for id in ids.sorted() { showSlot(id) }
    }

    /// Shows on the tree the value slot `id` has now (`PlayerSlotState.value(of:)`), or the
    /// animation's own when it has none. Only slots set through the player are reported
    /// missing: a theme names slots of every animation of its archive.
    func showSlot(_ id: String) {
        guard let renderer else { return }
        guard !renderer.slotKinds(id).isEmpty else {
            if slotState.values[id] != nil {
                warnings.append(LottieWarning(kind: .missingReference, path: SlotBindings.path(id),
                                              message: "slot \"\(id)\" set on the player binds nothing in this animation"))
            }
            return
        }
        guard let value = slotState.value(of: id) else {
            renderer.clearSlot(id)
            return
        }
        do {
            try renderer.setSlot(id, value: value)
        } catch {
            warnings.append(LottieWarning(kind: .malformedValue, path: SlotBindings.path(id), message: "\(error); not applied"))
        }
    }

    /// A theme's warnings, with paths naming the theme file.
    func themeWarnings(_ theme: DotLottieTheme) -> [LottieWarning] {
        theme.warnings.map { LottieWarning(kind: $0.kind, path: "t/\(theme.id).json \($0.path)", message: $0.message) }
    }
}
