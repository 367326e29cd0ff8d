import ArgumentParser
import CairoCanvas
import Foundation
import Graphics
import Lottie
import LottieExport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lottie bench`: load time, per-frame render time (median and 95th percentile) and the
/// process's peak memory, measured inside the process.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time loading an animation and rendering its frames (single-threaded, into memory).")

    @Argument(help: "The animation (.json, .lottie or .tgs; - reads standard input).")
    var input: String

    @Option(help: "Output width in pixels.")
    var width: Int = 512

    @Option(help: "Output height in pixels.")
    var height: Int = 512

    @Option(help: "Render at most this many frames, spread evenly over the animation.")
    var maxFrames: Int = 240

    @Option(help: "Render the frames this many times over (the figures cover every pass): long enough runs for a profiler.")
    var passes: Int = 1

    @Flag(help: "Print one JSON line.")
    var json = false

    @Flag(help: "How each frame is brought into the reused bitmap: --incremental repaints only the pixels that changed since the frame before (damage tracking, the default, as lottie play draws), --whole-frames clears the bitmap and draws every frame whole.")
    var repaint: FrameRepaint = .incremental

    @Option(help: "The canvas to draw with: raster (our own rasterizer, the default) or cairo.")
    var backend: RasterBackend = .standard

    @OptionGroup var compatibility: CompatibilityOptions

    @Option(help: ArgumentHelp("After the timed run, load the animation this many more times and print the median time of each loading phase (decoding, building the layer tree, images) to standard error.", valueName: "count"))
    var loadPhases: Int = 0

    func run() throws {
        try OutputLimits.check(width: width, height: height)
        let url = URL(fileURLWithPath: input == "-" ? FileManager.default.currentDirectoryPath + "/-" : input)
        warmUp()
        // Read after the warm-up, as an app reads a file just before loading it (and as the
        // peers, whose loading reads it, parse bytes just read): the warm-up's drawing would
        // otherwise have pushed them out of the caches. Reading is not timed.
        let data = try AnimationInput.read(input)
        let clock = ContinuousClock()
        let loadStart = clock.now
        let animation: LottieAnimation
        do { animation = try LottieAnimation.load(data: data) } catch { throw CommandError("\(input): \(oneLine(error))") }
        var options = LottieRenderOptions(imageDirectory: url.deletingLastPathComponent())
        compatibility.apply(to: &options)
        let renderer = LottieRenderer(animation: animation, options: options)
        // Loading includes decoding the images, as the peers' loading does.
        renderer.loadImages()
        let loadTime = clock.now - loadStart
        guard let canvas = backend.makeCanvas(width: width, height: height) else { throw CommandError("cannot make a canvas") }

        let total = max(1, Int(animation.frameCount.rounded(.down)))
        let frameSet = total <= maxFrames ? Array(0..<total) : (0..<maxFrames).map { $0 * total / maxFrames }
        let frames = Array(Array(repeating: frameSet, count: min(max(1, passes), 100_000)).joined())
        var times: [Double] = []
        times.reserveCapacity(frames.count)
        // Each frame is drawn into the canvas's own pixels (the reused bitmap), as the peers
        // draw into theirs; converting them to another pixel format is not rendering. Either
        // way the bitmap ends up holding the same pixels (`IncrementalRenderingTests`).
        for f in frames {
            let start = clock.now
            draw(frame: animation.startFrame + Double(f), of: renderer, into: canvas)
            canvas.flush()
            times.append(milliseconds(clock.now - start))
        }
        // The share of the frames' pixels repainted (all of them with --whole-frames).
        let incremental = repaint == .incremental
        let repainted = incremental
            ? Double(renderer.statistics.pixelsRepainted) / Double(max(1, frames.count * width * height)) : 1
        if loadPhases > 0 { try printLoadPhases(data: data, imageDirectory: url.deletingLastPathComponent()) }
        times.sort()
        let median = times.isEmpty ? 0 : times[times.count / 2]
        let p95 = times.isEmpty ? 0 : times[min(times.count - 1, Int(Double(times.count) * 0.95))]
        if json {
            print("{\"load_ms\": \(milliseconds(loadTime)), \"frame_ms_median\": \(median), \"frame_ms_p95\": \(p95), \"frames\": \(times.count), \"peak_memory_mb\": \(peakMemoryMegabytes)\(incremental ? ", \"repainted_fraction\": \(repainted)" : "")}")
        } else {
            print(String(format: "load %.2f ms, %d frames, median %.3f ms/frame, p95 %.3f ms, peak memory %.1f MB",
                         milliseconds(loadTime), times.count, median, p95, peakMemoryMegabytes)
                  + (incremental ? String(format: ", %.1f %% of pixels repainted", repainted * 100) : ""))
        }
    }

    /// Loads the bundled demo animation and the feature tour (one of everything the engine
    /// builds, including a line of system-font text) and draws a few of their frames, untimed:
    /// this process starts cold for every file, while the peers run in one long-lived process
    /// whose libraries (cairo, pixman, fontconfig, FreeType) are initialised, whose heap has
    /// grown and which has met every kind of layer and shape before their timings start (see
    /// `FeatureTourAnimation` for what that means for the Swift runtime). These are other
    /// animations, so nothing of the measured one is prepared in advance.
    private func warmUp() {
        HeapRetention.keepFreedMemory()
        // The demo at the measured size, so that the heap has grown as it would have for the
        // peers; the tour in a small canvas, since what it warms up does not depend on size
        // and its offscreen images (mattes, effects) would only make the peak memory figure
        // a measure of the warm-up.
        warmUp(try? DemoAnimation.load(), width: width, height: height)
        do {
            warmUp(try LottieAnimation.load(string: FeatureTourAnimation.json), width: 64, height: 64)
        } catch {
            // A tour that no longer loads would leave the warm-up silently incomplete.
            FileHandle.standardError.write(Data("warning: the warm-up animation does not load: \(oneLine(error))\n".utf8))
        }
    }

    /// Builds `animation`'s renderer, loads its images and draws four of its frames, the way
    /// the measured frames are drawn.
    private func warmUp(_ animation: LottieAnimation?, width: Int, height: Int) {
        guard let animation, let canvas = backend.makeCanvas(width: width, height: height) else { return }
        let renderer = LottieRenderer(animation: animation)
        renderer.loadImages()
        for progress in [0, 0.25, 0.5, 0.75] {
            draw(frame: renderer.frame(atProgress: progress), of: renderer, into: canvas)
        }
    }

    /// Brings `canvas` to `frame` as `repaint` says: only what changed, or cleared and whole.
    private func draw(frame: Double, of renderer: LottieRenderer, into canvas: any FrameCanvas) {
        if repaint == .incremental {
            renderer.render(frame: frame, into: canvas, incremental: true)
        } else {
            canvas.clear()
            renderer.render(frame: frame, into: canvas)
        }
    }

    /// Loads the animation `loadPhases` more times, timing each phase on its own, and prints
    /// their medians: where load time goes, for whoever is making it shorter.
    private func printLoadPhases(data: Data, imageDirectory: URL) throws {
        let clock = ContinuousClock()
        var decode: [Double] = [], build: [Double] = [], images: [Double] = []
        for _ in 0..<min(loadPhases, 1000) {
            let start = clock.now
            let animation = try LottieAnimation.load(data: data)
            let decoded = clock.now
            let renderer = LottieRenderer(animation: animation, options: LottieRenderOptions(imageDirectory: imageDirectory))
            let built = clock.now
            renderer.loadImages()
            let end = clock.now
            decode.append(milliseconds(decoded - start))
            build.append(milliseconds(built - decoded))
            images.append(milliseconds(end - built))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let line = String(format: "load phases (median of %d): decode %.3f ms, build %.3f ms, images %.3f ms\n",
                          decode.count, median(decode), median(build), median(images))
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The process's peak resident memory so far (`ru_maxrss`: kilobytes on Linux, bytes on
    /// macOS).
    private var peakMemoryMegabytes: Double {
        var usage = rusage()
        #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / 1_048_576
        #else
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / 1024
        #endif
    }

    private func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
}

/// How `lottie bench` brings each frame into its reused bitmap.
enum FrameRepaint: String, EnumerableFlag {
    /// Only the pixels that changed since the frame before (`IncrementalRenderer`).
    case incremental
    /// The bitmap cleared and every frame drawn whole.
    case wholeFrames
}
