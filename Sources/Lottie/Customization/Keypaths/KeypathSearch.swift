/// Something a keypath can name in a renderer's tree.
enum KeypathTarget {
    /// A Lottie layer (root, or inside a precomp).
    case layer(CompositionLayer)
    /// A transform, shape group, shape, style or modifier.
    case node(any AnimatorNode)
    /// An animatable property.
    case property(any AnyNodeProperty)
}

/// One thing a keypath matched, with where it sits.
struct KeypathMatch {
    /// The concrete names leading to it, outermost first.
    let names: [String]
    let target: KeypathTarget
    /// The layer the target is, or belongs to.
    let layer: CompositionLayer
    /// The precomp layers containing `layer`, outermost first: their time mapping turns a
    /// composition frame into the frame the target's properties run on.
    let precomps: [PrecompCompositionLayer]

    /// The concrete keypath.
    var keypath: AnimationKeypath { AnimationKeypath(keys: names) }

    /// The frame the target's properties run on at a frame of the root composition.
    func localFrame(atCompositionFrame frame: Double) -> Double {
        precomps.reduce(frame) { $1.childFrame(at: $0) }
    }
}

/// Finds what a keypath names in a tree of composition layers. Names follow After Effects:
/// layer names, then `Transform` and its properties, the shape items and their properties
/// (a repeater's template items stay siblings of the repeater, as in the file), for a text
/// layer its animators (`Animator 1.Fill Color`), or for a precomp layer the layers inside
/// it. Branches that can no longer match are not walked.
struct KeypathSearch {
    private(set) var matches: [KeypathMatch] = []
    private var precomps: [PrecompCompositionLayer] = []

    /// Everything `keypath` matches under `group`, in file order (a layer before its contents).
    static func matches(of keypath: AnimationKeypath, in group: CompositionLayerGroup) -> [KeypathMatch] {
        var search = KeypathSearch()
        search.walk(group, names: [], state: KeypathMatchState(keypath))
        return search.matches
    }

    /// Every named thing under `group` (what `**` matches).
    static func everything(in group: CompositionLayerGroup) -> [KeypathMatch] {
        matches(of: AnimationKeypath(keys: ["**"]), in: group)
    }

    private mutating func walk(_ group: CompositionLayerGroup, names: [String], state: KeypathMatchState) {
        for layer in group.layers {
            let name = layer.model.name
            let next = state.advanced(by: name)
            guard !next.isDead else { continue }
            let path = names + [name]
            if next.isComplete { record(path, .layer(layer), in: layer) }
            walk(node: layer.transformNode, names: path, state: next, in: layer)
            if let shapes = layer as? ShapeCompositionLayer {
                walk(items: shapes.root, names: path, state: next, in: layer)
            } else if let precomp = layer as? PrecompCompositionLayer {
                precomps.append(precomp)
                walk(precomp.children, names: path, state: next)
                precomps.removeLast()
            } else if let text = layer as? TextCompositionLayer {
                for animator in text.animators { walk(node: animator, names: path, state: next, in: layer) }
            }
        }
    }

    /// The items of a shape group, in list order.
    private mutating func walk(items group: ShapeGroupNode, names: [String], state: KeypathMatchState, in layer: CompositionLayer) {
        for entry in group.entries {
            switch entry {
            case .path(let node): walk(node: node, names: names, state: state, in: layer)
            case .style(let node): walk(node: node, names: names, state: state, in: layer)
            case .modifier(let node, _): walk(node: node, names: names, state: state, in: layer)
            case .group(let child, _):
                let next = state.advanced(by: child.keypathName)
                guard !next.isDead else { continue }
                let path = names + [child.keypathName]
                if next.isComplete { record(path, .node(child), in: layer) }
                if let transform = child.transform { walk(node: transform, names: path, state: next, in: layer) }
                walk(items: child, names: path, state: next, in: layer)
            case .repeater(let repeater):
                walk(items: repeater.template, names: names, state: state, in: layer)
                walk(node: repeater, names: names, state: state, in: layer)
            }
        }
    }

    /// A node and its properties.
    private mutating func walk(node: any AnimatorNode, names: [String], state: KeypathMatchState, in layer: CompositionLayer) {
        let next = state.advanced(by: node.keypathName)
        guard !next.isDead else { return }
        let path = names + [node.keypathName]
        if next.isComplete { record(path, .node(node), in: layer) }
        for (name, property) in node.propertyMap.orderedProperties where next.advanced(by: name).isComplete {
            record(path + [name], .property(property), in: layer)
        }
    }

    private mutating func record(_ names: [String], _ target: KeypathTarget, in layer: CompositionLayer) {
        matches.append(KeypathMatch(names: names, target: target, layer: layer, precomps: precomps))
    }
}

extension NodePropertyMap {
    /// The properties with their keypath names, in the map's fixed order.
    var orderedProperties: [(name: String, property: any AnyNodeProperty)] {
        properties.compactMap { property in
            keypathProperties.first { $0.value === property }.map { ($0.key, property) }
        }
    }
}
