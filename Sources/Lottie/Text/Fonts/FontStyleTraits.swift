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
        // Searched as bytes: Foundation's `contains` bridges through `NSString` and the
        // standard library's generic search sets up a searcher per call, either costing more
        // than the rest of building a text layer.
        let s = Array(style.lowercased().utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "-") })
        func has(_ word: String) -> Bool {
            let w = Array(word.utf8)
            guard w.count <= s.count else { return false }
            return (0...(s.count - w.count)).contains { start in s[start..<start + w.count].elementsEqual(w) }
        }
        isItalic = has("italic") || has("oblique")
        weight = Self.weights.first { has($0.name) }?.weight ?? 400
    }

    /// Weight names, the longer first so that `extrabold` is not read as `bold`.
    private static let weights: [(name: String, weight: Int)] = [
        ("extralight", 200), ("ultralight", 200), ("extrabold", 800), ("ultrabold", 800),
        ("hairline", 100), ("semibold", 600), ("demibold", 600), ("regular", 400),
        ("normal", 400), ("medium", 500), ("light", 300), ("roman", 400), ("black", 900), ("heavy", 900),
        ("thin", 100), ("book", 400), ("bold", 700),
    ]

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
