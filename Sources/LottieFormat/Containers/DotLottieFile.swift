import Foundation

/// A dotLottie archive (`.lottie`): a zip with a manifest, one or more animations, the images
/// they use and optional themes. Versions 1 (`animations/`, `images/`) and 2 (`a/`, `i/`,
/// `t/`) are both read.
///
/// All animations are decoded when the archive loads, with the archive's images filled into
/// their image assets.
public struct DotLottieFile: Hashable, Sendable {
    /// The archive's `manifest.json`.
    public var manifest: DotLottieManifest
    /// The animations by id, in manifest order in `manifest.animations`.
    public var animations: [String: LottieAnimation]
    /// The images in the archive by file name.
    public var images: [String: Data]
    /// The themes by id (`t/<id>.json`), raw.
    public var themes: [String: LottieJSON]
    /// The state machines by id (`s/<id>.json`, version 1 `states/<id>.json`), each read
    /// leniently (what cannot be read is in its `warnings`).
    public var stateMachines: [String: DotLottieStateMachine] = [:]
    /// The JSON text of each animation, kept so themes can be applied.
    private var animationJSON: [String: [UInt8]]
    /// The limits the archive was loaded with.
    private var limits: LoadLimits

    /// Whether the bytes start like a zip archive.
    public static func isArchive(_ data: Data) -> Bool {
        data.count >= 4 && data.prefix(4).elementsEqual([0x50, 0x4B, 0x03, 0x04])
    }

    /// Reads a dotLottie archive from a file.
    public static func load(fileURL: URL, limits: LoadLimits = .default) throws -> DotLottieFile {
        try load(data: LottieAnimation.readFile(fileURL, limits: limits), limits: limits)
    }

    /// Reads a dotLottie archive. The warnings of its animations go to `LottieLogger.current`.
    public static func load(data: Data, limits: LoadLimits = .default) throws -> DotLottieFile {
        let file = try read(data: data, limits: limits)
        for entry in file.manifest.animations { LottieLogger.current.warn(file.animations[entry.id]?.warnings ?? []) }
        return file
    }

    /// Reads a dotLottie archive without logging (for loaders that log what they return).
    static func read(data: Data, limits: LoadLimits) throws -> DotLottieFile {
        guard data.count <= limits.maxFileSize else {
            throw LottieError.limitExceeded(limit: .fileSize, maximum: limits.maxFileSize, path: "")
        }
        var reader = try ArchiveReader(data: data, limits: limits)
        let manifest: DotLottieManifest
        if let bytes = try reader.read("manifest.json") {
            manifest = try DotLottieManifest(json: LottieJSON(parsing: bytes, maxDepth: limits.maxNestingDepth))
        } else {
            // No manifest: every animation file is an animation, named by its file.
            let ids = reader.names(in: ["a/", "animations/"]).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
            manifest = DotLottieManifest(animations: ids.sorted().map { DotLottieManifest.Animation(id: $0) })
        }
        guard !manifest.animations.isEmpty else { throw LottieError.invalidContainer("the archive lists no animations") }

        var images: [String: Data] = [:]
        for folder in ["i/", "images/"] {
            for name in reader.names(in: [folder]) where images[name] == nil {
                if let bytes = try reader.read(folder + name) { images[name] = Data(bytes) }
            }
        }
        var themes: [String: LottieJSON] = [:]
        for name in reader.names(in: ["t/", "themes/"]) where name.hasSuffix(".json") {
            let folder = reader.has("t/" + name) ? "t/" : "themes/"
            if let bytes = try reader.read(folder + name) {
                themes[String(name.dropLast(5))] = try LottieJSON(parsing: bytes, maxDepth: limits.maxNestingDepth)
            }
        }
        var file = DotLottieFile(manifest: manifest, animations: [:], images: images, themes: themes,
                                 animationJSON: [:], limits: limits)
        for name in reader.names(in: ["s/", "states/"]) where name.hasSuffix(".json") {
            let folder = reader.has("s/" + name) ? "s/" : "states/"
            let id = String(name.dropLast(5))
            if let bytes = try reader.read(folder + name) {
                file.stateMachines[id] = DotLottieStateMachine(id: id, bytes: bytes, maxNestingDepth: limits.maxNestingDepth)
            }
        }
        for entry in manifest.animations {
            guard let bytes = try reader.read("a/\(entry.id).json") ?? reader.read("animations/\(entry.id).json") else {
                throw LottieError.invalidContainer("animation \"\(entry.id)\" is listed in the manifest but missing")
            }
            file.animationJSON[entry.id] = bytes
            file.animations[entry.id] = try file.decode(bytes)
        }
        return file
    }

    /// The animation ids, in manifest order.
    public var animationIDs: [String] { manifest.animations.map(\.id) }

