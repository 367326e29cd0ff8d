import Foundation
import Graphics
import Testing
@testable import Lottie

/// Keyframe features on authored animations, checked with numbers computed independently here
/// and with goldens: hold keys, per-dimension easing, spatial motion along a curve at constant
/// speed, split positions, legacy `e` values, path morphs, colour and gradient interpolation.
/// The rules are lottie-web's (`PropertyFactory.interpolateValue`, `ShapeProperty`).
@Suite("Features: keyframes")
struct FeatureKeyframeTests {
    typealias J = EngineJSON

    /// A 10×10 blue square whose layer position is `p` (a property fragment).
    static func movingSquare(_ p: String, extraTransform: String = "") -> String {
        J.comp(layers: [J.shapeLayer(ks: J.transform(p: p, extra: extraTransform),
                                     shapes: [J.rect(p: [0, 0], s: [10, 10]), J.fill([0, 0, 1])])])
    }

    /// The centre of what is drawn, to a small fraction of a pixel (anti-aliased edges weigh in
    /// by their coverage).
    static func centre(_ json: String, at frame: Double, sourceLocation: SourceLocation = #_sourceLocation) throws -> Point {
        let image = try EngineRender.frame(json, frame, sourceLocation: sourceLocation)
        return try #require(image.drawnCentroid(), sourceLocation: sourceLocation)
    }

