/// Playing the animations of a dotLottie archive (lottie-ios'
/// `loadAnimation(_:from:)` and `DotLottieConfiguration`), with its themes at run time.
extension LottieAnimationLayer {
    /// The archive the animation was loaded from with `loadAnimation(_:from:)`; nil once
    /// `animation` is set directly.
    public var dotLottieFile: DotLottieFile? { slotState.dotLottie?.file }

    /// The manifest's settings for the animation loaded from the archive.
    public var dotLottieConfiguration: DotLottieConfiguration? { slotState.dotLottie?.configuration }

    /// The id of the theme applied to the animation loaded from the archive, if any.
    public var themeID: String? { slotState.dotLottie?.theme?.id }

    /// Plays an animation of a dotLottie archive: by id, or without one the manifest's active
    /// animation or else the first. The manifest's settings for it apply to the player's
    /// plays (`dotLottieConfiguration`: loop mode, speed and direction), its initial theme is
    /// applied, and with `autoplay` it starts playing (`play()`). Everything else set through
    /// the player (value providers, slot values, hosted content) applies as for any new
    /// `animation`.
    ///
    /// Throws `LottieError.animationNotFound(id:available:)` for an id the archive lacks,
    /// leaving the player as it was. An initial theme the archive lacks is reported in
    /// `warnings`.
    public func loadAnimation(_ animationId: String? = nil, from dotLottieFile: DotLottieFile) throws {
        let entry = try dotLottieFile.manifestEntry(forAnimation: animationId)
        let animation = try dotLottieFile.animation(id: entry.id)
        let configuration = DotLottieConfiguration(entry)
        var missingTheme: LottieWarning?
        var theme: DotLottieTheme?
        if let initial = configuration.initialThemeID {
            do {
                theme = try dotLottieFile.theme(id: initial)
            } catch {
                missingTheme = LottieWarning(kind: .missingReference, path: "manifest.json animations[id=\(entry.id)]",
                                             message: "initial theme: \(error)")
            }
        }
        slotState.dotLottie = DotLottieSelection(file: dotLottieFile, configuration: configuration, theme: theme)
        slotState.isLoadingDotLottie = true
        self.animation = animation
        slotState.isLoadingDotLottie = false
        if let missingTheme { warnings.append(missingTheme) }
        loopMode = configuration.loopMode
        animationSpeed = configuration.speed
        if configuration.autoplay { play() }
    }

    /// Applies a theme of the archive to the animation loaded from it, in place of any theme
    /// applied before; it shows from the next frame, without rebuilding the animation. Slot
    /// values set through the player still win over the theme's. Rules the theme cannot apply
    /// are reported in `warnings`.
    ///
    /// Throws `LottieError.themeNotFound(id:available:)` for an id the archive lacks (or when
    /// the animation does not come from an archive), changing nothing.
    public func setTheme(_ id: String) throws {
        guard let selection = slotState.dotLottie else { throw LottieError.themeNotFound(id: id, available: []) }
        let theme = try selection.file.theme(id: id)
        warnings += themeWarnings(theme)
        showTheme(theme)
    }

    /// Removes the theme applied to the animation loaded from an archive: its own slot values
    /// show again from the next frame.
    public func clearTheme() { showTheme(nil) }

    private func showTheme(_ theme: DotLottieTheme?) {
        guard var selection = slotState.dotLottie else { return }
        let before = Set(selection.themeValues.keys)
        selection.theme = theme
        slotState.dotLottie = selection
        for id in before.union(selection.themeValues.keys).sorted() { showSlot(id) }
    }
}
