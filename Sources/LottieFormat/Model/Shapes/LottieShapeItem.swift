/// One item of a shape layer's or group's list (`shapes[]`, `it[]`): the fields every item
/// has, plus the item itself in `content`.
///
/// Items are in file order: the renderer walks them from last to first as After Effects does
/// (paths collect, modifiers change the paths above them, styles draw them).
public struct LottieShapeItem: Hashable, Sendable {
    /// The item's name (`nm`).
    public var name: String = ""
    /// After Effects' internal name (`mn`).
    public var matchName: String?
    /// Hidden items are skipped (`hd`).
    public var isHidden: Bool = false
    /// The blend mode of a style item (`bm`), nil when the file gives none.
    public var blendMode: LottieBlendMode?
    /// The item itself.
    public var content: LottieShapeContent

    /// An item.
    public init(name: String = "", content: LottieShapeContent) { self.name = name; self.content = content }
}

/// The kinds of shape item, by `ty`. Indirect: items are boxed, so lists of them stay cheap to
/// copy.
public indirect enum LottieShapeContent: Hashable, Sendable {
    /// A group with its own items and transform (`gr`).
    case group(LottieShapeGroup)
    /// A rectangle (`rc`).
    case rectangle(LottieRectangle)
    /// An ellipse (`el`).
    case ellipse(LottieEllipse)
    /// A star or polygon (`sr`).
    case polystar(LottiePolystar)
    /// A free-form path (`sh`).
    case path(LottiePath)
    /// A solid fill (`fl`).
    case fill(LottieFill)
    /// A solid stroke (`st`).
    case stroke(LottieStroke)
    /// A gradient fill (`gf`).
    case gradientFill(LottieGradientFill)
    /// A gradient stroke (`gs`).
    case gradientStroke(LottieGradientStroke)
    /// A group's transform (`tr`), normally the group's last item.
    case transform(LottieTransform)
    /// Trim paths (`tm`).
    case trim(LottieTrim)
    /// Merge paths (`mm`).
    case merge(LottieMerge)
    /// A repeater (`rp`).
    case repeater(LottieRepeater)
    /// Rounded corners (`rd`).
    case roundedCorners(LottieRoundedCorners)
    /// Offset path (`op`).
    case offsetPath(LottieOffsetPath)
    /// Pucker and bloat (`pb`).
    case puckerBloat(LottiePuckerBloat)
    /// Twist (`tw`).
    case twist(LottieTwist)
    /// Zig zag (`zz`).
    case zigZag(LottieZigZag)
    /// A "no style" item (`no`), which draws nothing.
    case noStyle
    /// An item type the model does not know, with its `ty`. Loading it adds a warning.
    case unsupported(type: String)

    /// The file's `ty` string.
    public var typeName: String {
        switch self {
        case .group: return ShapeType.group.name
        case .rectangle: return ShapeType.rectangle.name
        case .ellipse: return ShapeType.ellipse.name
        case .polystar: return ShapeType.polystar.name
        case .path: return ShapeType.path.name
        case .fill: return ShapeType.fill.name
        case .stroke: return ShapeType.stroke.name
        case .gradientFill: return ShapeType.gradientFill.name
        case .gradientStroke: return ShapeType.gradientStroke.name
        case .transform: return ShapeType.transform.name
        case .trim: return ShapeType.trim.name
        case .merge: return ShapeType.merge.name
        case .repeater: return ShapeType.repeater.name
        case .roundedCorners: return ShapeType.roundedCorners.name
        case .offsetPath: return ShapeType.offsetPath.name
        case .puckerBloat: return ShapeType.puckerBloat.name
        case .twist: return ShapeType.twist.name
        case .zigZag: return ShapeType.zigZag.name
        case .noStyle: return ShapeType.noStyle.name
        case .unsupported(let type): return type
        }
    }
}

/// A group of shape items (`gr`).
public struct LottieShapeGroup: Hashable, Sendable {
    /// The items, including the group's transform item (`it`).
    public var items: [LottieShapeItem] = []
    /// The number of properties After Effects reported (`np`).
    public var propertyCount: Int?

    /// An empty group.
    public init(items: [LottieShapeItem] = []) { self.items = items }

    /// The group's transform: its last `tr` item, if any.
    public var transform: LottieTransform? {
        for item in items.reversed() { if case .transform(let t) = item.content { return t } }
        return nil
    }
}
