import CFreeType

/// Finds installed font files by family and style through fontconfig.
enum FontconfigLookup {
    /// A font file fontconfig chose.
    struct Match: Equatable {
        /// The file.
        var path: String
        /// The face index inside the file.
        var index: Int
        /// The families the chosen font declares.
        var families: [String]
    }

    /// The best installed match for a family and an After Effects style name (`Bold Italic`,
    /// `Medium`...). fontconfig always substitutes something; `families` tells whether the
    /// family really matched.
    static func match(family: String, style: String) -> Match? {
        // The default configuration, loaded once per process (FcInit does nothing the
        // second time); a nil config below means that one.
        guard FcInit() == FcTrue else { return nil }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        let traits = FontStyleTraits(style)
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(traits.fontconfigWeight))
        FcPatternAddInteger(pattern, FC_SLANT, traits.isItalic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        FcPatternAddBool(pattern, FC_SCALABLE, FcTrue)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
        var families: [String] = []
        var n: Int32 = 0
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, FC_FAMILY, n, &name) == FcResultMatch, let name, n < 16 {
            families.append(String(cString: name))
            n += 1
        }
        return Match(path: String(cString: file), index: Int(index), families: families)
    }
}

/// The weight and slant an After Effects style name describes.
struct FontStyleTraits: Equatable {
    /// CSS-like weight, 100...900.
    var weight: Int
    /// Italic or oblique.
    var isItalic: Bool

    /// Reads a style name such as `Bold Italic`, `SemiBold`, `Book`, `UltraBold`.
    init(_ style: String) {
        let s = style.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
        isItalic = s.contains("italic") || s.contains("oblique")
        let table: [(String, Int)] = [
            ("thin", 100), ("hairline", 100), ("extralight", 200), ("ultralight", 200), ("light", 300),
            ("book", 400), ("regular", 400), ("normal", 400), ("roman", 400), ("medium", 500),
            ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800), ("bold", 700),
            ("black", 900), ("heavy", 900),
        ]
        // Longer names first so that `extrabold` is not read as `bold`.
        weight = table.sorted { $0.0.count > $1.0.count }.first { s.contains($0.0) }?.1 ?? 400
    }

    /// The weight on fontconfig's scale.
    var fontconfigWeight: Int {
        switch weight {
        case ..<150: return Int(FC_WEIGHT_THIN)
        case ..<250: return Int(FC_WEIGHT_EXTRALIGHT)
        case ..<350: return Int(FC_WEIGHT_LIGHT)
        case ..<450: return Int(FC_WEIGHT_REGULAR)
        case ..<550: return Int(FC_WEIGHT_MEDIUM)
        case ..<650: return Int(FC_WEIGHT_DEMIBOLD)
        case ..<750: return Int(FC_WEIGHT_BOLD)
        case ..<850: return Int(FC_WEIGHT_EXTRABOLD)
        default: return Int(FC_WEIGHT_BLACK)
        }
    }
}
