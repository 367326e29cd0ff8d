import Foundation
import GoldenTesting
import Testing
import Graphics
@testable import Lottie

@Suite struct ZigZagTests {
    let square = VertexPath(vertices: [Point(0, 0), Point(100, 0), Point(100, 100), Point(0, 100)].map { .init(corner: $0) }, isClosed: true)

    @Test func ridgesAlternateAtTheAmplitude() {
        let zz = square.zigZagged(amplitude: 10, ridges: 3, smooth: false)
        // One corner, then per side three ridges and the next corner (the first corner again
        // at the end of a closed path).
        #expect(zz.vertices.count == 1 + 4 * 4)
        #expect(zz.vertices.allSatisfy { $0.isCorner })
        // The top side's ridges at a quarter, half and three quarters, alternately out and in.
        #expect(zz.vertices[1].point.distance(to: Point(25, -10)) < 1e-9)
        #expect(zz.vertices[2].point.distance(to: Point(50, 10)) < 1e-9)
        #expect(zz.vertices[3].point.distance(to: Point(75, -10)) < 1e-9)
        // Corners move 10 along the bisector, inwards here.
        let d = 10 / 2.0.squareRoot()
        #expect(zz.vertices[0].point.distance(to: Point(d, d)) < 1e-9)
        #expect(zz.vertices[4].point.distance(to: Point(100 - d, d)) < 1e-9)
        #expect(zz.vertices[16].point.distance(to: zz.vertices[0].point) < 1e-9)
        // Every ridge lies 10 from the square's outline.
        for k in [1, 2, 3, 5, 6, 7] {
            let p = zz.vertices[k].point
            let distance = min(abs(p.y), abs(p.y - 100), abs(p.x), abs(p.x - 100))
            #expect(abs(distance - 10) < 1e-9)
        }
    }

    @Test func smoothPointsHaveHandlesAlongThePath() {
        let zz = square.zigZagged(amplitude: 10, ridges: 3, smooth: true)
        // A ridge's handles reach chord / ((ridges + 1)·2) = 12.5 forwards and back.
        let ridge = zz.vertices[1]
        #expect(ridge.outControl.distance(to: ridge.point + Point(12.5, 0)) < 1e-9)
        #expect(ridge.inControl.distance(to: ridge.point - Point(12.5, 0)) < 1e-9)
        // A corner's handles are scaled by the distances to its neighbours (100 each) and run
        // along the line between them.
        let corner = zz.vertices[4]
        let along = Point(1, 1).normalized * 12.5
        #expect(corner.outControl.distance(to: corner.point + along) < 1e-9)
        #expect(corner.inControl.distance(to: corner.point - along) < 1e-9)
    }

    @Test func openPathsAndNoRidges() {
        let line = VertexPath(vertices: [.init(corner: Point(0, 0)), .init(corner: Point(100, 0))], isClosed: false)
        #expect(line.zigZagged(amplitude: 5, ridges: 1, smooth: false).vertices.count == 3)
        // No ridges: the corners alone, alternating.
        let bare = square.zigZagged(amplitude: 10, ridges: 0, smooth: false)
        #expect(bare.vertices.count == 5)
        #expect(VertexPath(vertices: [.init(corner: Point(1, 1))], isClosed: false).zigZagged(amplitude: 5, ridges: 2, smooth: false).vertices.isEmpty)
    }

    @Test func nodeRoundsRidgesLikeJavaScript() throws {
        let root = try ModifierFixture.group(shapes: [
            ModifierFixture.rect(50, 50, 60, 60),
            #"{"ty":"zz","nm":"ZZ","r":{"a":0,"k":2.5},"s":{"a":0,"k":6},"pt":{"a":0,"k":1}}"#, ModifierFixture.fill(1, 0, 0),
        ])
        // Math.round(2.5) is 3: 1 + 4·(3 + 1) vertices, the last on the first (which the path
        // keeps as its closing segment).
        #expect(root.slots[0].value.vertexPaths[0].vertices.count == 16)
    }

    @Test func golden() throws {
        let bitmap = try ModifierFixture.render(shapes: [
            ModifierFixture.group([ModifierFixture.ellipse(30, 50, 40, 70),
                                   #"{"ty":"zz","nm":"Corner","r":{"a":0,"k":4},"s":{"a":0,"k":4},"pt":{"a":0,"k":1}}"#,
                                   ModifierFixture.fill(0.9, 0.2, 0.3)], name: "corner"),
            ModifierFixture.group([ModifierFixture.rect(73, 50, 34, 70),
                                   #"{"ty":"zz","nm":"Smooth","r":{"a":0,"k":3},"s":{"a":0,"k":4},"pt":{"a":0,"k":2}}"#,
                                   ModifierFixture.stroke(0.1, 0.3, 0.8, width: 2)], name: "smooth"),
        ])
        try GoldenImage.check(bitmap, named: "zig-zag")
    }
}
