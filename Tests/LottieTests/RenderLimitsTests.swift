import CairoCanvas
import Foundation
import Graphics
import Layers
import Testing
@testable import Lottie

/// Hostile files must neither hang nor exhaust memory: solvers stop after a bounded number of
/// steps, and `RenderLimits` bounds the work a frame may ask for, with a warning when a bound is
/// hit. The inputs live in `Regressions/` (small) or are generated here (large). Nothing here
/// measures time: the counts and warnings are what is bounded.
@Suite("Render limits: hostile files render bounded")
struct RenderLimitsTests {
    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Regressions")

    static func load(_ name: String) throws -> LottieAnimation {
        try LottieAnimation.load(fileURL: regressions.appendingPathComponent(name))
    }

    /// Renders `frame` at `pixels` × `pixels`.
    static func render(_ renderer: LottieRenderer, frame: Double, pixels: Int = 64) throws -> Bitmap {
        let canvas = try #require(CairoImageCanvas(width: pixels, height: pixels))
        renderer.render(frame: frame, into: canvas)
        return canvas.makeBitmap()
    }

    /// How many pixels have any coverage.
    static func coveredPixels(_ bitmap: Bitmap) -> Int {
        var n = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.color(x: x, y: y).alpha > 0 { n += 1 } }
        return n
    }

    static func limitWarnings(_ renderer: LottieRenderer) -> [String] {
        renderer.renderWarnings.filter { $0.kind == .limitExceeded }.map(\.message)
    }

    /// A one-layer 200 × 200 animation of 10 frames holding `shapes` (JSON of shape items).
    static func animation(shapes: String) throws -> LottieAnimation {
        try LottieAnimation.load(string: #"""
            {"v":"5.7.0","fr":30,"ip":0,"op":10,"w":200,"h":200,"layers":[{"ty":4,"ind":1,"nm":"L","ip":0,"op":10,"st":0,
            "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
            "shapes":[\#(shapes)]}]}
            """#)
    }

    // MARK: Easing

    /// Handles at ±1e20 made the bisection of the easing solver spin for ever at some
    /// progress values (1/6 here, frame 1 of 6); x is now clamped to 0...1 as the Lottie spec says.
    @Test func easingHandlesFarOutsideTheUnitSquareDoNotHang() throws {
        let renderer = LottieRenderer(animation: try Self.load("easing-handle-1e20.json"))
        for frame in 0..<10 {
            let bitmap = try Self.render(renderer, frame: Double(frame))
            #expect(Self.coveredPixels(bitmap) > 0, "frame \(frame)")
        }
        let overflowing = LottieRenderer(animation: try Self.load("easing-handle-1e308.json"))
        for frame in 0..<10 { _ = try Self.render(overflowing, frame: Double(frame) + 0.5) }
    }

    @Test func unitBezierClampsHandleXAndAlwaysStops() {
        let curve = UnitBezier(p1x: -1e20, p1y: 0, p2x: 1e20, p2y: 1)
        #expect(curve.p1x == 0 && curve.p2x == 1)
        for k in 0...60 {
            let y = curve.solve(Double(k) / 60, epsilon: 1e-7)
            #expect(y.isFinite && y >= -1e-9 && y <= 1 + 1e-9)
        }
        let nan = UnitBezier(p1x: .nan, p1y: .nan, p2x: .infinity, p2y: -.infinity)
        #expect(nan.p1x == 0 && nan.p2x == 1)
        _ = nan.solve(0.3, epsilon: 1e-7)
        _ = UnitBezier(p1x: 0.4, p1y: 0, p2x: 0.6, p2y: 1).solve(.nan, epsilon: 1e-7)
        // An epsilon no Double can reach still ends (bounded bisection).
        let tight = UnitBezier(p1x: 0.9, p1y: 0, p2x: 0.1, p2y: 1).solveCurveX(0.37, epsilon: 0)
        #expect(tight >= 0 && tight <= 1)
    }

    // MARK: Repeaters

    /// Three nested repeaters of 200 copies asked for 8 000 000 copies (the 1.5 KB file needed
    /// gigabytes): the product is bounded now.
    @Test func nestedRepeatersAreBoundedAsAProduct() throws {
        let renderer = LottieRenderer(animation: try Self.load("nested-repeaters-200x3.json"))
        let bitmap = try Self.render(renderer, frame: 0)
        #expect(Self.coveredPixels(bitmap) > 0)
        let warnings = Self.limitWarnings(renderer)
        #expect(warnings.contains { $0.hasPrefix("repeater draws 1 of its 200 copies") && $0.contains("RenderLimits.maxRepeaterCopies") },
                "\(warnings)")
        #expect(renderer.statistics.layersRedrawn >= 0)
    }

    /// Two nested repeaters of 200 stay within the default limits (40 000 copies); a caller's
    /// lower limit bounds them, a higher one lets them through.
    @Test func repeaterLimitCanBeRaisedAndLowered() throws {
        let shapes = #"""
            {"ty":"gr","nm":"Outer","it":[{"ty":"gr","nm":"Inner","it":[
              {"ty":"rc","nm":"R","p":{"a":0,"k":[10,10]},"s":{"a":0,"k":[4,4]},"r":{"a":0,"k":0}},
              {"ty":"rp","nm":"Across","c":{"a":0,"k":200},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","p":{"a":0,"k":[1,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}},
              {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
              {"ty":"rp","nm":"Down","c":{"a":0,"k":200},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","p":{"a":0,"k":[0,1]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}},
              {"ty":"fl","nm":"F","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"r":1},
              {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
            """#
        let animation = try Self.animation(shapes: shapes)
        let plain = LottieRenderer(animation: animation)
        _ = try Self.render(plain, frame: 0)
        #expect(Self.limitWarnings(plain).isEmpty)

        var options = LottieRenderOptions()
        options.renderLimits.maxRepeaterCopies = 1_000
        let lowered = LottieRenderer(animation: animation, options: options)
        #expect(lowered.renderLimits.maxRepeaterCopies == 1_000)
        _ = try Self.render(lowered, frame: 0)
        #expect(Self.limitWarnings(lowered).contains { $0.contains("maxRepeaterCopies") })

        options.renderLimits = .unlimited
        #expect(Self.limitWarnings(LottieRenderer(animation: animation, options: options)).isEmpty)
    }

    // MARK: Gradients

    /// A gradient of 200 000 stops, generated here (12 MB as a file). Adding them to cairo cost
    /// their square; it is drawn with `maxGradientStops` evenly spaced stops now.
    @Test(arguments: [false, true])
    func gradientWithHugeStopCountIsResampled(withOpacityStops: Bool) throws {
        let n = 200_000
        var values = String()
        values.reserveCapacity(n * 40)
        for i in 0..<n {
            let t = Double(i) / Double(n - 1)
            values += "\(t),\(t),0.2,\(1 - t),"
        }
        if withOpacityStops { for i in 0..<n { values += "\(Double(i) / Double(n - 1)),1," } }
        values.removeLast()
        let shapes = #"""
            {"ty":"gr","nm":"G","it":[{"ty":"rc","nm":"R","p":{"a":0,"k":[100,100]},"s":{"a":0,"k":[200,200]},"r":{"a":0,"k":0}},
            {"ty":"gf","nm":"Gradient","o":{"a":0,"k":100},"r":1,"t":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[200,0]},
             "g":{"p":\#(n),"k":{"a":0,"k":[\#(values)]}}},
            {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
            """#
        let renderer = LottieRenderer(animation: try Self.animation(shapes: shapes))
        let bitmap = try Self.render(renderer, frame: 0)
        #expect(Self.limitWarnings(renderer) == [
            "gradient of 200000 stops drawn with \(RenderLimits.default.maxGradientStops) evenly spaced ones (RenderLimits.maxGradientStops)",
        ])
        // Blue on the left, red on the right, as the stops say.
        let left = bitmap.color(x: 1, y: 32), right = bitmap.color(x: 62, y: 32)
        #expect(left.blue > 0.9 && left.red < 0.1 && right.red > 0.9 && right.blue < 0.1, "\(left) \(right)")
    }

    @Test func resamplingKeepsTheGradientsColours() {
        let stops = (0...1000).map { i in
            GradientStop(location: Double(i) / 1000, color: Color(red: Double(i) / 1000, green: 0, blue: 1 - Double(i) / 1000))
        }
        let resampled = Gradient(stops: stops).resampled(to: 11)
        #expect(resampled.stops.count == 11)
        for (k, stop) in resampled.stops.enumerated() {
            #expect(abs(stop.location - Double(k) / 10) < 1e-12)
            #expect(abs(stop.color.red - Double(k) / 10) < 1e-9)
        }
    }

    // MARK: Path size

    /// A stroked path of 100 000 random vertices (2.5 MB as a file, generated here) is drawn:
    /// below `maxPathElements`, and in bounded time.
    @Test func strokeOfManyRandomVerticesDraws() throws {
        let renderer = LottieRenderer(animation: try Self.animation(shapes: Self.randomPathGroup(vertices: 100_000, style: "st")))
        let bitmap = try Self.render(renderer, frame: 0)
        #expect(Self.coveredPixels(bitmap) > 64 * 64 / 2)
        #expect(Self.limitWarnings(renderer).isEmpty)
    }

    /// A path over `maxPathElements` is left out with a warning.
    @Test func pathOverTheElementLimitIsNotDrawn() throws {
        var options = LottieRenderOptions()
        options.renderLimits.maxPathElements = 1_000
        let animation = try Self.animation(shapes: Self.randomPathGroup(vertices: 5_000, style: "st"))
        let renderer = LottieRenderer(animation: animation, options: options)
        let bitmap = try Self.render(renderer, frame: 0)
        #expect(Self.coveredPixels(bitmap) == 0)
        #expect(Self.limitWarnings(renderer) == [
            "not drawn: its paths count 5000 elements, more than 1000 (RenderLimits.maxPathElements)",
        ])
        #expect(Self.coveredPixels(try Self.render(LottieRenderer(animation: animation), frame: 0)) > 0)
    }

    /// A curve weighs `RenderLimits.curveWeight` elements: the same 300 vertices with tangents
    /// (1 move and 299 curves: 1,197) pass a limit of 1,000 as lines (300) and not as curves.
    /// Curves are flattened and stroked in pieces, and 240,000 of them stroked with round joins
    /// took seconds and 760 MB a frame where the lines of the same path took a tenth of that.
    @Test func curvesWeighMoreThanLinesAgainstTheElementLimit() throws {
        var options = LottieRenderOptions()
        options.renderLimits.maxPathElements = 1_000
        let lines = LottieRenderer(animation: try Self.animation(shapes: Self.randomPathGroup(vertices: 300, style: "st")),
                                   options: options)
        #expect(Self.coveredPixels(try Self.render(lines, frame: 0)) > 0)
        #expect(Self.limitWarnings(lines).isEmpty)
        let curves = LottieRenderer(animation: try Self.animation(
            shapes: Self.randomPathGroup(vertices: 300, style: "st", tangent: 3)), options: options)
        #expect(Self.coveredPixels(try Self.render(curves, frame: 0)) == 0)
        #expect(Self.limitWarnings(curves) == [
            "not drawn: its paths count 1197 elements, more than 1000 (RenderLimits.maxPathElements)",
        ])
    }

    /// The fuzzer's file behind that: a 10,000-point star (20,000 lines through its centre)
    /// zig-zagged with smooth points and stroked with round joins. The zig zag counts its
    /// ridges as curves, so the stroke stays within the limit and is drawn.
    @Test func smoothZigZagCountsItsRidgesAsCurves() throws {
        let renderer = LottieRenderer(animation: try Self.load("round-joined-zigzag-star.json"))
        #expect(Self.coveredPixels(try Self.render(renderer, frame: 0, pixels: 48)) > 0)
        #expect(Self.limitWarnings(renderer) == [
            "zig zag makes 2 of its 1000 ridges per segment: its paths would have more than 250000 elements "
                + "(RenderLimits.maxPathElements)",
        ])
    }

    /// A group of one open path through `vertices` seeded random points and a style; with a
    /// `tangent`, each vertex gets handles that long, so its segments are curves.
    static func randomPathGroup(vertices n: Int, style: String, tangent: Double = 0) -> String {
        var rng = SeededGenerator(seed: 7)
        var v = String(), tangents = String()
        v.reserveCapacity(n * 16)
        for i in 0..<n {
            let x = Double(Int.random(in: 0...2000, using: &rng)) / 10, y = Double(Int.random(in: 0...2000, using: &rng)) / 10
            v += "\(i == 0 ? "" : ",")[\(x),\(y)]"
            tangents += (i == 0 ? "" : ",") + "[\(tangent),0]"
        }
        let paint = style == "st"
            ? #"{"ty":"st","nm":"Stroke","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":1},"lc":2,"lj":2,"ml":4}"#
            : #"{"ty":"fl","nm":"Fill","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}"#
        return #"""
            {"ty":"gr","nm":"G","it":[{"ty":"sh","nm":"Path","ks":{"a":0,"k":{"c":false,"v":[\#(v)],"i":[\#(tangents)],"o":[\#(tangents)]}}},
            \#(paint),
            {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
            """#
    }

    /// A star of 1e30 points (10 000 after the star's own cap) under a zig zag of 1e30 ridges
    /// (1 000 per segment after its cap) asked for 20 million vertices and gigabytes: the zig zag
    /// now keeps within `maxPathElements`, and the file stays drawable.
    @Test func zigZagOnAHugeStarStaysWithinTheElementLimit() throws {
        let renderer = LottieRenderer(animation: try Self.load("negative-sizes.json"))
        let bitmap = try Self.render(renderer, frame: 0)
        #expect(Self.coveredPixels(bitmap) > 0)
        let warnings = Self.limitWarnings(renderer)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("zig zag makes 11 of its 1000 ridges per segment") == true, "\(warnings)")
    }

    // MARK: Dashes

    /// A 0.01-unit dash around an ellipse 1e15 units wide asks for about 1.6e17 dashes; the
    /// stroke is drawn undashed instead.
    @Test func dashOnAHugeEllipseIsDrawnUndashed() throws {
        let renderer = LottieRenderer(animation: try Self.load("dash-on-1e15-ellipse.json"))
        _ = try Self.render(renderer, frame: 0)
        let warnings = Self.limitWarnings(renderer)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("drawn undashed: its dash pattern would make ") == true)
        #expect(warnings.first?.hasSuffix("more than 100000 (RenderLimits.maxDashSegments)") == true)
    }

    /// Under a lowered limit a visible dashed circle draws solid: every pixel of the ring.
    @Test func dashLimitDrawsTheStrokeSolid() throws {
        let shapes = #"""
            {"ty":"gr","nm":"G","it":[{"ty":"el","nm":"E","p":{"a":0,"k":[100,100]},"s":{"a":0,"k":[160,160]}},
            {"ty":"st","nm":"Dashed","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":12},"lc":1,"lj":1,"ml":4,
             "d":[{"n":"d","nm":"dash","v":{"a":0,"k":20}},{"n":"g","nm":"gap","v":{"a":0,"k":20}},{"n":"o","nm":"offset","v":{"a":0,"k":0}}]},
            {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
            """#
        let animation = try Self.animation(shapes: shapes)
        let dashed = LottieRenderer(animation: animation)
        let dashedPixels = Self.coveredPixels(try Self.render(dashed, frame: 0))
        #expect(Self.limitWarnings(dashed).isEmpty)
        var options = LottieRenderOptions()
        options.renderLimits.maxDashSegments = 5  // the circle's 503 units make 13 dashes
        let solid = LottieRenderer(animation: animation, options: options)
        let solidPixels = Self.coveredPixels(try Self.render(solid, frame: 0))
        #expect(Self.limitWarnings(solid) == [
            "drawn undashed: its dash pattern would make 13 dashes, more than 5 (RenderLimits.maxDashSegments)",
        ])
        #expect(solidPixels > dashedPixels * 3 / 2, "\(solidPixels) vs \(dashedPixels)")
    }

    // MARK: Merge paths

    /// Two combs of 4 000 teeth, every edge spanning the whole width, under an "add" merge: the
    /// crossing search would test about 10⁸ pairs of edges. Past `maxMergePairTests` the paths
    /// are drawn concatenated, with a warning, and a generous limit still merges them.
    @Test func mergeOfManyLongEdgesFallsBackToConcatenation() throws {
        func comb(_ offset: Double) -> String {
            var v: [String] = []
            for i in 0..<4000 {
                let y = 10 + Double(i) * 0.045 + offset
                v.append("[10,\(y)]")
                v.append("[190,\(y + 0.02)]")
            }
            let zeros = Array(repeating: "[0,0]", count: v.count).joined(separator: ",")
            return #"{"ty":"sh","nm":"Comb","ks":{"a":0,"k":{"c":true,"v":[\#(v.joined(separator: ","))],"i":[\#(zeros)],"o":[\#(zeros)]}}}"#
        }
        let shapes = #"""
            {"ty":"gr","nm":"G","it":[\#(comb(0)),\#(comb(0.01)),{"ty":"mm","nm":"Merge","mm":2},
            {"ty":"fl","nm":"Fill","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1},
            {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
            """#
        let animation = try Self.animation(shapes: shapes)
        var options = LottieRenderOptions()
        options.renderLimits.maxMergePairTests = 1_000_000
        let renderer = LottieRenderer(animation: animation, options: options)
        let bitmap = try Self.render(renderer, frame: 0)
        #expect(Self.coveredPixels(bitmap) > 0)
        let warnings = Self.limitWarnings(renderer)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("RenderLimits.maxMergePairTests") == true, "\(warnings)")

        // Small inputs merge as before: the same merge of two squares stays within any limit.
        let squares = #"""
            {"ty":"gr","nm":"G","it":[{"ty":"rc","nm":"A","p":{"a":0,"k":[80,100]},"s":{"a":0,"k":[80,80]},"r":{"a":0,"k":0}},
            {"ty":"rc","nm":"B","p":{"a":0,"k":[120,100]},"s":{"a":0,"k":[80,80]},"r":{"a":0,"k":0}},{"ty":"mm","nm":"Merge","mm":2},
            {"ty":"fl","nm":"Fill","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1},
            {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
            """#
        let small = LottieRenderer(animation: try Self.animation(shapes: squares), options: options)
        _ = try Self.render(small, frame: 0)
        #expect(Self.limitWarnings(small).isEmpty)
    }
}
