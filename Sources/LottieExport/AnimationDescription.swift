import Foundation
import Lottie

/// What `lottie info` reports about a dotLottie archive: its animations with their manifest
/// settings, its themes and its state machines.
public struct ArchiveDescription: Sendable {
    /// The archive.
    public let file: DotLottieFile
    /// The id of the animation described.
    public let shown: String

    /// The description of `file`, whose animation `shown` is the one described.
    public init(file: DotLottieFile, shown: String) {
        self.file = file
        self.shown = shown
    }

    /// The manifest settings an animation has, in words (`-` when none).
    public static func settings(_ a: DotLottieManifest.Animation) -> String {
        var words: [String] = []
        if let loop = a.loop { words.append(loop ? "loop" : "no loop") }
        if let mode = a.mode { words.append("mode \(mode)") }
        if let speed = a.speed { words.append("speed \(compactNumber(speed))") }
        if let direction = a.direction { words.append("direction \(direction)") }
        if let autoplay = a.autoplay { words.append(autoplay ? "autoplay" : "no autoplay") }
        if let theme = a.initialTheme { words.append("initial theme \(theme)") }
        return words.isEmpty ? "-" : words.joined(separator: ", ")
    }

    /// The lines of `lottie info`'s text about the archive.
    public func lines() -> [String] {
        let animations = file.manifest.animations
        var lines = ["animations: \(animations.count) in the archive, described: \(shown)"]
        lines += animations.map { "  \($0.id)\($0.id == shown ? " *" : ""): \(Self.settings($0))" }
        lines.append("themes:     \(file.themeIDs.count)" + (file.themeIDs.isEmpty ? "" : " (" + file.themeIDs.joined(separator: ", ") + ")"))
        if !file.stateMachineIDs.isEmpty { lines.append("state machines: " + file.stateMachineIDs.joined(separator: ", ")) }
        return lines
    }

    /// The `dotlottie` member of `lottie info --json`.
    public func json() -> LottieJSON {
        .object([
            "described": .string(shown),
            "animations": .array(file.manifest.animations.map { a in
                var o: [String: LottieJSON] = ["id": .string(a.id)]
                if let loop = a.loop { o["loop"] = .bool(loop) }
                if let mode = a.mode { o["mode"] = .string(mode) }
                if let speed = a.speed { o["speed"] = .number(speed) }
                if let direction = a.direction { o["direction"] = .number(Double(direction)) }
                if let autoplay = a.autoplay { o["autoplay"] = .bool(autoplay) }
                if let theme = a.initialTheme { o["initial_theme"] = .string(theme) }
                return .object(o)
            }),
            "themes": .array(file.themeIDs.map { .string($0) }),
            "state_machines": .array(file.stateMachineIDs.map { .string($0) }),
        ])
    }
}

/// What `lottie info` reports about one animation, as text or as one JSON object (also the
/// answer of `lottie serve`'s `POST /info`).
public struct AnimationDescription: Sendable {
    /// The animation described.
    public let animation: LottieAnimation
    /// The size of the file it was loaded from, in bytes.
    public let fileSize: Int
    /// Load times in milliseconds, when they were measured.
    public let loadTimes: [Double]
    /// Counts of layers, shapes, masks, effects and expressions.
    public let summary: LottieAnimationSummary
    /// The features the animation uses (``AnimationFeatures``).
    public let features: [String]
    /// The archive the animation came from, if any.
    public var archive: ArchiveDescription?
    /// The expressions that failed when evaluated, one warning each (nil when they were not
    /// evaluated).
    public var expressionFailures: [LottieWarning]?

    /// Describes `animation`, loaded from a file of `fileSize` bytes in the `loadTimes` given
    /// (milliseconds; empty when not measured).
    public init(animation: LottieAnimation, fileSize: Int, loadTimes: [Double] = []) {
        self.animation = animation
        self.fileSize = fileSize
        self.loadTimes = loadTimes
        summary = animation.summary
        features = AnimationFeatures.names(of: animation)
    }

    private var embeddedImages: Int { animation.images.values.filter { $0.data != nil }.count }

    private var warningCounts: [(String, Int)] {
        Dictionary(grouping: animation.warnings, by: \.kind.rawValue).map { ($0.key, $0.value.count) }.sorted { $0.0 < $1.0 }
    }

    /// Load time statistics: first, minimum and median in ms.
    private var loadStatistics: (first: Double, min: Double, median: Double)? {
        guard let first = loadTimes.first else { return nil }
        let sorted = loadTimes.sorted()
        return (first, sorted[0], sorted[sorted.count / 2])
    }

