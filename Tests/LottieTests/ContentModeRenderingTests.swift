import CairoCanvas
import Foundation
import Graphics
import Lottie
import Testing

private typealias F = KeypathFixtures

/// A 100 × 50 composition whose left half is a red solid and right half a blue one, so that a
/// picture shows where each mode put the composition, whether it was cropped and which way up.
/// `outside` adds a green 20 × 20 solid left of the composition (x −30...−10, y 15...35).
enum HalvesFixture {
    static func animation(outside: Bool = false) throws -> LottieAnimation {
        var layers = [
            F.solidLayer("Red", index: 1, color: "#ff0000", width: 50, height: 50),
            F.solidLayer("Blue", index: 2, color: "#0000ff", width: 50, height: 50, transform: F.transform(position: F.k([50, 0]))),
        ]
        if outside {
            layers.insert(F.solidLayer("Green", index: 3, color: "#00ff00", width: 20, height: 20,
                                       transform: F.transform(position: F.k([-30, 15]))), at: 0)
        }
        return try F.load(F.animation(width: 100, height: 50, layers: layers))
    }

    /// What a picture should hold: the composition's rectangle in it, red left of `midX`, blue
    /// right of it, transparent outside (every edge on whole pixels).
    struct Expected: CustomTestStringConvertible, Sendable {
        let mode: LottieContentMode
        let minX: Int, minY: Int, maxX: Int, maxY: Int
        var midX: Int { (minX + maxX) / 2 }
        var testDescription: String { "\(mode)" }

        /// "red", "blue" or nil at a pixel.
        func name(x: Int, y: Int) -> String? {
            guard x >= minX, x < maxX, y >= minY, y < maxY else { return nil }
            return x < midX ? "Red" : "Blue"
        }
    }

    /// In a 200 × 200 output, worked out by hand: fit ×2 (200 × 100) centred vertically; fill ×4
    /// (400 × 200) centred horizontally, 100 cropped each side; natural size centred or in the
    /// bottom-right corner; top-left fit ×2 at the top; stretched ×2 by ×4.
    static let in200: [Expected] = [
        Expected(mode: .scaleAspectFit, minX: 0, minY: 50, maxX: 200, maxY: 150),
        Expected(mode: .scaleAspectFill, minX: -100, minY: 0, maxX: 300, maxY: 200),
        Expected(mode: .center, minX: 50, minY: 75, maxX: 150, maxY: 125),
        Expected(mode: .bottomRight, minX: 100, minY: 150, maxX: 200, maxY: 200),
        Expected(mode: .scaleAspectFitTopLeft, minX: 0, minY: 0, maxX: 200, maxY: 100),
        Expected(mode: .scaleToFill, minX: 0, minY: 0, maxX: 200, maxY: 200),
        Expected(mode: .top, minX: 50, minY: 0, maxX: 150, maxY: 50),
        Expected(mode: .left, minX: 0, minY: 75, maxX: 100, maxY: 125),
    ]

    /// The colour a picture has at a pixel: "Red", "Blue", "Green", nil for transparent, "?"
    /// for anything else.
    static func name(in bitmap: Bitmap, x: Int, y: Int) -> String? {
        let c = bitmap.color(x: x, y: y)
        if c.alpha < 0.01 { return nil }
        guard c.alpha > 0.99 else { return "?" }
        switch (c.red > 0.99, c.green > 0.99, c.blue > 0.99) {
        case (true, false, false) where c.green < 0.01 && c.blue < 0.01: return "Red"
        case (false, false, true) where c.red < 0.01 && c.green < 0.01: return "Blue"
        case (false, true, false) where c.red < 0.01 && c.blue < 0.01: return "Green"
        default: return "?"
        }
    }

    /// The pixels of `bitmap` that differ from `expected` (at most 5 listed).
    static func mismatches(_ bitmap: Bitmap, _ expected: Expected) -> [String] {
        var found: [String] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let have = name(in: bitmap, x: x, y: y), want = expected.name(x: x, y: y)
                if have != want, found.count < 5 { found.append("(\(x), \(y)): \(have ?? "clear") instead of \(want ?? "clear")") }
            }
        }
        return found
    }
}

/// Rendering and hit testing with each content mode on an output of another aspect ratio.
@Suite("Content modes: rendering")
struct ContentModeRenderingTests {
    @Test("the renderer draws the composition where the mode puts it, and nothing elsewhere", arguments: HalvesFixture.in200)
    func rendersInPlace(_ expected: HalvesFixture.Expected) throws {
        let renderer = LottieRenderer(animation: try HalvesFixture.animation())
        let canvas = try #require(CairoImageCanvas(width: 200, height: 200))
        renderer.render(frame: 0, into: canvas, mode: expected.mode)
        let mismatches = HalvesFixture.mismatches(canvas.makeBitmap(), expected)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("scaleAspectFit leaves equal transparent margins on both sides, top-left fit all on one")
    func fitMargins() throws {
        let renderer = LottieRenderer(animation: try HalvesFixture.animation())
        for (mode, top, bottom) in [(LottieContentMode.scaleAspectFit, 50, 50), (.scaleAspectFitTopLeft, 0, 100)] {
            let canvas = try #require(CairoImageCanvas(width: 200, height: 200))
            renderer.render(frame: 0, into: canvas, mode: mode)
            let bitmap = canvas.makeBitmap()
            let rows = (0..<200).filter { y in HalvesFixture.name(in: bitmap, x: 20, y: y) != nil }
            #expect(rows.first == top && rows.count == 100 && 200 - 1 - (rows.last ?? 0) == bottom, "\(mode)")
        }
    }

    @Test("hitTest(_:inOutputOfSize:mode:) finds what render(frame:into:mode:) drew at each point", arguments: LottieContentMode.allCases)
    func hitTestAgreesWithRendering(_ mode: LottieContentMode) throws {
        let renderer = LottieRenderer(animation: try HalvesFixture.animation(outside: true))
        let size = Size(width: 200, height: 120)
        let canvas = try #require(CairoImageCanvas(width: 200, height: 120))
        renderer.render(frame: 0, into: canvas, mode: mode)
        let bitmap = canvas.makeBitmap()
        var drawn = 0
        for y in stride(from: 1, to: 120, by: 4) {
            for x in stride(from: 1, to: 200, by: 4) {
                let pixel = HalvesFixture.name(in: bitmap, x: x, y: y)
                guard pixel != "?" else { continue }  // an anti-aliased edge
                let hit = renderer.hitTest(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), inOutputOfSize: size, mode: mode)
                #expect(hit.first?.keypath.string == pixel, "\(mode) at (\(x), \(y))")
                if pixel != nil { drawn += 1 }
            }
        }
        #expect(drawn > 20)
    }
}
