import Graphics
import Layers

/// A group of shape items (`gr`, and the root list of a shape layer): the node tree of
/// `Documentation/NodeRenderSystem.md` for one group, with its container layer.
///
/// Paths flow down the item list: each path generator adds a slot, nested groups add derived
/// slots, modifiers reshape every slot above them, and each style paints every slot above it.
/// Items earlier in the list draw on top, so the container's sublayers are in reverse item
/// order.
final class ShapeGroupNode: AnimatorNode {
    /// One compiled item, in list order.
    enum Entry {
        case path(PathGeneratorNode)
        case style(StyleNode)
        case modifier(ModifierNode, affected: [PathSlot])
        case group(ShapeGroupNode, derived: [PathSlot])
        case repeater(RepeaterNode)
    }

    let keypathName: String
    /// Empty: a group's transform is a node of its own. Groups are left out of the property
    /// pass, so the map is made only if a keypath search asks for it.
    private(set) lazy var propertyMap = NodePropertyMap([])
    var hasLocalUpdates = true
    var isEnabled = true

    /// The compiled items, in list order.
    let entries: [Entry]
    /// The group's transform (`tr`), if it has one.
    let transform: TransformNode?
    /// Every path of the group (own and nested), in the group's space, in list order.
    let slots: [PathSlot]
    /// The layer holding the group's render layers and nested groups' containers.
    let containerLayer = Layer()
    /// Every animator node in the subtree, for the property pass (empty in nested groups:
    /// their nodes are in the root group's list).
    private(set) var allNodes: [any AnimatorNode] = []
    /// How many copies the repeaters of the subtree make, a copy inside a copy counting once
    /// more (0 without repeaters): what one more repeater around the group multiplies.
    let repeatedCopies: Int

    /// Builds the node tree for `items`. `depth` guards against absurd nesting; repeaters take
    /// their copies from `budget`, and styles check their work against its limits.
    convenience init(name: String, items: [LottieShapeItem], transform model: LottieTransform?, depth: Int = 0,
                     budget: RenderBudget = RenderBudget()) {
        var nodes: [any AnimatorNode] = []
        self.init(name: name, items: items, transform: model, depth: depth, budget: budget, collecting: &nodes)
        allNodes = nodes
    }

    /// Builds the node tree, appending the subtree's animator nodes to `nodes`: one array for
    /// the whole tree, rather than one per group copied into every enclosing group.
    private init(name: String, items: [LottieShapeItem], transform model: borrowing LottieTransform?, depth: Int,
                 budget: RenderBudget, collecting nodes: inout [any AnimatorNode]) {
        keypathName = name
        transform = model.map { TransformNode($0) }
        if let transform { nodes.append(transform) }
        // Filtering copies every item; most lists hide nothing.
        let shown = items.contains { $0.isHidden } ? items.filter { !$0.isHidden } : items
        // Compiled into local arrays and stored once: appending to the group's own stored
        // arrays item by item would check exclusive access at every step.
        var compiled = Compilation(capacity: shown.count, budget: budget)
        compiled.compile(shown, depth: depth, nodes: &nodes)
        entries = compiled.entries
        slots = compiled.slots
        repeatedCopies = compiled.repeatedCopies
        containerLayer.name = name
        containerLayer.anchorPoint = .zero
        for layer in compiled.layers.reversed() { containerLayer.addSublayer(layer) }
    }

    /// What compiling a group's items collects.
    private struct Compilation {
        var entries: [Entry] = []
        var slots: [PathSlot] = []
        /// The render layers and nested groups' containers, in list order (the container holds
        /// them reversed).
        var layers: [Layer] = []
        /// The group's `repeatedCopies` so far.
        var repeatedCopies = 0
        let budget: RenderBudget

        init(capacity: Int, budget: RenderBudget) {
            self.budget = budget
            entries.reserveCapacity(capacity)
            layers.reserveCapacity(capacity)
        }

        mutating func compile(_ items: [LottieShapeItem], depth: Int, nodes: inout [any AnimatorNode]) {
            let firstOwnNode = nodes.count
            // Items by index, not `for item in items`: only the content each case needs is
            // copied out, not every item.
            for index in items.indices {
                let name = items[index].name
                switch items[index].content {
                case .group(let g):
                    guard depth < 64 else { continue }
                    let child = ShapeGroupNode(name: name, items: g.items, transform: g.transform, depth: depth + 1,
                                               budget: budget, collecting: &nodes)
                    repeatedCopies = repeatedCopies.addingClamped(child.repeatedCopies)
                    let derived = child.slots.map { PathSlot.derived(from: $0) }
                    slots += derived
                    entries.append(.group(child, derived: derived))
                    layers.append(child.containerLayer)
                case .rectangle(let m): addPath(RectangleNode(m, name: name), to: &nodes)
                case .ellipse(let m): addPath(EllipseNode(m, name: name), to: &nodes)
                case .polystar(let m): addPath(PolystarNode(m, name: name), to: &nodes)
                case .path(let m): addPath(BezierPathNode(m, name: name), to: &nodes)
                case .fill(let m): addStyle(FillNode(m, name: name), to: &nodes)
                case .stroke(let m): addStyle(StrokeNode(m, name: name), to: &nodes)
                case .gradientFill(let m): addStyle(GradientFillNode(m, name: name), to: &nodes)
                case .gradientStroke(let m): addStyle(GradientStrokeNode(m, name: name), to: &nodes)
                case .trim(let m): addModifier(TrimNode(m, name: name), to: &nodes)
                case .repeater(let m):
                    // Everything above the repeater becomes its template, drawn once per copy.
                    let template = ShapeGroupNode(name: name, items: Array(items[..<index]), transform: nil,
                                                  depth: depth + 1, budget: budget)
                    let repeater = RepeaterNode(m, name: name, template: template, budget: budget)
                    let (product, overflow) = repeater.maxCopiesBuilt.multipliedReportingOverflow(
                        by: max(1, template.repeatedCopies))
                    repeatedCopies = overflow ? .max : product
                    entries = [.repeater(repeater)]
                    slots = repeater.copySlots
                    nodes.replaceSubrange(firstOwnNode..., with: [repeater] + template.allNodes)
                    layers = [repeater.layer]
                case .transform, .noStyle, .unsupported:
                    break
                default:
                    if let modifier = ShapeModifierFactory.makeNode(for: items[index]) {
                        addModifier(modifier, to: &nodes)
                    }
                }
            }
        }

