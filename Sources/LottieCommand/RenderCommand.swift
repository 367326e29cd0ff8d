import ArgumentParser
import CairoCanvas
import Foundation
import Graphics
import Lottie
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
            The output's extension picks the format. PNG and SVG write one frame, or one file per \
            frame when the name has a %04d-style pattern; PDF writes one page with --frame or \
            --progress, else a page per frame; GIF, WebP, MP4 and WebM write every frame. \
            Without an input, the bundled demo animation is rendered.
            """)

    @Argument(help: "The animation (.json, .lottie or .tgs); omit it to render the bundled demo.")
    var input: String?

    @Option(name: [.short, .long], help: "The file to write (.png, .gif, .webp, .mp4, .webm, .svg, .pdf).")
    var output: String?

    @Option(parsing: .unconditional, help: "One absolute composition frame (fractional frames interpolate).")
    var frame: Double?

    @Option(parsing: .unconditional, help: "One frame given as progress 0...1 of the composition (0 = ip, 1 = op).")
    var progress: Double?

    @Option(help: "Only frames A-B (absolute, both included), e.g. 0-59.")
    var frames: String?

    @Option(help: "Output frames per second (default: the animation's).")
    var fps: Double?

    @Option(parsing: .unconditional, help: "Playback speed: 2 is twice as fast, negative plays backwards.")
    var speed: Double = 1

    @Option(parsing: .unconditional, help: "How many times a GIF or WebP plays; 0 loops for ever.")
    var loop: Int = 0

    @Option(help: "Encoder quality 0...100 (default: GIF 100, WebP 90, video 75).")
    var quality: Int?

    @Option(help: "Render threads for multi-frame outputs.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "No progress bar.")
    var quiet = false

    @OptionGroup var size: OutputSizeOptions

    @Option(help: "A folder of font files text layers look in before the system's fonts.")
    var fonts: String?

    @OptionGroup var dynamicValues: SetValueOptions

    func run() throws {
        guard let output else { throw CommandError("missing the output file: -o FILE (e.g. -o demo.gif)") }
        let format = try OutputFormat(path: output)
        HeapRetention.keepFreedMemory()
        let (animation, loaded) = try AnimationInput.loadOrDemo(input, fonts: fonts)
        printSkippedImages(of: animation)
        var options = loaded
        try dynamicValues.apply(to: &options, animation: animation)
        let job = try RenderJob(animation: animation, options: options, pixelSize: size.pixelSize(for: animation),
                                mode: size.contentMode(), background: size.backgroundColor(),
                                jobs: jobs, quiet: quiet)
        if let quality, !(0...100).contains(quality) { throw CommandError("--quality \(quality) is outside 0...100") }
        guard (0...65_535).contains(loop) else { throw CommandError("--loop \(loop) is outside 0...65535 (0 loops for ever)") }
        let single = try singleFrame(of: animation)

        switch format {
        case .png, .svg:
            if let pattern = SequencePattern(output) {
                let schedule = try self.schedule(for: animation, only: single).frames
                try job.writeSequence(schedule, pattern: pattern, vector: format == .svg)
                print("wrote \(schedule.count) \(format == .svg ? "SVG" : "PNG") files (\(job.width)x\(job.height))")
            } else if format == .svg {
                try job.writeVector(.svg, frames: [single ?? animation.startFrame], to: output)
            } else {
                try job.writePNG(frame: single ?? animation.startFrame, to: output)
            }
        case .pdf:
            let pages = try schedule(for: animation, only: single).frames
            try job.writeVector(.pdf, frames: pages, to: output)
            if pages.count > 1 { print("wrote \(output) (\(pages.count) pages, \(job.width)x\(job.height))") }
        case .gif, .webP, .video:
            let schedule = try self.schedule(for: animation, only: single)
            let encoder = try makeEncoder(format, output: output, job: job, fps: schedule.fps)
            try job.encode(schedule, with: encoder, output: output)
            print("wrote \(output) (\(schedule.frames.count) frames, \(job.width)x\(job.height), \(Self.format(schedule.fps)) fps)")
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

    /// The frames to write: the one asked for, or the range at the output rate and speed.
    private func schedule(for animation: LottieAnimation, only single: Double?) throws -> FrameSchedule {
        try FrameSchedule(animation: animation, range: frames.map(FrameSchedule.parseRange), fps: fps, speed: speed,
                          only: single)
    }

    private func makeEncoder(_ format: OutputFormat, output: String, job: RenderJob, fps: Double) throws -> any AnimationEncoder {
        let url = URL(fileURLWithPath: output)
        do {
            switch format {
            case .gif:
                return try GIFEncoder(url: url, width: job.width, height: job.height, loopCount: loop, quality: quality ?? 100)
            case .webP:
                return try WebPAnimationEncoder(url: url, width: job.width, height: job.height, loopCount: loop,
                                                compression: .lossy(quality: Double(quality ?? 90)))
            case .video(let video):
                return try VideoEncoder(url: url, width: job.width, height: job.height,
                                        frameRate: max(1, Int(fps.rounded())), format: video,
                                        quality: quality ?? 75, background: job.background)
            case .png, .svg, .pdf:
                throw CommandError("\(output): not an animation format")
            }
        } catch let error as MediaEncoderError {
            throw CommandError("\(output): \(error)")
        }
    }

    private static func format(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(format: "%.3g", fps)
    }
}
