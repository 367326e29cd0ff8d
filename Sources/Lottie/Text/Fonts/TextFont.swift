import Graphics

/// One font of the animation as text layers use it: glyph outlines and advances in em units
/// (1 = the font size), from the animation's embedded glyphs when it has them, else from a
/// font file. Characters neither covers come from the fallback font.
final class TextFont {
    /// The font as the animation describes it.
    let model: LottieFont
    /// Embedded glyphs by character (`chars`), empty when the animation has none for this font.
    private let embedded: [Character: LottieGlyph]
    private let loadFace: () -> FontFace?
    private lazy var face: FontFace? = loadFace()
    /// Where characters that neither the glyphs nor the face have come from.
    var fallbackFace: () -> FontFace? = { nil }
    private var embeddedOutlines: [Character: TextGlyph] = [:]

    init(model: LottieFont, glyphs: [Character: LottieGlyph], face: @escaping () -> FontFace?) {
        self.model = model
        embedded = glyphs
        loadFace = face
    }

    /// Whether the text is drawn from embedded glyphs (no kerning: the exporter's advances are
    /// final, as in lottie-web).
    var usesEmbeddedGlyphs: Bool { !embedded.isEmpty }

    /// The ascent in em: the animation's value (`ascent`, percent of the size), else the font's.
    var ascent: Double {
        if let a = model.ascent { return a / 100 }
        return face?.ascender ?? 0.75
    }

    /// The height of capital letters in em.
    var capHeight: Double { face?.capHeight ?? ascent * 0.95 }

    /// How far below the top of a paragraph box the first baseline sits, in em. Embedded
    /// glyphs, as lottie-web draws them: the animation's ascent (`TextProperty` puts the
    /// first line at `ps[1] + ascent`). A font file, as lottie-ios draws it: the font's cap
    /// height, so that capitals touch the top of the box (`CoreTextRenderLayer` anchors the
    /// box `ascent − capHeight` above its top and Core Text sets the first line `ascent`
    /// below the top).
    var firstBaselineInBox: Double {
        if !usesEmbeddedGlyphs, let face { return face.capHeight }
        return ascent
    }

    /// Looks the font file up and loads the glyphs of `text` now, so that the first frame does
    /// not pay for it: players load fonts while building, not while drawing.
    func preload(_ text: String) {
        for character in text { _ = glyph(for: character) }
    }

    /// The outline and advance of a character.
    func glyph(for character: Character) -> TextGlyph {
        if usesEmbeddedGlyphs {
            if let cached = embeddedOutlines[character] { return cached }
            if let glyph = embedded[character] {
                let outline = TextGlyph(outline: Self.outline(of: glyph), advance: glyph.width / 100)
                embeddedOutlines[character] = outline
                return outline
            }
        }
        if let face, face.hasGlyph(for: character) { return face.glyph(for: character) }
        if let fallback = fallbackFace(), fallback.hasGlyph(for: character) { return fallback.glyph(for: character) }
        return face?.glyph(for: character) ?? TextGlyph(outline: BezierPath(), advance: 0)
    }

    /// The kerning between two characters in em (0 for embedded glyphs).
    func kerning(between left: Character, and right: Character) -> Double {
        guard !usesEmbeddedGlyphs, let face, face.hasGlyph(for: left), face.hasGlyph(for: right) else { return 0 }
        return face.kerning(between: left, and: right)
    }

    /// The outline of an embedded glyph: its shape items (drawn at size 100) evaluated once
    /// with the shape node tree and scaled to em.
    private static func outline(of glyph: LottieGlyph) -> BezierPath {
        let group = ShapeGroupNode(name: glyph.character, items: glyph.shapes, transform: nil)
        let statistics = RenderStatistics()
        for node in group.allNodes { node.updateProperties(frame: 0, statistics: statistics) }
        group.computePaths(frame: 0)
        var path = BezierPath()
        for slot in group.slots { path.append(slot.value) }
        return path.applying(AffineTransform(scaleX: 0.01, y: 0.01))
    }
}
