/// Changing an animation while it renders (lottie-ios' dynamic properties): value providers on
/// properties found by keypath, switching shape items off, and listing what keypaths exist.
///
/// Changes show from the next update; the tree is brought up to date at once when it already
/// shows a frame, so `render`, hit tests and `getValue` see them immediately.
extension LottieRenderer {
    /// Sets `provider` on every property `keypath` matches whose values are of the provider's
    /// type (a `ColorValueProvider` on colours, a `PointValueProvider` on positions, ...).
    /// Returns how many properties it was set on: 0 when nothing matched or no type fitted.
    @discardableResult
    public func setValueProvider<Provider: ValueProvider>(_ provider: Provider, keypath: AnimationKeypath) -> Int {
        var count = 0
        for property in properties(matching: keypath) {
            // Each property gets its own record of what it saw of a shared dynamic provider.
            let installed = (provider as? any ConsumerMaking)?.makeConsumerObject() ?? provider
            if property.setProvider(installed) { count += 1 }
        }
        if count > 0 { refresh() }
        return count
    }

    /// Puts the file's own values back on every property `keypath` matches. Returns how many
    /// properties it matched.
    @discardableResult
    public func removeValueProvider(for keypath: AnimationKeypath) -> Int {
        let matched = properties(matching: keypath)
        for property in matched { property.restoreOriginalProvider() }
        if !matched.isEmpty { refresh() }
        return matched.count
    }

    /// The value of the first property `keypath` matches: at `frame` (a frame of the root
    /// composition) from whatever provider it has now, or without a frame the value it shows.
    /// The type is the property's: `Color`, `Double`, `LottieVector3`, `LottieBezier`, or
    /// `[Double]` for gradient data. Nil when no property matches.
    public func getValue(for keypath: AnimationKeypath, atFrame frame: Double? = nil) -> Any? {
        guard let (match, property) = firstProperty(matching: keypath) else { return nil }
        guard let frame else { return property.anyValue }
        return property.anyValue(atFrame: match.localFrame(atCompositionFrame: frame))
    }

    /// The value the file itself gives the first property `keypath` matches, at `frame` (a
    /// frame of the root composition; the current frame when nil), whatever provider is set.
    public func getOriginalValue(for keypath: AnimationKeypath, atFrame frame: Double? = nil) -> Any? {
        guard let (match, property) = firstProperty(matching: keypath) else { return nil }
        let compositionFrame = frame ?? currentFrame ?? animation.startFrame
        return property.anyOriginalValue(atFrame: match.localFrame(atCompositionFrame: compositionFrame))
    }

    /// Switches the shapes, groups, fills, strokes and modifiers `keypath` matches on or off;
    /// a switched-off item draws nothing (a group: none of its contents), and a switched-off
    /// modifier leaves paths as they are. Returns how many items it matched.
    @discardableResult
    public func setNodeIsEnabled(_ isEnabled: Bool, keypath: AnimationKeypath) -> Int {
        var count = 0
        for match in KeypathSearch.matches(of: keypath, in: layers) {
            guard case .node(let node) = match.target, !(node is TransformNode),
                  let shapeLayer = match.layer as? ShapeCompositionLayer else { continue }
            node.isEnabled = isEnabled
            // The node rebuilds its output at the next update.
            for property in node.propertyMap.properties { property.setNeedsUpdate() }
            shapeLayer.needsFullPass = true
            count += 1
        }
        if count > 0 { refresh() }
        return count
    }

    /// Every keypath in the animation (layers, transforms, shape items, properties), in file
    /// order, in the escaped string form.
    public func allHierarchyKeypaths() -> [String] {
        KeypathSearch.everything(in: layers).map { $0.keypath.string }
    }

    /// Prints every keypath of the animation, one a line.
    public func logHierarchyKeypaths() {
        print("Lottie: keypaths of \(animation.name ?? "the animation"):")
        for keypath in allHierarchyKeypaths() { print(keypath) }
    }

    /// The concrete keypaths `keypath` (with its wildcards) matches, in file order.
    public func keypaths(matching keypath: AnimationKeypath) -> [AnimationKeypath] {
        KeypathSearch.matches(of: keypath, in: layers).map(\.keypath)
    }

    /// Brings the tree up to date at the frame it shows after a change the renderer cannot
    /// see: a provider given a new value (`colorProvider.color = .blue`), or a closure
    /// provider whose inputs changed. Another frame picks such changes up by itself.
    public func forceDisplayUpdate() { refresh() }

    /// Brings the tree up to date after a change at the frame it shows (the update at the
    /// same frame would otherwise be skipped).
    func refresh() {
        guard let frame = currentFrame else { return }
        currentFrame = nil
        update(frame: frame)
    }

    private func properties(matching keypath: AnimationKeypath) -> [any AnyNodeProperty] {
        KeypathSearch.matches(of: keypath, in: layers).compactMap {
            if case .property(let property) = $0.target { return property } else { return nil }
        }
    }

    private func firstProperty(matching keypath: AnimationKeypath) -> (KeypathMatch, any AnyNodeProperty)? {
        for match in KeypathSearch.matches(of: keypath, in: layers) {
            if case .property(let property) = match.target { return (match, property) }
        }
        return nil
    }
}

/// Providers that serve each property through an object of its own, so that one provider can
/// serve many properties.
protocol ConsumerMaking {
    /// The provider one property installs.
    func makeConsumerObject() -> AnyObject
}

extension DynamicValueProvider: ConsumerMaking {
    /// This provider seen with one property's own update record.
    func makeConsumerObject() -> AnyObject { DynamicProviderConsumer(self) }
}
