/// What an update will animate, collected from the components' hooks before anything is
/// mounted (ComponentKit's `CKComponentAnimations`), and checked so that the mount itself
/// cannot fail.
struct UpdatePlan {
    /// A requested animation with its target resolved in the new render.
    struct Planned {
        let animation: ComponentAnimation
        let targetIdentity: ComponentIdentity
        /// The node whose layer the animation goes to.
        let layerNode: Int
    }

    /// `animationsOnInitialMount` of the components that appear, in build order.
    private(set) var initial: [Planned] = []
    /// `animationsFromPreviousComponent` of the components that were re-rendered, in build order.
    private(set) var fromPrevious: [Planned] = []
    /// The bounds animation that applies to this update.
    private(set) var boundsAnimation: BoundsAnimation?
    /// The components that asked for a bounds animation, in build order; the last one won.
    private(set) var boundsRequesters: [String] = []

    /// Asks every component of `tree` for its animations, comparing with `previous`.
    ///
    /// Components are asked in build order — post-order, children before their parent — and
    /// the last one to return a bounds animation with a positive duration wins: an ancestor
    /// overrides its descendants, a later sibling an earlier one (ComponentKit leaves the choice
    /// undefined; its own construction order gives the same result).
    init(tree: ComponentTree, previous: ComponentTree?) throws {
        for index in tree.postOrder {
            let node = tree.nodes[index]
            let component = node.component
            if let previousIndex = previous?.index(of: node.identity), let previous {
                let old = previous.nodes[previousIndex].component
                guard old !== component else { continue }
                let animations = component.animationsFromPreviousComponent(old)
                let bounds = component.boundsAnimationFromPreviousComponent(old)
                try Self.checkScope(component, animations: animations, bounds: bounds)
                fromPrevious += try animations.map { try Self.resolve($0, in: tree, requestedBy: component) }
                if let bounds {
                    if let reason = bounds.invalidReason {
                        throw ComponentError.invalidBoundsAnimation(component: component.debugName, reason: reason)
                    }
                    if bounds.isAnimated {
                        boundsAnimation = bounds
                        boundsRequesters.append(component.debugName)
                    }
                }
            } else {
                let animations = component.animationsOnInitialMount()
                try Self.checkScope(component, animations: animations, bounds: nil)
                initial += try animations.map { try Self.resolve($0, in: tree, requestedBy: component) }
            }
        }
    }

    /// Every planned animation, in the order they are applied: initial, then from-previous.
    var animations: [Planned] { initial + fromPrevious }

    private static func checkScope(_ component: Component, animations: [ComponentAnimation], bounds: BoundsAnimation?) throws {
        guard component.scope == nil, !animations.isEmpty || bounds?.isAnimated == true else { return }
        throw ComponentError.animationsRequireScope(component: component.debugName)
    }

    private static func resolve(_ animation: ComponentAnimation, in tree: ComponentTree,
                                requestedBy component: Component) throws -> Planned {
        guard let target = tree.index(of: animation.target) else {
            throw ComponentError.animationTargetNotMounted(target: animation.target.debugName, requestedBy: component.debugName)
        }
        guard let layerNode = tree.layerNode(for: target) else {
            throw ComponentError.animationTargetHasNoLayer(target: animation.target.debugName, requestedBy: component.debugName)
        }
        return Planned(animation: animation, targetIdentity: tree.nodes[target].identity, layerNode: layerNode)
    }
}
