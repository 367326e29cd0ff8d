/// Builds the model from a parsed JSON document.
///
/// Reads values by node index; errors name the JSON path of the offending node (computed only
/// when an error or warning happens). Counts shapes, keyframes and layers against the load
/// limits as it goes, and collects warnings.
final class ModelDecoder {
    let document: JSONDocument
    let limits: LoadLimits
    private(set) var warnings: [LottieWarning] = []

    var layerCount = 0
    var shapeCount = 0
    var keyframeCount = 0

    /// Fill and stroke colours are in 0...255 (exporters before 4.1.9, as lottie-web decides).
    var hasLegacyColors = false
    /// Whether the version may decide `hasLegacyColors`: false when a first reading found no
    /// colour component above 1, so the version string is not to be believed (see
    /// `LottieAnimation.decode(_:limits:)`).
    var versionDecidesColorRange = true
    /// Set when a fill or stroke colour read as legacy has a component above 1: the data
    /// confirms the 0...255 range the version promises.
    var sawLegacyRangeColor = false
    /// Glyph path tangents are absolute (exporters before 4.7.99).
    var hasAbsoluteGlyphTangents = false
    /// The node of each slot's property (`slots.<id>.p`).
    var slotProperties: [String: Int] = [:]

    /// Set while decoding colours that are known to be in 0...255.
    var decodingLegacyColor = false
    /// Set while decoding glyph paths with absolute tangents.
    var decodingAbsoluteTangents = false
    /// Whether a path without `c` is closed: the enclosing item's legacy `closed`/`cl` flag.
    var defaultPathClosed = false

    /// Fast member lookups.
    private let memberIndex: MemberIndex
    /// Strings made once for names the file repeats.
    private let strings: StringTable

    init(document: JSONDocument, limits: LoadLimits) {
        self.document = document
        self.limits = limits
        memberIndex = MemberIndex()
        strings = StringTable()
    }

    deinit {
        memberIndex.deallocate()
        strings.deallocate()
    }

    // MARK: Errors and warnings

    /// An error for a value of the wrong type or range.
    func invalid(_ n: Int, expected: String) -> LottieError {
        .invalidValue(path: document.path(of: n), expected: expected, found: document.describe(n))
    }

    /// An error for a missing member of object `n`.
    func missing(_ n: Int, _ key: JSONKey) -> LottieError {
        .missingValue(path: document.path(of: n), key: key.name)
    }

    /// Records a warning about node `n`.
    func warn(_ kind: LottieWarning.Kind, _ n: Int, _ message: String) {
        warnings.append(LottieWarning(kind: kind, path: document.path(of: n), message: message))
    }

    /// Records a warning with a ready-made path.
    func warn(_ kind: LottieWarning.Kind, path: String, _ message: String) {
        warnings.append(LottieWarning(kind: kind, path: path, message: message))
    }

    /// Counts items against a limit.
    func count(_ counter: inout Int, adding n: Int, limit: Int, _ kind: LottieError.Limit, at node: Int) throws {
        counter += n
        if counter > limit { throw LottieError.limitExceeded(limit: kind, maximum: limit, path: document.path(of: node)) }
    }

    // MARK: Members

    /// The member `key` of object `n`, treating `null` as absent.
    @inline(__always) func member(_ n: Int, _ key: JSONKey) -> Int? {
        guard let m = memberIndex.member(n, key, in: document), document.kind(m) != .null else { return nil }
        return m
    }

    /// Requires `n` to be an object.
    func requireObject(_ n: Int, _ what: String) throws {
        if document.kind(n) != .object { throw invalid(n, expected: what) }
    }

    /// Requires `n` to be an array of values other than numbers and number arrays (an empty
    /// array is fine).
    func requireArray(_ n: Int, _ what: String) throws {
        if document.kind(n) != .array || document.isCompactArray(n) { throw invalid(n, expected: what) }
    }

    // MARK: Scalars

    /// The number at node `n`; booleans count as 0 and 1, and a one-element array as its element
    /// (exporters write both forms).
    @inline(__always) func number(at n: Int) throws -> Double {
        if let value = document.number(n) { return value }
        return try numberOfOtherKind(at: n)
    }

    /// `number(at:)` for nodes that are not numbers. Out of line: numbers are the usual case.
    @inline(never) private func numberOfOtherKind(at n: Int) throws -> Double {
        switch document.kind(n) {
        case .true: return 1
        case .false: return 0
        case .array:
            guard let first = document.numberArray(n)?.first else { throw invalid(n, expected: "a number") }
            return first
        default: throw invalid(n, expected: "a number")
        }
    }

    /// The number under `key`, or nil when absent.
    func number(_ n: Int, _ key: JSONKey) throws -> Double? {
        guard let m = member(n, key) else { return nil }
        return try number(at: m)
    }

