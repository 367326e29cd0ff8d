import CFreeType
import Foundation

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
