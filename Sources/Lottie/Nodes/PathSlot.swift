import Graphics

/// The output of a path-producing node as it flows through a shape group ("Path Output Node"
/// in `Documentation/NodeRenderSystem.md`): a path in the space of the group that holds the slot.
///
/// Modifiers (trim, round corners, ...) apply to every path above them in their group and in
/// nested groups above them, as After Effects and lottie-web do. A group exposes its slots to
/// its parent through *derived* slots in the parent's space; a modifier of the parent changes
/// the derived slot, and `pushDown()` carries the change back so that the nested group's own
/// fills and strokes draw the modified path too.
final class PathSlot {
    /// The path.
    var value = BezierPath()
    /// Set by modifiers that changed this slot in the current pass.
    var touchedByModifier = false
    /// For derived slots: the slot this one mirrors and the transform from the source's space
    /// into this slot's space.
    let source: PathSlot?
    let fromSource: AffineTransform

    init(source: PathSlot? = nil, fromSource: AffineTransform = .identity) {
        self.source = source
        self.fromSource = fromSource
    }

    /// A slot mirroring `source` through `transform`.
    static func derived(from source: PathSlot, transform: AffineTransform = .identity) -> PathSlot {
        PathSlot(source: source, fromSource: transform)
    }

    /// Refreshes a derived slot from its source through `transform` at the start of a pass.
    func pull(transform: AffineTransform) {
        guard let source else { return }
        value = source.value.applying(transform)
        touchedByModifier = false
    }

    /// Carries a modifier's change of this derived slot back to its source (and further down).
    func pushDown(transform: AffineTransform) {
        guard let source, touchedByModifier, let back = transform.inverted else { return }
        source.value = value.applying(back)
        source.touchedByModifier = true
    }
}
