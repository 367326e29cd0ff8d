import Foundation
import Graphics

/// The fonts of one renderer: resolves each font the animation names to embedded glyphs or a
/// font file (user files, user folders, fontconfig, then a fallback), once, and remembers what
/// could not be found.
final class FontStore {
    /// Where fonts are looked up.
    let provider: LottieFontProvider
    private let glyphs: [LottieGlyph]
    private var fonts: [String: TextFont] = [:]
    private var faces: [String: FontFace?] = [:]
    private lazy var directoryFaces: [DirectoryFace] = scanDirectories()
    private lazy var fallbackFace: FontFace? = provider.fallbackFamilies.lazy.compactMap { self.systemFace(family: $0, style: "") }.first
    /// What could not be found, one message per font, in the order met.
    private(set) var warnings: [String] = []

    init(provider: LottieFontProvider, glyphs: [LottieGlyph]) {
        self.provider = provider
        self.glyphs = glyphs
    }

    /// The font for a text document's font name (`f`), described by the animation's font
    /// list when it is there.
    func font(named name: String, description: LottieFont?) -> TextFont {
        if let font = fonts[name] { return font }
        let model = description ?? {
            var f = LottieFont(name: name)
            f.family = name
            return f
        }()
        let family = FontName.trimmed(model.family)
        let own = glyphs.filter { $0.fontFamily == model.family || FontName.trimmed($0.fontFamily) == family }
        let preferred = own.filter { $0.fontStyle == model.style }
        var table: [Character: LottieGlyph] = [:]
        // Glyphs of the exact style win over other styles of the family.
        for glyph in own + preferred { if let c = glyph.character.first, glyph.character.count == 1 { table[c] = glyph } }
        let font = TextFont(model: model, glyphs: table) { [unowned self] in self.face(for: model, required: table.isEmpty) }
        font.fallbackFace = { [unowned self] in self.fallbackFace }
        fonts[name] = font
        return font
    }

    /// The font file for a font: user files and folders, then fontconfig (the family, or a
    /// metric-compatible family), then the fallback.
    /// `required` says whether a missing font deserves a warning (not when glyphs cover it).
    private func face(for font: LottieFont, required: Bool) -> FontFace? {
        let family = FontName.trimmed(font.family)
        if let url = provider.fontFiles[font.name] ?? provider.fontFiles[font.family] ?? provider.fontFiles[family],
           let face = cachedFace(path: url.path, index: 0) {
            return face
        }
        if let entry = directoryMatch(for: font), let face = cachedFace(path: entry.path, index: entry.index) {
            return face
        }
        // The family in the style's weight and slant, or a face fontconfig declares
        // metric-compatible with it (Liberation Sans for Arial), in that style too.
        let query = family.isEmpty ? font.name : family
        if provider.usesSystemFonts, let match = FontconfigLookup.match(family: query, style: font.style),
           (FontconfigLookup.aliases(of: query) + [font.name]).contains(where: { name in match.families.contains { Self.sameName($0, name) } }),
           let face = cachedFace(path: match.path, index: match.index) {
            return face
        }
        // Not installed: the regular face of the first fallback family. lottie-ios asks Core
        // Text for the font by name (`DefaultFontProvider` → `CTFontCreateWithName`), which
        // gives plain Helvetica, without the missing font's weight or slant, for a name it
        // does not know.
        let fallback = fallbackFace
        if required {
            let using = fallback.map { "using \($0.familyName) \($0.styleName)" } ?? "no fallback font is installed: the text is not drawn"
            let warning = "font '\(font.name)' (family '\(family)', style '\(font.style)') not found; \(using)"
            warnings.append(warning)
            LottieLogger.current.warn(warning)
        }
        return fallback
    }

    private func systemFace(family: String, style: String) -> FontFace? {
        guard provider.usesSystemFonts, let match = FontconfigLookup.match(family: family, style: style) else { return nil }
        return cachedFace(path: match.path, index: match.index)
    }

    private func cachedFace(path: String, index: Int) -> FontFace? {
        let key = "\(index):\(path)"
        if let face = faces[key] { return face }
        let face = FontFace(path: path, index: index)
        faces[key] = face
        return face
    }

    /// A face found in the user's font folders.
    private struct DirectoryFace {
        var path: String
        var index: Int
        var family: String
        var style: String
        var postScriptName: String
        var fileName: String
    }

    private func scanDirectories() -> [DirectoryFace] {
        var found: [DirectoryFace] = []
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
        for directory in provider.fontDirectories {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names.sorted() where extensions.contains((name as NSString).pathExtension.lowercased()) {
                let path = directory.appendingPathComponent(name).path
                for index in 0..<min(FontFace.faceCount(path: path), 64) {
                    guard let face = FontFace(path: path, index: index) else { continue }
                    faces["\(index):\(path)"] = face
                    found.append(DirectoryFace(path: path, index: index, family: face.familyName, style: face.styleName,
                                               postScriptName: face.postScriptName,
                                               fileName: ((name as NSString).deletingPathExtension)))
                }
            }
        }
        return found
    }

    private func directoryMatch(for font: LottieFont) -> DirectoryFace? {
        let family = FontName.trimmed(font.family)
        let faces = directoryFaces
        return faces.first { Self.sameName($0.postScriptName, font.name) }
            ?? faces.first { Self.sameName($0.family, family) && Self.sameName($0.style, font.style) }
            ?? faces.first { Self.sameName($0.fileName, font.name) }
            ?? faces.first { Self.sameName($0.family, family) && FontStyleTraits($0.style) == FontStyleTraits(font.style) }
            ?? faces.first { Self.sameName($0.family, family) }
    }

    /// Font names compared as people write them: case, spaces and hyphens do not matter.
    static func sameName(_ a: String, _ b: String) -> Bool {
        func key(_ s: String) -> String { s.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" } }
        return !a.isEmpty && key(a) == key(b)
    }
}
