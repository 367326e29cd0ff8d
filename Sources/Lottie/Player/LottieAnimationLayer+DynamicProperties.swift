import Graphics
import Layers

/// One dynamic-property change made through the player, kept to be applied again to the tree
/// of every later animation.
enum DynamicPropertySetting {
    /// A value provider on the properties a keypath matches.
    case valueProvider(any ValueProvider, AnimationKeypath)
    /// Shape items a keypath matches switched on or off.
    case nodeIsEnabled(Bool, AnimationKeypath)

    /// The keypath the change applies to.
    var keypath: AnimationKeypath {
        switch self {
        case .valueProvider(_, let keypath), .nodeIsEnabled(_, let keypath): return keypath
        }
    }

    var isValueProvider: Bool {
        if case .valueProvider = self { return true } else { return false }
    }
}

/// Hosted content attached through the player, kept to be attached again to the tree of
/// every later animation.
struct HostedContentAttachment {
    let content: Layer
    let keypath: AnimationKeypath
    let placement: LottieHostingPlacement
}

/// lottie-ios' dynamic-property API on the player itself (as on lottie-ios'
/// `LottieAnimationView` and `LottieAnimationLayer`), plus hosted content by keypath.
///
/// Unlike the same calls on `renderer`, what is set here belongs to the player: it is kept and
/// given again to the tree of every new `animation`, in the order it was set. A keypath the
/// current animation lacks is reported in `warnings` (the setting is kept for later
/// animations). See `LottieRenderer`'s methods of the same names for how each change acts on a
/// tree.
extension LottieAnimationLayer {
    /// Sets `valueProvider` on every property `keypath` matches whose values are of the
    /// provider's type (a `ColorValueProvider` on colours, a `PointValueProvider` on
    /// positions, ...), now and for every later `animation` (lottie-ios'
    /// `setValueProvider(_:keypath:)`). A provider set before for an equal keypath is
    /// replaced. When the current animation has no such property, a warning is added to
    /// `warnings`.
    public func setValueProvider<Provider: ValueProvider>(_ valueProvider: Provider, keypath: AnimationKeypath) {
        // lottie-ios keeps one provider per keypath; a later one for the same keypath wins.
        dynamicPropertySettings.removeAll { $0.isValueProvider && $0.keypath == keypath }
        dynamicPropertySettings.append(.valueProvider(valueProvider, keypath))
        apply(.valueProvider(valueProvider, keypath))
    }

    /// Removes the value provider set through the player for `keypath` (an equal keypath, not
    /// every keypath it matches) and puts the file's own values back on the properties it
    /// matches.
    public func removeValueProvider(for keypath: AnimationKeypath) {
        dynamicPropertySettings.removeAll { $0.isValueProvider && $0.keypath == keypath }
        renderer?.removeValueProvider(for: keypath)
    }

    /// The value of the first property `keypath` matches (lottie-ios'
    /// `getValue(for:atFrame:)`): at `atFrame` (a frame of the animation) from whatever
    /// provider it has, or without a frame the value shown now. `Color`, `Double`,
    /// `LottieVector3`, `LottieBezier`, or `[Double]` for gradient data; nil when nothing
    /// matches or there is no animation.
    public func getValue(for keypath: AnimationKeypath, atFrame: Double? = nil) -> Any? {
        renderer?.getValue(for: keypath, atFrame: atFrame)
    }

    /// The value the file itself gives the first property `keypath` matches at `atFrame` (the
    /// frame shown when nil), whatever provider is set (lottie-ios'
    /// `getOriginalValue(for:atFrame:)`). Nil when nothing matches or there is no animation.
    public func getOriginalValue(for keypath: AnimationKeypath, atFrame: Double? = nil) -> Any? {
        renderer?.getOriginalValue(for: keypath, atFrame: atFrame)
    }

    /// Prints every keypath of the current animation, one a line (lottie-ios'
    /// `logHierarchyKeypaths()`); prints nothing without an animation.
    public func logHierarchyKeypaths() {
        renderer?.logHierarchyKeypaths()
    }

    /// The value providers set through the player and not removed, by the keypath each was
    /// set for (lottie-ios' `valueProviders`): what every new `animation` is given.
    public var valueProviders: [AnimationKeypath: any ValueProvider] {
        var providers: [AnimationKeypath: any ValueProvider] = [:]
        for case .valueProvider(let provider, let keypath) in dynamicPropertySettings {
            providers[keypath] = provider
        }
        return providers
    }

    /// Every keypath of the current animation (layers, transforms, shape items, properties),
    /// in file order, in the escaped string form (lottie-ios' `allHierarchyKeypaths()`); empty
    /// without an animation.
    public func allHierarchyKeypaths() -> [String] {
        renderer?.allHierarchyKeypaths() ?? []
    }

    /// Brings the tree up to date at the frame of the clock's current time, placed in the
    /// current `bounds`, even when it shows that frame already (lottie-ios'
    /// `forceDisplayUpdate()`): after a change the tree cannot see, such as a provider given a
    /// new value or a closure provider whose inputs changed (see
    /// `LottieRenderer.forceDisplayUpdate()`). The next tick does the same by itself.
    public func forceDisplayUpdate() {
        // Forgetting the frame shown makes the update below run even for the same frame.
        renderer?.currentFrame = nil
        showFrame()
    }

