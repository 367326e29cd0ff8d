import Graphics
import Layers

/// Mounts the components a render function makes from a model onto a layer tree, and keeps it
/// in step with new models (ComponentKit's component host): each `update(_:)` renders, lays
/// out, diffs against the mounted render by identity, reuses, creates and removes layers, and
/// runs the animations the components ask for.
///
/// ```swift
/// let host = ComponentHost(sizeRange: .width(240), clock: clock) { (feed: FeedModel) in
///     FeedComponent(feed)
/// }
/// rootLayer.addSublayer(host.layer)
/// try host.update(feed)                       // initial mount
/// try host.update(feed.expanding(article: 1)) // animated update
/// ```
///
/// Time comes from `clock` (a `ManualClock` in tests and offline rendering, a `DisplayLink`
/// on screen): animations start at its current time, and on each of its frames the host
/// delivers the events of its layers' animations, which ends and cleans up the finished ones.
/// A host is a reference type used from one thread at a time (the clock's).
public final class ComponentHost<Model> {
    /// The layer the render is mounted in. Its top-left corner stays where you put it (its
    /// anchor point is the top-left corner) and its size follows the root component's.
    public let layer: Layer
    /// The clock that decides "now" and delivers the animation events.
    public let clock: any FrameClock
    /// The sizes the root component may take (used from the next update on).
    public var sizeRange: SizeRange

    private let render: (Model) -> Component
    private var tree: ComponentTree?
    private var mounted: [ComponentIdentity: MountedLayer] = [:]
    private var applied: [AppliedAnimation] = []
    private var frameHandler: FrameHandlerToken?
    private var animationCount = 0

    /// A host laying its root out in `sizeRange`, animating on `clock`, rendering models with
    /// `render`. Nothing is mounted until the first `update(_:)`.
    public init(sizeRange: SizeRange, clock: any FrameClock, render: @escaping (Model) -> Component) {
        layer = Layer()
        layer.name = "component host"
        layer.anchorPoint = .zero
        self.clock = clock
        self.sizeRange = sizeRange
        self.render = render
        frameHandler = clock.addFrameHandler { [weak self] tick in self?.advance(to: tick.timestamp) }
    }

    deinit {
        if let frameHandler { clock.removeFrameHandler(frameHandler) }
    }

    /// The root component of the mounted render.
    public var root: Component? { tree?.nodes.first?.component }

    /// How many component animations are applied and not yet cleaned up.
    public var activeAnimationCount: Int { applied.filter { !$0.isCleanedUp }.count }

    /// The layer that shows `component` (its own, or for a composite its child's), when it is
    /// part of the mounted render.
    public func mountedLayer(for component: Component) -> Layer? {
        guard let tree, let index = tree.index(of: component) else { return nil }
        return mountedLayer(ofNode: index, in: tree)
    }

    /// The layer that shows the first component (in pre-order) with scope `scope`.
    public func mountedLayer(scope: ComponentScope) -> Layer? {
        guard let tree, let index = tree.nodes.firstIndex(where: { $0.component.scope == scope }) else { return nil }
        return mountedLayer(ofNode: index, in: tree)
    }

    private func mountedLayer(ofNode index: Int, in tree: ComponentTree) -> Layer? {
        tree.layerNode(for: index).flatMap { mounted[tree.nodes[$0].identity]?.layer }
    }

    /// Renders `model` and mounts the result, animating as the components ask.
    ///
    /// The order is ComponentKit's: collect the animations (initial for new identities,
    /// from-previous for re-rendered ones, one bounds animation) and check them; capture what
    /// the old render shows (custom animations' `willRemount`, the start of value-less
    /// animations, every layer's frame on screen); clean up the animations of targets that go
    /// away and of layers about to serve another component; mount with implicit animations
    /// off; animate the frame changes; apply the animations, each under a key of its own.
    ///
    /// One bounds animation applies per update. When several components return one (with a
    /// positive duration), the last one asked wins: components are asked in build order,
    /// children before their parent and siblings in order, so an ancestor overrides its
    /// descendants and a later sibling an earlier one. `UpdateReport.boundsAnimationRequesters`
    /// lists them all.
    ///
    /// An update while animations run is predictable: a frame that changes again animates from
    /// where it is on screen to the new frame with the new bounds animation (or jumps there,
    /// ending the running one, when this update has none); component animations already
    /// running go on until they end, and new ones are added on top (the newest wins for the
    /// properties it animates; a value-less one starts from the value on screen).
    ///
    /// - Returns: what the update did.
    /// - Throws: `ComponentError` for an invalid size range or layout, duplicate identities,
    ///   animations without a scope, or targets without a layer. Nothing changes then.
    @discardableResult
    public func update(_ model: Model) throws -> UpdateReport {
        let root = render(model)
        return try MediaTime.withClock(clock) { try mount(root) }
    }

