import Foundation
import GoldenTesting
import Testing
import Graphics
@testable import Lottie

@Suite struct TwistTests {
    @Test func turnFallsOffFromTheCentreToTheRim() throws {
        var line = BezierPath()
        line.move(to: Point(100, 0)); line.line(to: Point(50, 0))
        let twisted = line.twisted(by: .pi / 2, around: .zero)
        let vertices = twisted.vertexPaths[0].vertices
        // The far end (the rim, 100 away) stays; the near end, halfway in, turns by half the
        // angle, clockwise on screen (+x towards +y).
        #expect(vertices.first?.point == Point(100, 0))
        let s = 50 / 2.0.squareRoot()
        #expect(try #require(vertices.last).point.distance(to: Point(s, s)) < 1e-9)
        // Cut into pieces of at most π/16 of turn: 90°·50/100 is four of them.
        #expect(vertices.count == 5)
        // Every vertex keeps its distance from the centre.
        for (v, k) in zip(vertices, 0...) {
            #expect(abs(v.point.length - (100 - 12.5 * Double(k))) < 1e-9)
        }
    }

    @Test func zeroAngleOrCentreOnlyChangesNothing() {
        let square = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.twisted(by: 0, around: Point(5, 5)).vertexPaths == square.vertexPaths)
        var dot = BezierPath()
        dot.move(to: Point(3, 3))
        #expect(dot.twisted(by: 1, around: Point(3, 3)) == dot)
    }

    @Test func subdividedKeepsTheCurve() {
        let arc = VertexPath(vertices: [.init(Point(0, 0), in: Point(0, 0), out: Point(10, 20)),
                                        .init(Point(40, 0), in: Point(30, 20), out: Point(40, 0))], isClosed: false)
        let cut = arc.subdivided { _ in 3 }
        #expect(cut.vertices.count == 4)
        let original = arc.segment(0)
        // The pieces trace the original curve at its thirds.
        #expect(cut.vertices[1].point.distance(to: original.point(at: 1.0 / 3)) < 1e-9)
        #expect(cut.vertices[2].point.distance(to: original.point(at: 2.0 / 3)) < 1e-9)
        #expect(cut.segment(1).point(at: 0.5).distance(to: original.point(at: 0.5)) < 1e-9)
    }

    @Test func nodeUsesDegreesAndCentre() throws {
        let root = try ModifierFixture.group(shapes: [
            ModifierFixture.rect(50, 50, 60, 60), #"{"ty":"tw","nm":"Twist","a":{"a":0,"k":90},"c":{"a":0,"k":[50,50]}}"#,
            ModifierFixture.fill(1, 0, 0),
        ])
        let path = root.slots[0].value
        // The corners are the points furthest from the centre: they stay.
        for corner in [Point(20, 20), Point(80, 20), Point(80, 80), Point(20, 80)] {
            #expect(path.vertexPaths[0].vertices.contains { $0.point.distance(to: corner) < 1e-9 })
        }
        // The middle of the top side, 30 from the centre (the rim is 30√2 away), turned
        // clockwise by 90°·(1 − 1/√2).
        let a = Double.pi / 2 * (1 - 1 / 2.0.squareRoot())
        let turned = Point(50 + 30 * sin(a), 50 - 30 * cos(a))
        #expect(path.vertexPaths[0].vertices.contains { $0.point.distance(to: turned) < 1e-9 })
    }

    @Test func golden() throws {
        let bitmap = try ModifierFixture.render(shapes: [
            ModifierFixture.rect(50, 50, 70, 70),
            #"{"ty":"tw","nm":"Twist","a":{"a":0,"k":120},"c":{"a":0,"k":[50,50]}}"#,
            ModifierFixture.fill(0.5, 0.2, 0.8), ModifierFixture.stroke(0, 0, 0, width: 1.5),
        ])
        try GoldenImage.check(bitmap, named: "twist")
    }
}
