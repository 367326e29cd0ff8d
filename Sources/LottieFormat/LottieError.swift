/// Why an animation could not be loaded, or a part of it chosen or changed. Every case names
/// where the problem is.
public enum LottieError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not valid JSON: what is wrong, at which byte offset, line and column
    /// (both 1-based).
    case invalidJSON(message: String, offset: Int, line: Int, column: Int)
    /// A value has the wrong type or an impossible value; `path` is the JSON path
    /// (e.g. `layers[3].shapes[1].it[0].ks`).
    case invalidValue(path: String, expected: String, found: String)
    /// A required member is missing from the object at `path`.
    case missingValue(path: String, key: String)
    /// A limit of `LoadLimits` was exceeded; `path` says where, when known.
    case limitExceeded(limit: Limit, maximum: Int, path: String)
    /// Precompositions refer to each other in a cycle; `ids` is the cycle, first id repeated
    /// at the end.
    case cyclicPrecomposition(ids: [String])
    /// Layers of one list are each other's parents; `path` is the list, `indices` the cycle.
    case parentCycle(path: String, indices: [Int])
    /// A `.lottie` or `.tgs` container is broken (bad zip or gzip data, missing manifest or
    /// animation file).
    case invalidContainer(String)
    /// A dotLottie file has no animation with this id; `available` lists the ids it has.
    case animationNotFound(id: String, available: [String])
    /// A dotLottie file has no theme with this id; `available` lists the ids it has.
    case themeNotFound(id: String, available: [String])
    /// A slot was given a value of another kind than its properties take (`expected`, one kind
    /// or, in a file that binds properties of several kinds to one slot, several).
    case slotTypeMismatch(slot: String, expected: [LottieSlotValue.Kind], found: LottieSlotValue.Kind)
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)
    /// `LottieAnimation.loadedFrom(url:limits:timeout:animationCache:)` loads only `file`,
    /// `http` and `https` URLs.
    case unsupportedURL(String)
    /// An HTTP server answered with a status outside 200...299 (after redirects).
    case httpStatus(url: String, statusCode: Int)
    /// A download took longer than its timeout, in seconds.
    case timedOut(url: String, seconds: Double)
    /// A download failed: no connection, a connection lost, or fewer bytes than the server
    /// announced.
    case downloadFailed(url: String, reason: String)

    /// The limits `limitExceeded` can name.
    public enum Limit: String, Hashable, Sendable, CaseIterable {
        /// `LoadLimits.maxFileSize`.
        case fileSize
        /// `LoadLimits.maxDecompressedSize`.
        case decompressedSize
        /// `LoadLimits.maxLayers`.
        case layers
        /// `LoadLimits.maxShapes`.
        case shapes
        /// `LoadLimits.maxKeyframes`.
        case keyframes
        /// `LoadLimits.maxNestingDepth`.
        case nestingDepth
        /// `LoadLimits.maxPrecompositionDepth`.
        case precompositionDepth
    }

    public var description: String {
        func at(_ path: String) -> String { path.isEmpty ? "<root>" : path }
        switch self {
        case .invalidJSON(let message, let offset, let line, let column):
            return "invalid JSON at line \(line), column \(column) (byte \(offset)): \(message)"
        case .invalidValue(let path, let expected, let found):
            return "invalid value at \(at(path)): expected \(expected), found \(found)"
        case .missingValue(let path, let key):
            return "missing \"\(key)\" at \(at(path))"
        case .limitExceeded(let limit, let maximum, let path):
            return "limit exceeded at \(at(path)): more than \(maximum) (\(limit.rawValue))"
        case .cyclicPrecomposition(let ids):
            return "cyclic precomposition: " + ids.joined(separator: " -> ")
        case .parentCycle(let path, let indices):
            return "parent cycle in \(at(path)): " + indices.map(String.init).joined(separator: " -> ")
        case .invalidContainer(let message):
            return "invalid container: \(message)"
        case .animationNotFound(let id, let available):
            return "no animation with id \"\(id)\" (animations: \(Self.list(available)))"
        case .themeNotFound(let id, let available):
            return "no theme with id \"\(id)\" (themes: \(Self.list(available)))"
        case .slotTypeMismatch(let slot, let expected, let found):
            return "slot \"\(slot)\" takes \(expected.map(\.rawValue).joined(separator: " or ")) values, not \(found.rawValue)"
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unsupportedURL(let url):
            return "cannot load \(url): only file, http and https URLs are loaded"
        case .httpStatus(let url, let statusCode):
            return "cannot load \(url): the server answered with status \(statusCode)"
        case .timedOut(let url, let seconds):
            return "cannot load \(url): no complete answer within \(seconds) s"
        case .downloadFailed(let url, let reason):
            return "cannot load \(url): \(reason)"
        }
    }

    /// Ids for a message: quoted, comma-separated, or `none`.
    private static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "none" : ids.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
