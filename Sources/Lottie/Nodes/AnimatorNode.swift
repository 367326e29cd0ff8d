/// A node of a shape layer's node tree ("Animator Node" in `Documentation/NodeRenderSystem.md`): a model item's animatable
/// properties, updated each frame, from which the node builds its output.
///
/// Updates run in two passes: first every node pulls new property values (only properties
/// whose provider reports an update do any work), then outputs are rebuilt only where a
/// property changed, and only render layers whose output changed are redrawn.
///
/// Node initialisers borrow their model item: initialisers take parameters owned, and a copy
/// of an item retains and releases each of its properties.
protocol AnimatorNode: AnyObject {
    /// The name keypaths use for this node (the item's `nm`).
    var keypathName: String { get }
    /// The node's properties.
    var propertyMap: NodePropertyMap { get }
    /// Set by `updateProperties(frame:)` when a property changed this frame.
    var hasLocalUpdates: Bool { get set }
    /// Disabled nodes draw nothing (dynamic `setNodeIsEnabled`).
    var isEnabled: Bool { get set }
}

extension AnimatorNode {
    /// Pass 1 for this node: pulls new property values. Returns whether any changed.
    @discardableResult
    func updateProperties(frame: Double, statistics: RenderStatistics) -> Bool {
        hasLocalUpdates = propertyMap.update(frame: frame)
        if hasLocalUpdates { statistics.nodesUpdated += 1 }
        return hasLocalUpdates
    }
}
