import CFreeType
import Foundation

/// Finds installed font files by family and style through fontconfig.
enum FontconfigLookup {
    private static let lock = NSLock()
    /// The answers so far, by family and style: a match sorts every installed font, and the
    /// same query comes back for every renderer (and twice per missing font: once as the
    /// font, once as the fallback). Guarded by `lock`. fontconfig itself keeps its
    /// configuration and font list for the life of the process, so the answers do not go stale.
    nonisolated(unsafe) private static var answers: [String: Match?] = [:]
    /// The metric-compatible families of each family asked about so far. Guarded by `lock`.
    nonisolated(unsafe) private static var knownAliases: [String: [String]] = [:]
    /// The family each generic list (`sans-serif`, `serif`, `monospace`) starts with, found
    /// once: a substitution runs every rule of fontconfig's configuration (a million
    /// instructions each), and these do not depend on the family asked about. Guarded by `lock`.
    nonisolated(unsafe) private static var genericFamilies: [String]?
    /// The family list of a pattern naming each family asked about so far, after fontconfig's
    /// substitutions: a match substitutes the family first, and finding its aliases needs the
    /// same list, so the second substitution (as costly as the match) is saved. Guarded by
    /// `lock`.
    nonisolated(unsafe) private static var substitutions: [String: [String]] = [:]
    /// The most entries each table above keeps. The names come from the files: a service
    /// meets whatever family names its clients send, and tables that grew with every new name
    /// would grow without end. A full table starts over (its answers are only worked out again).
    static let maximumEntries = 512

    /// How many entries the tables hold (answers, aliases, substitutions).
    static var tableSizes: (answers: Int, aliases: Int, substitutions: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (answers.count, knownAliases.count, substitutions.count)
    }

    /// Keeps `value` for `key` in `table`, emptied first when full. Called under `lock`.
    private static func remember<Value>(_ value: Value, for key: String, in table: inout [String: Value]) {
        if table.count >= maximumEntries { table.removeAll(keepingCapacity: true) }
        table[key] = value
    }

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
        // Renderers on several threads may look fonts up at once; fontconfig's global
        // configuration is loaded and queried one caller at a time.
        lock.lock()
        defer { lock.unlock() }
        let key = family + "\u{0}" + style
        if let known = answers[key] { return known }
        let answer = lookUp(family: family, style: style)
        remember(answer, for: key, in: &answers)
        return answer
    }

    /// The families fontconfig's configuration puts in place of `family` before its generic
    /// fallback (its `30-metric-aliases.conf` maps Helvetica and Arial to Liberation Sans,
    /// Times to Liberation Serif, Courier to Liberation Mono), the family itself first. An
    /// unknown family has no aliases: its list goes straight on to the generic fonts, which
    /// start where the list of `sans-serif`, `serif` or `monospace` starts.
    static func aliases(of family: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let known = knownAliases[family] { return known }
        let generics = genericFamilies ?? ["sans-serif", "serif", "monospace"].compactMap { substitutedFamilies($0).first }
        genericFamilies = generics
        let families = substitutedFamilies(family)
        let end = families.dropFirst().firstIndex { generics.contains($0) } ?? families.endIndex
        let aliases = Array(families[..<end])
        remember(aliases, for: family, in: &knownAliases)
        return aliases
    }

    /// The family list of a pattern naming `family` after fontconfig's substitutions.
    private static func substitutedFamilies(_ family: String) -> [String] {
        if let known = substitutions[family] { return known }
        guard FcInit() == FcTrue, let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        let list = families(of: pattern, limit: 256)
        remember(list, for: family, in: &substitutions)
        return list
    }

    private static func families(of pattern: OpaquePointer, limit: Int32) -> [String] {
        var families: [String] = []
        var n: Int32 = 0
        var name: UnsafeMutablePointer<FcChar8>?
        while n < limit, FcPatternGetString(pattern, FC_FAMILY, n, &name) == FcResultMatch, let name {
            families.append(String(cString: name))
            n += 1
        }
        return families
    }

    private static func lookUp(family: String, style: String) -> Match? {
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
        // The configuration's family rules test the family alone (its metric aliases, its
        // generic fallbacks), not the weight and slant added above: this is the list a
        // pattern of the family alone gets.
        if substitutions[family] == nil { remember(families(of: pattern, limit: 256), for: family, in: &substitutions) }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
        return Match(path: String(cString: file), index: Int(index), families: families(of: font, limit: 16))
    }
}
