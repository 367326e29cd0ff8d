/// Explicit animations on a layer (Core Animation's `add(_:forKey:)` family). Animations never
/// change the model values; they are seen in `presentation()` and in what `Renderer` draws.
extension Layer {
    /// Adds a copy of `animation` to the layer.
    ///
    /// The copy is prepared as Core Animation does at commit: a duration `<= 0` becomes the
    /// transaction's `animationDuration`; the transaction's `animationTimingFunction`, when set,
    /// replaces the timing function; a `beginTime` of 0 becomes the layer's current local time.
    /// An animation already under `key` is removed first (its delegate hears `finished: false`)
    /// and the new one goes last; a nil key never replaces anything. Transitions are always
    /// stored under `"transition"`.
    public func add(_ animation: some LayerAnimation, forKey key: String?) {
        var copy = animation
        copy.prepare(for: self, defaultDuration: Transaction.animationDuration)
        if let function = Transaction.animationTimingFunction { copy.timingFunction = function }
        if copy.timing.beginTime == 0 { copy.timing.beginTime = convertTime(MediaTime.now(), from: nil) }
        let key = copy is TransitionAnimation ? TransitionAnimation.key : key
        if let key { removeAnimation(forKey: key) }
        animationStorage.records.append(AnimationRecord(key: key, animation: copy,
                                                        completionGroups: Transaction.activeCompletionGroups))
    }

    /// The animation stored under `key` (the prepared copy), or nil.
    public func animation(forKey key: String) -> (any LayerAnimation)? {
        animationStorage.records.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added (animations added
    /// without a key are not listed).
    public var animationKeys: [String] {
        animationStorage.records.compactMap(\.key)
    }

    /// Removes the animation under `key`; its delegate hears `finished: false` unless it had
    /// already finished.
    public func removeAnimation(forKey key: String) {
        guard let index = animationStorage.records.firstIndex(where: { $0.key == key }) else { return }
        let record = animationStorage.records.remove(at: index)
        record.stop(finished: false)
    }

    /// Removes every animation (keyed or not).
    public func removeAllAnimations() {
        let records = animationStorage.records
        animationStorage.records.removeAll()
        records.forEach { $0.stop(finished: false) }
    }

    /// Whether any animation is attached.
    public var hasAnimations: Bool { !animationStorage.records.isEmpty }

    /// Actions by event name, consulted after the delegate (Core Animation's `actions`):
    /// store `.null` to turn an implicit animation off, or an animation to use instead.
    public var actions: [String: any Action] {
        get { animationStorage.actions }
        set { animationStorage.actions = newValue }
    }

    /// The delegate asked first for actions (held weakly).
    public var delegate: (any LayerDelegate)? {
        get { animationStorage.delegate }
        set { animationStorage.delegate = newValue }
    }
}
