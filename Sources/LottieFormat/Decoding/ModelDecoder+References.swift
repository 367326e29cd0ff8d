/// The layer list nodes, kept so reference problems can name where they are.
struct ReferenceCheck {
    var rootLayers = JSONDocument.root
    var precompositionLayers: [String: Int] = [:]
}

extension ModelDecoder {
    /// Checks the parent links of one layer list: a missing parent is a warning (the layer
    /// is drawn unparented); a cycle is an error.
    func checkParents(_ layers: [LottieLayer], list: Int) throws {
        // The loops here read fields through the array (`layers[i].index`): a loop variable
        // would copy every layer, retaining and releasing all its references.
        // Sized once, and one chain buffer reused: growing them was most of the check's cost.
        var positionByIndex: [Int: Int] = [:]
        positionByIndex.reserveCapacity(layers.count)
        for i in layers.indices {
            if let ind = layers[i].index, positionByIndex[ind] == nil { positionByIndex[ind] = i }
        }
        // 0 = not visited, 1 = on the current chain, 2 = known to reach a root.
        var state = [UInt8](repeating: 0, count: layers.count)
        var chain: [Int] = []
        chain.reserveCapacity(layers.count)
        for start in layers.indices where state[start] == 0 {
            chain.removeAll(keepingCapacity: true)
            var current = start
            while true {
                if state[current] == 2 { break }
                if state[current] == 1 {
                    let cycleStart = chain.firstIndex(of: current) ?? 0
                    let indices = (chain[cycleStart...] + [current]).map { layers[$0].index ?? -1 }
                    throw LottieError.parentCycle(path: document.path(of: list), indices: indices)
                }
                state[current] = 1
                chain.append(current)
                guard let parent = layers[current].parent else { break }
                guard let next = positionByIndex[parent] else {
                    warn(.missingReference, path: document.path(of: list) + "[\(current)].parent",
                         "parent layer \(parent) does not exist; the layer is drawn without it")
                    break
                }
                current = next
            }
            for c in chain { state[c] = 2 }
        }
        for i in layers.indices {
            if let tp = layers[i].matteParent, positionByIndex[tp] == nil {
                warn(.missingReference, path: document.path(of: list) + "[\(i)].tp", "matte layer \(tp) does not exist")
            }
        }
    }

    /// Checks precomposition and image references across the whole animation: missing assets
    /// are warnings; cycles, too deep nesting and too many layer instances are errors.
    func checkReferences(_ a: LottieAnimation, _ references: ReferenceCheck) throws {
        func listPath(_ id: String?) -> String {
            document.path(of: id.flatMap { references.precompositionLayers[$0] } ?? references.rootLayers)
        }
        func checkAssets(_ layers: [LottieLayer], owner: String?) {
            for i in layers.indices {
                switch layers[i].content {
                case .precomposition(let p) where a.precompositions[p.referenceID] == nil:
                    warn(.missingReference, path: listPath(owner) + "[\(i)].refId",
                         "precomposition \"\(p.referenceID)\" does not exist; the layer draws nothing")
                case .image(let id) where a.images[id] == nil:
                    warn(.missingReference, path: listPath(owner) + "[\(i)].refId",
                         "image \"\(id)\" does not exist; the layer draws nothing")
                case .text(let text) where !a.fonts.isEmpty:
                    // One warning per layer, for the first document naming an unknown font.
                    let documents = text.document.isAnimated ? text.document.keyframes.map(\.value) : [text.document.initialValue]
                    if let doc = documents.first(where: { !$0.fontName.isEmpty && a.font(named: $0.fontName) == nil }) {
                        warn(.missingReference, path: listPath(owner) + "[\(i)].t.d", "font \"\(doc.fontName)\" is not in the font list")
                    }
                default: break
                }
            }
        }
        checkAssets(a.layers, owner: nil)
        for id in a.precompositions.keys.sorted() { checkAssets(a.precompositions[id]?.layers ?? [], owner: id) }

        var graph = PrecompositionGraph(animation: a, limits: limits)
        try graph.check()
    }
}

/// Walks the precomposition references as a graph: finds cycles, measures nesting depth and
/// counts layer instances (a precomposition shown twice counts twice).
private struct PrecompositionGraph {
    let animation: LottieAnimation
    let limits: LoadLimits
    private var instances: [String: Int] = [:]
    private var height: [String: Int] = [:]
    private var stack: [String] = []

    init(animation: LottieAnimation, limits: LoadLimits) {
        self.animation = animation
        self.limits = limits
    }

    mutating func check() throws {
        let (count, depth) = try measure(animation.layers)
        if depth > limits.maxPrecompositionDepth {
            throw LottieError.limitExceeded(limit: .precompositionDepth, maximum: limits.maxPrecompositionDepth, path: "layers")
        }
        if count > limits.maxLayers {
            throw LottieError.limitExceeded(limit: .layers, maximum: limits.maxLayers, path: "layers")
        }
    }

    /// The layer instances and precomposition nesting depth under a list of layers.
    private mutating func measure(_ layers: [LottieLayer]) throws -> (count: Int, depth: Int) {
        var count = 0
        var depth = 0
        for i in layers.indices {
            count += 1
            guard case .precomposition(let p) = layers[i].content, animation.precompositions[p.referenceID] != nil else { continue }
            let (c, h) = try visit(p.referenceID)
            count = min(count + c, Int.max / 2)
            depth = max(depth, h)
        }
        return (count, depth)
    }

    private mutating func visit(_ id: String) throws -> (count: Int, depth: Int) {
        if let c = instances[id], let h = height[id] { return (c, h) }
        if let start = stack.firstIndex(of: id) {
            throw LottieError.cyclicPrecomposition(ids: Array(stack[start...]) + [id])
        }
        stack.append(id)
        if stack.count > limits.maxPrecompositionDepth {
            throw LottieError.limitExceeded(limit: .precompositionDepth, maximum: limits.maxPrecompositionDepth,
                                            path: "assets[id=\(id)]")
        }
        let (count, depth) = try measure(animation.precompositions[id]?.layers ?? [])
        stack.removeLast()
        if count > limits.maxLayers {
            throw LottieError.limitExceeded(limit: .layers, maximum: limits.maxLayers, path: "assets[id=\(id)]")
        }
        instances[id] = count
        height[id] = depth + 1
        return (count, depth + 1)
    }
}
