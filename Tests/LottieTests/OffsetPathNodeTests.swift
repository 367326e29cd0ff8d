import GoldenTesting
import Testing
import Graphics
@testable import Lottie

@Suite struct OffsetPathNodeTests {
    func offsetRect(amount: Double, join: Int, limit: Double) throws -> BezierPath {
        let root = try ModifierFixture.group(shapes: [
            ModifierFixture.rect(50, 50, 40, 40),
            #"{"ty":"op","nm":"Offset","a":{"a":0,"k":\#(amount)},"lj":\#(join),"ml":{"a":0,"k":\#(limit)}}"#,
            ModifierFixture.fill(1, 0, 0),
        ])
        return root.slots[0].value
    }

    func isClose(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.maxX - b.maxX) < 1e-9 && abs(a.maxY - b.maxY) < 1e-9
    }

    @Test func growsAndShrinksARectangle() throws {
        let grown = try offsetRect(amount: 8, join: 1, limit: 20).bounds
        #expect(isClose(grown, Rect(x: 22, y: 22, width: 56, height: 56)), "\(grown)")
        let shrunk = try offsetRect(amount: -8, join: 1, limit: 20).bounds
        #expect(abs(shrunk.minX - 38) < 1e-6 && abs(shrunk.width - 24) < 1e-6)
        // A miter tip 8 from the side's end is over a limit of 4: bevelled, so no vertex at the
        // grown corner.
        let bevelled = try offsetRect(amount: 8, join: 1, limit: 4)
        #expect(!bevelled.vertexPaths[0].vertices.contains { $0.point.distance(to: Point(22, 22)) < 1 })
        #expect(isClose(bevelled.bounds, Rect(x: 22, y: 22, width: 56, height: 56)), "\(bevelled.bounds)")
    }

    @Test func propertiesUseAfterEffectsNames() throws {
        let root = try ModifierFixture.group(shapes: [ModifierFixture.rect(50, 50, 40, 40), #"{"ty":"op","nm":"Offset","a":{"a":0,"k":3},"lj":2}"#])
        let node = try #require(root.allNodes.compactMap { $0 as? OffsetPathNode }.first)
        #expect(Set(node.propertyMap.keypathProperties.keys) == ["Amount", "Miter Limit"])
        #expect(node.lineJoin == .round)
    }

    @Test func golden() throws {
        let bitmap = try ModifierFixture.render(shapes: [
            ModifierFixture.group([ModifierFixture.rect(30, 30, 30, 30), #"{"ty":"op","nm":"Miter","a":{"a":0,"k":8},"lj":1,"ml":{"a":0,"k":20}}"#,
                                   ModifierFixture.fill(0.9, 0.5, 0.1)], name: "miter"),
            ModifierFixture.group([ModifierFixture.rect(72, 30, 24, 24), #"{"ty":"op","nm":"Round","a":{"a":0,"k":8},"lj":2}"#,
                                   ModifierFixture.fill(0.2, 0.6, 0.2)], name: "round"),
            ModifierFixture.group([ModifierFixture.rect(30, 74, 30, 30), #"{"ty":"op","nm":"Bevel","a":{"a":0,"k":6},"lj":3}"#,
                                   ModifierFixture.fill(0.2, 0.4, 0.9)], name: "bevel"),
            ModifierFixture.group([ModifierFixture.ellipse(72, 74, 36, 36), #"{"ty":"op","nm":"Inset","a":{"a":0,"k":-6},"lj":1}"#,
                                   ModifierFixture.fill(0.6, 0.2, 0.7), ModifierFixture.stroke(0, 0, 0, width: 1)], name: "inset"),
        ])
        try GoldenImage.check(bitmap, named: "offset-path")
    }
}
