import Graphics

/// The output of a path-producing node as it flows through a shape group ("Path Output Node"
/// in `Documentation/NodeRenderSystem.md`): a path in the space of the group that holds the slot.
///
/// Modifiers (trim, round corners, ...) apply to every path above them in their group and in
/// nested groups above them, as After Effects and lottie-web do. A group exposes its slots to
/// its parent through *derived* slots in the parent's space; a modifier of the parent changes
/// the derived slot, and `pushDown()` carries the change back so that the nested group's own
/// fills and strokes draw the modified path too.
///
/// Each pass starts every slot again (a generator's path, a pull from the source) and the
/// stages after that reshape it in place. `changed` tells the stages downstream whether the
/// slot may hold something else than at the same stage of the last pass: a stage whose inputs
/// all say no keeps its last output instead of recomputing it.
final class PathSlot {
    /// The path.
    var value = BezierPath()
    /// Set by modifiers that changed this slot in the current pass.
    var touchedByModifier = false
    /// Whether `value` or `touchedByModifier` may differ from what they were at the same point
    /// of the last pass (always, in the first pass). Set where the slot starts, raised by the
    /// stages that change it; read by the stages that read the slot.
    var changed = true
    /// For derived slots: the slot this one mirrors.
    let source: PathSlot?
    /// For derived slots: the source's path as last pulled into this slot's space, with the
    /// transform it was pulled through (nil: pulled as an empty path). Nil before the first
    /// pull and after `invalidate()`.
    private var pulled: (path: BezierPath, transform: AffineTransform?)?
    /// For derived slots: what the last `pushDown` wrote into the source and through which
    /// transform, or nil when it wrote nothing.
    private var pushed: (path: BezierPath, transform: AffineTransform)?

    init(source: PathSlot? = nil) {
        self.source = source
    }

    /// A slot mirroring `source`.
    static func derived(from source: PathSlot) -> PathSlot {
        PathSlot(source: source)
    }

    /// Starts the slot's pass at `path`, unmodified; `changed` says whether `path` differs
    /// from the last pass's start.
    func start(at path: BezierPath, changed: Bool) {
        value = path
        touchedByModifier = false
        self.changed = changed
    }

    /// Starts a derived slot's pass: the source's path through `transform`, or an empty path
    /// when `transform` is nil. The transform is applied again only when the source or the
    /// transform changed.
    func pull(transform: AffineTransform?) {
        guard let source else { return }
        if let pulled, pulled.transform == transform, transform == nil || !source.changed {
            start(at: pulled.path, changed: false)
            return
        }
        let path = transform.map { source.value.applying($0) } ?? BezierPath()
        pulled = (path, transform)
        start(at: path, changed: true)
    }

    /// Carries a modifier's change of this derived slot back to its source (and further down),
    /// and tells the source whether its final path differs from the last pass's.
    func pushDown(transform: AffineTransform) {
        guard let source else { return }
        guard touchedByModifier, let back = transform.inverted else {
            // The source keeps its own path: a change for it only if the last pass replaced it.
            if pushed != nil {
                source.changed = true
                pushed = nil
            }
            return
        }
        if let pushed, !changed, pushed.transform == transform {
            source.value = pushed.path
            source.changed = false
        } else {
            let path = value.applying(back)
            pushed = (path, transform)
            source.value = path
            source.changed = true
        }
        source.touchedByModifier = true
    }

    /// Forgets what was pulled, so that the next pass pulls again.
    func invalidate() {
        pulled = nil
        changed = true
    }
}
