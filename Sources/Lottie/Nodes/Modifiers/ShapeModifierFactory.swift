/// Makes the node for a path-modifier item other than trim (which the group handles itself).
enum ShapeModifierFactory {
    /// The modifier node for `item`, or nil when the item is not a modifier this engine draws
    /// (the loader has already warned about it).
    static func makeNode(for item: LottieShapeItem) -> ModifierNode? {
        switch item.content {
        case .roundedCorners(let m): return RoundedCornersNode(m, name: item.name)
        case .offsetPath(let m): return OffsetPathNode(m, name: item.name)
        case .puckerBloat(let m): return PuckerBloatNode(m, name: item.name)
        case .twist(let m): return TwistNode(m, name: item.name)
        case .zigZag(let m): return ZigZagNode(m, name: item.name)
        case .merge(let m): return MergePathsNode(m, name: item.name)
        default: return nil
        }
    }
}
