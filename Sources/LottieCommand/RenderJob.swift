import CairoCanvas
import Foundation
import Graphics
import Lottie
import MediaEncoders

/// One animation drawn at one size: the writers behind `lottie render`'s output formats.
struct RenderJob {
    let animation: LottieAnimation
    let options: LottieRenderOptions
    let width: Int
    let height: Int
    let mode: LottieContentMode
    let background: Color?
    /// Render threads for multi-frame raster outputs.
    let jobs: Int
    /// Whether to leave the progress bar out.
    let quiet: Bool

    init(animation: LottieAnimation, options: LottieRenderOptions, pixelSize: (width: Int, height: Int),
         mode: LottieContentMode, background: Color?, jobs: Int, quiet: Bool) throws {
        guard (1...64).contains(jobs) else { throw CommandError("--jobs \(jobs) is outside 1...64") }
        self.animation = animation
        self.options = options
        (width, height) = pixelSize
        self.mode = mode
        self.background = background
        self.jobs = jobs
        self.quiet = quiet
    }

    /// Draws one frame into a bitmap.
    func bitmap(frame: Double) throws -> Bitmap {
        guard let canvas = CairoImageCanvas(width: width, height: height) else {
            throw CommandError("cannot make a \(width)x\(height) canvas")
        }
        LottieRenderer(animation: animation, options: options)
            .render(frame: frame, into: canvas, mode: mode, backgroundColor: background)
        return canvas.makeBitmap()
    }

    /// Writes one frame as a PNG file.
    func writePNG(frame: Double, to path: String) throws {
        try write(try bitmap(frame: frame), to: path)
    }

    /// Writes frames as an SVG (one frame) or a PDF (a page per frame) through cairo's vector
    /// surfaces, sized in pixels (SVG) or points (PDF).
    func writeVector(_ format: CairoVectorCanvas.Format, frames: [Double], to path: String) throws {
        let size = Size(width: Double(width), height: Double(height))
        var progress = ProgressBar(total: frames.count, label: "rendering", quiet: quiet)
        defer { progress.finish() }
        do {
            let canvas = try CairoVectorCanvas(format: format, size: size, url: URL(fileURLWithPath: path))
            let renderer = LottieRenderer(animation: animation, options: options)
            for (index, frame) in frames.enumerated() {
                if index > 0 { try canvas.nextPage() }
                renderer.render(frame: frame, into: canvas, mode: mode, backgroundColor: background)
                progress.update(index + 1)
            }
            try canvas.finish()
        } catch {
            throw CommandError("cannot write \(path): \(oneLine(error))")
        }
    }

    /// Writes one file per frame, named by `pattern`: PNGs rendered on all threads, or SVGs.
    func writeSequence(_ frames: [Double], pattern: SequencePattern, vector: Bool) throws {
        if vector {
            for (index, frame) in frames.enumerated() {
                try writeVector(.svg, frames: [frame], to: pattern.path(for: index))
            }
            return
        }
        var progress = ProgressBar(total: frames.count, label: "rendering", quiet: quiet)
        defer { progress.finish() }
        try renderInParallel(frames) { index, bitmap in
            try write(bitmap, to: pattern.path(for: index))
            progress.update(index + 1)
        }
    }

    /// Renders the schedule's frames on all threads and feeds them to `encoder` in order.
    func encode(_ schedule: FrameSchedule, with encoder: any AnimationEncoder, output: String) throws {
        var progress = ProgressBar(total: schedule.frames.count, label: "rendering", quiet: quiet)
        defer { progress.finish() }
        let delay = Duration.nanoseconds(Int64((schedule.delay * 1e9).rounded()))
        do {
            try renderInParallel(schedule.frames) { index, bitmap in
                try encoder.add(frame: bitmap, delay: delay)
                progress.update(index + 1)
            }
            try encoder.finish()
        } catch let error as MediaEncoderError {
            throw CommandError("\(output): \(error)")
        }
    }

    /// Renders `frames` on all threads, handing each bitmap to `consume` in order.
    func renderInParallel(_ frames: [Double], consume: (Int, Bitmap) throws -> Void) throws {
        try ParallelFrameRenderer(animation: animation, options: options, width: width, height: height,
                                  mode: mode, background: background, jobs: jobs)
            .render(frames: frames, consume: consume)
    }

    private func write(_ bitmap: Bitmap, to path: String) throws {
        do {
            try bitmap.writePNG(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandError("cannot write \(path): \(oneLine(error))")
        }
    }
}
