import Foundation
import Graphics
import Testing
@testable import Lottie

/// Shape features on authored animations: rectangle roundness, stars and polygons, fill rules,
/// stroke caps, joins, miter limits and dashes, gradients, group skew, trim paths and
/// repeaters. Expected values are worked out by hand from the geometry and lottie-web's rules
/// (`ShapeProperty`, `TrimModifier`, `RepeaterModifier`, `GradientProperty`, `Matrix`).
@Suite("Features: shapes")
struct FeatureShapeTests {
    typealias J = EngineJSON

    static func layer(_ shapes: [String], w: Int = 100, h: Int = 100) -> String {
        J.comp(w: w, h: h, layers: [J.shapeLayer(shapes: shapes)])
    }

    // MARK: Rectangle roundness

    @Test func rectangleRoundness() throws {
        // 60×60 at (50, 50), radius 20: the corner arc is centred on (40, 40).
        let rounded = try EngineRender.frame(Self.layer([J.rect(p: [50, 50], s: [60, 60], r: 20), J.fill([0, 0, 1])]), 0)
        expectPixel(rounded, 22, 22, [0, 0, 0, 0], "outside the corner arc")
        expectPixel(rounded, 26, 26, [0, 0, 255], "inside the corner arc")
        expectPixel(rounded, 21, 50, [0, 0, 255], "on the straight edge")
        // A radius beyond half the side is clamped to it: a circle of radius 30.
        let circle = try EngineRender.frame(Self.layer([J.rect(p: [50, 50], s: [60, 60], r: 100), J.fill([0, 0, 1])]), 0)
        expectPixel(circle, 25, 25, [0, 0, 0, 0], "clamped to a circle")
        expectPixel(circle, 21, 50, [0, 0, 255])
        let animated = Self.layer([J.rect(p: J.value([50, 50]), s: J.value([60, 60]), r: J.animated([J.key(0, 0), J.key(10, 30)])),
                                   J.fill([0, 0, 1])])
        try EngineRender.checkGolden(try EngineRender.filmstrip(animated, frames: [0, 3, 6, 10]), named: "feature-shapes-rect-roundness")
    }

    // MARK: Stars and polygons

    @Test func starsAndPolygons() throws {
        let star = try EngineRender.frame(Self.layer([J.polystar(star: true, p: [50, 50], points: 5, outerRadius: 40, innerRadius: 20),
                                                      J.fill([1, 0.8, 0])]), 0)
        expectPixel(star, 50, 13, [255, 204, 0], "just below the top point")
        expectPixel(star, 50, 50, [255, 204, 0], "the centre")
        expectPixel(star, 50, 75, [0, 0, 0, 0], "between the two lower points (inner vertex at y 70)")
        expectPixel(star, 80, 30, [0, 0, 0, 0], "between the top and right points")
        let hexagon = try EngineRender.frame(Self.layer([J.polystar(star: false, p: [50, 50], points: 6, outerRadius: 40),
                                                         J.fill([1, 0.8, 0])]), 0)
        expectPixel(hexagon, 50, 85, [255, 204, 0], "above the bottom vertex (50, 90)")
        expectPixel(hexagon, 86, 50, [0, 0, 0, 0], "right of the vertical side at x 84.6")
        expectPixel(hexagon, 83, 50, [255, 204, 0], "left of the vertical side")
        // A 4-point polygon with 100 % roundness bulges: its edge midpoint is 36.6 from the centre
        // (handles of 2π·40/16 = 15.7 along the tangents), where the plain diamond's is 28.3.
        let bulging = try EngineRender.frame(Self.layer([J.polystar(star: false, p: [50, 50], points: 4, outerRadius: 40,
                                                                    outerRoundness: 100), J.fill([1, 0.8, 0])]), 0)
        expectPixel(bulging, 73, 26, [255, 204, 0], "inside the rounded edge")
        expectPixel(bulging, 77, 22, [0, 0, 0, 0], "outside the rounded edge")
        let diamond = try EngineRender.frame(Self.layer([J.polystar(star: false, p: [50, 50], points: 4, outerRadius: 40),
                                                         J.fill([1, 0.8, 0])]), 0)
        expectPixel(diamond, 73, 26, [0, 0, 0, 0], "outside the plain diamond")
        let roundStar = try EngineRender.frame(Self.layer([J.polystar(star: true, p: [50, 50], points: 5, outerRadius: 40,
                                                                      outerRoundness: 60, innerRadius: 20, innerRoundness: 60),
                                                           J.fill([1, 0.8, 0])]), 0)
        let rotated = try EngineRender.frame(Self.layer([J.polystar(star: true, p: [50, 50], points: 5, outerRadius: 40,
                                                                    innerRadius: 20, rotation: 36), J.fill([1, 0.8, 0])]), 0)
        expectPixel(rotated, 50, 85, [255, 204, 0], "rotated 36°: a point at the bottom")
        try EngineRender.checkGolden(try EngineRender.joined([star, hexagon, bulging, roundStar, rotated]), named: "feature-shapes-polystar")
    }

