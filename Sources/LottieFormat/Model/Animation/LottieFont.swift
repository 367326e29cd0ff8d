/// A font a text layer names (`fonts.list[]`).
public struct LottieFont: Hashable, Sendable {
    /// Where the font comes from (`origin`).
    public enum Origin: Int, Hashable, Sendable, CaseIterable {
        /// An installed font (0).
        case local = 0
        /// A CSS font-face URL (1).
        case cssURL = 1
        /// A script that loads the font (2).
        case scriptURL = 2
        /// A font file URL (3).
        case fontURL = 3
    }

    /// The name text documents refer to (`fName`).
    public var name: String
    /// The family name (`fFamily`).
    public var family: String = ""
    /// The style, e.g. `Bold Italic` (`fStyle`).
    public var style: String = ""
    /// The ascent in percent of the font size (`ascent`).
    public var ascent: Double?
    /// Where to get the font (`fPath`).
    public var path: String?
    /// The kind of `path` (`origin`).
    public var origin: Origin?
    /// The CSS class (`fClass`).
    public var cssClass: String?
    /// The weight (`fWeight`).
    public var weight: String?

    /// A font by name.
    public init(name: String) { self.name = name }
}

/// The outline of one character of a font, for text drawn from glyphs (`chars[]`).
public struct LottieGlyph: Hashable, Sendable {
    /// The character (`ch`).
    public var character: String
    /// The font family (`fFamily`).
    public var fontFamily: String = ""
    /// The font style (`style`).
    public var fontStyle: String = ""
    /// The size the outline was drawn at (`size`).
    public var size: Double = 0
    /// The advance width (`w`), in 1/100 of `size`.
    public var width: Double = 0
    /// The outline as shape items (`data.shapes`), in units where `size` is 100.
    public var shapes: [LottieShapeItem] = []

    /// A glyph with no outline.
    public init(character: String) { self.character = character }
}
