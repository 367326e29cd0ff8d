import Graphics

/// How the lines of a text document are aligned (`j`).
public enum LottieTextJustification: Int, Hashable, Sendable, CaseIterable {
    /// Left aligned.
    case left = 0
    /// Right aligned.
    case right = 1
    /// Centred.
    case center = 2
    /// Justified, last line left aligned.
    case justifyLastLineLeft = 3
    /// Justified, last line right aligned.
    case justifyLastLineRight = 4
    /// Justified, last line centred.
    case justifyLastLineCenter = 5
    /// Justified, including the last line.
    case justifyAll = 6
}

/// Letter case transformation of a text document (`ca`).
public enum LottieTextCaps: Int, Hashable, Sendable, CaseIterable {
    /// The text as written.
    case regular = 0
    /// All capitals.
    case allCaps = 1
    /// Small capitals.
    case smallCaps = 2
}

/// The text and its character style at one keyframe of a text layer (`t.d.k[].s`).
public struct LottieTextDocument: Hashable, Sendable {
    /// The text; lines are separated by `\r` (After Effects) or `\n`.
    public var text: String = ""
    /// The font's name, matching `LottieFont.name` (`f`).
    public var fontName: String = ""
    /// The font size in points (`s`).
    public var fontSize: Double = 0
    /// Line alignment (`j`).
    public var justification: LottieTextJustification = .left
    /// Extra space between characters in 1/1000 em (`tr`).
    public var tracking: Double = 0
    /// The distance between baselines (`lh`).
    public var lineHeight: Double = 0
    /// The vertical baseline offset (`ls`).
    public var baselineShift: Double = 0
    /// The fill colour (`fc`), nil when the text is not filled.
    public var fillColor: Color?
    /// The stroke colour (`sc`), nil when the text is not stroked.
    public var strokeColor: Color?
    /// The stroke width (`sw`).
    public var strokeWidth: Double = 0
    /// Whether the stroke is drawn over the fill (`of`).
    public var strokeOverFill: Bool = false
    /// The size of the paragraph box (`sz`), nil for point text.
    public var boxSize: Size?
    /// The top-left corner of the paragraph box (`ps`), nil for point text.
    public var boxPosition: Point?
    /// Letter case transformation (`ca`).
    public var caps: LottieTextCaps = .regular

    /// An empty document; set the fields you need.
    public init() {}
}
