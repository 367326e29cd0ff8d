import GoldenTesting
import Testing
import Graphics
@testable import Lottie

@Suite struct MergePathsTests {
    let square = ModifierFixture.rect(35, 40, 50, 50, name: "square")  // x 10…60, y 15…65
    let disc = ModifierFixture.ellipse(62, 60, 50, 50, name: "disc")    // radius 25 about (62, 60)

    func merge(_ mode: Int) -> String { #"{"ty":"mm","nm":"Merge","mm":\#(mode)}"# }

    /// The colours at a point only in the square, in both, only in the disc, and in neither.
    func samples(_ shapes: [String]) throws -> [Color] {
        let bitmap = try ModifierFixture.render(shapes: shapes)
        return [bitmap.color(x: 20, y: 25), bitmap.color(x: 50, y: 55), bitmap.color(x: 75, y: 70), bitmap.color(x: 90, y: 10)]
    }

    @Test(arguments: [
        (1, [true, true, true]), (2, [true, true, true]), (3, [true, false, false]),
        (4, [false, true, false]), (5, [true, false, true]),
    ])
    func modesFillTheRightRegions(mode: Int, expected: [Bool]) throws {
        let colors = try samples([square, disc, merge(mode), ModifierFixture.fill(1, 0, 0)])
        for (color, filled) in zip(colors, expected) {
            #expect(filled ? color.isOpaque(1, 0, 0) : color.isTransparent, "mode \(mode): \(color)")
        }
        #expect(colors[3].isTransparent)
    }

    @Test func inputsStopDrawingThroughStylesAboveTheMerge() throws {
        // The blue fill above the merge would paint the square and the disc; it paints nothing.
        let colors = try samples([square, disc, ModifierFixture.fill(0, 0, 1, name: "above"), merge(3), ModifierFixture.fill(1, 0, 0)])
        #expect(colors[0].isOpaque(1, 0, 0))
        #expect(colors[1].isTransparent && colors[2].isTransparent)
    }

    @Test func nestedGroupsAreMergedInTheirParentsSpaceAndStopDrawing() throws {
        // The square in a group of its own, moved 10 right by the group's transform, with its
        // own green fill (which stops drawing).
        let moved = #"{"ty":"gr","nm":"moved","it":[\#(ModifierFixture.rect(25, 40, 50, 50)),\#(ModifierFixture.fill(0, 1, 0)),{"ty":"tr","p":{"a":0,"k":[10,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#
        let colors = try samples([moved, disc, merge(4), ModifierFixture.fill(1, 0, 0)])
        #expect(colors[0].isTransparent)
        #expect(colors[1].isOpaque(1, 0, 0))
        #expect(colors[2].isTransparent)
    }

    @Test func theMergedPathIsHandedOnAlone() throws {
        let root = try ModifierFixture.group(shapes: [square, disc, merge(2), ModifierFixture.fill(1, 0, 0)])
        // The group now has one path, the union, and the inputs are empty.
        #expect(root.slots.count == 1)
        let node = try #require(root.allNodes.compactMap { $0 as? MergePathsNode }.first)
        #expect(root.slots[0] === node.output)
        let union = root.slots[0].value
        #expect(union.contains(Point(20, 25)) && union.contains(Point(75, 70)) && !union.contains(Point(90, 10)))
        #expect(union.subpaths.count == 1)
        guard case .modifier(_, let inputs) = root.entries[2] else {
            Issue.record("the third entry is not the merge")
            return
        }
        #expect(inputs.allSatisfy { $0.value.isEmpty })
        // Disabled, it hands the inputs on unchanged and leaves them drawing.
        node.isEnabled = false
        root.computePaths(frame: 0)
        #expect(inputs.allSatisfy { !$0.value.isEmpty })
        #expect(node.output.value.subpaths.count == 2)
    }

    @Test func laterModifiersSeeTheMergedPath() throws {
        // Trim after the merge trims the one merged outline: half of the union's outline.
        let root = try ModifierFixture.group(shapes: [
            square, disc, merge(2), #"{"ty":"tm","nm":"Trim","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0},"m":1}"#,
            ModifierFixture.stroke(0, 0, 0, width: 1),
        ])
        let untrimmed = unionLength
        #expect(abs(root.slots[0].value.length - untrimmed / 2) < 0.01 * untrimmed)
    }

    /// The outline length of the union of the fixture's square and disc.
    var unionLength: Double {
        let square = BezierPath(rect: Rect(x: 10, y: 15, width: 50, height: 50))
        let disc = BezierPath(ellipseIn: Rect(x: 37, y: 35, width: 50, height: 50))
        return BezierPath.combining([square, disc], operation: .union).length
    }

    @Test(arguments: [(1, "merge"), (2, "add"), (3, "subtract"), (4, "intersect"), (5, "exclude")])
    func golden(mode: Int, name: String) throws {
        let bitmap = try ModifierFixture.render(shapes: [
            // The stroke first, so it draws on top and shows every outline of the result.
            square, disc, merge(mode), ModifierFixture.stroke(0.1, 0.1, 0.3, width: 2), ModifierFixture.fill(0.95, 0.6, 0.1),
        ])
        try GoldenImage.check(bitmap, named: "merge-paths-" + name)
    }
}
