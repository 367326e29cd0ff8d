/// Makes the node for a path-modifier item other than trim (which the group handles itself).
enum ShapeModifierFactory {
    /// The modifier node for `item`, or nil when the item is not a modifier this engine draws
    /// (the loader has already warned about it).
    static func makeNode(for item: LottieShapeItem) -> ModifierNode? {
        switch item.content {
        default: return nil
        }
    }
}
