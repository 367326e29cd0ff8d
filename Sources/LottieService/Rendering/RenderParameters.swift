import Graphics
import Lottie
import LottieExport
import MediaEncoders

/// The query parameters of `POST /render`, checked: the options of `lottie render` that make
/// sense for one answer (`format`, `width`, `height`, `fit`, `frame` or `progress`, `fps`,
/// `background`, `quality`, `lossless`, `loop`, `expressions`, `layers-at-out-point`).
struct RenderParameters: Sendable, Equatable {
    /// The names this request takes; any other is refused, so that a typo is not ignored.
    static let names: Set<String> = [
        "format", "width", "height", "fit", "frame", "progress", "fps", "background", "quality", "lossless", "loop",
        "expressions", "layers-at-out-point",
    ]

    var format: OutputFormat = .png
    var width: Int?
    var height: Int?
    var mode: LottieContentMode = .scaleAspectFitTopLeft
    var frame: Double?
    var progress: Double?
    var fps: Double?
    var background: Color?
    var encoding = AnimationExporter.Encoding()
    var evaluatesExpressions = true
    var showsLayersAtOutPoint = false

    /// Parses the query parameters (each given at most once); a `400` names the first problem.
    init(query: [(String, String)]) throws(ServiceError) {
        var seen = Set<String>()
        for (name, value) in query {
            guard Self.names.contains(name) else {
                throw .badRequest("unknown query parameter '\(name)' (known: \(Self.names.sorted().joined(separator: ", ")))")
            }
            guard seen.insert(name).inserted else { throw .badRequest("query parameter '\(name)' is given twice") }
            try set(name, value)
        }
        try check()
    }

    private mutating func set(_ name: String, _ value: String) throws(ServiceError) {
        switch name {
        case "format":
            guard let format = OutputFormat(name: value) else {
                throw .badRequest("format '\(value)' is not one of \(OutputFormat.names)")
            }
            self.format = format
        case "width": width = try Self.integer(name, value, in: 1...16_384)
        case "height": height = try Self.integer(name, value, in: 1...16_384)
        case "fit":
            guard let mode = FitNames.mode(named: value) else {
                throw .badRequest("fit '\(value)' is not a content mode; use one of \(FitNames.all.joined(separator: ", "))")
            }
            self.mode = mode
        case "frame": frame = try Self.number(name, value)
        case "progress": progress = try Self.number(name, value)
        case "fps":
            let fps = try Self.number(name, value)
            guard fps > 0, fps <= FrameSchedule.maximumFPS else {
                throw .badRequest("fps \(value) is out of range (above 0, at most \(Int(FrameSchedule.maximumFPS)))")
            }
            self.fps = fps
        case "background":
            guard let color = Color(hex: value) else {
                throw .badRequest("background '\(value)' is not a colour like 1E1E1E or 1E1E1E80 (# optional)")
            }
            background = color
        case "quality": encoding.quality = try Self.integer(name, value, in: 0...100)
        case "loop": encoding.loopCount = try Self.integer(name, value, in: 0...65_535)
        case "lossless": encoding.lossless = try Self.boolean(name, value)
        case "expressions": evaluatesExpressions = try Self.boolean(name, value)
        case "layers-at-out-point": showsLayersAtOutPoint = try Self.boolean(name, value)
        default: throw .badRequest("unknown query parameter '\(name)'")
        }
    }

    /// Refuses combinations the format cannot use, as `lottie render` does.
    private func check() throws(ServiceError) {
        let name = format.displayName
        if frame != nil, progress != nil { throw .badRequest("give frame or progress, not both") }
        if fps != nil, !format.isAnimation, format != .pdf {
            throw .badRequest("fps needs several frames, but a \(name) is one")
        }
        if encoding.quality != nil, !format.isAnimation {
            throw .badRequest("quality applies to GIF, WebP, MP4 and WebM, not \(name)")
        }
        if encoding.loopCount != 0, format != .gif, format != .webP {
            throw .badRequest("loop applies to GIF and WebP, not \(name)")
        }
        if encoding.lossless, format != .webP { throw .badRequest("lossless applies to WebP, not \(name)") }
    }