    /// The theme ids: those the manifest lists, then any other theme file, by name.
    public var themeIDs: [String] {
        manifest.themeIDs.filter { themes[$0] != nil } + themes.keys.filter { !manifest.themeIDs.contains($0) }.sorted()
    }

    /// The state machine ids: those the manifest lists, then any other state machine file, by name.
    public var stateMachineIDs: [String] {
        let listed = manifest.stateMachineIDs.filter { stateMachines[$0] != nil }
        return listed + stateMachines.keys.filter { !listed.contains($0) }.sorted()
    }

    /// The manifest entry of an animation, with its playback settings and initial theme;
    /// without an id, the manifest's active animation or else the first. Throws
    /// ``LottieError/animationNotFound(id:available:)`` for an id the archive lacks.
    public func manifestEntry(forAnimation id: String? = nil) throws -> DotLottieManifest.Animation {
        let id = id ?? manifest.activeAnimationID.flatMap { active in animations[active] == nil ? nil : active }
            ?? manifest.animations.first?.id ?? ""
        guard let entry = manifest.animations.first(where: { $0.id == id }), animations[id] != nil else {
            throw LottieError.animationNotFound(id: id, available: animationIDs)
        }
        return entry
    }

    /// A theme by id, its rules read into slot values (image rules with the archive's image
    /// bytes). Throws ``LottieError/themeNotFound(id:available:)`` for an id the archive lacks.
    public func theme(id: String) throws -> DotLottieTheme {
        guard let json = themes[id] else { throw LottieError.themeNotFound(id: id, available: themeIDs) }
        return DotLottieTheme(id: id, json: json, images: images, limits: limits)
    }

    /// An animation by id; without an id, the manifest's active animation or else the first.
    /// With a theme id, the theme's rules replace the animation's slot values (rules the theme
    /// cannot apply add warnings). Throws ``LottieError/animationNotFound(id:available:)`` or
    /// ``LottieError/themeNotFound(id:available:)`` for ids the archive lacks.
    public func animation(id: String? = nil, themeID: String? = nil) throws -> LottieAnimation {
        let id = try manifestEntry(forAnimation: id).id
        guard let animation = animations[id], let json = animationJSON[id] else {
            throw LottieError.animationNotFound(id: id, available: animationIDs)
        }
        guard let themeID else { return animation }
        guard let theme = themes[themeID] else { throw LottieError.themeNotFound(id: themeID, available: themeIDs) }
        var root = try LottieJSON(parsing: json, maxDepth: limits.maxNestingDepth)
        let (slots, warnings) = DotLottieTheme.slots(from: theme, animationID: id, existing: root["slots"])
        if case .object(var members) = root {
            members["slots"] = .object(slots)
            root = .object(members)
        }
        var themed = try decode(root.jsonBytes())
        themed.warnings += warnings
        // The animation's own warnings were logged when the archive loaded; the theme's are new.
        LottieLogger.current.warn(warnings)
        return themed
    }

    /// Decodes one animation and fills its image assets from the archive: by file name only,
    /// and only from the archive's image folder (`images` holds no paths), so `u` and `..`
    /// in `p` can reach nothing else.
    private func decode(_ bytes: [UInt8]) throws -> LottieAnimation {
        var animation = try LottieAnimation.loadUnchecked(jsonBytes: bytes, limits: limits)
        animation.imagesComeFromArchive = true
        for (id, asset) in animation.images where asset.data == nil {
            if let data = images[asset.fileName] { animation.images[id]?.data = data }
        }
        animation.checkImages(files: .unknown)
        return animation
    }
}

/// Reads entries of a zip archive, counting decompressed bytes against the limit.
private struct ArchiveReader {
    let archive: ZipArchive
    let limits: LoadLimits
    var decompressed = 0
    /// Entry paths, without macOS resource-fork copies and folders.
    let paths: Set<String>

    init(data: Data, limits: LoadLimits) throws {
        archive = try ZipArchive(data: data)
        self.limits = limits
        paths = Set(archive.entries.keys.filter { !$0.hasPrefix("__MACOSX/") && !$0.hasSuffix("/") })
    }

    func has(_ path: String) -> Bool { paths.contains(path) }

    /// The file names directly inside any of the folders.
    func names(in folders: [String]) -> [String] {
        paths.compactMap { path in
            for folder in folders where path.hasPrefix(folder) {
                let name = String(path.dropFirst(folder.count))
                if !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") { return name }
            }
            return nil
        }.sorted()
    }

    /// The bytes of an entry, or nil when the archive has no such file.
    mutating func read(_ path: String) throws -> [UInt8]? {
        guard paths.contains(path), let entry = archive.entries[path] else { return nil }
        let bytes = try archive.contents(of: entry, budget: limits.maxDecompressedSize - decompressed,
                                         limit: limits.maxDecompressedSize)
        decompressed += bytes.count
        return bytes
    }
}
