import ArgumentParser
import CairoCanvas
import Foundation
import Graphics
import Lottie
import LottieExport
import MediaEncoders

/// `lottie render [INPUT] -o OUTPUT`: draws an animation into the file format its extension
/// names — one frame (PNG, SVG, PDF page), every frame (GIF, WebP, MP4/WebM, PDF pages, or a
/// numbered PNG/SVG sequence with a `%04d` pattern). Without an input it renders the bundled
/// demo animation.
///
/// The conformance contract is `lottie render INPUT --frame F --width W --height H --output O`
/// (one PNG of absolute frame F).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render an animation to PNG, GIF, WebP, MP4, WebM, SVG or PDF.",
        discussion: """
            The output's extension (or --format) picks the format. PNG and SVG write one frame, \
            or one file per frame when the name has a %04d-style pattern; PDF writes one page \
            with --frame or --progress, else a page per frame; GIF, WebP, MP4 and WebM write \
            every frame. Without an input, the bundled demo animation is rendered; - reads the \
            animation from standard input, and -o - writes to standard output (with --format).

            Files are written under a temporary name beside the output and renamed into place \
            when complete, so an interrupted or failed render (Ctrl-C included) leaves no \
            partial file; missing folders are created. GIF plays at most 50 fps (its delays \
            are whole hundredths of a second, and browsers slow shorter ones down), so faster \
            rates are sampled at 50 fps. MP4 has no alpha: transparent parts go on \
            --background (black by default), and odd sides are scaled up by a pixel to the \
            even sizes H.264 needs; WebM keeps alpha. Renders over 100 megapixels in all \
            (frames x width x height) get a warning.
            """)

    @Argument(help: "The animation (.json, .lottie or .tgs; - reads standard input); omit it to render the bundled demo.")
    var input: String?

    @Option(name: [.short, .long], help: "The file to write (.png, .gif, .webp, .mp4, .webm, .svg, .pdf); - writes to standard output.")
    var output: String?

    @Option(help: "The output format when the name has no extension or is -: png, gif, webp, mp4, webm, svg or pdf.")
    var format: String?

    @Option(parsing: .unconditional, help: "One absolute composition frame (fractional frames interpolate).")
    var frame: Double?

    @Option(parsing: .unconditional, help: "One frame given as progress 0...1 of the composition (0 = ip, 1 = op).")
    var progress: Double?

    @Option(help: "Only frames A-B (absolute, both included, limited to the animation's), e.g. 0-59.")
    var frames: String?

    @Option(parsing: .unconditional, help: "Output frames per second, above 0 and at most 240 (default: the animation's; GIF at most 50).")
    var fps: Double?

    @Option(parsing: .unconditional, help: "Playback speed: 2 is twice as fast, negative plays backwards.")
    var speed: Double = 1

    @Option(parsing: .unconditional, help: "How many times a GIF or WebP plays; 0 (the default) loops for ever.")
    var loop: Int?

    @Option(parsing: .unconditional, help: "Quality 0...100: GIF colours (default 100), WebP lossy quality (default 90) or with --lossless the compression effort (default 75), MP4/WebM constant quality (default 75).")
    var quality: Int?

    @Flag(help: "Lossless WebP (--quality is then the compression effort: higher is smaller and slower).")
    var lossless = false

    @Option(parsing: .unconditional, help: "Threads for multi-frame outputs, 1...64: rendering and encoding (GIF palettes, WebP frames, video segments); 1 uses one core. The file is the same for any number.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "No progress bar.")
    var quiet = false

    @Option(help: "The canvas raster outputs (PNG, GIF, WebP, video) are drawn with: raster (our own rasterizer, the default) or cairo.")
    var backend: RasterBackend = .standard

    @OptionGroup var size: OutputSizeOptions

    @Option(help: "A folder of font files text layers look in before the system's fonts.")
    var fonts: String?

    @OptionGroup var dynamicValues: SetValueOptions

    @OptionGroup var compatibility: CompatibilityOptions

    @OptionGroup var dotLottie: DotLottieOptions

    func validate() throws {
        if let quality, !(0...100).contains(quality) { throw ValidationError("--quality \(quality) is outside 0...100") }
        if let loop, !(0...65_535).contains(loop) { throw ValidationError("--loop \(loop) is outside 0...65535 (0 loops for ever)") }
        if let fps, !(fps > 0 && fps <= FrameSchedule.maximumFPS) {
            throw ValidationError("--fps \(Report.fps(fps)) is out of range (above 0, at most \(Report.fps(FrameSchedule.maximumFPS)))")
        }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs) is outside 1...64") }
        guard speed != 0, speed.isFinite, abs(speed) <= 1000 else {
            throw ValidationError("--speed \(speed) is out of range (non-zero, at most 1000 either way)")
        }
    }

    func run() throws {
        guard let output else {
            throw CommandError("missing the output file: -o FILE (e.g. -o demo.gif, or -o - --format png for standard output)")
        }
        let format = try OutputFormat(path: output, format: self.format)
        let pattern = output == "-" ? nil : SequencePattern(output)
        try checkOptions(for: format, sequence: pattern != nil)
        HeapRetention.keepFreedMemory()
        let (animation, loaded) = try AnimationInput.loadOrDemo(input, fonts: fonts, choice: dotLottie.choice)
        printSkippedImages(of: animation)
        var options = loaded
        try dynamicValues.apply(to: &options, animation: animation)
        compatibility.apply(to: &options)
        let job = try RenderJob(animation: animation, options: options, pixelSize: size.pixelSize(for: animation),
                                mode: size.contentMode(), background: size.backgroundColor(),
                                jobs: jobs, quiet: quiet, backend: backend)
        let single = try singleFrame(of: animation)
        let pixels = Report.size(job.width, job.height)

        switch format {
        case .png, .svg:
            if let pattern {
                let schedule = try self.schedule(for: animation, fps: fps, only: single).frames
                OutputLimits.warnAboutBudget(frames: schedule.count, width: job.width, height: job.height)
                try job.writeSequence(schedule, pattern: pattern, vector: format == .svg)
                let names = schedule.count > 1 ? "\(pattern.path(for: 0)) … \(pattern.path(for: schedule.count - 1))" : pattern.path(for: 0)
                Report.wrote(names, "\(schedule.count) \(format.displayName) files, \(pixels)")
            } else {
                let frame = single ?? animation.startFrame
                let target = try OutputTarget(output, fileExtension: format.fileExtension)
                if format == .svg {
                    try job.writeVector(.svg, frames: [frame], to: target)
                } else {
                    try job.writePNG(frame: frame, to: target)
                }
                Report.wrote(target, "\(pixels), frame \(Report.fps(frame))")
            }
        case .pdf:
            let pages = try schedule(for: animation, fps: fps, only: single).frames
            OutputLimits.warnAboutBudget(frames: pages.count, width: job.width, height: job.height)
            let target = try OutputTarget(output, fileExtension: format.fileExtension)
            try job.writeVector(.pdf, frames: pages, to: target)
            Report.wrote(target, "\(pages.count) \(pages.count == 1 ? "page" : "pages"), \(pixels)")
        case .gif, .webP, .video:
            var rate = fps ?? animation.framerate
            if format == .gif, rate > GIFEncoder.maximumFrameRate, single == nil {
                Report.note("GIF cannot show \(Report.fps(rate)) fps (its delays are whole hundredths of a second and browsers slow down those under 2): writing \(Report.fps(GIFEncoder.maximumFrameRate)) fps")
                rate = GIFEncoder.maximumFrameRate
            }
            let schedule = try self.schedule(for: animation, fps: rate, only: single)
            OutputLimits.warnAboutBudget(frames: schedule.frames.count, width: job.width, height: job.height)
            let target = try OutputTarget(output, fileExtension: format.fileExtension)
            let encoder = try makeEncoder(format, target: target, job: job, fps: schedule.fps)
            var written = pixels
            if let video = encoder as? VideoEncoder, video.encodedWidth != job.width || video.encodedHeight != job.height {
                written = Report.size(video.encodedWidth, video.encodedHeight)
                Report.note("H.264 needs even sides: scaling \(pixels) to \(written)")
            }
            try job.encode(schedule, with: encoder, to: target)
            if let video = encoder as? VideoEncoder, video.flattenedTransparency {
                Report.note("MP4 has no alpha: transparent parts are black (give --background, or write .webm, which keeps alpha)")
            }
            Report.wrote(target, "\(schedule.frames.count) frames, \(written), \(Report.fps(schedule.fps)) fps")
        }
    }

    /// Refuses options the output cannot use, instead of ignoring them.
    private func checkOptions(for format: OutputFormat, sequence: Bool) throws {
        let name = format.displayName
        let oneFrame = (format == .png || format == .svg) && !sequence
        if oneFrame, fps != nil {
            throw ValidationError("--fps needs several frames, but a single \(name) is one (put a %04d pattern in the name for one file per frame)")
        }
        if oneFrame, frames != nil {
            throw ValidationError("--frames needs several frames, but a single \(name) is one (use --frame, or a %04d pattern in the name)")
        }
        if quality != nil, !format.isAnimation {
            throw ValidationError("--quality applies to GIF, WebP, MP4 and WebM, not \(name)")
        }
        if loop != nil, format != .gif, format != .webP {
            throw ValidationError("--loop applies to GIF and WebP, not \(name)")
        }
        if lossless, format != .webP {
            throw ValidationError("--lossless applies to WebP, not \(name)")
        }
        if sequence, output == "-" {
            throw ValidationError("a %d pattern cannot go to standard output")
        }
    }

    /// The one frame asked for with `--frame` or `--progress`, if any.
    private func singleFrame(of animation: LottieAnimation) throws -> Double? {
        guard frame == nil || progress == nil else { throw CommandError("give --frame or --progress, not both") }
        guard let value = frame ?? progress.map(animation.frameTime(forProgress:)) else { return nil }
        guard value.isFinite else { throw CommandError("the frame to render must be a finite number") }
        guard frames == nil else { throw CommandError("give one frame (--frame, --progress) or a range (--frames), not both") }
        return value
    }

    /// The frames to write: the one asked for, or the range (limited to the animation's
    /// frames) at the output rate and speed.
    private func schedule(for animation: LottieAnimation, fps: Double?, only single: Double?) throws -> FrameSchedule {
        let range = try frames.map { try FrameSchedule.clamp(FrameSchedule.parseRange($0), to: animation) }
        return try FrameSchedule(animation: animation, range: range, fps: fps, speed: speed, only: single)
    }

    private func makeEncoder(_ format: OutputFormat, target: OutputTarget, job: RenderJob, fps: Double) throws -> any ParallelAnimationEncoder {
        do {
            let encoding = AnimationExporter.Encoding(quality: quality, lossless: lossless, loopCount: loop ?? 0)
            return try AnimationExporter(settings: job.settings).makeEncoder(format, encoding: encoding, fps: fps, url: target.url)
        } catch {
            target.discard()
            throw target.commandError(error)
        }
    }
}