    /// The one frame asked for (`frame`, or `progress` of the animation), if any.
    func singleFrame(of animation: LottieAnimation) -> Double? {
        if let frame { return frame }
        return progress.map(animation.frameTime(forProgress:))
    }

    /// The output size: both sides as given, one side and the composition's aspect ratio, or
    /// the composition's size; checked against the pixel limit (`422` past it).
    func pixelSize(for animation: LottieAnimation, maxPixels: Int) throws(ServiceError) -> (width: Int, height: Int) {
        let (w, h) = OutputSize.pixels(width: width, height: height, of: animation)
        guard w >= 1, h >= 1 else {
            throw ServiceError(.unprocessableContent, "the composition has no size (\(Self.text(w))x\(Self.text(h))); give a width and a height")
        }
        guard w.isFinite, h.isFinite, w <= 16_384, h <= 16_384, w * h <= Double(maxPixels) else {
            throw ServiceError(.unprocessableContent,
                               "the output size \(Self.text(w))x\(Self.text(h)) is over the limit of \(maxPixels) pixels a frame (and 16384 a side); give a smaller width or height")
        }
        return (Int(w), Int(h))
    }

    /// The frames to draw: the one asked for; for PNG and SVG the first; else every frame at
    /// `fps` (GIF at most 50 fps), at most `maxFrames` (`422` past it).
    func schedule(for animation: LottieAnimation, maxFrames: Int) throws -> FrameSchedule {
        let single = singleFrame(of: animation)
        if let single, !single.isFinite { throw ServiceError.badRequest("the frame to render must be a finite number") }
        let only = single ?? (format.isAnimation || format == .pdf ? nil : animation.startFrame)
        var rate = fps ?? animation.framerate
        if format == .gif, only == nil, rate > GIFEncoder.maximumFrameRate { rate = GIFEncoder.maximumFrameRate }
        if only == nil {
            // Count before building the list, so that a tiny step cannot allocate without end.
            let span = max(0, animation.endFrame - animation.startFrame)
            let estimate = animation.framerate > 0 ? span / animation.framerate * rate : .infinity
            guard estimate.isFinite, estimate <= Double(maxFrames) + 1 else {
                throw ServiceError(.unprocessableContent, "the render has \(Self.text(estimate)) frames, over the limit of \(maxFrames) a request; lower fps")
            }
        }
        let schedule = try FrameSchedule(animation: animation, range: nil, fps: rate, speed: 1, only: only)
        guard schedule.frames.count <= maxFrames else {
            throw ServiceError(.unprocessableContent, "the render has \(schedule.frames.count) frames, over the limit of \(maxFrames) a request; lower fps")
        }
        return schedule
    }

    private static func text(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int64(value.rounded())) : "too many"
    }

    private static func integer(_ name: String, _ value: String, in range: ClosedRange<Int>) throws(ServiceError) -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw .badRequest("\(name) '\(value)' is not a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return number
    }

    private static func number(_ name: String, _ value: String) throws(ServiceError) -> Double {
        guard let number = Double(value), number.isFinite else { throw .badRequest("\(name) '\(value)' is not a finite number") }
        return number
    }

    private static func boolean(_ name: String, _ value: String) throws(ServiceError) -> Bool {
        switch value.lowercased() {
        case "true", "1", "yes", "on", "": return true
        case "false", "0", "no", "off": return false
        default: throw .badRequest("\(name) '\(value)' is not true or false")
        }
    }
}

/// The names `fit` takes: every `LottieContentMode` by its Swift name, and `fit`, `fill` and
/// `stretch`, as `lottie render --fit` does.
enum FitNames {
    static let aliases: [String: LottieContentMode] = [
        "fit": .scaleAspectFitTopLeft, "fill": .scaleAspectFill, "stretch": .scaleToFill,
    ]
    static let all = LottieContentMode.allCases.map(\.rawValue) + ["fit", "fill", "stretch"]

    static func mode(named name: String) -> LottieContentMode? {
        LottieContentMode(rawValue: name) ?? aliases[name]
    }
}
