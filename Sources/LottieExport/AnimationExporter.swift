import CairoCanvas
import Foundation
import Graphics
import Lottie
import MediaEncoders

/// Renders an animation into one file of an ``OutputFormat``: a PNG or SVG of one frame, a PDF
/// of a page per frame, or a GIF, WebP, MP4 or WebM of every frame of a ``FrameSchedule``.
///
/// The animated formats use ``RenderSettings/jobs`` threads (``threads``) from end to end:
/// ``ParallelFrameRenderer`` draws the frames and does the encoder's per-frame work on them
/// (GIF palettes, WebP frame encoding), and video is encoded in segments, several at once.
/// With one, everything runs on the calling thread and nothing beside it. The file is the same
/// whatever the number of threads.
///
/// The work is checked against ``cancellation`` before every frame, and a frame being drawn
/// when it is set paints nothing more: no further frame is drawn, the unfinished file is
/// removed and the export throws the reason (``ExportError/cancelled`` or
/// ``ExportError/deadlineExceeded``).
///
/// ```swift
/// let settings = RenderSettings(animation: animation, options: LottieRenderOptions(), width: 512,
///                               height: 512, mode: .scaleAspectFit, background: nil, jobs: 2)
/// let schedule = try FrameSchedule(animation: animation, range: nil, fps: nil, speed: 1)
/// try AnimationExporter(settings: settings).export(.webP, schedule: schedule, to: url)
/// ```
public struct AnimationExporter: Sendable {
    /// The animation, its options, the size, the fit, the background and the threads.
    public let settings: RenderSettings
    /// Checked between frames; nil never stops.
    public let cancellation: RenderCancellation?

    /// How many threads an animated export uses, rendering and encoding included:
    /// ``RenderSettings/jobs``, at least 1.
    public var threads: Int { max(1, settings.jobs) }

    /// An exporter of `settings`, stopped through `cancellation` when it is given.
    public init(settings: RenderSettings, cancellation: RenderCancellation? = nil) {
        self.settings = settings
        self.cancellation = cancellation
    }

    /// Encoder settings of the animated formats.
    public struct Encoding: Sendable, Equatable {
        /// Quality 0...100: GIF colours (default 100), WebP lossy quality (default 90) or with
        /// ``lossless`` the compression effort (default 75), MP4/WebM constant quality
        /// (default 75); nil takes the default.
        public var quality: Int?
        /// Lossless WebP.
        public var lossless: Bool
        /// How many times a GIF or WebP plays; 0 loops for ever.
        public var loopCount: Int

        /// Settings with the given values (by default: each format's default quality, lossy,
        /// looping for ever).
        public init(quality: Int? = nil, lossless: Bool = false, loopCount: Int = 0) {
            self.quality = quality
            self.lossless = lossless
            self.loopCount = loopCount
        }
    }

    /// Writes the frames of `schedule` to `url` as `format` (PNG and SVG: the first frame only).
    /// The file is written whole or not at all.
    public func export(_ format: OutputFormat, schedule: FrameSchedule, encoding: Encoding = Encoding(),
                       to url: URL) throws {
        guard let first = schedule.frames.first else { throw ExportError.invalidRequest("there are no frames to render") }
        try cancellation?.check()
        switch format {
        case .png:
            let bitmap = try self.bitmap(frame: first)
            try cancellation?.check()
            try OutputFile.write(to: url) { try bitmap.writePNG(to: $0) }
        case .svg:
            try writeVector(.svg, frames: [first], to: url)
        case .pdf:
            try writeVector(.pdf, frames: schedule.frames, to: url)
        case .gif, .webP, .video:
            try encode(schedule, with: makeEncoder(format, encoding: encoding, fps: schedule.fps, url: url))
        }
    }

