import Graphics

/// A laid-out render, flattened for mounting: every component in pre-order with its identity,
/// its frame in the space of the layer it is drawn in, and its nearest layer-owning ancestor.
struct ComponentTree {
    struct Node {
        let component: Component
        /// The component as a layer component, when it has a layer.
        let layerComponent: LayerComponent?
        let identity: ComponentIdentity
        /// The frame in the coordinates of the layer the component is drawn in: the bounds of
        /// its nearest layer-owning ancestor, or the host's layer.
        let frame: Rect
        /// The nearest ancestor with a layer (nil: the host's layer).
        let layerParent: Int?
        var children: [Int] = []
    }

    /// The components in pre-order (a parent before its children, children in order).
    private(set) var nodes: [Node] = []
    /// The size of the root.
    let size: Size
    private var indexByIdentity: [ComponentIdentity: Int] = [:]
    private var indexByInstance: [ObjectIdentifier: Int] = [:]

    /// Flattens `layout`, checking that identities are unique and no component object is used
    /// twice.
    init(layout: ComponentLayout) throws {
        size = layout.size
        _ = try add(layout, origin: .zero, position: 0, parentIdentity: .root, scopedIdentity: .root, layerParent: nil)
    }

    private mutating func add(_ layout: ComponentLayout, origin: Point, position: Int, parentIdentity: ComponentIdentity,
                              scopedIdentity: ComponentIdentity, layerParent: Int?) throws -> Int {
        let component = layout.component
        let identity = (component.scope != nil ? scopedIdentity : parentIdentity).appending(component, position: position)
        guard indexByIdentity[identity] == nil else { throw ComponentError.duplicateIdentity(identity.description) }
        guard indexByInstance[ObjectIdentifier(component)] == nil else {
            throw ComponentError.componentMountedTwice(component.debugName)
        }
        let index = nodes.count
        let layerComponent = component as? LayerComponent
        nodes.append(Node(component: component, layerComponent: layerComponent, identity: identity,
                          frame: Rect(origin: origin, size: layout.size), layerParent: layerParent))
        indexByIdentity[identity] = index
        indexByInstance[ObjectIdentifier(component)] = index
        // A layer's children are placed in its bounds; other components pass their offset on.
        let childOffset = layerComponent != nil ? Point.zero : origin
        for (position, placed) in layout.children.enumerated() {
            let child = try add(placed.layout,
                                origin: Point(x: childOffset.x + placed.origin.x, y: childOffset.y + placed.origin.y),
                                position: position, parentIdentity: identity,
                                scopedIdentity: component.scope != nil ? identity : scopedIdentity,
                                layerParent: layerComponent != nil ? index : layerParent)
            nodes[index].children.append(child)
        }
        return index
    }

    /// The node with `identity`.
    func index(of identity: ComponentIdentity) -> Int? { indexByIdentity[identity] }

    /// The node of the component object `component`.
    func index(of component: Component) -> Int? { indexByInstance[ObjectIdentifier(component)] }

    /// The node whose layer shows `index`: itself when it has a layer, a composite's child's
    /// (recursively); nil for components without a layer.
    func layerNode(for index: Int) -> Int? {
        let node = nodes[index]
        if node.layerComponent != nil { return index }
        guard node.component is CompositeComponent, let child = node.children.first else { return nil }
        return layerNode(for: child)
    }

    /// The layer-owning nodes and their components, in pre-order.
    var layerNodes: [(index: Int, component: LayerComponent)] {
        nodes.indices.compactMap { index in nodes[index].layerComponent.map { (index, $0) } }
    }

    /// The node indices in post-order: children before their parent, siblings in order — the
    /// order in which the component objects were built.
    var postOrder: [Int] {
        var order: [Int] = []
        order.reserveCapacity(nodes.count)
        func visit(_ index: Int) {
            for child in nodes[index].children { visit(child) }
            order.append(index)
        }
        if !nodes.isEmpty { visit(0) }
        return order
    }
}
