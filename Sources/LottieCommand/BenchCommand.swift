import ArgumentParser
import CairoCanvas
import Foundation
import Graphics
import Lottie

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

    @Argument(help: "The animation (.json, .lottie or .tgs).")
    var input: String

    @Option(help: "Output width in pixels.")
    var width: Int = 512

    @Option(help: "Output height in pixels.")
    var height: Int = 512

    @Option(help: "Render at most this many frames, spread evenly over the animation.")
    var maxFrames: Int = 240

    @Flag(help: "Print one JSON line.")
    var json = false

    @Option(help: ArgumentHelp("After the timed run, load the animation this many more times and print the median time of each loading phase (decoding, building the layer tree, images) to standard error.", valueName: "count"))
    var loadPhases: Int = 0

    func run() throws {
        guard width > 0, height > 0, width <= maxOutputSide, height <= maxOutputSide else {
            throw CommandError("output size \(width)x\(height) is out of range")
        }
        let url = URL(fileURLWithPath: input)
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw CommandError("\(input): cannot read file: \(oneLine(error))") }
        warmUp()
        let clock = ContinuousClock()
        let loadStart = clock.now
        let animation: LottieAnimation
        do { animation = try LottieAnimation.load(data: data) } catch { throw CommandError("\(input): \(oneLine(error))") }
        let renderer = LottieRenderer(animation: animation, options: LottieRenderOptions(imageDirectory: url.deletingLastPathComponent()))
        // Loading includes decoding the images, as the peers' loading does.
        renderer.loadImages()
        let loadTime = clock.now - loadStart
        guard let canvas = CairoImageCanvas(width: width, height: height) else { throw CommandError("cannot make a canvas") }

        let total = max(1, Int(animation.frameCount.rounded(.down)))
        let frames = total <= maxFrames ? Array(0..<total) : (0..<maxFrames).map { $0 * total / maxFrames }
        var times: [Double] = []
        times.reserveCapacity(frames.count)
        // Each frame is drawn into the canvas's own pixels (the reused bitmap), as the peers
        // draw into theirs; converting them to another pixel format is not rendering.
        for f in frames {
            let start = clock.now
            canvas.clear()
            renderer.render(frame: animation.startFrame + Double(f), into: canvas)
            canvas.flush()
            times.append(milliseconds(clock.now - start))
        }
        if loadPhases > 0 { try printLoadPhases(data: data, imageDirectory: url.deletingLastPathComponent()) }
        times.sort()
        let median = times.isEmpty ? 0 : times[times.count / 2]
        let p95 = times.isEmpty ? 0 : times[min(times.count - 1, Int(Double(times.count) * 0.95))]
        if json {
            print("{\"load_ms\": \(milliseconds(loadTime)), \"frame_ms_median\": \(median), \"frame_ms_p95\": \(p95), \"frames\": \(times.count), \"peak_memory_mb\": \(peakMemoryMegabytes)}")
        } else {
            print(String(format: "load %.2f ms, %d frames, median %.3f ms/frame, p95 %.3f ms, peak memory %.1f MB",
                         milliseconds(loadTime), times.count, median, p95, peakMemoryMegabytes))
        }
    }

    /// Loads the bundled demo animation and a line of system-font text and draws a few of
    /// their frames at the measured size, untimed: this process starts cold for every file,
    /// while the peers run in one long-lived process whose libraries (cairo, pixman, fontconfig,
    /// FreeType, the Swift runtime) are initialised and whose heap has grown when their timings
    /// start. These are other animations, so nothing of the measured one is prepared in advance.
    private func warmUp() {
        HeapRetention.keepFreedMemory()
        guard let canvas = CairoImageCanvas(width: width, height: height) else { return }
        for animation in [try? DemoAnimation.load(), try? LottieAnimation.load(string: Self.warmUpText)] {
            guard let animation else { continue }
            let renderer = LottieRenderer(animation: animation)
            for progress in [0, 0.25, 0.5, 0.75] {
                canvas.clear()
                renderer.render(frame: renderer.frame(atProgress: progress), into: canvas)
            }
        }
    }

    /// One text layer in the system's default sans-serif font.
    private static let warmUpText = #"""
    {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":200,"h":100,
     "fonts":{"list":[{"fName":"Sans-Regular","fFamily":"sans-serif","fStyle":"Regular","ascent":75}]},
     "layers":[{"ty":5,"nm":"Text","ind":1,"ip":0,"op":30,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[20,60,0]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}},
       "t":{"d":{"k":[{"t":0,"s":{"t":"Warm up","f":"Sans-Regular","s":30,"j":0,"tr":0,"lh":36,"fc":[0,0,0]}}]},
            "p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[]}}]}
    """#

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
