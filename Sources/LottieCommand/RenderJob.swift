import ArgumentParser
import CairoCanvas
import Foundation
import Graphics
import Lottie
import LottieExport
import MediaEncoders

/// One animation drawn at one size: the writers behind `lottie render`'s output formats.
@dynamicMemberLookup
struct RenderJob {
    /// The animation, its options, the pixel size, the fit, the background and the threads.
    let settings: RenderSettings
    /// Whether to leave the progress bar out.
    let quiet: Bool

    init(animation: LottieAnimation, options: LottieRenderOptions, pixelSize: (width: Int, height: Int),
         mode: LottieContentMode, background: Color?, jobs: Int, quiet: Bool, backend: RasterBackend = .standard) throws {
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs) is outside 1...64") }
        settings = RenderSettings(animation: animation, options: options, width: pixelSize.width,
                                  height: pixelSize.height, mode: mode, background: background, jobs: jobs, backend: backend)
        self.quiet = quiet
    }

    /// `job.width`, `job.background` and the other settings.
    subscript<Value>(dynamicMember keyPath: KeyPath<RenderSettings, Value>) -> Value { settings[keyPath: keyPath] }

    /// Draws one frame into a bitmap.
    func bitmap(frame: Double) throws -> Bitmap {
        do {
            return try AnimationExporter(settings: settings).bitmap(frame: frame)
        } catch let error as ExportError {
            throw CommandError(error.description)
        }
    }

    /// Writes one frame as a PNG.
    func writePNG(frame: Double, to target: OutputTarget) throws {
        let bitmap = try bitmap(frame: frame)
        try target.writeAtomically { try bitmap.writePNG(to: $0) }
    }

    /// Writes frames as an SVG (one frame) or a PDF (a page per frame) through cairo's vector
    /// surfaces, sized in pixels (SVG) or points (PDF).
    func writeVector(_ format: CairoVectorCanvas.Format, frames: [Double], to target: OutputTarget) throws {
        var progress = ProgressBar(total: frames.count, label: "rendering", quiet: quiet)
        defer { progress.finish() }
        try target.writeAtomically { url in
            try AnimationExporter(settings: settings).drawVector(format, frames: frames, into: url) { progress.update($0 + 1) }
        }
    }

    /// Writes one file per frame, named by `pattern`: PNGs rendered on all threads, or SVGs.
    /// Each file is written whole or not at all (see `OutputTarget`).
    func writeSequence(_ frames: [Double], pattern: SequencePattern, vector: Bool) throws {
        if vector {
            for (index, frame) in frames.enumerated() {
                try writeVector(.svg, frames: [frame], to: OutputTarget(pattern.path(for: index), fileExtension: "svg"))
            }
            return
        }
        var progress = ProgressBar(total: frames.count, label: "rendering", quiet: quiet)
        defer { progress.finish() }
        try renderInParallel(frames) { index, bitmap in
            try OutputTarget(pattern.path(for: index), fileExtension: "png").writeAtomically { try bitmap.writePNG(to: $0) }
            progress.update(index + 1)
        }
    }

    /// Renders and encodes the schedule's frames on `--jobs` threads, feeds them to `encoder`
    /// in order and completes `target`; on any failure the encoder's unfinished file is
    /// deleted.
    func encode(_ schedule: FrameSchedule, with encoder: any ParallelAnimationEncoder, to target: OutputTarget) throws {
        var progress = ProgressBar(total: schedule.frames.count, label: "rendering", quiet: quiet)
        defer { progress.finish() }
        do {
            try AnimationExporter(settings: settings).encode(schedule, with: encoder) { progress.update($0 + 1) }
            try target.complete()
        } catch {
            target.discard()
            throw target.commandError(error)
        }
    }

    /// Renders `frames` on all threads, handing each bitmap to `consume` in order.
    func renderInParallel(_ frames: [Double], consume: (Int, Bitmap) throws -> Void) throws {
        try ParallelFrameRenderer(settings: settings).render(frames: frames, consume: consume)
    }
}
