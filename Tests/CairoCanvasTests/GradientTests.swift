import CairoCanvas
import Foundation
import Graphics
import GoldenTesting
import Testing

@Suite struct GradientTests {
    let redToBlue = Gradient(colors: [.red, .blue])

    /// The premultiplied opaque pixel of the red→blue gradient at location t.
    func redBlue(_ t: Double) -> [Int] {
        [Int(((1 - t) * 255).rounded()), 0, Int((t * 255).rounded()), 255]
    }

    @Test func linearGradientFollowsItsAxisAndPads() throws {
        let canvas = try makeCanvas(64, 4)
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 64, height: 4)),
                    with: .linearGradient(redToBlue, start: Point(x: 16, y: 0), end: Point(x: 48, y: 0)))
        let bitmap = canvas.makeBitmap()
        for x in [16, 20, 31, 40, 47] {
            let t = (Double(x) + 0.5 - 16) / 32
            #expect(bitmap.pixel(x, 2, isNear: redBlue(t), tolerance: 2), "x = \(x): \(bitmap.rgba(x, 2))")
        }
        #expect(bitmap.rgba(0, 2) == [255, 0, 0, 255])
        #expect(bitmap.rgba(63, 2) == [0, 0, 255, 255])
    }

    @Test func gradientGeometryIsInUserSpace() throws {
        let canvas = try makeCanvas(64, 4)
        canvas.concatenate(AffineTransform(scaleX: 2, y: 1))
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 32, height: 4)),
                    with: .linearGradient(redToBlue, start: Point(x: 0, y: 0), end: Point(x: 32, y: 0)))
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(31, 2, isNear: redBlue(31.5 / 64), tolerance: 2))
    }

    @Test func coincidentEndsPaintTheLastStop() throws {
        let canvas = try makeCanvas(4, 4)
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 4)),
                    with: .linearGradient(redToBlue, start: Point(x: 2, y: 2), end: Point(x: 2, y: 2)))
        #expect(canvas.makeBitmap().rgba(1, 1) == [0, 0, 255, 255])
    }

    @Test func radialGradientStartsAtTheFocalPoint() throws {
        let canvas = try makeCanvas(64, 64)
        let ramp = Gradient(colors: [.black, .white])
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 64, height: 64)),
                    with: .radialGradient(ramp, center: Point(x: 32.5, y: 32.5), radius: 30, focal: Point(x: 20.5, y: 32.5)))
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(20, 32, isNear: [0, 0, 0, 255], tolerance: 2))
        // Halfway from the focal point to the circle on either side: 21 of 42 units to the
        // right, 9 of 18 to the left.
        #expect(bitmap.pixel(41, 32, isNear: [128, 128, 128, 255], tolerance: 2), "\(bitmap.rgba(41, 32))")
        #expect(bitmap.pixel(11, 32, isNear: [128, 128, 128, 255], tolerance: 2), "\(bitmap.rgba(11, 32))")
        #expect(bitmap.rgba(63, 0) == [255, 255, 255, 255])
    }

    @Test func focalPointOutsideTheCircleIsPulledInside() throws {
        let canvas = try makeCanvas(64, 64)
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 64, height: 64)),
                    with: .radialGradient(Gradient(colors: [.black, .white]), center: Point(x: 32, y: 32),
                                          radius: 20, focal: Point(x: 100, y: 32)))
        let bitmap = canvas.makeBitmap()
        // Everything is painted (no undefined cone outside), dark next to the focal edge.
        #expect((0..<64).allSatisfy { bitmap.rgba($0, 32)[3] == 255 })
        #expect(bitmap.rgba(51, 32)[0] < 40)
    }

    @Test func conicGradientSweepsClockwiseFromTheStartAngle() throws {
        let canvas = try makeCanvas(64, 64)
        let centre = Point(x: 32.5, y: 32.5)
        canvas.fill(BezierPath(ellipseIn: Rect(x: 2, y: 2, width: 60, height: 60)),
                    with: .conicGradient(redToBlue, center: centre, startAngle: 0))
        let bitmap = canvas.makeBitmap()
        // Below the centre is a quarter turn (+y), left half, above three quarters.
        #expect(bitmap.pixel(32, 50, isNear: redBlue(0.25), tolerance: 3), "\(bitmap.rgba(32, 50))")
        #expect(bitmap.pixel(14, 32, isNear: redBlue(0.5), tolerance: 3), "\(bitmap.rgba(14, 32))")
        #expect(bitmap.pixel(32, 14, isNear: redBlue(0.75), tolerance: 3), "\(bitmap.rgba(32, 14))")
        // 45° is an eighth of a turn.
        #expect(bitmap.pixel(45, 45, isNear: redBlue(0.125), tolerance: 3), "\(bitmap.rgba(45, 45))")
    }

    @Test func conicGradientKeepsHardStopsAndItsStartAngle() throws {
        let canvas = try makeCanvas(64, 64)
        let halves = Gradient(stops: [GradientStop(location: 0, color: .red), GradientStop(location: 0.5, color: .red),
                                      GradientStop(location: 0.5, color: .blue), GradientStop(location: 1, color: .blue)])
        canvas.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 64, height: 64)),
                    with: .conicGradient(halves, center: Point(x: 32, y: 32), startAngle: Double.pi / 2))
        let bitmap = canvas.makeBitmap()
        // From +y clockwise: left side (0.25 of a turn) red, right side (0.75) blue.
        #expect(bitmap.rgba(4, 32) == [255, 0, 0, 255])
        #expect(bitmap.rgba(59, 32) == [0, 0, 255, 255])
        #expect(bitmap.rgba(63, 63)[3] == 255)
    }

    @Test func gradientWithoutStopsPaintsNothing() throws {
        let canvas = try makeCanvas(4, 4)
        let square = BezierPath(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        let none = Gradient(stops: [])
        canvas.fill(square, with: .linearGradient(none, start: .zero, end: Point(x: 4, y: 0)))
        canvas.fill(square, with: .radialGradient(none, center: .zero, radius: 4, focal: .zero))
        canvas.fill(square, with: .conicGradient(none, center: .zero, startAngle: 0))
        #expect(canvas.makeBitmap().pixels.allSatisfy { $0 == 0 })
    }

    @Test func gradientGolden() throws {
        let canvas = try makeCanvas(128, 128)
        let rainbow = Gradient(stops: [
            GradientStop(location: 0, color: .red), GradientStop(location: 0.3, color: Color(red: 1, green: 1, blue: 0)),
            GradientStop(location: 0.6, color: .green), GradientStop(location: 1, color: .blue.withAlpha(0.3)),
        ])
        canvas.fill(BezierPath(roundedRect: Rect(x: 4, y: 4, width: 56, height: 56), cornerRadius: 8),
                    with: .linearGradient(rainbow, start: Point(x: 10, y: 10), end: Point(x: 54, y: 40)))
        canvas.fill(BezierPath(ellipseIn: Rect(x: 68, y: 4, width: 56, height: 56)),
                    with: .radialGradient(rainbow, center: Point(x: 96, y: 32), radius: 28, focal: Point(x: 96, y: 32)))
        canvas.fill(BezierPath(ellipseIn: Rect(x: 4, y: 68, width: 56, height: 56)),
                    with: .radialGradient(rainbow, center: Point(x: 32, y: 96), radius: 28, focal: Point(x: 20, y: 86)))
        var ring = BezierPath(ellipseIn: Rect(x: 68, y: 68, width: 56, height: 56))
        ring.append(BezierPath(ellipseIn: Rect(x: 84, y: 84, width: 24, height: 24)))
        canvas.fill(ring, with: .conicGradient(rainbow, center: Point(x: 96, y: 96), startAngle: -Double.pi / 2), rule: .evenOdd)
        try GoldenImage.check(canvas.makeBitmap(), named: "gradients")
    }
}