    private func mount(_ root: Component) throws -> UpdateReport {
        guard sizeRange.isValid else { throw ComponentError.invalidSizeRange(sizeRange) }
        let newTree = try ComponentTree(layout: ComponentLayout(root, in: sizeRange))
        let plan = try UpdatePlan(tree: newTree, previous: tree)
        let now = MediaTime.now()

        // The old render is still mounted: capture what it shows.
        let prepared = plan.animations.map { prepare($0, now: now) }
        let framesBefore = framesOnScreen(now: now)

        let assignment = LayerAssignment(tree: newTree, previousTree: tree, mounted: mounted)
        var report = UpdateReport()
        report.cleanedUpAnimations = cleanUpAnimations(notIn: newTree, assignment: assignment)
        Transaction.begin()
        Transaction.disableActions = true
        place(newTree, assignment: assignment, report: &report)
        Transaction.commit()

        tree = newTree
        mounted = Dictionary(uniqueKeysWithValues: assignment.entries.map {
            (newTree.nodes[$0.node].identity, MountedLayer(layer: $0.layer, component: $0.component))
        })
        let keptLayers = assignment.entries.filter { $0.origin == .kept }.map(\.layer)
        report.animatedFrames = animateFrameChanges(of: [layer] + keptLayers, before: framesBefore,
                                                    with: plan.boundsAnimation, now: now)
        report.boundsAnimation = plan.boundsAnimation
        report.boundsAnimationRequesters = plan.boundsRequesters

        for (planned, start) in zip(plan.animations, prepared) {
            guard let target = assignment.layerByNode[planned.layerNode] else { continue }
            apply(start, of: planned, to: target, now: now)
        }
        report.initialAnimations = plan.initial.count
        report.animationsFromPrevious = plan.fromPrevious.count
        return report
    }

    // MARK: Before the mount

    /// A planned animation after its "will remount" step.
    private enum PreparedAnimation {
        case layer(any LayerAnimation)
        case custom((_ layer: Layer, _ finish: @escaping () -> Void) -> () -> Void)
    }

    /// Runs the part of an animation that needs the old render: the start of value-less
    /// animations, a custom animation's `willRemount`.
    private func prepare(_ planned: UpdatePlan.Planned, now: Double) -> PreparedAnimation {
        let previousLayer = tree.flatMap { tree in
            tree.index(of: planned.targetIdentity).flatMap { mountedLayer(ofNode: $0, in: tree) }
        }
        switch planned.animation.effect {
        case let .layer(animation):
            guard let previousLayer else { return .layer(animation) }
            return .layer(startingChangeAnimations(animation, from: previousLayer.presentation(at: now)))
        case let .custom(custom):
            return .custom(custom.willRemount(previousLayer))
        }
    }

    /// Where a layer was before the mount: its model frame, its frame on screen, its parent.
    private struct FrameBefore {
        let position: Point
        let bounds: Rect
        let shownPosition: Point
        let shownBounds: Rect
        let superlayer: Layer?
    }

    private func framesOnScreen(now: Double) -> [ObjectIdentifier: FrameBefore] {
        var frames: [ObjectIdentifier: FrameBefore] = [:]
        for layer in [layer] + mounted.values.map(\.layer) {
            let shown = layer.hasAnimations ? layer.presentation(at: now) : layer
            frames[ObjectIdentifier(layer)] = FrameBefore(position: layer.position, bounds: layer.bounds,
                                                          shownPosition: shown.position, shownBounds: shown.bounds,
                                                          superlayer: layer.superlayer)
        }
        return frames
    }

    /// Cleans up the applied animations whose target is not in `newTree` or whose layer will
    /// not show the target any more, then clears every animation off the layers that are
    /// recycled or removed. Returns how many component animations were cleaned up.
    private func cleanUpAnimations(notIn newTree: ComponentTree, assignment: LayerAssignment) -> Int {
        var count = 0
        for entry in applied where !entry.isCleanedUp {
            let layer = newTree.index(of: entry.target)
                .flatMap { newTree.layerNode(for: $0) }
                .flatMap { assignment.layerByNode[$0] }
            if layer !== entry.layer {
                entry.end()
                count += 1
            }
        }
        applied.removeAll { $0.isCleanedUp }
        for entry in assignment.entries where entry.origin == .recycled { entry.layer.removeAllAnimations() }
        for layer in assignment.unused { layer.removeAllAnimations() }
        return count
    }

    // MARK: The mount

