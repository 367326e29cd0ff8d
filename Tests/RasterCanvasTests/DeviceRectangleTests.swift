import Foundation
import Graphics
@testable import RasterCanvas
import Testing

/// Which paths a clip intersects as exact rectangles (`BezierPath.deviceRectangle(under:)`).
@Suite struct DeviceRectangleTests {
    private func path(_ points: [Point], close: Bool = true, curves: Bool = false) -> BezierPath {
        var path = BezierPath()
        path.move(to: points[0])
        var previous = points[0]
        for p in points.dropFirst() {
            if curves { path.curve(to: p, control1: previous, control2: p) } else { path.line(to: p) }
            previous = p
        }
        if close { path.close() }
        return path
    }

    private let square = [Point(10, 20), Point(50, 20), Point(50, 60), Point(10, 60)]

    @Test func axisAlignedOutlinesAreRectangles() {
        let expected = Rect(x: 10, y: 20, width: 40, height: 40)
        #expect(path(square).deviceRectangle(under: .identity) == expected)
        #expect(path(square, curves: true).deviceRectangle(under: .identity) == expected)
        #expect(path(square + [square[0]]).deviceRectangle(under: .identity) == expected)
        #expect(path(square, close: false).deviceRectangle(under: .identity) == expected)
        #expect(path(square.reversed()).deviceRectangle(under: .identity) == expected)
        #expect(BezierPath(rect: expected).deviceRectangle(under: .identity) == expected)
        // A mirror keeps the edges on the axes; a scale moves the corners.
        #expect(path(square).deviceRectangle(under: AffineTransform.identity.scaledBy(x: -1, y: 1))
                == Rect(x: -50, y: 20, width: 40, height: 40))
        #expect(path(square).deviceRectangle(under: AffineTransform.identity.scaledBy(x: 2, y: 0.5))
                == Rect(x: 20, y: 10, width: 80, height: 20))
    }

    @Test func otherOutlinesAreNot() {
        #expect(path(square).deviceRectangle(under: AffineTransform.identity.rotated(by: .pi / 4)) == nil)
        #expect(path(Array(square.prefix(3))).deviceRectangle(under: .identity) == nil)
        #expect(path(square + [Point(10, 40)]).deviceRectangle(under: .identity) == nil)
        #expect(path(square + square).deviceRectangle(under: .identity) == nil)
        // Doubling back over two corners encloses nothing.
        #expect(path([Point(10, 20), Point(50, 20), Point(50, 60), Point(50, 20)]).deviceRectangle(under: .identity) == nil)
        #expect(path([Point(10, 20), Point(50, 20), Point(50, 60), Point(10, 61)]).deviceRectangle(under: .identity) == nil)
        var bent = BezierPath()
        bent.move(to: square[0])
        bent.curve(to: square[1], control1: Point(30, 0), control2: square[1])
        for p in square.dropFirst(2) { bent.line(to: p) }
        bent.close()
        #expect(bent.deviceRectangle(under: .identity) == nil)
        var twoSubpaths = path(square, close: false)
        twoSubpaths.move(to: Point(0, 0))
        #expect(twoSubpaths.deviceRectangle(under: .identity) == nil)
        #expect(path([Point(.nan, 20), Point(50, 20), Point(50, 60), Point(.nan, 60)]).deviceRectangle(under: .identity) == nil)
        #expect(path([Point(.infinity, 20), Point(50, 20), Point(50, 60), Point(.infinity, 60)]).deviceRectangle(under: .identity) == nil)
    }

    @Test func flatOutlinesAreEmptyRectangles() {
        let flat = path([Point(10, 20), Point(50, 20), Point(50, 20), Point(10, 20)])
        #expect(flat.deviceRectangle(under: .identity) == Rect(x: 10, y: 20, width: 40, height: 0))
        let back = path([Point(10, 20), Point(50, 20), Point(10, 20), Point(50, 20)])
        #expect(back.deviceRectangle(under: .identity) == Rect(x: 10, y: 20, width: 40, height: 0))
    }
}