    static func expectNear(_ p: Point, _ x: Double, _ y: Double, tolerance: Double = 0.1,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(p.x - x) <= tolerance && abs(p.y - y) <= tolerance, "centre \(p), expected (\(x), \(y))",
                sourceLocation: sourceLocation)
    }

    // MARK: Hold

    @Test func holdKeyframesJumpAtTheNextKey() throws {
        let json = Self.movingSquare(J.animated([J.key(0, [20, 50], hold: true), J.key(10, [50, 50], hold: true),
                                                 J.key(20, [80, 50])]))
        for (frame, x) in [(0.0, 20.0), (9.99, 20), (10, 50), (19.99, 50), (20, 80), (40, 80)] {
            Self.expectNear(try Self.centre(json, at: frame), x, 50)
        }
        try EngineRender.checkGolden(try EngineRender.filmstrip(json, frames: [0, 9.9, 10, 19.9, 20]), named: "feature-keyframes-hold")
    }

    // MARK: Easing

    /// x eases in (0.42, 0 → 1, 1) while y moves linearly: each dimension has its own curve.
    @Test func eachDimensionEasesWithItsOwnCurve() throws {
        let key0 = J.key(0, "[10,10]", ease: (ox: [0.42, 0], oy: [0, 0], ix: [1, 1], iy: [1, 1]))
        let json = Self.movingSquare(J.animated([key0, J.key(30, [90, 90])]))
        for frame in [7.5, 15, 22.5] {
            let t = frame / 30
            let x = 10 + 80 * UnitCurve(p1: Point(0.42, 0), p2: Point(1, 1)).progress(atTime: t)
            Self.expectNear(try Self.centre(json, at: frame), x, 10 + 80 * t)
        }
        try EngineRender.checkGolden(try EngineRender.filmstrip(json, frames: [0, 7.5, 15, 22.5, 30]), named: "feature-keyframes-per-dimension-easing")
    }

    /// An ease shared by all dimensions, written with one number per handle.
    @Test func aSharedEaseAppliesToEveryDimension() throws {
        let key0 = J.key(0, "[10,20]", ease: (ox: [0.33], oy: [0], ix: [0.67], iy: [1]))
        let json = Self.movingSquare(J.animated([key0, J.key(20, [90, 60])]))
        let p = UnitCurve(p1: Point(0.33, 0), p2: Point(0.67, 1)).progress(atTime: 0.3)
        Self.expectNear(try Self.centre(json, at: 6), 10 + 80 * p, 20 + 40 * p)
    }

    // MARK: Spatial motion

    /// A position moving along a bezier curve (`to`/`ti`) at constant speed: at half the time
    /// (linear easing) it is halfway along the curve by length, which this test measures itself
    /// with a dense polyline.
    @Test func spatialMotionFollowsTheCurveByArcLength() throws {
        let p0 = Point(10, 80), p3 = Point(90, 80), to = Point(70, -70), ti = Point(0, -30)
        let json = Self.movingSquare(J.animated([
            J.key(0, [p0.x, p0.y], extra: #""to":[\#(to.x),\#(to.y)],"ti":[\#(ti.x),\#(ti.y)]"#),
            J.key(40, [p3.x, p3.y]),
        ]))
        let curve = CubicBezier(p0, p0 + to, p3 + ti, p3)
        for fraction in [0.25, 0.5, 0.75] {
            let expected = Self.pointAtArcLengthFraction(curve, fraction)
            Self.expectNear(try Self.centre(json, at: 40 * fraction), expected.x, expected.y, tolerance: 0.15)
        }
        // Not the point at the curve's parameter 0.5, which is far from the arc-length midpoint.
        let byParameter = curve.point(at: 0.5), byLength = Self.pointAtArcLengthFraction(curve, 0.5)
        #expect(byParameter.distance(to: byLength) > 3)
        try EngineRender.checkGolden(try EngineRender.filmstrip(json, frames: [0, 10, 20, 30, 40]), named: "feature-keyframes-spatial")
    }

    /// Spatial handles lying on the line through both keys describe a straight path: lottie-web
    /// drops them (`pointOnLine2D`), so the value interpolates dimension by dimension, even when
    /// the handles reach past the keys.
    @Test func spatialHandlesOnTheStraightLineAreIgnored() throws {
        let json = Self.movingSquare(J.animated([
            J.key(0, [10, 50], extra: #""to":[-20,0],"ti":[20,0]"#), J.key(40, [90, 50]),
        ]))
        for frame in [10.0, 20, 30] {
            Self.expectNear(try Self.centre(json, at: frame), 10 + 2 * frame, 50)
        }
        // With per-dimension easing (x eases in, y linear) along a diagonal.
        let eased = J.key(0, "[10,10]", ease: (ox: [0.42, 0], oy: [0, 0], ix: [1, 1], iy: [1, 1]),
                          extra: #""to":[10,10],"ti":[-10,-10]"#)
        let diagonal = Self.movingSquare(J.animated([eased, J.key(30, [90, 90])]))
        let x = 10 + 80 * UnitCurve(p1: Point(0.42, 0), p2: Point(1, 1)).progress(atTime: 0.5)
        Self.expectNear(try Self.centre(diagonal, at: 15), x, 50)
    }

    /// The point a fraction of the way along a cubic by length, from 20 000 chords.
    static func pointAtArcLengthFraction(_ c: CubicBezier, _ fraction: Double) -> Point {
        let n = 20_000
        var points = [c.p0], lengths = [0.0]
        for i in 1...n {
            let p = c.point(at: Double(i) / Double(n))
            lengths.append(lengths[i - 1] + points[i - 1].distance(to: p))
            points.append(p)
        }
        let target = fraction * lengths[n]
        guard let i = lengths.firstIndex(where: { $0 >= target }), i > 0 else { return c.p0 }
        let f = (target - lengths[i - 1]) / (lengths[i] - lengths[i - 1])
        return points[i - 1] + (points[i] - points[i - 1]) * f
    }

    // MARK: Split position

    @Test func splitPositionAnimatesXAndYSeparately() throws {
        let p = #"{"s":true,"x":\#(J.animated([J.key(0, 10), J.key(20, 90)])),"y":\#(J.animated([J.key(10, 20), J.key(30, 80)]))}"#
        let json = Self.movingSquare(p)
        for (frame, x, y) in [(0.0, 10.0, 20.0), (10, 50, 20), (20, 90, 50), (30, 90, 80)] {
            Self.expectNear(try Self.centre(json, at: frame), x, y)
        }
        try EngineRender.checkGolden(try EngineRender.filmstrip(json, frames: [0, 10, 20, 30]), named: "feature-keyframes-split-position")
    }

    // MARK: Legacy end values

    /// Files before 5.5 write each segment's end value as `e` and end with a keyframe holding only
    /// a time; when the next keyframe has its own `s`, that wins (lottie-web: `nextKeyData.s ||
    /// keyData.e`).
    @Test func legacyEndValuesDriveTheSegment() throws {
        let p = #"{"a":1,"k":[{"t":0,"s":[10,50],"e":[90,50],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":20}]}"#
        let json = Self.movingSquare(p)
        Self.expectNear(try Self.centre(json, at: 5), 30, 50)
        Self.expectNear(try Self.centre(json, at: 30), 90, 50)
        let conflicting = #"{"a":1,"k":[{"t":0,"s":[10,50],"e":[30,50],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},"#
            + #"{"t":10,"s":[90,50],"e":[90,50],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":20}]}"#
        Self.expectNear(try Self.centre(Self.movingSquare(conflicting), at: 5), 50, 50)
        // A legacy opacity with `e` on a fill.
        let fade = J.comp(layers: [J.shapeLayer(shapes: [
            J.rect(p: [50, 50], s: [40, 40]),
            J.fill(J.value([1, 0, 0, 1]), opacity: #"{"a":1,"k":[{"t":0,"s":[0],"e":[100],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10}]}"#),
        ])])
        expectPixel(try EngineRender.frame(fade, 5), 50, 50, [255, 0, 0, 128], tolerance: 2)
    }

    // MARK: Path morph

    /// A square morphs into a diamond vertex by vertex (tangents too); at the midpoint every
    /// vertex is halfway.
    @Test func pathMorphInterpolatesEachVertex() throws {
        let square = J.bezier([[30, 30], [70, 30], [70, 70], [30, 70]])
        let diamond = J.bezier([[50, 10], [90, 50], [50, 90], [10, 50]])
        let json = J.comp(layers: [J.shapeLayer(shapes: [
            J.path(J.animated([J.key(0, "[\(square)]"), J.key(20, "[\(diamond)]")])), J.fill([0, 0.6, 0]),
        ])])
        let mid = try EngineRender.frame(json, 10)
        // Halfway vertices: (40,20), (80,40), (60,80), (20,60).
        expectDrawnBounds(mid, 20, 20, 80, 80, tolerance: 2)
        expectPixel(mid, 50, 50, [0, 153, 0])
        expectPixel(mid, 25, 25, [0, 0, 0, 0])
        try EngineRender.checkGolden(try EngineRender.filmstrip(json, frames: [0, 5, 10, 15, 20]), named: "feature-keyframes-path-morph")
    }

    /// Shapes with different vertex counts: lottie-web sizes the path by the first keyframe and
    /// reads past the end of a shorter one (an exception in the browser); lottie-ios, lottie-android
    /// and we morph the vertices both shapes have (`min` of the counts, the from-shape's extra
    /// vertices staying put) and show every vertex of a keyframe's shape at its key.
    @Test func pathMorphBetweenDifferentVertexCounts() throws {
        let triangle = J.bezier([[50, 20], [80, 80], [20, 80]])
        let pentagon = J.bezier([[50, 10], [90, 40], [75, 90], [25, 90], [10, 40]])
        let json = J.comp(layers: [J.shapeLayer(shapes: [
            J.path(J.animated([J.key(0, "[\(triangle)]"), J.key(20, "[\(pentagon)]"), J.key(40, "[\(triangle)]")])),
            J.fill([0.8, 0.2, 0]),
        ])])
        expectDrawnBounds(try EngineRender.frame(json, 20), 10, 10, 90, 90, tolerance: 2, "the pentagon at its key")
        // Halfway from the triangle, its vertices move towards the pentagon's first three:
        // (50,15), (85,60), (47.5,85).
        expectDrawnBounds(try EngineRender.frame(json, 10), 47.5, 15, 85, 85, tolerance: 2, "halfway there")
        // Halfway back, the pentagon's two extra vertices (25,90) and (10,40) stay.
        expectDrawnBounds(try EngineRender.frame(json, 30), 10, 15, 85, 90, tolerance: 2, "halfway back")
        try EngineRender.checkGolden(try EngineRender.filmstrip(json, frames: [0, 10, 20, 30, 40]), named: "feature-keyframes-path-vertex-counts")
    }

    // MARK: Colour and gradient

    @Test func colourInterpolatesComponentwise() throws {
        let json = J.comp(layers: [J.shapeLayer(shapes: [
            J.rect(p: [50, 50], s: [60, 60]),
            J.fill(J.animated([J.key(0, "[1,0.5,0,1]"), J.key(20, "[0,0.5,1,1]")])),
        ])])
        expectPixel(try EngineRender.frame(json, 5), 50, 50, [191, 128, 64], tolerance: 1)
        expectPixel(try EngineRender.frame(json, 15), 50, 50, [64, 128, 191], tolerance: 1)
    }

    /// Gradient data (colour stops, then opacity stops) interpolates number by number.
    @Test func gradientStopsInterpolate() throws {
        // Red → blue with opaque ends, to green → yellow with the right end transparent.
        let from = "[0,1,0,0, 1,0,0,1, 0,1, 1,1]", to = "[0,0,1,0, 1,1,1,0, 0,1, 1,0]"
        let json = J.comp(layers: [J.shapeLayer(shapes: [
            J.rect(p: [50, 50], s: [100, 100]),
            J.gradientFill(type: 1, start: [0, 50], end: [100, 50], stops: 2, colors: J.animated([J.key(0, from), J.key(10, to)])),
        ])])
        let mid = try EngineRender.frame(json, 5)
        // Left end: (0.5, 0.5, 0), opaque. Right end: (0.5, 0.5, 0.5) at alpha 0.5.
        expectPixel(mid, 0, 50, [128, 127, 0], tolerance: 3)
        expectPixel(mid, 99, 50, [127, 127, 126, 130], tolerance: 4)
        // The middle is half as opaque again (how colours mix with alpha there is the canvas's).
        #expect(abs(mid.alphaByte(50, 50) - 191) <= 3, "alpha \(mid.alphaByte(50, 50))")
        try EngineRender.checkGolden(try EngineRender.filmstrip(json, frames: [0, 5, 10]), named: "feature-keyframes-gradient")
    }
}

/// A cubic-bezier timing curve from (0, 0) to (1, 1), solved by bisection — independent of the
/// engine's Newton solver.
struct UnitCurve {
    let p1: Point, p2: Point

    private func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    /// The progress at a time fraction `t`.
    func progress(atTime t: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if coordinate(mid, p1.x, p2.x) < t { lo = mid } else { hi = mid }
        }
        return coordinate((lo + hi) / 2, p1.y, p2.y)
    }
}