    /// Configures every layer and puts it in place under its parent, in render order; removes
    /// the unused ones. Runs with implicit animations off.
    private func place(_ tree: ComponentTree, assignment: LayerAssignment, report: inout UpdateReport) {
        for layer in assignment.unused { layer.removeFromSuperlayer() }
        report.removedLayers = assignment.unused.count
        var parents: [Layer] = []
        var childrenByParent: [ObjectIdentifier: [Layer]] = [:]
        for entry in assignment.entries {
            let node = tree.nodes[entry.node]
            switch entry.origin {
            case .kept: report.keptLayers += 1
            case .recycled: report.recycledLayers += 1
            case .created: report.createdLayers += 1
            }
            let previous = entry.origin == .kept ? mounted[node.identity]?.component.attributes : nil
            let layer = entry.layer
            layer.name = node.identity.description
            entry.component.attributes.apply(to: layer, previous: previous)
            layer.anchorPoint = Point(x: 0.5, y: 0.5)
            layer.bounds = Rect(origin: .zero, size: node.frame.size)
            layer.position = node.frame.center
            entry.component.configure(layer, size: node.frame.size)
            let parent = node.layerParent.flatMap { assignment.layerByNode[$0] } ?? self.layer
            if childrenByParent[ObjectIdentifier(parent)] == nil { parents.append(parent) }
            childrenByParent[ObjectIdentifier(parent), default: []].append(layer)
        }
        for parent in parents {
            for (index, child) in (childrenByParent[ObjectIdentifier(parent)] ?? []).enumerated()
            where index >= parent.sublayers.count || parent.sublayers[index] !== child {
                parent.insertSublayer(child, at: index)
            }
        }
        layer.bounds = Rect(origin: .zero, size: tree.size)
    }

    /// Animates the frame changes of the layers that kept their component (and the host's
    /// layer) with the update's bounds animation, from where each is on screen; without one,
    /// ends their running frame animations so they jump. Returns how many layers animate.
    private func animateFrameChanges(of layers: [Layer], before: [ObjectIdentifier: FrameBefore],
                                     with boundsAnimation: BoundsAnimation?, now: Double) -> Int {
        var animated = 0
        for layer in layers {
            guard let old = before[ObjectIdentifier(layer)], old.position != layer.position || old.bounds != layer.bounds else {
                continue
            }
            guard let boundsAnimation, old.superlayer === layer.superlayer else {
                layer.removeAnimation(forKey: BoundsAnimation.positionKey)
                layer.removeAnimation(forKey: BoundsAnimation.boundsKey)
                continue
            }
            let localNow = layer.convertTime(now, from: nil)
            var moves = false
            if old.shownPosition != layer.position {
                add(boundsAnimation.animation(of: .position, from: old.shownPosition, now: localNow),
                    to: layer, forKey: BoundsAnimation.positionKey)
                moves = true
            }
            if old.shownBounds != layer.bounds {
                add(boundsAnimation.animation(of: .bounds, from: old.shownBounds, now: localNow),
                    to: layer, forKey: BoundsAnimation.boundsKey)
                moves = true
            }
            if moves { animated += 1 }
        }
        return animated
    }

    // MARK: After the mount

    /// Applies one component animation to its target's new layer and tracks it until cleanup.
    private func apply(_ prepared: PreparedAnimation, of planned: UpdatePlan.Planned, to target: Layer, now: Double) {
        let entry = AppliedAnimation(target: planned.targetIdentity, layer: target, completion: planned.animation.completion)
        applied.append(entry)
        switch prepared {
        case let .layer(animation):
            var copy = animation
            if copy.beginTime != 0 { copy.beginTime += target.convertTime(now, from: nil) }
            let key = "components.animation.\(animationCount)"
            animationCount += 1
            entry.didApply { [weak target] in target?.removeAnimation(forKey: key) }
            add(copy, to: target, forKey: key) { [weak entry] in entry?.end() }
        case let .custom(didRemount):
            entry.didApply(cleanup: didRemount(target) { [weak entry] in entry?.end() })
        }
    }

    /// Adds `animation` in a transaction of its own, so that the caller's transaction settings
    /// cannot leak into it: a zero duration means 0.25 s, a nil timing function linear.
    private func add(_ animation: any LayerAnimation, to layer: Layer, forKey key: String,
                     completion: (() -> Void)? = nil) {
        Transaction.begin()
        defer { Transaction.commit() }
        Transaction.animationDuration = MediaTiming.defaultDuration
        Transaction.animationTimingFunction = animation.timingFunction ?? .linear
        Transaction.completionBlock = completion
        layer.add(animation, forKey: key)
    }

    /// Delivers the animation events due at `time`, which ends (and cleans up) the finished
    /// component animations.
    private func advance(to time: Double) {
        MediaTime.withClock(clock) { layer.advanceAnimations(to: time) }
        applied.removeAll { $0.isCleanedUp }
    }
}