    // MARK: Fill rules

    @Test func fillRules() throws {
        // Two concentric circles in one fill: even-odd leaves a hole, non-zero does not.
        func rings(rule: Int) -> String {
            Self.layer([J.ellipse(p: [50, 50], s: [80, 80]), J.ellipse(p: [50, 50], s: [40, 40]), J.fill([0.5, 0, 0.5], rule: rule)])
        }
        let nonZero = try EngineRender.frame(rings(rule: 1), 0), evenOdd = try EngineRender.frame(rings(rule: 2), 0)
        expectPixel(nonZero, 50, 50, [128, 0, 128], "non-zero centre")
        expectPixel(evenOdd, 50, 50, [0, 0, 0, 0], "even-odd centre")
        expectPixel(evenOdd, 50, 20, [128, 0, 128], "even-odd ring")
        // A pentagram as one self-intersecting path.
        let points = (0..<5).map { k -> [Double] in
            let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            return [50 + 40 * cos(a), 50 + 40 * sin(a)]
        }
        func pentagram(rule: Int) -> String { Self.layer([J.path(through: points, closed: true), J.fill([0.5, 0, 0.5], rule: rule)]) }
        expectPixel(try EngineRender.frame(pentagram(rule: 1), 0), 50, 50, [128, 0, 128], "non-zero pentagram centre")
        let evenOddStar = try EngineRender.frame(pentagram(rule: 2), 0)
        expectPixel(evenOddStar, 50, 50, [0, 0, 0, 0], "even-odd pentagram centre")
        try EngineRender.checkGolden(try EngineRender.joined([nonZero, evenOdd, try EngineRender.frame(pentagram(rule: 1), 0), evenOddStar]),
                                named: "feature-shapes-fill-rules")
    }

    // MARK: Strokes

    /// A horizontal line from (20, 50) to (80, 50), 10 wide: butt caps end at the ends, square
    /// caps 5 further, round caps with a half disc.
    @Test func strokeCaps() throws {
        func line(cap: Int) throws -> Bitmap {
            try EngineRender.frame(Self.layer([J.path(through: [[20, 50], [80, 50]], closed: false),
                J.stroke([0, 0, 0], width: 10, cap: cap)]), 0)
        }
        let butt = try line(cap: 1), round = try line(cap: 2), square = try line(cap: 3)
        expectPixel(butt, 17, 50, [0, 0, 0, 0], "butt")
        expectPixel(round, 17, 50, [0, 0, 0], "round")
        expectPixel(square, 17, 50, [0, 0, 0], "square")
        expectPixel(round, 15, 45, [0, 0, 0, 0], "round corner")
        expectPixel(square, 15, 45, [0, 0, 0], "square corner")
        expectDrawnBounds(butt, 20, 45, 80, 55)
        expectDrawnBounds(square, 15, 45, 85, 55)
        try EngineRender.checkGolden(try EngineRender.joined([butt, round, square]), named: "feature-shapes-stroke-caps")
    }

    /// A V from (20, 70) up to (50, 30) and down to (80, 70), 10 wide. The segments meet at
    /// 73.7°: a miter reaches 5 / sin(36.87°) = 8.33 above the vertex (y 21.7; ratio 1.67), a
    /// round join 5 (y 25), a bevel 5·cos(53.13°) = 3 (y 27).
    @Test func strokeJoinsAndMiterLimit() throws {
        func vee(join: Int, miterLimit: Double = 4) throws -> Bitmap {
            try EngineRender.frame(Self.layer([J.path(through: [[20, 70], [50, 30], [80, 70]], closed: false),
                J.stroke([0, 0, 0], width: 10, cap: 1, join: join, miterLimit: miterLimit)]), 0)
        }
        let miter = try vee(join: 1), round = try vee(join: 2), bevel = try vee(join: 3), limited = try vee(join: 1, miterLimit: 1.5)
        expectPixel(miter, 50, 23, [0, 0, 0], "miter tip")
        expectPixel(round, 50, 23, [0, 0, 0, 0], "round, above its arc")
        expectPixel(round, 50, 26, [0, 0, 0], "round arc")
        expectPixel(bevel, 50, 26, [0, 0, 0, 0], "bevel, above its cut")
        expectPixel(bevel, 50, 28, [0, 0, 0], "bevel")
        expectPixel(limited, 50, 23, [0, 0, 0, 0], "miter beyond its limit 1.5 falls back to a bevel")
        expectPixel(limited, 50, 28, [0, 0, 0])
        try EngineRender.checkGolden(try EngineRender.joined([miter, round, bevel, limited]), named: "feature-shapes-stroke-joins")
    }

