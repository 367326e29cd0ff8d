import Graphics

/// A node that changes the paths above it in its group (trim, round corners, offset, ...):
/// seed 000's "Path Modifier".
class ModifierNode: AnimatorNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true

    init(name: String, properties: NodePropertyMap) {
        keypathName = name
        propertyMap = properties
    }

    /// Modifies the slots in place (marking those it changes); all are in one group's space.
    final func apply(to slots: [PathSlot]) {
        guard isEnabled, !slots.isEmpty else { return }
        modify(slots)
    }

    /// The modification; subclasses override.
    func modify(_ slots: [PathSlot]) {}

    /// Replaces every slot's path with `transform(path)`.
    final func modifyEach(_ slots: [PathSlot], _ transform: (BezierPath) -> BezierPath) {
        for slot in slots {
            slot.value = transform(slot.value)
            slot.touchedByModifier = true
        }
    }
}
