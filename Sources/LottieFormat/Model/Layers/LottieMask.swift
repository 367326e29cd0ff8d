/// How a mask combines with the masks before it (`mode`).
public enum LottieMaskMode: String, Hashable, Sendable, CaseIterable {
    /// Adds the mask's area (`a`).
    case add = "a"
    /// Removes the mask's area (`s`).
    case subtract = "s"
    /// Keeps only the overlap (`i`).
    case intersect = "i"
    /// Lighten (`l`).
    case lighten = "l"
    /// Darken (`d`).
    case darken = "d"
    /// Difference (`f`).
    case difference = "f"
    /// The mask is ignored (`n`).
    case none = "n"
}

/// One layer mask (`masksProperties[]`).
public struct LottieMask: Hashable, Sendable {
    /// The mask's name (`nm`).
    public var name: String = ""
    /// How the mask combines with earlier masks (`mode`).
    public var mode: LottieMaskMode = .add
    /// Whether the mask is inverted (`inv`).
    public var isInverted: Bool = false
    /// The mask path in layer coordinates (`pt`).
    public var path: KeyframeGroup<LottieBezier> = KeyframeGroup(LottieBezier())
    /// The mask opacity in percent (`o`).
    public var opacity: KeyframeGroup<Double> = KeyframeGroup(100)
    /// Grows (positive) or shrinks (negative) the mask outline (`x`).
    public var expansion: KeyframeGroup<Double> = KeyframeGroup(0)
    /// Softens the mask's edge over this many units (`f`): After Effects' mask feather, one
    /// number or a horizontal and vertical pair. Nil when the file has none.
    public var feather: KeyframeGroup<LottieVector3>?

    /// An empty additive mask.
    public init() {}
}