    /// Dashes 10 on, 10 off along a line from x 10 to 90; the offset animates from 0 to 10, which
    /// shifts the pattern back by a dash (SVG's `stroke-dashoffset`).
    @Test func animatedDashes() throws {
        let dashes = #"[{"n":"d","nm":"dash","v":\#(J.value(10))},{"n":"g","nm":"gap","v":\#(J.value(10))},"#
            + #"{"n":"o","nm":"offset","v":\#(J.animated([J.key(0, 0), J.key(10, 10)]))}]"#
        let json = Self.layer([J.path(through: [[10, 50], [90, 50]], closed: false),
            J.stroke([0, 0, 0], width: 6, cap: 1, dashes: dashes)])
        let start = try EngineRender.frame(json, 0), shifted = try EngineRender.frame(json, 10), half = try EngineRender.frame(json, 5)
        expectPixel(start, 15, 50, [0, 0, 0], "first dash 10...20")
        expectPixel(start, 25, 50, [0, 0, 0, 0], "first gap 20...30")
        expectPixel(shifted, 15, 50, [0, 0, 0, 0], "shifted: gap 10...20")
        expectPixel(shifted, 25, 50, [0, 0, 0], "shifted: dash 20...30")
        expectPixel(half, 12, 50, [0, 0, 0], "offset 5: dash 10...15")
        expectPixel(half, 17, 50, [0, 0, 0, 0], "offset 5: gap 15...25")
        expectPixel(half, 27, 50, [0, 0, 0], "offset 5: dash 25...35")
        try EngineRender.checkGolden(try EngineRender.filmstrip(json, frames: [0, 2.5, 5, 7.5, 10]), named: "feature-shapes-dashes")
    }

    // MARK: Gradients

    /// Red to blue `t` of the way, as 0...255 integers.
    static func redToBlue(_ t: Double) -> [Int] {
        let f = min(max(t, 0), 1)
        return [Int((255 * (1 - f)).rounded()), 0, Int((255 * f).rounded())]
    }

    @Test func linearAndRadialGradients() throws {
        let redToBlue = J.value([0, 1, 0, 0, 1, 0, 0, 1])
        let c = Self.redToBlue
        let linear = try EngineRender.frame(Self.layer([J.rect(p: [50, 50], s: [100, 100]),
            J.gradientFill(type: 1, start: [10, 0], end: [90, 0], stops: 2, colors: redToBlue)]), 0)
        expectPixel(linear, 5, 50, [255, 0, 0], "before the start")
        expectPixel(linear, 95, 50, [0, 0, 255], "after the end")
        expectPixel(linear, 49, 50, c((49.5 - 10) / 80), tolerance: 2, "halfway")
        // Radial from (50, 50) with radius 40.
        let radial = try EngineRender.frame(Self.layer([J.rect(p: [50, 50], s: [100, 100]),
            J.gradientFill(type: 2, start: [50, 50], end: [90, 50], stops: 2, colors: redToBlue)]), 0)
        func fromCentre(_ x: Double, _ y: Double) -> Double { Point(x, y).distance(to: Point(50, 50)) / 40 }
        expectPixel(radial, 50, 50, c(fromCentre(50.5, 50.5)), tolerance: 3, "centre")
        expectPixel(radial, 70, 50, c(fromCentre(70.5, 50.5)), tolerance: 3, "half the radius")
        expectPixel(radial, 50, 30, c(fromCentre(50.5, 30.5)), tolerance: 3, "half the radius, above")
        expectPixel(radial, 5, 5, [0, 0, 255], "beyond the radius")
        // A highlight of 50 % at 0°: the focal point moves to (70, 50); the centre (50, 50) is a
        // third of the way from it to the circle's edge at (10, 50).
        let highlight = try EngineRender.frame(Self.layer([J.rect(p: [50, 50], s: [100, 100]),
            J.gradientFill(type: 2, start: [50, 50], end: [90, 50], stops: 2, colors: redToBlue, highlightLength: 50)]), 0)
        expectPixel(highlight, 70, 50, [255, 0, 0], tolerance: 9, "the focal point")
        expectPixel(highlight, 50, 50, [170, 0, 85], tolerance: 5, "a third from the focal point")
        // At 90° the focal point moves down to (50, 70).
        let turned = try EngineRender.frame(Self.layer([J.rect(p: [50, 50], s: [100, 100]),
            J.gradientFill(type: 2, start: [50, 50], end: [90, 50], stops: 2, colors: redToBlue,
                           highlightLength: 50, highlightAngle: 90)]), 0)
        expectPixel(turned, 50, 70, [255, 0, 0], tolerance: 9, "the turned focal point")
        // A gradient stroke along a line.
        let stroke = try EngineRender.frame(Self.layer([J.path(through: [[10, 50], [90, 50]], closed: false),
            J.gradientStroke(type: 1, start: [10, 0], end: [90, 0], stops: 2, colors: redToBlue, width: 10)]), 0)
        expectPixel(stroke, 11, 50, c(1.5 / 80), tolerance: 2, "stroke start")
        expectPixel(stroke, 88, 50, c(78.5 / 80), tolerance: 2, "stroke end")
        expectPixel(stroke, 50, 40, [0, 0, 0, 0], "outside the stroke")
        try EngineRender.checkGolden(try EngineRender.joined([linear, radial, highlight, turned, stroke]), named: "feature-shapes-gradients")
    }