    /// A point in this layer's coordinates converted into the own coordinate space of the
    /// first Lottie layer `keypath` matches (where content attached with
    /// `addHostedContent(_:toLayerAt:placement:)` lives), or into composition coordinates for a
    /// nil keypath (lottie-ios' `convert(_:toLayerAt:)`). The tree is first placed in the
    /// current `bounds` and brought to the frame of the clock's current time. Nil without an
    /// animation, when no layer matches, or when a transform on the way cannot be inverted.
    public func convert(_ point: Point, toLayerAt keypath: AnimationKeypath?) -> Point? {
        guard let renderer else { return nil }
        showFrame()
        return renderer.convert(point, from: self, toLayerAt: keypath)
    }

    /// A rectangle in this layer's coordinates converted as `convert(_:toLayerAt:)` converts
    /// a point: the bounding box of its converted corners.
    public func convert(_ rect: Rect, toLayerAt keypath: AnimationKeypath?) -> Rect? {
        guard let renderer else { return nil }
        showFrame()
        return renderer.convert(rect, from: self, toLayerAt: keypath)
    }

    /// Switches the shapes, groups, fills, strokes and modifiers `keypath` matches on or off,
    /// now and for every later `animation` (lottie-ios' `setNodeIsEnabled(isEnabled:keypath:)`);
    /// a switched-off item draws nothing. A switch set before for an equal keypath is
    /// replaced. When the current animation has no such item, a warning is added to
    /// `warnings`.
    public func setNodeIsEnabled(isEnabled: Bool, keypath: AnimationKeypath) {
        dynamicPropertySettings.removeAll { !$0.isValueProvider && $0.keypath == keypath }
        dynamicPropertySettings.append(.nodeIsEnabled(isEnabled, keypath))
        apply(.nodeIsEnabled(isEnabled, keypath))
    }

    /// Attaches `content` to the first Lottie layer `keypath` matches (see
    /// `LottieRenderer.addHostedContent(_:toLayerAt:placement:)`), now and in every later
    /// `animation`; attaching content already hosted moves it. Returns false when the current
    /// animation has no such layer (a warning is added to `warnings`; the content is attached
    /// once an animation has it).
    @discardableResult
    public func addHostedContent(_ content: Layer, toLayerAt keypath: AnimationKeypath,
                                 placement: LottieHostingPlacement = .above) -> Bool {
        hostedContentAttachments.removeAll { $0.content === content }
        let attachment = HostedContentAttachment(content: content, keypath: keypath, placement: placement)
        hostedContentAttachments.append(attachment)
        return attach(attachment)
    }

    /// Detaches hosted content attached through the player; it is not attached to later
    /// animations. Returns false when it was not attached through the player.
    @discardableResult
    public func removeHostedContent(_ content: Layer) -> Bool {
        guard hostedContentAttachments.contains(where: { $0.content === content }) else { return false }
        hostedContentAttachments.removeAll { $0.content === content }
        renderer?.removeHostedContent(content)
        return true
    }

    /// Gives a new tree everything set through the player, in the order it was set, and
    /// starts `warnings` afresh with what the new animation lacks.
    func reapplyDynamicProperties() {
        warnings = []
        reapplySlots()
        guard renderer != nil else { return }
        // The tree's values must jump to the providers' values, never animate towards them.
        Transaction.performWithoutActions {
            for setting in dynamicPropertySettings { apply(setting) }
            for attachment in hostedContentAttachments { attach(attachment) }
        }
    }

    private func apply(_ setting: DynamicPropertySetting) {
        guard let renderer else { return }
        switch setting {
        case .valueProvider(let provider, let keypath):
            if renderer.setValueProvider(provider, keypath: keypath) == 0 {
                warn(keypath, "value provider for '\(keypath.string)' (\(type(of: provider))) matches no property of its value type in this animation")
            }
        case .nodeIsEnabled(let isEnabled, let keypath):
            if renderer.setNodeIsEnabled(isEnabled, keypath: keypath) == 0 {
                warn(keypath, "setNodeIsEnabled(\(isEnabled)) for '\(keypath.string)' matches no shape item in this animation")
            }
        }
    }

    @discardableResult
    private func attach(_ attachment: HostedContentAttachment) -> Bool {
        guard let renderer else { return false }
        if renderer.addHostedContent(attachment.content, toLayerAt: attachment.keypath,
                                     placement: attachment.placement) {
            return true
        }
        // Not in this tree: it must not stay in the tree of an earlier animation either.
        renderer.removeHostedContent(attachment.content)
        attachment.content.removeFromSuperlayer()
        warn(attachment.keypath, "hosted content for '\(attachment.keypath.string)' matches no layer in this animation")
        return false
    }

    private func warn(_ keypath: AnimationKeypath, _ message: String) {
        let warning = LottieWarning(kind: .missingReference, path: keypath.string, message: message)
        warnings.append(warning)
        LottieLogger.current.warn(warning.description)
    }
}
