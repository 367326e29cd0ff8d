/// Where each slot's value goes in one renderer's tree: the node properties, gradients, images
/// and text documents bound to a slot id (`sid`), and what was set on them.
///
/// The model remembers which properties came from which slot (`KeyframeGroup.slotID`,
/// `LottieGradientColors.slotID`, `LottieImageAsset.slotID`); the objects built from them
/// register here while the tree is built. Node properties are made in a hundred places that do
/// not see the composition context, so during a build this registry is reachable as
/// `building` instead; only properties that have a slot id ever read it.
final class SlotBindings: @unchecked Sendable {
    // Unchecked: a registry belongs to one renderer, used from one task at a time like the
    // renderer; `building` hands it only to the synchronous build on the same thread.

    /// The registry of the tree being built on this task, if any.
    @TaskLocal static var building: SlotBindings?

    /// The bindings by slot id, in the order they were built.
    private var bindings: [String: [any SlotBinding]] = [:]
    /// The values set at run time, by slot id.
    private(set) var values: [String: LottieSlotValue] = [:]
    /// One warning for each slot id set that nothing is bound to.
    private(set) var warnings: [LottieWarning] = []

    /// Binds `binding` to slot `id`.
    func bind(_ binding: any SlotBinding, to id: String) {
        bindings[id, default: []].append(binding)
    }

    /// The slot ids something is bound to, sorted.
    var ids: [String] { bindings.keys.sorted() }

    /// The kinds of values the things bound to `id` take, in `Kind.allCases` order.
    func kinds(of id: String) -> [LottieSlotValue.Kind] {
        let bound = Set((bindings[id] ?? []).map(\.kind))
        return LottieSlotValue.Kind.allCases.filter(bound.contains)
    }

    /// Gives `value` to everything bound to `id` that takes its kind; returns how many. Throws
    /// when things are bound to `id` but none takes the value's kind.
    func set(_ id: String, to value: LottieSlotValue) throws -> Int {
        guard let bound = bindings[id] else {
            if !warnings.contains(where: { $0.path == Self.path(id) }) {
                let known = ids.isEmpty ? "none" : ids.map { "\"\($0)\"" }.joined(separator: ", ")
                warnings.append(LottieWarning(kind: .missingReference, path: Self.path(id),
                                              message: "no property or image is bound to slot \"\(id)\" (slots: \(known))"))
            }
            return 0
        }
        let taking = bound.filter { $0.kind == value.kind }
        guard !taking.isEmpty else {
            throw LottieError.slotTypeMismatch(slot: id, expected: kinds(of: id), found: value.kind)
        }
        for binding in taking { binding.apply(value) }
        values[id] = value
        return taking.count
    }

    /// Puts the loaded values back on everything bound to `id`; returns how many.
    func clear(_ id: String) -> Int {
        values[id] = nil
        let bound = bindings[id] ?? []
        for binding in bound { binding.restore() }
        return bound.count
    }

    /// Where a slot is, for warnings: `slots.<id>`, as in the file.
    static func path(_ id: String) -> String { "slots.\(id)" }
}

/// Something in a renderer's tree bound to a slot: it shows the slot's value when one is set,
/// and its loaded value again when the slot is cleared.
protocol SlotBinding: AnyObject {
    /// The kind of values it takes.
    var kind: LottieSlotValue.Kind { get }
    /// Shows `value` (of `kind`) from the next update.
    func apply(_ value: LottieSlotValue)
    /// Shows the loaded value again from the next update.
    func restore()
}