        private mutating func addPath(_ node: PathGeneratorNode, to nodes: inout [any AnimatorNode]) {
            slots.append(node.slot)
            entries.append(.path(node))
            nodes.append(node)
        }

        private mutating func addStyle(_ node: StyleNode, to nodes: inout [any AnimatorNode]) {
            node.targets = slots
            node.budget = budget
            entries.append(.style(node))
            nodes.append(node)
            layers.append(node.renderLayer)
        }

        private mutating func addModifier(_ node: ModifierNode, to nodes: inout [any AnimatorNode]) {
            node.budget = budget
            entries.append(.modifier(node, affected: slots))
            nodes.append(node)
            if let replacement = node.replacementSlots { slots = replacement }
        }
    }

    /// Pass 2a, bottom-up: paths regenerated where needed, nested groups computed and pulled
    /// into this group's space, modifiers applied in list order. Each stage redoes its work
    /// only when its own properties or the slots it reads changed (`PathSlot.changed`), and
    /// otherwise keeps its last output.
    func computePaths(frame: Double, statistics: RenderStatistics? = nil) {
        if let transform, transform.hasLocalUpdates || !matrixIsCurrent {
            matrix = transform.matrix()
            matrixIsCurrent = true
        }
        for entry in entries {
            switch entry {
            case .path(let node): node.rebuildOutput(statistics: statistics)
            case .group(let child, let derived):
                child.computePaths(frame: frame, statistics: statistics)
                // A disabled group gives its parent's styles nothing to paint. The group's
                // paths stay in its own space: a change of its transform alone re-pulls them
                // here but regenerates and re-modifies nothing inside it.
                let m = child.isEnabled ? child.matrix : nil
                for slot in derived { slot.pull(transform: m) }
            case .modifier(let node, let affected): node.update(affected, statistics: statistics)
            case .repeater(let repeater): repeater.computePaths(frame: frame, statistics: statistics)
            case .style: break
            }
        }
    }

    /// Pass 2b, top-down: changes that this group's modifiers made to nested groups' paths are
    /// carried back into the nested groups.
    func pushModificationsDown() {
        for entry in entries {
            guard case .group(let child, let derived) = entry else { continue }
            for slot in derived { slot.pushDown(transform: child.matrix) }
            child.pushModificationsDown()
        }
    }

    /// Pass 2c: container geometry and render layers: styles rebuild only where a property or
    /// a painted slot changed, and their redraws are counted in `statistics`. Returns whether
    /// anything the container draws changed (a drawing, or a container's geometry or
    /// visibility), which a repeater drawing the group as its template must redraw for.
    @discardableResult
    func updateLayers(statistics: RenderStatistics? = nil) -> Bool {
        var changed = false
        if containerLayer.isHidden == isEnabled {
            containerLayer.isHidden = !isEnabled
            changed = true
        }
        if let transform {
            // Only real changes reach the layer: its setters do key-path work even for equal values.
            let matrix = Transform3D(affine: matrix), opacity = transform.opacityFraction
            if containerLayer.transform != matrix {
                containerLayer.transform = matrix
                changed = true
            }
            if containerLayer.opacity != opacity {
                containerLayer.opacity = opacity
                changed = true
            }
        }
        for entry in entries {
            switch entry {
            case .style(let node):
                if node.update(statistics: statistics) {
                    statistics?.layersRedrawn += 1
                    changed = true
                }
            case .group(let child, _): if child.updateLayers(statistics: statistics) { changed = true }
            case .repeater(let repeater): if repeater.updateLayers(statistics: statistics) { changed = true }
            case .path, .modifier: break
            }
        }
        return changed
    }

    /// Makes the next pass rebuild every output of the subtree (after a node was switched on or
    /// off, which no property change reports).
    func invalidateOutputs() {
        matrixIsCurrent = false
        for entry in entries {
            switch entry {
            case .path(let node): node.invalidate()
            case .style(let node): node.invalidate()
            case .modifier(let node, _): node.invalidate()
            case .group(let child, let derived):
                child.invalidateOutputs()
                for slot in derived { slot.invalidate() }
            case .repeater(let repeater): repeater.invalidateOutputs()
            }
        }
    }

    /// The group's transform into its parent's space, as of the last `computePaths`.
    private(set) var matrix = AffineTransform.identity
    /// Whether `matrix` was computed since the group was made or last invalidated.
    private var matrixIsCurrent = false
}