    /// Renders the frames of `schedule` into `encoder` on ``threads`` threads and finishes
    /// it; `frameEncoded` hears the index of each frame handed to it, in order, on the calling
    /// thread. On any failure (or a stop through ``cancellation``) the encoder is cancelled,
    /// so its unfinished file is deleted, and the error thrown.
    public func encode(_ schedule: FrameSchedule, with encoder: some ParallelAnimationEncoder,
                       frameEncoded: (Int) -> Void = { _ in }) throws {
        let delay = Duration.nanoseconds(Int64((schedule.delay * 1e9).rounded()))
        do {
            try ParallelFrameRenderer(settings: settings, cancellation: cancellation)
                .render(frames: schedule.frames, compressingWith: encoder.compressor) { index, frame in
                    try cancellation?.check()
                    try encoder.add(compressed: frame, delay: delay)
                    frameEncoded(index)
                }
            try cancellation?.check()
            try encoder.finish()
        } catch {
            encoder.cancel()
            throw error
        }
    }

    /// Draws one frame into a bitmap.
    public func bitmap(frame: Double) throws -> Bitmap {
        guard let canvas = settings.backend.makeCanvas(width: settings.width, height: settings.height) else {
            throw ExportError.failed("cannot make a \(settings.width)x\(settings.height) canvas")
        }
        LottieRenderer(animation: settings.animation, options: settings.options)
            .render(frame: frame, into: canvas.stopping(with: cancellation), mode: settings.mode,
                    backgroundColor: settings.background)
        return canvas.makeBitmap()
    }

    /// An SVG (one frame) or a PDF (a page per frame), written whole or not at all.
    private func writeVector(_ format: CairoVectorCanvas.Format, frames: [Double], to url: URL) throws {
        try OutputFile.write(to: url) { try drawVector(format, frames: frames, into: $0) }
    }

    /// Draws `frames` into a new SVG (one frame) or PDF (a page per frame) at `url` through
    /// cairo's vector surfaces, sized in pixels (SVG) or points (PDF); `frameDrawn` hears the
    /// index of each frame drawn. The file is written in place: callers that want it whole or
    /// not at all write to a temporary name (`OutputFile`).
    public func drawVector(_ format: CairoVectorCanvas.Format, frames: [Double], into url: URL,
                           frameDrawn: (Int) -> Void = { _ in }) throws {
        let size = Size(width: Double(settings.width), height: Double(settings.height))
        let canvas = try CairoVectorCanvas(format: format, size: size, url: url)
        let renderer = LottieRenderer(animation: settings.animation, options: settings.options)
        for (index, frame) in frames.enumerated() {
            try cancellation?.check()
            if index > 0 { try canvas.nextPage() }
            renderer.render(frame: frame, into: canvas.stopping(with: cancellation), mode: settings.mode,
                            backgroundColor: settings.background)
            frameDrawn(index)
        }
        try cancellation?.check()
        try canvas.finish()
    }

    /// The encoder of an animated `format` writing to `url` at `fps`, with `encoding`'s
    /// settings and each format's defaults; a video encoder encodes ``threads`` segments at
    /// once.
    public func makeEncoder(_ format: OutputFormat, encoding: Encoding, fps: Double, url: URL) throws -> any ParallelAnimationEncoder {
        let (width, height) = (settings.width, settings.height)
        switch format {
        case .gif:
            return try GIFEncoder(url: url, width: width, height: height, loopCount: encoding.loopCount,
                                  quality: encoding.quality ?? 100)
        case .webP:
            let compression: WebPAnimationEncoder.Compression = encoding.lossless
                ? .lossless(effort: Double(encoding.quality ?? 75)) : .lossy(quality: Double(encoding.quality ?? 90))
            return try WebPAnimationEncoder(url: url, width: width, height: height, loopCount: encoding.loopCount,
                                            compression: compression)
        case .video(let video):
            return try VideoEncoder(url: url, width: width, height: height, frameRate: max(1, Int(fps.rounded())),
                                    format: video, quality: encoding.quality ?? 75, background: settings.background,
                                    threads: threads)
        case .png, .svg, .pdf:
            throw ExportError.invalidRequest("\(format.displayName) is not an animation format")
        }
    }
}