    // MARK: Group transform with skew

    /// A 40×40 square centred on a group at (50, 50), skewed 30°. lottie-web's
    /// `skewFromAxis(−sk, sa)` rotates by the axis, shears x by −tan(sk)·y and rotates back: with
    /// axis 0 the top edge (y −20) moves right by 11.5 and the bottom edge left; with axis 90°
    /// y' = y + tan(sk)·x, so the left side moves up and the right side down.
    @Test func groupTransformWithSkew() throws {
        func skewed(_ sk: Double, axis: Double) -> String {
            Self.layer([J.group([J.rect(p: [0, 0], s: [40, 40]), J.fill([0, 0.5, 0.5])],
                                transform: J.transform(p: J.value([50, 50]), extra: #""sk":\#(J.value(sk)),"sa":\#(J.value(axis))"#))])
        }
        let image = try EngineRender.frame(skewed(30, axis: 0), 0)
        expectPixel(image, 78, 32, [0, 128, 128], "top right, moved right")
        expectPixel(image, 22, 32, [0, 0, 0, 0], "top left, moved away")
        expectPixel(image, 22, 68, [0, 128, 128], "bottom left, moved left")
        expectPixel(image, 78, 68, [0, 0, 0, 0], "bottom right, moved away")
        let vertical = try EngineRender.frame(skewed(30, axis: 90), 0)
        expectPixel(vertical, 32, 22, [0, 128, 128], "left top, moved up")
        expectPixel(vertical, 68, 22, [0, 0, 0, 0], "right top, moved away")
        expectPixel(vertical, 68, 78, [0, 128, 128], "right bottom, moved down")
        let diagonal = try EngineRender.frame(skewed(30, axis: 45), 0)
        try EngineRender.checkGolden(try EngineRender.joined([image, vertical, diagonal]), named: "feature-shapes-skew")
    }

    // MARK: Trim paths

    /// Two lines in one group, each 80 long: y 30 and y 70 from x 10 to 90, stroked 6 wide.
    static func trimmedLines(_ trim: String) -> String {
        func line(_ y: Double) -> String {
            J.path(through: [[10, y], [90, y]], closed: false)
        }
        return Self.layer([line(30), line(70), trim, J.stroke([0, 0, 0], width: 6, cap: 1)])
    }

    /// Whether each of the points x = 20, 50, 80 on the upper and the lower line is drawn.
    static func drawnPoints(_ image: Bitmap) -> [[Bool]] {
        [30, 70].map { y in [20, 50, 80].map { x in image.alphaByte(x, y) > 127 } }
    }

    /// `m` 1 ("simultaneously") trims every path by the same fraction; `m` 2 ("individually")
    /// trims them one after another as one long path (lottie-web: `m === 2` uses the summed
    /// length, `calculateShapeEdges`).
    @Test func trimSimultaneouslyAndIndividually() throws {
        let simultaneous = try EngineRender.frame(Self.trimmedLines(J.trim(start: J.value(0), end: J.value(50))), 0)
        #expect(Self.drawnPoints(simultaneous) == [[true, false, false], [true, false, false]], "simultaneously: each line's first half")
        let individual = try EngineRender.frame(Self.trimmedLines(J.trim(start: J.value(0), end: J.value(50), individually: true)), 0)
        #expect(Self.drawnPoints(individual) == [[true, true, true], [false, false, false]], "individually: the first half of both")
        let ends = try EngineRender.frame(Self.trimmedLines(J.trim(start: J.value(25), end: J.value(75), individually: true)), 0)
        #expect(Self.drawnPoints(ends) == [[false, true, true], [true, false, false]], "individually: 40...120 of 160")
        try EngineRender.checkGolden(try EngineRender.joined([simultaneous, individual, ends]), named: "feature-shapes-trim-modes")
    }

    /// The offset (degrees, a full turn is the whole length) moves the window and wraps it
    /// around the end.
    @Test func trimOffsetWrapsAround() throws {
        // Simultaneously 0...50 % turned by 270° keeps 75...125 %: each line's ends.
        let wrapped = try EngineRender.frame(Self.trimmedLines(J.trim(start: J.value(0), end: J.value(50), offset: J.value(270))), 0)
        #expect(Self.drawnPoints(wrapped) == [[true, false, true], [true, false, true]], "each line wraps")
        // Individually 0...25 % turned by 315° keeps 87.5...112.5 % of 160: the lower line's end
        // and the upper line's start.
        let wrappedAcross = try EngineRender.frame(Self.trimmedLines(
            J.trim(start: J.value(0), end: J.value(25), offset: J.value(315), individually: true)), 0)
        #expect(Self.drawnPoints(wrappedAcross) == [[true, false, false], [false, false, true]], "wraps from the last path to the first")
        // A closed rectangle starts at its top-right corner and runs clockwise: the first quarter
        // is its right side.
        let rectangle = try EngineRender.frame(Self.layer([J.rect(p: [50, 50], s: [60, 60]), J.trim(start: J.value(0), end: J.value(25)),
                                                          J.stroke([0, 0, 0], width: 4, cap: 1)]), 0)
        expectPixel(rectangle, 80, 50, [0, 0, 0], "right side")
        expectPixel(rectangle, 50, 80, [0, 0, 0, 0], "bottom side")
        expectPixel(rectangle, 50, 20, [0, 0, 0, 0], "top side")
        let animated = Self.trimmedLines(J.trim(start: J.value(0), end: J.value(30), offset: J.animated([J.key(0, 0), J.key(10, 360)])))
        try EngineRender.checkGolden(try EngineRender.filmstrip(animated, frames: [0, 2.5, 5, 7.5, 10]), named: "feature-shapes-trim-offset")
    }

    // MARK: Repeater

    /// A blue 10×10 square at (20, 50) and a repeater.
    static func repeated(_ repeater: String) -> String {
        Self.layer([J.rect(p: [20, 50], s: [10, 10]), J.fill([0, 0, 1]), repeater])
    }

    @Test func repeaterCopiesAndOffset() throws {
        let plain = try EngineRender.frame(Self.repeated(J.repeater(copies: 3, position: [20, 0])), 0)
        for (x, drawn) in [(20, true), (40, true), (60, true), (80, false)] {
            expectPixel(plain, x, 50, drawn ? [0, 0, 255] : [0, 0, 0, 0], "3 copies")
        }
        let shifted = try EngineRender.frame(Self.repeated(J.repeater(copies: 3, offset: 1, position: [20, 0])), 0)
        for (x, drawn) in [(20, false), (40, true), (60, true), (80, true)] {
            expectPixel(shifted, x, 50, drawn ? [0, 0, 255] : [0, 0, 0, 0], "offset 1")
        }
        let back = try EngineRender.frame(Self.repeated(J.repeater(copies: 3, offset: -0.5, position: [20, 0])), 0)
        expectDrawnBounds(back, 5, 45, 55, 55, "offset −½: copies at 10, 30, 50")
        // 2.5 copies draw 3 (lottie-web rounds up).
        let fractional = try EngineRender.frame(Self.repeated(J.repeater(copies: 2.5, position: [20, 0])), 0)
        expectDrawnBounds(fractional, 15, 45, 65, 55, "2.5 copies")
    }

    /// Each copy adds the whole step to the accumulated rotation, scale and translation, then the
    /// copy is rotated and scaled about the anchor and moved by the summed translation (lottie-web
    /// accumulates the three separately; Skottie agrees): copies rotated 90° each stay on a
    /// straight row instead of turning around.
    @Test func repeaterTransformsAccumulatePerKind() throws {
        let bar = [J.rect(p: [20, 50], s: [14, 4]), J.fill([0, 0, 1])]
        let turning = #"{"ty":"rp","nm":"repeater","c":\#(J.value(3)),"o":\#(J.value(0)),"m":1,"#
            + #""tr":{"ty":"tr","a":\#(J.value([20, 50])),"p":\#(J.value([25, 0])),"s":\#(J.value([100, 100])),"#
            + #""r":\#(J.value(90)),"so":\#(J.value(100)),"eo":\#(J.value(100))}}"#
        let image = try EngineRender.frame(Self.layer(bar + [turning]), 0)
        // Copy 0 horizontal at (20, 50), copy 1 vertical at (45, 50), copy 2 horizontal at (70, 50).
        expectPixel(image, 26, 50, [0, 0, 255], "copy 0 is horizontal")
        expectPixel(image, 45, 56, [0, 0, 255], "copy 1 is vertical")
        expectPixel(image, 51, 50, [0, 0, 0, 0], "copy 1 is not horizontal")
        expectPixel(image, 76, 50, [0, 0, 255], "copy 2 is horizontal again, on the same row")
        // Scale 50 % per copy with a 30 step: copies of 16, 8 and 4 at x 20, 50 and 80.
        let shrinking = #"{"ty":"rp","nm":"repeater","c":\#(J.value(3)),"o":\#(J.value(0)),"m":1,"#
            + #""tr":{"ty":"tr","a":\#(J.value([20, 50])),"p":\#(J.value([30, 0])),"s":\#(J.value([50, 50])),"#
            + #""r":\#(J.value(0)),"so":\#(J.value(100)),"eo":\#(J.value(100))}}"#
        let square = [J.rect(p: [20, 50], s: [16, 16]), J.fill([0, 0, 1])]
        let scaled = try EngineRender.frame(Self.layer(square + [shrinking]), 0)
        expectPixel(scaled, 50, 50, [0, 0, 255], "copy 1 at x 50")
        expectPixel(scaled, 80, 50, [0, 0, 255], "copy 2 at x 80")
        expectPixel(scaled, 83, 50, [0, 0, 0, 0], "copy 2 is 4 wide")
        try EngineRender.checkGolden(try EngineRender.joined([image, scaled]), named: "feature-shapes-repeater-transform")
    }

    /// `m` 1 draws the first copy on top of the later ones, `m` 2 the last on top (lottie-web
    /// puts copy 0 first in the item list for `m` 1; Skottie calls it `kBelow`). Opacity runs
    /// from the start value on the top-most copy to the end value on the bottom-most.
    @Test func repeaterCompositeOrderAndOpacity() throws {
        // Yellow squares with black outlines, 20 wide, 10 apart: which outline shows in the overlap
        // tells which copy is on top.
        let template = [J.rect(p: [30, 50], s: [20, 20]), J.stroke([0, 0, 0], width: 2, cap: 1, join: 1),
                        J.fill([1, 1, 0])]
        func composite(_ above: Bool) throws -> Bitmap {
            try EngineRender.frame(Self.layer(template + [J.repeater(copies: 2, position: [10, 0], above: above)]), 0)
        }
        let one = try composite(true), two = try composite(false)
        // Copy 0 spans x 20...40, copy 1 30...50; their outlines cover 29...31 and 39...41.
        expectPixel(one, 30, 50, [255, 255, 0], "m 1: copy 0 on top hides copy 1's left edge")
        expectPixel(one, 40, 50, [0, 0, 0], "m 1: copy 0's right edge shows")
        expectPixel(two, 30, 50, [0, 0, 0], "m 2: copy 1's left edge shows")
        expectPixel(two, 40, 50, [255, 255, 0], "m 2: copy 1 hides copy 0's right edge")
        // Opacity 100 → 20 over 5 copies apart from each other.
        let fading = try EngineRender.frame(Self.repeated(J.repeater(copies: 5, position: [15, 0], startOpacity: 100, endOpacity: 20)), 0)
        for (i, alpha) in [255, 204, 153, 102, 51].enumerated() {
            expectPixel(fading, 20 + 15 * i, 50, [0, 0, 255, alpha], tolerance: 2, "copy \(i)")
        }
        try EngineRender.checkGolden(try EngineRender.joined([one, two, fading]), named: "feature-shapes-repeater-composite")
    }
}
