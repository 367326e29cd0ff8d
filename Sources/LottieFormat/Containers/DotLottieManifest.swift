/// The manifest of a dotLottie archive (`manifest.json`).
public struct DotLottieManifest: Hashable, Sendable {
    /// One animation entry of the manifest.
    public struct Animation: Hashable, Sendable {
        /// The animation's id, also its file name without `.json`.
        public var id: String
        /// Playback speed.
        public var speed: Double?
        /// Whether it loops.
        public var loop: Bool?
        /// Whether it plays automatically.
        public var autoplay: Bool?
        /// 1 forwards, -1 backwards.
        public var direction: Int?
        /// Play mode, e.g. `normal` or `bounce`.
        public var mode: String?
        /// A theme colour (hex).
        public var themeColor: String?
        /// The theme applied by default (v2 `initialTheme`).
        public var initialTheme: String?

        /// An entry with only an id.
        public init(id: String) { self.id = id }
    }

    /// The format version (`1` or `2`).
    public var version: String?
    /// The tool that made the archive.
    public var generator: String?
    /// The author.
    public var author: String?
    /// The animation to show by default.
    public var activeAnimationID: String?
    /// The animations, in order.
    public var animations: [Animation]
    /// The theme ids listed in the manifest.
    public var themeIDs: [String] = []
    /// The state machine ids listed in the manifest (`stateMachines`, version 1 `states`).
    public var stateMachineIDs: [String] = []

    /// A manifest listing animations.
    public init(animations: [Animation]) { self.animations = animations }

    /// Reads a parsed `manifest.json`.
    init(json: LottieJSON) throws {
        guard case .object = json, let list = json["animations"]?.array else {
            throw LottieError.invalidContainer("manifest.json has no \"animations\" array")
        }
        animations = try list.map { entry in
            guard let id = entry["id"]?.string else { throw LottieError.invalidContainer("a manifest animation has no id") }
            var a = Animation(id: id)
            a.speed = entry["speed"]?.number
            a.loop = entry["loop"]?.bool
            a.autoplay = entry["autoplay"]?.bool
            a.direction = entry["direction"]?.number.flatMap { Int(exactly: $0) }
            a.mode = entry["mode"]?.string ?? entry["playMode"]?.string
            a.themeColor = entry["themeColor"]?.string
            a.initialTheme = entry["initialTheme"]?.string ?? entry["defaultTheme"]?.string
            return a
        }
        version = json["version"]?.string ?? json["version"]?.number.map { String($0) }
        generator = json["generator"]?.string
        author = json["author"]?.string
        activeAnimationID = json["activeAnimationId"]?.string
        themeIDs = json["themes"]?.array?.compactMap { $0["id"]?.string ?? $0.string } ?? []
        stateMachineIDs = (json["stateMachines"] ?? json["states"])?.array?.compactMap { $0["id"]?.string ?? $0.string } ?? []
    }
}
