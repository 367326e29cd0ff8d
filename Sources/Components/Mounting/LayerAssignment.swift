import Layers

/// A layer mounted for a layer component, and the component it was configured for.
struct MountedLayer {
    let layer: Layer
    let component: LayerComponent
}

/// Which layer each layer component of a new render gets (ComponentKit's view reuse): the one
/// its identity had, when it is of the same kind; else one left over by a component that went
/// away, of the same kind; else a new one. Deciding changes nothing on screen.
struct LayerAssignment {
    enum Origin {
        case kept, recycled, created
    }

    /// A layer component of the new tree and its layer.
    struct Entry {
        let node: Int
        let component: LayerComponent
        let layer: Layer
        let origin: Origin
    }

    /// The layer components of the new tree with their layers, in pre-order.
    private(set) var entries: [Entry] = []
    /// The layer of each layer-owning node of the new tree.
    private(set) var layerByNode: [Int: Layer] = [:]
    /// Layers of the old render that no component uses any more.
    private(set) var unused: [Layer] = []

    init(tree: ComponentTree, previousTree: ComponentTree?, mounted: [ComponentIdentity: MountedLayer]) {
        let layerNodes = tree.layerNodes
        var kept: [Int: Layer] = [:]
        var keptIdentities: Set<ComponentIdentity> = []
        for (index, component) in layerNodes {
            let identity = tree.nodes[index].identity
            if let old = mounted[identity], old.component.kind == component.kind {
                kept[index] = old.layer
                keptIdentities.insert(identity)
            }
        }
        // Released layers, grouped by kind in the old tree's order so reuse is deterministic.
        var released: [LayerKind: [Layer]] = [:]
        if let previousTree {
            for (index, _) in previousTree.layerNodes {
                let identity = previousTree.nodes[index].identity
                guard !keptIdentities.contains(identity), let old = mounted[identity] else { continue }
                released[old.component.kind, default: []].append(old.layer)
            }
        }
        for (index, component) in layerNodes {
            let layer: Layer, origin: Origin
            if let keptLayer = kept[index] {
                (layer, origin) = (keptLayer, .kept)
            } else if var pool = released[component.kind], !pool.isEmpty {
                (layer, origin) = (pool.removeFirst(), .recycled)
                released[component.kind] = pool
            } else {
                (layer, origin) = (component.kind.make(), .created)
            }
            entries.append(Entry(node: index, component: component, layer: layer, origin: origin))
            layerByNode[index] = layer
        }
        unused = released.values.flatMap { $0 }
    }
}
