import Graphics

/// A node that changes the paths above it in its group (trim, round corners, offset, ...):
/// the "Path Modifier" of `Documentation/NodeRenderSystem.md`.
class ModifierNode: AnimatorNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    /// Switching the node on or off changes its output: the next pass rebuilds it.
    var isEnabled = true { didSet { if isEnabled != oldValue { invalidate() } } }
    /// The renderer's limits, for modifiers that multiply vertices (nil: unbounded).
    var budget: RenderBudget?

    init(name: String, properties: NodePropertyMap) {
        keypathName = name
        propertyMap = properties
    }

    /// Slots that take the place of the paths above the modifier for the items after it in its
    /// group (merge paths consumes its inputs and hands on one new path); nil for modifiers
    /// that reshape the paths in place.
    var replacementSlots: [PathSlot]? { nil }

    /// What the modifier left in its slots (the slots it modifies, then its replacement slots)
    /// the last time it ran; nil until it runs, and after `invalidate()`.
    private var lastOutput: [(path: BezierPath, touched: Bool)]?

    /// Brings the slots to their state after this modifier: applies it when one of its
    /// properties or input paths changed (or it never ran), and otherwise puts back what it
    /// made last time, which the same inputs would make again. Slots whose result differs from
    /// the last pass's are marked changed for the items below.
    final func update(_ slots: [PathSlot], statistics: RenderStatistics?) {
        let replacements = replacementSlots
        let outputs = replacements.map { slots + $0 } ?? slots
        if !hasLocalUpdates, let lastOutput, lastOutput.count == outputs.count, !slots.contains(where: \.changed) {
            for (slot, last) in zip(outputs, lastOutput) {
                slot.value = last.path
                slot.touchedByModifier = last.touched
            }
            for slot in replacements ?? [] { slot.changed = false }
            return
        }
        apply(to: slots)
        statistics?.modifiersApplied += 1
        let previous = lastOutput?.count == outputs.count ? lastOutput : nil
        for (i, slot) in outputs.enumerated() {
            // The same result as last time changes nothing downstream, whatever changed above.
            if let last = previous?[i], last.touched == slot.touchedByModifier, last.path == slot.value {
                slot.changed = false
            } else {
                slot.changed = true
            }
        }
        lastOutput = outputs.map { ($0.value, $0.touchedByModifier) }
    }

    /// Forgets the last result, so that the next `update` applies the modifier.
    func invalidate() { lastOutput = nil }

    /// Modifies the slots in place (marking those it changes); all are in one group's space.
    private func apply(to slots: [PathSlot]) {
        guard isEnabled, !slots.isEmpty else {
            bypass(slots)
            return
        }
        modify(slots)
    }

    /// The modification; subclasses override.
    func modify(_ slots: [PathSlot]) {}

    /// What a disabled modifier (or one with no paths above it) does: nothing, unless it hands
    /// on replacement slots, which must then still carry the paths.
    func bypass(_ slots: [PathSlot]) {}

    /// Replaces every slot's path with `transform(path)`.
    final func modifyEach(_ slots: [PathSlot], _ transform: (BezierPath) -> BezierPath) {
        for slot in slots {
            slot.value = transform(slot.value)
            slot.touchedByModifier = true
        }
    }
}
