import GoldenTesting
import Testing
import Graphics
@testable import Lottie

@Suite struct PuckerBloatTests {
    let square = VertexPath(vertices: [Point(0, 0), Point(100, 0), Point(100, 100), Point(0, 100)].map { .init(corner: $0) }, isClosed: true)

    @Test func fullBloatPullsVerticesToTheCentreAndThrowsHandlesOut() {
        let bloated = square.puckeredOrBloated(by: 1)
        for (v, original) in zip(bloated.vertices, square.vertices) {
            #expect(v.point == Point(50, 50))
            // Handles mirror through the corner: 2·corner − centre.
            let mirrored = original.point * 2 - Point(50, 50)
            #expect(v.inControl == mirrored && v.outControl == mirrored)
        }
    }

    @Test func fullPuckerPushesVerticesOutAndHandlesIn() {
        let puckered = square.puckeredOrBloated(by: -1)
        #expect(puckered.vertices.map(\.point) == [Point(-50, -50), Point(150, -50), Point(150, 150), Point(-50, 150)])
        #expect(puckered.vertices.allSatisfy { $0.inControl == Point(50, 50) && $0.outControl == Point(50, 50) })
    }

    @Test func halfwayAndTheCentroidIsOfTheVertices() {
        // An L-shaped hexagon: the centroid is the mean of its six vertices, (40, 40).
        let points = [Point(0, 0), Point(100, 0), Point(100, 40), Point(40, 40), Point(0, 100), Point(0, 60)]
        let hexagon = VertexPath(vertices: points.map { .init(corner: $0) }, isClosed: true)
        let half = hexagon.puckeredOrBloated(by: 0.5)
        for (v, p) in zip(half.vertices, points) {
            #expect(v.point.distance(to: (p + Point(40, 40)) / 2) < 1e-12)
            #expect(v.outControl.distance(to: p + (p - Point(40, 40)) * 0.5) < 1e-12)
        }
    }

    @Test func nodeReadsPercent() throws {
        let root = try ModifierFixture.group(shapes: [
            ModifierFixture.rect(50, 50, 40, 40), #"{"ty":"pb","nm":"PB","a":{"a":0,"k":-100}}"#, ModifierFixture.fill(1, 0, 0),
        ])
        #expect(root.slots[0].value.bounds == Rect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test func golden() throws {
        let bitmap = try ModifierFixture.render(shapes: [
            ModifierFixture.group([ModifierFixture.rect(28, 28, 36, 36), #"{"ty":"pb","nm":"Bloat","a":{"a":0,"k":40}}"#,
                                   ModifierFixture.fill(0.9, 0.4, 0.1)], name: "bloat"),
            ModifierFixture.group([ModifierFixture.rect(72, 72, 30, 30), #"{"ty":"pb","nm":"Pucker","a":{"a":0,"k":-40}}"#,
                                   ModifierFixture.fill(0.1, 0.6, 0.3)], name: "pucker"),
        ])
        try GoldenImage.check(bitmap, named: "pucker-bloat")
    }
}
