import CairoCanvas
import Foundation
import GoldenTesting
import Graphics
import Testing
@testable import Lottie

/// Loads authored animations and renders their frames for the engine tests.
enum EngineRender {
    /// Loads an authored animation, failing the test on any error or warning.
    static func load(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LottieAnimation {
        let animation = try LottieAnimation.load(string: json)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)", sourceLocation: sourceLocation)
        return animation
    }

    /// Renders `frame` of `renderer` into a `width`×`height` transparent bitmap (aspect-fit).
    static func bitmap(_ renderer: LottieRenderer, frame: Double, width: Int, height: Int,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Bitmap {
        let canvas = try #require(CairoImageCanvas(width: width, height: height), sourceLocation: sourceLocation)
        renderer.render(frame: frame, into: canvas)
        return canvas.makeBitmap()
    }

    /// Renders one frame of an authored animation at its composition size (or `size`).
    static func frame(_ json: String, _ frame: Double, size: Int? = nil, options: LottieRenderOptions = LottieRenderOptions(),
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> Bitmap {
        let animation = try load(json, sourceLocation: sourceLocation)
        let renderer = LottieRenderer(animation: animation, options: options)
        return try bitmap(renderer, frame: frame, width: size ?? Int(animation.width),
                          height: size ?? Int(animation.height), sourceLocation: sourceLocation)
    }

    /// Renders several frames side by side (each `cell`×`cell`), left to right: one picture of
    /// an animation over time, for goldens.
    static func filmstrip(_ json: String, frames: [Double], cell: Int = 64,
                          options: LottieRenderOptions = LottieRenderOptions(),
                          sourceLocation: SourceLocation = #_sourceLocation) throws -> Bitmap {
        let animation = try load(json, sourceLocation: sourceLocation)
        let renderer = LottieRenderer(animation: animation, options: options)
        let cells = try frames.map { try bitmap(renderer, frame: $0, width: cell, height: cell, sourceLocation: sourceLocation) }
        return try joined(cells, sourceLocation: sourceLocation)
    }

    /// Checks a picture against `Goldens/<name>.png` beside this file (`RECORD_GOLDENS=1`
    /// records it; look at it before committing). The tolerance lets anti-aliasing differences
    /// of a few levels on up to 1 % of the pixels pass.
    static func checkGolden(_ bitmap: Bitmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try GoldenImage.check(bitmap, named: name, channelTolerance: 8, maxDifferingFraction: 0.01,
                              sourceLocation: sourceLocation)
    }

    /// Bitmaps of equal height placed side by side.
    static func joined(_ cells: [Bitmap], sourceLocation: SourceLocation = #_sourceLocation) throws -> Bitmap {
        let height = cells.map(\.height).max() ?? 1
        var strip = try #require(Bitmap(width: max(1, cells.map(\.width).reduce(0, +)), height: height),
                                 sourceLocation: sourceLocation)
        var x0 = 0
        for cell in cells {
            for y in 0..<cell.height {
                let from = y * cell.bytesPerRow, to = (y * strip.width + x0) * 4
                strip.pixels.replaceSubrange(to..<(to + cell.bytesPerRow), with: cell.pixels[from..<(from + cell.bytesPerRow)])
            }
            x0 += cell.width
        }
        return strip
    }
}

/// Checks the straight colour of a pixel ([r, g, b] opaque or [r, g, b, a], 0...255), reporting
/// the actual colour (not the whole bitmap) when it differs.
func expectPixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 3, _ what: String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let matches = bitmap.pixel(x, y, is: expected, tolerance: tolerance)
    let actual = bitmap.bytes(x, y)
    #expect(matches, "\(what) pixel (\(x), \(y)) is \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// Checks the bounding box of the drawn pixels (alpha above half) against a shape's geometric
/// bounds `x0...x1` × `y0...y1`: the first drawn column is `x0`, the last `x1 − 1`, each within
/// `tolerance` pixels (sharp corners cover less than half a pixel).
func expectDrawnBounds(_ bitmap: Bitmap, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, tolerance: Double = 1,
                       _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    guard let b = bitmap.drawnBounds() else {
        Issue.record("\(what) nothing drawn", sourceLocation: sourceLocation)
        return
    }
    let ok = abs(Double(b.minX) - x0.rounded()) <= tolerance && abs(Double(b.minY) - y0.rounded()) <= tolerance
        && abs(Double(b.maxX + 1) - x1.rounded()) <= tolerance && abs(Double(b.maxY + 1) - y1.rounded()) <= tolerance
    #expect(ok, "\(what) drawn \(b.minX)...\(b.maxX + 1) × \(b.minY)...\(b.maxY + 1), expected \(x0)...\(x1) × \(y0)...\(y1)",
            sourceLocation: sourceLocation)
}

extension Bitmap {
    /// Whether the pixel's straight colour is within `tolerance` (0...255 units) of `expected`
    /// ([r, g, b] opaque or [r, g, b, a]); fully transparent pixels compare only their alpha.
    func pixel(_ x: Int, _ y: Int, is expected: [Int], tolerance: Int = 3) -> Bool {
        let actual = bytes(x, y)
        let want = expected.count == 3 ? expected + [255] : expected
        if want[3] == 0 { return actual[3] <= tolerance }
        return zip(actual, want).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The alpha (0...255) of a pixel.
    func alphaByte(_ x: Int, _ y: Int) -> Int { Int(pixels[(y * width + x) * 4 + 3]) }

    /// The smallest rectangle of pixels whose alpha exceeds `threshold`, as (minX, minY, maxX,
    /// maxY) inclusive; nil when nothing is drawn.
    func drawnBounds(threshold: Int = 127) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where alphaByte(x, y) > threshold {
                minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
                minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }

    /// The centroid of the pixels whose alpha exceeds `threshold`, weighted by alpha.
    func drawnCentroid(threshold: Int = 0) -> Point? {
        var sx = 0.0, sy = 0.0, total = 0.0
        for y in 0..<height {
            for x in 0..<width where alphaByte(x, y) > threshold {
                let a = Double(alphaByte(x, y))
                sx += (Double(x) + 0.5) * a; sy += (Double(y) + 0.5) * a; total += a
            }
        }
        return total > 0 ? Point(x: sx / total, y: sy / total) : nil
    }

    /// The number of pixels whose alpha exceeds `threshold`.
    func drawnPixelCount(threshold: Int = 127) -> Int {
        var n = 0
        for i in stride(from: 3, to: pixels.count, by: 4) where Int(pixels[i]) > threshold { n += 1 }
        return n
    }
}
