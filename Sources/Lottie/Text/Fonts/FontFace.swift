import CFreeType
import Graphics

/// One font file opened with FreeType: metrics, glyph outlines and kerning, all in em units
/// (1 = the font size) with y pointing down and the baseline at y = 0, as text layers draw.
///
/// A reference type that owns its FreeType handles; used from one renderer (one task) at a
/// time. Glyph outlines are cached per character.
final class FontFace {
    /// The file the face was read from.
    let path: String
    /// The family name the font reports (e.g. `DejaVu Sans`).
    let familyName: String
    /// The style name the font reports (e.g. `Bold`).
    let styleName: String
    /// The PostScript name (e.g. `DejaVuSans-Bold`), empty when the font has none.
    let postScriptName: String
    /// Distance from the baseline to the top of the tallest glyphs, in em.
    let ascender: Double
    /// Height of capital letters above the baseline, in em (from the OS/2 table, or the height
    /// of `H` when the table has none).
    private(set) var capHeight: Double = 0

    private var library: FT_Library?
    private var face: FT_Face?
    private let unitsPerEm: Double
    private var glyphCache: [Character: TextGlyph] = [:]
    private lazy var pairKerning: OpenTypePairKerning? = loadPairKerning()

    /// Opens face `index` of a font file; nil when FreeType cannot read it or it has no
    /// scalable outlines.
    init?(path: String, index: Int = 0) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, index, &face) == 0, let face,
              face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0,
              face.pointee.units_per_EM > 0 else {
            if let face { FT_Done_Face(face) }
            FT_Done_FreeType(library)
            return nil
        }
        self.library = library
        self.face = face
        self.path = path
        unitsPerEm = Double(face.pointee.units_per_EM)
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        ascender = Double(face.pointee.ascender) / unitsPerEm
        capHeight = readCapHeight(face)
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// How many faces the file holds (a `.ttc` collection holds several).
    static func faceCount(path: String) -> Int {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return 0 }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, path, -1, &face) == 0, let face else { return 0 }
        defer { FT_Done_Face(face) }
        return Int(face.pointee.num_faces)
    }

    /// Whether the font has a glyph for every scalar of `character`.
    func hasGlyph(for character: Character) -> Bool {
        guard let face else { return false }
        return character.unicodeScalars.allSatisfy { FT_Get_Char_Index(face, FT_ULong($0.value)) != 0 }
    }

    /// The outline and advance of a character (its scalars drawn one after the other, so that
    /// combining marks land on their base letter as the font positions them).
    func glyph(for character: Character) -> TextGlyph {
        if let cached = glyphCache[character] { return cached }
        var path = BezierPath()
        var advance = 0.0
        for scalar in character.unicodeScalars {
            guard let (outline, width) = loadGlyph(FT_Get_Char_Index(face, FT_ULong(scalar.value))) else { continue }
            // Combining marks advance 0 and are drawn to sit over the glyph before them.
            path.append(outline, transform: AffineTransform(translationX: advance, y: 0))
            advance += width
        }
        let glyph = TextGlyph(outline: path, advance: advance)
        glyphCache[character] = glyph
        return glyph
    }

    /// The kerning between two characters, in em (negative moves the second one closer):
    /// OpenType `GPOS` pair adjustments, else the legacy `kern` table.
    func kerning(between left: Character, and right: Character) -> Double {
        guard let face, let l = left.unicodeScalars.last, let r = right.unicodeScalars.first else { return 0 }
        let a = FT_Get_Char_Index(face, FT_ULong(l.value)), b = FT_Get_Char_Index(face, FT_ULong(r.value))
        guard a != 0, b != 0 else { return 0 }
        if let pairKerning { return Double(pairKerning.adjustment(left: UInt16(truncatingIfNeeded: a), right: UInt16(truncatingIfNeeded: b))) / unitsPerEm }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, a, b, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
        return Double(delta.x) / unitsPerEm
    }

    private func loadGlyph(_ index: FT_UInt) -> (BezierPath, Double)? {
        guard let face, index != 0 else { return nil }  // 0 is `.notdef`: the font lacks it
        let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, index, flags) == 0, let slot = face.pointee.glyph else { return nil }
        let scale = 1 / unitsPerEm
        let advance = Double(slot.pointee.advance.x) * scale
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return (BezierPath(), advance) }
        let outline = GlyphOutlineDecomposer.path(of: &slot.pointee.outline, scale: scale)
        return (outline, advance)
    }

    private func readCapHeight(_ face: FT_Face) -> Double {
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2, os2.sCapHeight > 0 { return Double(os2.sCapHeight) / unitsPerEm }
        }
        // No OS/2 cap height: measure the top of `H`.
        let h = glyph(for: "H").outline.bounds
        return h.height > 0 ? -h.minY : ascender * 0.7
    }

    private func loadPairKerning() -> OpenTypePairKerning? {
        guard let face else { return nil }
        let tag = FT_ULong(0x4750_4F53)  // 'GPOS'
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length > 0, length < 64 << 20 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let loaded = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, tag, 0, $0.baseAddress, &length) }
        guard loaded == 0 else { return nil }
        return OpenTypePairKerning(gpos: bytes)
    }
}

/// A character's outline and advance width, in em units (y down, baseline at 0).
struct TextGlyph {
    /// The outline, filled with the non-zero rule.
    var outline: BezierPath
    /// How far the pen moves after the character.
    var advance: Double
}
