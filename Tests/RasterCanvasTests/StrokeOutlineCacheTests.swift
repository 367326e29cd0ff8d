import Graphics
import Testing
@testable import RasterCanvas

/// A stroke whose path is only moved, turned or scaled a little from frame to frame is
/// stroked once and replayed (`StrokeOutlineCache`): every frame drawn from a kept outline
/// must be the frame a fresh canvas draws, and a change of path, style or scale step must not
/// be served an old outline.
@Suite struct StrokeOutlineCacheTests {
    /// A closed curve, an open polyline with corners and a dot: curves, joins, caps.
    static let path: BezierPath = {
        var path = BezierPath(ellipseIn: Rect(x: -20, y: -14, width: 40, height: 28))
        path.move(to: Point(x: -12, y: 18))
        path.line(to: Point(x: 0, y: 8))
        path.curve(to: Point(x: 14, y: 20), control1: Point(x: 6, y: 2), control2: Point(x: 16, y: 10))
        path.line(to: Point(x: 22, y: 6))
        path.move(to: Point(x: -24, y: -20))
        path.line(to: Point(x: -24, y: -20))
        return path
    }()

    static let styles = [
        StrokeStyle(width: 7, cap: .round, join: .round),
        StrokeStyle(width: 2.5, cap: .square, join: .miter, miterLimit: 4),
        // Under a pixel wide at 1.3 (half a pixel of radius): stroked magnified.
        StrokeStyle(width: 0.9, cap: .butt, join: .bevel),
    ]

    /// Frame `frame` of a shape turning and moving at a scale changing within one step of the
    /// ladder (1.3 and 1.32 both stroke at 2^(3/8)).
    static func placement(_ frame: Int) -> AffineTransform {
        let scale = frame < 3 ? 1.3 : 1.32
        return AffineTransform(scaleX: scale, y: scale)
            .concatenating(AffineTransform(rotationAngle: 0.37 * Double(frame)))
            .concatenating(AffineTransform(translationX: 40 + 1.7 * Double(frame), y: 32 - 0.9 * Double(frame)))
    }

    static func draw(_ canvas: RasterImageCanvas, frame: Int, style: StrokeStyle, path: BezierPath = path) {
        canvas.save()
        canvas.concatenate(placement(frame))
        canvas.stroke(path, with: .solid(Color(red: 0.9, green: 0.3, blue: 0.1)), style: style)
        canvas.restore()
    }

    @Test(arguments: styles)
    func framesDrawnFromAKeptOutlineAreTheFramesAFreshCanvasDraws(_ style: StrokeStyle) throws {
        let canvas = try #require(RasterImageCanvas(width: 80, height: 64))
        for frame in 0..<6 {
            canvas.clear()
            Self.draw(canvas, frame: frame, style: style)
            // Kept from the second frame (the policy of `FrameCache`), then drawn from.
            #expect(canvas.strokeOutlines.count == (frame == 0 ? 0 : 1), "frame \(frame)")
            let fresh = try #require(RasterImageCanvas(width: 80, height: 64))
            Self.draw(fresh, frame: frame, style: style)
            let same = canvas.makeBitmap() == fresh.makeBitmap()
            #expect(same, "frame \(frame) of a \(style.width) wide stroke")
        }
    }

    @Test func anotherPathStyleOrScaleIsNotServedTheKeptOutline() throws {
        let style = Self.styles[0]
        var other = Self.path
        other.line(to: Point(x: -10, y: -24))
        let changes: [(String, (RasterImageCanvas) -> Void)] = [
            ("another path", { Self.draw($0, frame: 4, style: style, path: other) }),
            ("another width", { Self.draw($0, frame: 4, style: StrokeStyle(width: 6.5, cap: .round, join: .round)) }),
            ("another join", { Self.draw($0, frame: 4, style: StrokeStyle(width: 7, cap: .round, join: .bevel)) }),
            ("a scale a step up", { canvas in
                canvas.concatenate(AffineTransform(scaleX: 1.2, y: 1.2))
                Self.draw(canvas, frame: 4, style: style)
            }),
        ]
        for (name, change) in changes {
            let canvas = try #require(RasterImageCanvas(width: 80, height: 64))
            for frame in 0..<3 {
                canvas.clear()
                Self.draw(canvas, frame: frame, style: style)
            }
            canvas.clear()
            change(canvas)
            let fresh = try #require(RasterImageCanvas(width: 80, height: 64))
            change(fresh)
            let same = canvas.makeBitmap() == fresh.makeBitmap()
            #expect(same, "\(name)")
        }
    }