    /// The process's peak resident memory in bytes.
    private var peakMemory: Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss  // bytes on macOS
        #endif
    }

    private static func counts(_ d: [String: Int]) -> String {
        d.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    private static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(format: "%.3f", v)
    }

    /// The lines `lottie info` prints; with `listingAllWarnings` false only the first 10
    /// warnings are listed.
    public func text(listingAllWarnings: Bool) -> String {
        let a = animation
        var lines: [String] = []
        lines.append("name:       \(a.name ?? "-") (Bodymovin \(a.version.isEmpty ? "?" : a.version))")
        lines.append("file size:  \(fileSize) bytes")
        lines.append("size:       \(Self.format(a.width)) x \(Self.format(a.height))")
        lines.append("frame rate: \(Self.format(a.framerate)) fps")
        lines.append("frames:     \(Self.format(a.startFrame)) to \(Self.format(a.endFrame)) (\(Self.format(a.frameCount)) frames, \(String(format: "%.3f", a.duration)) s)")
        lines.append("layers:     \(summary.layerCount)" + (summary.layerCount > 0 ? " (\(Self.counts(summary.layersByType)))" : "")
                     + ", \(a.layers.count) at the root")
        lines.append("shapes:     \(summary.shapeCount)" + (summary.shapeCount > 0 ? " (\(Self.counts(summary.shapesByType)))" : ""))
        lines.append("masks:      \(summary.maskCount), effects: \(summary.effectCount), expressions: \(summary.expressionCount)")
        if let failures = expressionFailures {
            lines.append("expression failures: \(failures.count)")
            lines += failures.map { "  \($0)" }
        }
        lines.append("features:   " + (features.isEmpty ? "-" : features.joined(separator: ", ")))
        lines.append("markers:    \(a.markers.count)" + (a.markers.isEmpty ? "" : " (" + a.markers.map {
            "\($0.name) @\(Self.format($0.frame))" + ($0.duration > 0 ? "+\(Self.format($0.duration))" : "") }.joined(separator: ", ") + ")"))
        lines.append("assets:     \(a.precompositions.count) precompositions, \(a.images.count) images (\(embeddedImages) embedded)")
        lines.append("fonts:      \(a.fonts.count)" + (a.fonts.isEmpty ? "" : " (" + a.fonts.map(\.name).joined(separator: ", ") + ")")
                     + ", glyphs: \(a.glyphs.count)")
        lines += archive?.lines() ?? []
        lines.append("warnings:   \(a.warnings.count)" + (a.warnings.isEmpty ? "" : " (" + warningCounts.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + ")"))
        let shown = listingAllWarnings ? a.warnings : Array(a.warnings.prefix(10))
        lines += shown.map { "  \($0)" }
        if shown.count < a.warnings.count { lines.append("  ... \(a.warnings.count - shown.count) more (--all-warnings)") }
        if let t = loadStatistics {
            lines.append(String(format: "load time:  first %.3f ms, min %.3f ms, median %.3f ms over %d loads; peak memory %.1f MB",
                                t.first, t.min, t.median, loadTimes.count, Double(peakMemory) / 1_048_576))
        }
        return lines.joined(separator: "\n")
    }

    /// The JSON object `lottie info --json` prints.
    public func json() -> String {
        let a = animation
        func numbers(_ d: [String: Int]) -> LottieJSON { .object(d.mapValues { .number(Double($0)) }) }
        var object: [String: LottieJSON] = [
            "version": .string(a.version),
            "file_size": .number(Double(fileSize)),
            "width": .number(a.width), "height": .number(a.height),
            "framerate": .number(a.framerate),
            "start_frame": .number(a.startFrame), "end_frame": .number(a.endFrame),
            "duration": .number(a.duration),
            "layers": .number(Double(summary.layerCount)), "layers_by_type": numbers(summary.layersByType),
            "shapes": .number(Double(summary.shapeCount)), "shapes_by_type": numbers(summary.shapesByType),
            "masks": .number(Double(summary.maskCount)), "effects": .number(Double(summary.effectCount)),
            "features": .array(features.map { .string($0) }),
            "markers": .array(a.markers.map { .object(["name": .string($0.name), "frame": .number($0.frame), "duration": .number($0.duration)]) }),
            "precompositions": .number(Double(a.precompositions.count)),
            "images": .number(Double(a.images.count)), "embedded_images": .number(Double(embeddedImages)),
            "fonts": .array(a.fonts.map { .string($0.name) }), "glyphs": .number(Double(a.glyphs.count)),
            "warnings": .array(a.warnings.map { .object(["kind": .string($0.kind.rawValue), "path": .string($0.path), "message": .string($0.message)]) }),
        ]
        if let name = a.name { object["name"] = .string(name) }
        if let archive { object["dotlottie"] = archive.json() }
        if let failures = expressionFailures {
            object["expression_failures"] = .array(failures.map { .object(["path": .string($0.path), "message": .string($0.message)]) })
        }
        if let t = loadStatistics {
            object["load_ms"] = .number(t.first)
            object["load_ms_min"] = .number(t.min)
            object["load_ms_median"] = .number(t.median)
            object["peak_memory_bytes"] = .number(Double(peakMemory))
        }
        return String(decoding: LottieJSON.object(object).jsonBytes(), as: UTF8.self)
    }
}
