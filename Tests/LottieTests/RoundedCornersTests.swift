import Foundation
import GoldenTesting
import Testing
import Graphics
@testable import Lottie

@Suite struct RoundedCornersTests {
    /// A 100-unit square with sharp corners, clockwise from the origin.
    let square = VertexPath(vertices: [Point(0, 0), Point(100, 0), Point(100, 100), Point(0, 100)].map { .init(corner: $0) }, isClosed: true)

    @Test func cornersBecomeQuarterCircles() throws {
        let rounded = square.roundingCorners(radius: 10)
        #expect(rounded.vertices.count == 8)
        // The top-right corner: arrive 10 before it, leave 10 after it, handles 0.5519·10 long.
        let arrive = rounded.vertices[2], leave = rounded.vertices[3]
        #expect(arrive.point == Point(90, 0) && arrive.inControl == Point(90, 0))
        #expect(arrive.outControl.distance(to: Point(95.519, 0)) < 1e-9)
        #expect(leave.point == Point(100, 10) && leave.outControl == Point(100, 10))
        #expect(leave.inControl.distance(to: Point(100, 4.481)) < 1e-9)
        // Every point of the corner curve lies on the circle of radius 10 about (90, 10).
        let arc = CubicBezier(arrive.point, arrive.outControl, leave.inControl, leave.point)
        for k in 0...20 {
            let d = arc.point(at: Double(k) / 20).distance(to: Point(90, 10))
            #expect(abs(d - 10) < 0.003)
        }
    }

    @Test func radiusIsLimitedToHalfTheShorterSide() {
        let rounded = square.roundingCorners(radius: 80)
        // Clamped to 50: the corner curves meet at the sides' midpoints.
        #expect(rounded.vertices.map(\.point) == [
            Point(0, 50), Point(50, 0), Point(50, 0), Point(100, 50), Point(100, 50), Point(50, 100), Point(50, 100), Point(0, 50),
        ])
    }

    @Test func smoothVerticesAndOpenEndsStay() {
        var open = square
        open.isClosed = false
        let rounded = open.roundingCorners(radius: 10)
        #expect(rounded.vertices.first == open.vertices.first && rounded.vertices.last == open.vertices.last)
        #expect(rounded.vertices.count == 6)
        let smooth = VertexPath(vertices: [.init(Point(0, 0), in: Point(-5, 5), out: Point(5, -5)), .init(corner: Point(50, 0))], isClosed: true)
        let roundedSmooth = smooth.roundingCorners(radius: 10)
        #expect(roundedSmooth.vertices[0] == smooth.vertices[0])
        #expect(roundedSmooth.vertices.count == 3)
    }

    @Test func nodeRoundsARectangleAndLeavesAnEllipse() throws {
        let root = try ModifierFixture.group(shapes: [
            ModifierFixture.rect(50, 50, 60, 40), ModifierFixture.ellipse(50, 50, 20, 20),
            #"{"ty":"rd","nm":"Round","r":{"a":0,"k":15}}"#, ModifierFixture.fill(1, 0, 0),
        ])
        let rect = root.slots[0].value.vertexPaths[0]
        #expect(rect.vertices.count == 8)
        #expect(rect.vertices.contains { $0.point == Point(80, 45) })  // 15 below the top-right corner (80, 30)
        let ellipse = root.slots[1].value.vertexPaths[0]
        #expect(ellipse.vertices.count == 4)
        let node = try #require(root.allNodes.compactMap { $0 as? RoundedCornersNode }.first)
        #expect(node.propertyMap.keypathProperties["Radius"] != nil)
    }

    @Test func golden() throws {
        let bitmap = try ModifierFixture.render(shapes: [
            ModifierFixture.rect(35, 35, 50, 50),
            #"{"ty":"sr","nm":"star","sy":1,"d":1,"pt":{"a":0,"k":5},"p":{"a":0,"k":[68,68]},"r":{"a":0,"k":0},"ir":{"a":0,"k":14},"is":{"a":0,"k":0},"or":{"a":0,"k":30},"os":{"a":0,"k":0}}"#,
            #"{"ty":"rd","nm":"Round","r":{"a":0,"k":8}}"#,
            ModifierFixture.fill(0.2, 0.5, 0.9), ModifierFixture.stroke(0, 0, 0, width: 2),
        ])
        try GoldenImage.check(bitmap, named: "rounded-corners")
    }
}
