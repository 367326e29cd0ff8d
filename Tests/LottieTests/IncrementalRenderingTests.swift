import CairoCanvas
import Foundation
import Graphics
import Layers
import RasterCanvas
import Testing
@testable import Lottie

@Suite("Incremental rendering: repainting only the damage gives the frame drawn whole")
struct IncrementalRenderingTests {
    /// The dev corpora: the dev set's samples and the web samples.
    static let files: [URL] = {
        guard let root = TestCorpus.conformance,
              let list = try? String(contentsOf: root.appendingPathComponent("dev.txt"), encoding: .utf8) else { return [] }
        let samples = root.appendingPathComponent("corpus/samples")
        var files: [URL] = []
        for line in list.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
            let base = samples.appendingPathComponent(String(line))
            for ext in ["json", "lottie", "tgs"] {
                let url = base.appendingPathExtension(ext)
                if FileManager.default.fileExists(atPath: url.path) { files.append(url); break }
            }
        }
        let web = TestCorpus.animationFiles.filter { $0.path.contains("/web/samples/") }
        return files + web
    }()

    /// Forwards, a repeat, a jump, backwards, a jump back, the end.
    static let progressSequence: [Double] = [0, 0.1, 0.2, 0.2, 0.55, 0.5, 0.9, 0.15, 1]

    /// The two retained canvases: cairo's, and ours.
    enum Backend: String, CaseIterable, Sendable {
        case cairo, raster

        /// A canvas and the way to read its pixels.
        func makeCanvas(size: Int) -> (canvas: any RetainedRasterCanvas, pixels: () -> [UInt8])? {
            switch self {
            case .cairo:
                guard let canvas = CairoImageCanvas(width: size, height: size) else { return nil }
                return (canvas, { canvas.makeBitmap().pixels })
            case .raster:
                guard let canvas = RasterImageCanvas(width: size, height: size) else { return nil }
                return (canvas, { canvas.makeBitmap().pixels })
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func everyDevAnimationRendersIncrementallyAsWhole(backend: Backend) throws {
        let files = Self.files
        guard !files.isEmpty else {
            print("IncrementalRenderingTests: shared/conformance not found; skipped")
            return
        }
        var mismatches: [String] = []
        var repainted = 0, total = 0
        for url in files {
            guard let animation = try? LottieAnimation.load(fileURL: url) else { continue }
            let options = LottieRenderOptions(imageDirectory: url.deletingLastPathComponent())
            let incremental = LottieRenderer(animation: animation, options: options)
            let whole = LottieRenderer(animation: animation, options: options)
            let size = 64
            guard let retained = backend.makeCanvas(size: size) else { continue }
            for (step, progress) in Self.progressSequence.enumerated() {
                let frame = incremental.frame(atProgress: progress)
                incremental.statistics.reset()
                incremental.render(frame: frame, into: retained.canvas, incremental: true)
                repainted += incremental.statistics.pixelsRepainted
                total += size * size
                guard let fresh = backend.makeCanvas(size: size) else { continue }
                whole.render(frame: frame, into: fresh.canvas)
                if retained.pixels() != fresh.pixels() {
                    mismatches.append("\(TestCorpus.name(url)) step \(step) frame \(frame)")
                    break
                }
            }
        }
        print("IncrementalRenderingTests (\(backend)): \(files.count) files, repainted \(repainted) of \(total) pixels")
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// A 100×100 composition: a large still square and, when `moving`, an 8-pixel dot
    /// crossing it from left to right over 30 frames.
    static func dotAnimation(moving: Bool) -> String {
        let position = moving
            ? #"{"a":1,"k":[{"t":0,"s":[10,50],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":30,"s":[90,50]}]}"#
            : #"{"a":0,"k":[10,50]}"#
        let transform = #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#
        let layerTransform = #""ks":{"o":{"a":0,"k":100},"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}}"#
        return #"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":["#
            + #"{"ty":4,"ind":1,"ip":0,"op":30,"st":0,"# + layerTransform + #","shapes":[{"ty":"gr","it":["#
            + #"{"ty":"el","p":"# + position + #","s":{"a":0,"k":[8,8]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1},"#
            + transform + "]}]},"
            + #"{"ty":4,"ind":2,"ip":0,"op":30,"st":0,"# + layerTransform + #","shapes":[{"ty":"gr","it":["#
            + #"{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[80,80]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"r":1},"#
            + transform + "]}]}]}"
    }

    @Test func aStillAnimationRepaintsNothingAfterItsFirstFrame() throws {
        let renderer = LottieRenderer(animation: try LottieAnimation.load(string: Self.dotAnimation(moving: false)))
        let canvas = try #require(CairoImageCanvas(width: 100, height: 100))
        // The first two frames are drawn whole (the second records what later ones are
        // compared with).
        renderer.render(frame: 0, into: canvas, incremental: true)
        renderer.render(frame: 0, into: canvas, incremental: true)
        #expect(renderer.statistics.pixelsRepainted == 2 * 100 * 100)
        renderer.statistics.reset()
        renderer.render(frame: 1, into: canvas, incremental: true)
        #expect(renderer.statistics.pixelsRepainted == 0)
        #expect(renderer.statistics.lastRepaintedRectangles.isEmpty)
    }

    @Test func aSmallMovingDotRepaintsASmallArea() throws {
        let renderer = LottieRenderer(animation: try LottieAnimation.load(string: Self.dotAnimation(moving: true)))
        let canvas = try #require(CairoImageCanvas(width: 100, height: 100))
        renderer.render(frame: 0, into: canvas, incremental: true)
        renderer.render(frame: 0, into: canvas, incremental: true)
        renderer.statistics.reset()
        renderer.render(frame: 3, into: canvas, incremental: true)
        // The dot moves 8 units: its old and new boxes, with antialiasing margins.
        #expect(renderer.statistics.pixelsRepainted > 0)
        #expect(renderer.statistics.pixelsRepainted <= 2 * 14 * 14)
        let fresh = try #require(CairoImageCanvas(width: 100, height: 100))
        LottieRenderer(animation: renderer.animation).render(frame: 3, into: fresh)
        #expect(canvas.makeBitmap().pixels == fresh.makeBitmap().pixels)
        // A different size repaints everything.
        let larger = try #require(CairoImageCanvas(width: 120, height: 120))
        renderer.statistics.reset()
        renderer.render(frame: 3, into: larger, incremental: true)
        #expect(renderer.statistics.pixelsRepainted == 120 * 120)
    }
}