    /// Under a transform that squashes the shape, the miters are decided in device space: the
    /// kept outline serves the same linear part moved, and nothing else.
    @Test func aSquashedShapeKeepsItsOutlineWhileItOnlyMoves() throws {
        let style = StrokeStyle(width: 5, cap: .square, join: .miter, miterLimit: 6)
        let squash = AffineTransform(scaleX: 1.4, y: 0.7)
        let moved = { (frame: Int) in squash.concatenating(AffineTransform(translationX: 38 + 2.3 * Double(frame), y: 30 - 1.1 * Double(frame))) }
        let turned = { (frame: Int) in moved(frame).concatenating(AffineTransform(translationX: -40, y: -32))
            .concatenating(AffineTransform(rotationAngle: 0.2 * Double(frame))).concatenating(AffineTransform(translationX: 40, y: 32)) }
        for (name, placement, kept) in [("moving", moved, 1), ("turning", turned, 0)] {
            let canvas = try #require(RasterImageCanvas(width: 80, height: 64))
            for frame in 0..<4 {
                let draw = { (canvas: RasterImageCanvas) in
                    canvas.concatenate(placement(frame))
                    canvas.stroke(Self.path, with: .solid(.black), style: style)
                }
                canvas.clear()
                canvas.save()
                draw(canvas)
                canvas.restore()
                #expect(canvas.strokeOutlines.count == (frame == 0 ? 0 : kept), "\(name), frame \(frame)")
                let fresh = try #require(RasterImageCanvas(width: 80, height: 64))
                draw(fresh)
                let same = canvas.makeBitmap() == fresh.makeBitmap()
                #expect(same, "\(name), frame \(frame)")
            }
        }
    }

    /// A path reaching far beyond the canvas is clamped in device space before stroking (see
    /// `strokeOutline`): it is stroked afresh every frame, and drawn as a fresh canvas draws it.
    @Test func aPathFarBeyondTheCanvasIsNotKept() throws {
        let huge = BezierPath(ellipseIn: Rect(x: -2_000, y: -2_000, width: 4_000, height: 4_000))
        let canvas = try #require(RasterImageCanvas(width: 80, height: 64))
        for frame in 0..<4 {
            canvas.clear()
            Self.draw(canvas, frame: frame, style: Self.styles[1], path: huge)
            #expect(canvas.strokeOutlines.count == 0)
            let fresh = try #require(RasterImageCanvas(width: 80, height: 64))
            Self.draw(fresh, frame: frame, style: Self.styles[1], path: huge)
            let same = canvas.makeBitmap() == fresh.makeBitmap()
            #expect(same, "frame \(frame)")
        }
    }

    /// Strokes thinner than a pixel are drawn a pixel wide (`StrokeStyle.hairline(under:)`),
    /// their width worked out from each frame's transform: drawn as a fresh canvas draws them.
    @Test func hairlinesDrawAsAFreshCanvasDraws() throws {
        let hairline = StrokeStyle(width: 0.3, cap: .round, join: .miter)
        let canvas = try #require(RasterImageCanvas(width: 80, height: 64))
        for frame in 0..<4 {
            canvas.clear()
            Self.draw(canvas, frame: frame, style: hairline)
            let fresh = try #require(RasterImageCanvas(width: 80, height: 64))
            Self.draw(fresh, frame: frame, style: hairline)
            let same = canvas.makeBitmap() == fresh.makeBitmap()
            #expect(same, "frame \(frame)")
        }
    }

    @Test func strokingScalesAreTheLadderStepAtOrAboveTheScale() {
        for scale in [0.001, 0.3, 0.999, 1, 1.0001, 1.3, 1.32, 2, 7.5, 1_000] {
            let step = StrokeOutlineCache.strokingScale(for: scale)
            #expect(step >= scale && step < scale * 1.0906, "\(scale) → \(step)")
        }
        #expect(StrokeOutlineCache.strokingScale(for: 2) == 2)
        #expect(StrokeOutlineCache.strokingScale(for: 1.3) == StrokeOutlineCache.strokingScale(for: 1.32))
        #expect(StrokeOutlineCache.strokingScale(for: 1.3) != StrokeOutlineCache.strokingScale(for: 1.3 * 1.2))
    }
}
