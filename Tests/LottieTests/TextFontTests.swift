import CFreeType
import Foundation
import Graphics
import Testing
@testable import Lottie

/// Fonts: FreeType outlines and metrics, OpenType pair kerning, and where text layers find
/// their fonts (user folders, fontconfig, the fallback and its warning).
@Suite("Text fonts: outlines, kerning, lookup and fallback")
struct TextFontTests {
    /// DejaVu Sans, which `scripts/bootstrap` installs.
    private func dejaVu() throws -> FontFace {
        let match = try #require(FontconfigLookup.match(family: "DejaVu Sans", style: "Book"))
        try #require(match.families.contains("DejaVu Sans"), "DejaVu Sans is not installed")
        return try #require(FontFace(path: match.path, index: match.index))
    }

    @Test func outlinesAndMetricsAreInEmUnits() throws {
        let face = try dejaVu()
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.postScriptName == "DejaVuSans")
        // DejaVu Sans: 2048 units per em, `l` advances 569, ascender 1901, cap height 1493.
        #expect(abs(face.glyph(for: "l").advance - 569.0 / 2048) < 1e-9)
        #expect(abs(face.ascender - 1901.0 / 2048) < 1e-9)
        #expect(abs(face.capHeight - 1493.0 / 2048) < 1e-9)
        // `H` stands on the baseline and reaches the cap height (y points down).
        let h = face.glyph(for: "H").outline
        #expect(abs(h.bounds.maxY) < 1e-9)
        #expect(abs(h.bounds.minY + 1493.0 / 2048) < 1e-9)
        // TrueType outlines are quadratic: `o` is made of conic segments, closed.
        let o = face.glyph(for: "o").outline.elements
        #expect(o.contains { if case .quadCurve = $0 { return true } else { return false } })
        #expect(o.filter { $0 == .close }.count == 2)
        #expect(face.hasGlyph(for: "é"))
        // A decomposed é: the accent adds no advance and sits above the e.
        let e = face.glyph(for: "e"), accented = face.glyph(for: "e\u{301}")
        #expect(accented.advance == e.advance)
        #expect(accented.outline.bounds.minY < e.outline.bounds.minY - 0.1)
        #expect(accented.outline.bounds.maxX < e.advance + 0.05)
        #expect(!face.hasGlyph(for: "\u{E000}"))
    }

    @Test func kerningPullsPairsTogether() throws {
        let face = try dejaVu()
        #expect(face.kerning(between: "A", and: "V") < -0.02)
        #expect(face.kerning(between: "H", and: "H") == 0)
    }

    /// Builds a `GPOS` table with one `kern` lookup holding `subtable` (16-bit words).
    private func gpos(subtable: [Int]) -> [UInt8] {
        let header = [1, 0, 0, 10, 24]
        let features = [1, 0x6B65, 0x726E, 8, 0, 1, 0]  // one 'kern' feature using lookup 0
        let lookups = [1, 4, 2, 0, 1, 8]  // one type-2 lookup with its subtable at +8
        return (header + features + lookups + subtable).flatMap { word -> [UInt8] in
            let w = UInt16(truncatingIfNeeded: word)
            return [UInt8(w >> 8), UInt8(w & 0xFF)]
        }
    }

    @Test func pairAdjustmentFormat1ListsPairs() throws {
        // Glyph 3 followed by 5 moves −50, by 9 moves +20.
        let table = gpos(subtable: [1, 22, 4, 0, 1, 12, 2, 5, -50, 9, 20, 1, 1, 3])
        let kerning = try #require(OpenTypePairKerning(gpos: table))
        #expect(kerning.adjustment(left: 3, right: 5) == -50)
        #expect(kerning.adjustment(left: 3, right: 9) == 20)
        #expect(kerning.adjustment(left: 3, right: 7) == 0)
        #expect(kerning.adjustment(left: 4, right: 5) == 0)
    }

    @Test func pairAdjustmentFormat2UsesClasses() throws {
        // Glyphs 10, 11 are class 1 on the left; 20, 21 class 1 on the right: −30.
        let table = gpos(subtable: [2, 24, 4, 0, 34, 46, 2, 2, 0, 0, 0, -30,
                                    2, 1, 10, 12, 0, 1, 10, 3, 1, 1, 0, 2, 1, 20, 21, 1])
        let kerning = try #require(OpenTypePairKerning(gpos: table))
        #expect(kerning.adjustment(left: 10, right: 20) == -30)
        #expect(kerning.adjustment(left: 11, right: 21) == -30)
        #expect(kerning.adjustment(left: 12, right: 20) == 0)
        #expect(kerning.adjustment(left: 10, right: 22) == 0)
        // A truncated table reads as zeros past its end: no kerning, no crash.
        #expect(OpenTypePairKerning(gpos: Array(table.prefix(60)))?.adjustment(left: 10, right: 20) ?? 0 == 0)
        #expect(OpenTypePairKerning(gpos: [0, 1, 0]) == nil)
    }

    @Test func styleNamesBecomeWeights() {
        #expect(FontStyleTraits("Bold Italic").weight == 700 && FontStyleTraits("Bold Italic").isItalic)
        #expect(!FontStyleTraits("Regular").isItalic)
        #expect(FontStyleTraits("UltraBold").weight == 800)
        #expect(FontStyleTraits("SemiBold").weight == 600)
        #expect(FontStyleTraits("Book").weight == 400)
        #expect(FontStyleTraits("Medium").weight == 500)
        #expect(FontStyleTraits("Extra-Light Oblique").weight == 200 && FontStyleTraits("Extra-Light Oblique").isItalic)
        #expect(FontStyleTraits("").weight == 400 && !FontStyleTraits("").isItalic)
    }

    @Test func familyNamesAreTrimmedOfSpacesAndTabsOnly() {
        #expect(FontName.trimmed("  Helvetica Neue\t") == "Helvetica Neue")
        #expect(FontName.trimmed("\u{00A0}Arial ") == "Arial")
        #expect(FontName.trimmed("Arial\n") == "Arial\n")
        #expect(FontName.trimmed(" \t ") == "")
        #expect(FontName.trimmed("") == "")
    }

    @Test func missingFontFallsBackWithAWarningNamingTheFamily() throws {
        let json = TextTestFile.animation(document: TextTestFile.document("Hi"), fontFamily: "Zyxwv Missing", glyphs: false)
        let renderer = try TextTestFile.renderer(json)
        let layer = try #require(TextTestFile.textLayer(renderer))
        // Still drawn, with the fallback font's outlines.
        #expect(layer.renderLayer.letters.count == 2)
        #expect(layer.renderLayer.letters.allSatisfy { !$0.outline.isEmpty })
        #expect(renderer.fontWarnings.count == 1)
        #expect(renderer.fontWarnings.first?.contains("Zyxwv Missing") == true)
    }

    @Test func fontsFolderComesBeforeTheSystem() throws {
        // A copy of DejaVu Sans in a folder, named by its PostScript name under another family.
        let face = try dejaVu()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: face.path, toPath: folder.appendingPathComponent("custom.ttf").path)
        let json = TextTestFile.animation(document: TextTestFile.document("l"), fontFamily: "Custom Family", glyphs: false)
            .replacingOccurrences(of: "\"fName\":\"Box-Regular\"", with: "\"fName\":\"DejaVuSans\"")
            .replacingOccurrences(of: "\"f\":\"Box-Regular\"", with: "\"f\":\"DejaVuSans\"")
        let renderer = try TextTestFile.renderer(json, options: LottieRenderOptions(fontDirectory: folder))
        let layer = try #require(TextTestFile.textLayer(renderer))
        #expect(renderer.fontWarnings.isEmpty)
        // Size 50: `l` is DejaVu's 569/2048 em wide.
        #expect(abs((layer.currentLayout?.letters.first?.advance ?? 0) - 50 * 569.0 / 2048) < 1e-9)
    }

    @Test func namedFontFilesComeFirst() throws {
        let face = try dejaVu()
        let json = TextTestFile.animation(document: TextTestFile.document("l"), fontFamily: "Not Installed", glyphs: false)
        let provider = LottieFontProvider(fontFiles: ["Box-Regular": URL(fileURLWithPath: face.path)], usesSystemFonts: false)
        let renderer = try TextTestFile.renderer(json, options: LottieRenderOptions(fontProvider: provider))
        let layer = try #require(TextTestFile.textLayer(renderer))
        #expect(renderer.fontWarnings.isEmpty)
        #expect(abs((layer.currentLayout?.letters.first?.advance ?? 0) - 50 * 569.0 / 2048) < 1e-9)
    }

    /// Liberation Sans in `style`, which `scripts/bootstrap` installs.
    private func liberationSans(_ style: String) throws -> FontFace {
        let match = try #require(FontconfigLookup.match(family: "Liberation Sans", style: style))
        try #require(match.families.contains("Liberation Sans"), "Liberation Sans is not installed")
        return try #require(FontFace(path: match.path, index: match.index))
    }

    /// The advance of the first letter of a one-letter text at size 50 in the given font.
    private func firstAdvance(family: String, style: String, options: LottieRenderOptions = LottieRenderOptions()) throws
        -> (advance: Double, warnings: [String]) {
        let json = TextTestFile.animation(document: TextTestFile.document("l"), fontFamily: family, glyphs: false)
            .replacingOccurrences(of: #""fStyle":"Regular""#, with: #""fStyle":"\#(style)""#)
        let renderer = try TextTestFile.renderer(json, options: options)
        let layer = try #require(TextTestFile.textLayer(renderer))
        return (try #require(layer.currentLayout?.letters.first?.advance), renderer.fontWarnings)
    }

    @Test func metricCompatibleFamiliesStandInWithTheirStyle() throws {
        let bold = try liberationSans("Bold")
        // fontconfig's metric aliases: Arial is drawn with Liberation Sans; an unknown family has none.
        #expect(FontconfigLookup.aliases(of: "Arial").contains("Liberation Sans"))
        #expect(FontconfigLookup.aliases(of: "Zyxwv Missing") == ["Zyxwv Missing"])
        let (advance, warnings) = try firstAdvance(family: "Arial", style: "Bold")
        #expect(warnings.isEmpty)
        #expect(abs(advance - 50 * bold.glyph(for: "l").advance) < 1e-9)
    }

    @Test func aFamilyMatchedInAStyleHasTheAliasesOfItsNameAlone() throws {
        // A match keeps the family list of its substituted pattern for `aliases(of:)` (one
        // substitution instead of two): that list must be what a pattern naming the family
        // alone gets. Families no other test asks about, so that the match comes first.
        for (family, style) in [("Times", "Bold Italic"), ("Courier", "Light"), ("Yxwvu Missing", "Black Oblique")] {
            _ = FontconfigLookup.match(family: family, style: style)
            #expect(FontconfigLookup.aliases(of: family) == Self.aliasesOfNameAlone(family), "\(family)")
        }
        #expect(FontconfigLookup.aliases(of: "Times").contains("Liberation Serif"))
    }

    @Test func theLookupTablesStayBoundedWhateverTheFamilyNames() {
        // As a service meets them: a new family name in every file.
        for n in 0..<(FontconfigLookup.maximumEntries + 40) {
            let family = "Qzx Unheard \(n)"
            _ = FontconfigLookup.match(family: family, style: "Regular")
            _ = FontconfigLookup.aliases(of: family)
        }
        let sizes = FontconfigLookup.tableSizes
        #expect(sizes.answers <= FontconfigLookup.maximumEntries)
        #expect(sizes.aliases <= FontconfigLookup.maximumEntries)
        #expect(sizes.substitutions <= FontconfigLookup.maximumEntries)
        #expect(FontconfigLookup.aliases(of: "Arial").contains("Liberation Sans"))  // and still answer
    }

    /// `FontconfigLookup.aliases(of:)` worked out from a pattern naming `family` alone.
    private static func aliasesOfNameAlone(_ family: String) -> [String] {
        func substituted(_ name: String) -> [String] {
            guard FcInit() == FcTrue, let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FAMILY, name)
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            var families: [String] = []
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, FC_FAMILY, Int32(families.count), &value) == FcResultMatch, let value {
                families.append(String(cString: value))
            }
            return families
        }
        let generics = ["sans-serif", "serif", "monospace"].compactMap { substituted($0).first }
        let families = substituted(family)
        let end = families.dropFirst().firstIndex { generics.contains($0) } ?? families.endIndex
        return Array(families[..<end])
    }

    @Test func aMissingFontFallsBackToTheRegularFaceWhateverItsStyle() throws {
        // lottie-ios draws a font it cannot find in plain Helvetica: the Bold style is not kept.
        let match = try #require(FontconfigLookup.match(family: "Helvetica", style: ""))
        let helvetica = try #require(FontFace(path: match.path, index: match.index))
        #expect(FontStyleTraits(helvetica.styleName).weight == 400)
        try #require(try liberationSans("Bold").glyph(for: "l").advance != liberationSans("Regular").glyph(for: "l").advance)
        let (advance, warnings) = try firstAdvance(family: "Zyxwv Missing", style: "Bold")
        #expect(abs(advance - 50 * helvetica.glyph(for: "l").advance) < 1e-9)
        #expect(warnings == ["font 'Box-Regular' (family 'Zyxwv Missing', style 'Bold') not found; using \(helvetica.familyName) \(helvetica.styleName)"])
    }

    @Test func boxTextFromAFontFileHangsItsCapitalsFromTheTop() throws {
        // As lottie-ios draws box text: the first baseline is the cap height below the box's
        // top, 20 + 50 × 1493/2048 for DejaVu Sans, so that `H` touches the top (embedded
        // glyphs keep lottie-web's file ascent, see TextLayoutTests).
        let face = try dejaVu()
        let document = TextTestFile.document("H", extra: #","sz":[200,100],"ps":[10,20]"#)
        let json = TextTestFile.animation(document: document, fontFamily: "Not Installed", glyphs: false)
        let provider = LottieFontProvider(fontFiles: ["Box-Regular": URL(fileURLWithPath: face.path)], usesSystemFonts: false)
        let renderer = try TextTestFile.renderer(json, options: LottieRenderOptions(fontProvider: provider))
        let letter = try #require(TextTestFile.textLayer(renderer)?.renderLayer.letters.first)
        let bounds = letter.placedBounds
        #expect(abs(bounds.maxY - (20 + 50 * 1493.0 / 2048)) < 1e-9)
        #expect(abs(bounds.minY - 20) < 1e-9)
    }

    @Test func withoutAnyFontTheWarningSaysNothingIsDrawn() throws {
        let json = TextTestFile.animation(document: TextTestFile.document("l"), fontFamily: "Not Installed", glyphs: false)
        let provider = LottieFontProvider(usesSystemFonts: false)
        let renderer = try TextTestFile.renderer(json, options: LottieRenderOptions(fontProvider: provider))
        let layer = try #require(TextTestFile.textLayer(renderer))
        #expect(layer.renderLayer.letters.isEmpty)
        #expect(renderer.fontWarnings == ["font 'Box-Regular' (family 'Not Installed', style 'Regular') not found; no fallback font is installed: the text is not drawn"])
    }
}
