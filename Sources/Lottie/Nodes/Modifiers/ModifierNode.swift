import Graphics

/// A node that changes the paths above it in its group (trim, round corners, offset, ...):
/// the "Path Modifier" of `Documentation/NodeRenderSystem.md`.
class ModifierNode: AnimatorNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true
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

    /// Modifies the slots in place (marking those it changes); all are in one group's space.
    final func apply(to slots: [PathSlot]) {
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