    /// The number under `key`, or `fallback` when absent.
    func number(_ n: Int, _ key: JSONKey, default fallback: Double) throws -> Double {
        try number(n, key) ?? fallback
    }

    /// The number under `key`, which must be present.
    func requiredNumber(_ n: Int, _ key: JSONKey) throws -> Double {
        guard let m = member(n, key) else { throw missing(n, key) }
        return try number(at: m)
    }

    /// The integer at node `n` (fractions are truncated; magnitudes past 2^31 are errors).
    /// Inlined, like `bool(at:default:)`: most objects have a few (indices, types, flags), and the call cost
    /// more than the read.
    @inline(__always) func integer(at n: Int) throws -> Int {
        let d = try number(at: n)
        guard d.isFinite, abs(d) < 2_147_483_648 else { throw invalid(n, expected: "an integer") }
        return Int(d)
    }

    /// The integer under `key`, or nil when absent.
    func integer(_ n: Int, _ key: JSONKey) throws -> Int? {
        guard let m = member(n, key) else { return nil }
        return try integer(at: m)
    }

    /// The boolean under `key` (true, or a non-zero number), or `fallback` when absent.
    func bool(_ n: Int, _ key: JSONKey, default fallback: Bool = false) throws -> Bool {
        try bool(at: member(n, key), default: fallback)
    }

    /// The boolean at node `m` (true, or a non-zero number), or `fallback` when `m` is nil.
    @inline(__always) func bool(at m: Int?, default fallback: Bool) throws -> Bool {
        guard let m else { return fallback }
        switch document.kind(m) {
        case .true: return true
        case .false: return false
        case .number: return (document.number(m) ?? 0) != 0
        default: throw invalid(m, expected: "a boolean")
        }
    }

    /// The string at node `n`; numbers are accepted and written as integers where integral
    /// (some exporters write ids and names as numbers).
    func string(at n: Int) throws -> String {
        switch document.kind(n) {
        case .string: return strings.string(n, in: document)
        case .number:
            let d = document.number(n) ?? 0
            return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        default: throw invalid(n, expected: "a string")
        }
    }

    /// The string under `key`, or nil when absent.
    func string(_ n: Int, _ key: JSONKey) throws -> String? {
        guard let m = member(n, key) else { return nil }
        return try string(at: m)
    }

    /// The string under `key`, which must be present.
    func requiredString(_ n: Int, _ key: JSONKey) throws -> String {
        guard let m = member(n, key) else { throw missing(n, key) }
        return try string(at: m)
    }

    // MARK: Members found by a walk

    // Readers of objects with many members (layers, shape items) find them all in one walk; a
    // member's value node is then 0 when absent, and `null` also counts as absent (`present`).

    /// The number at member node `m`, or nil when absent.
    func number(member m: Int) throws -> Double? { try present(m).map { try number(at: $0) } }

    /// The integer at member node `m`, or nil when absent.
    func integer(member m: Int) throws -> Int? { try present(m).map { try integer(at: $0) } }

    /// The boolean at member node `m`, or `fallback` when absent.
    func bool(member m: Int, default fallback: Bool = false) throws -> Bool { try bool(at: present(m), default: fallback) }

    /// The string at member node `m`, or nil when absent.
    func string(member m: Int) throws -> String? { try present(m).map { try string(at: $0) } }

    /// An integer-numbered enumeration under `key`: `fallback` when absent, and also (with a
    /// warning) when the number is not one of its cases.
    func enumeration<E: RawRepresentable>(_ n: Int, _ key: JSONKey, default fallback: E) throws -> E where E.RawValue == Int {
        try optionalEnumeration(n, key) ?? fallback
    }

    /// An integer-numbered enumeration under `key`, nil when absent or unknown (with a warning).
    func optionalEnumeration<E: RawRepresentable>(_ n: Int, _ key: JSONKey) throws -> E? where E.RawValue == Int {
        try optionalEnumeration(at: member(n, key), key)
    }

    /// `enumeration(_:_:default:)` for member node `m` of `key` (nil when absent).
    func enumeration<E: RawRepresentable>(at m: Int?, _ key: JSONKey, default fallback: E) throws -> E where E.RawValue == Int {
        try optionalEnumeration(at: m, key) ?? fallback
    }

    /// `optionalEnumeration(_:_:)` for member node `m` of `key` (nil when absent).
    func optionalEnumeration<E: RawRepresentable>(at m: Int?, _ key: JSONKey) throws -> E? where E.RawValue == Int {
        guard let m else { return nil }
        let raw = try integer(at: m)
        guard let value = E(rawValue: raw) else {
            warn(.unknownEnumValue, m, "\(raw) is not a known \(key.name) value; using the default")
            return nil
        }
        return value
    }
}
