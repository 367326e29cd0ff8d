import Foundation
import GoldenTesting
import Graphics
import Testing
@testable import Lottie

/// A change redoes only the work that depends on it (`Documentation/NodeRenderSystem.md`): the
/// counters of `LottieRenderer.statistics` show which paths were generated, which modifiers
/// applied and which styles rebuilt, on small authored animations. Every frame checked is also
/// compared with a renderer built for that frame alone.
@Suite("Node system: a change redoes only the work that depends on it")
struct IncrementalUpdateTests {
    typealias J = EngineJSON

    static let merge = #"{"ty":"mm","nm":"merge","mm":2}"#
    static let roundCorners = #"{"ty":"rd","nm":"round","r":{"a":0,"k":6}}"#
    static let zigZag = #"{"ty":"zz","nm":"zig","s":{"a":0,"k":3},"r":{"a":0,"k":4},"pt":{"a":0,"k":1}}"#
    static let animatedEnd = J.animated([J.key(0, 20), J.key(30, 90)])
    static let animatedColor = J.animated([J.key(0, "[1,0,0,1]"), J.key(30, "[0,0,1,1]")])

    /// The work counters after rendering `frame`, counted from zero.
    struct Work: Equatable, CustomStringConvertible {
        var paths = 0, modifiers = 0, styles = 0, redrawn = 0
        var description: String { "paths \(paths), modifiers \(modifiers), styles \(styles), redrawn \(redrawn)" }
    }

    /// Renders `frame` with `renderer` and returns the work it did; checks the picture against
    /// a fresh renderer's.
    static func work(_ renderer: LottieRenderer, frame: Double, sourceLocation: SourceLocation = #_sourceLocation) throws -> Work {
        renderer.statistics.reset()
        let stepped = try EngineRender.bitmap(renderer, frame: frame, width: 100, height: 100, sourceLocation: sourceLocation)
        let s = renderer.statistics
        let work = Work(paths: s.pathsGenerated, modifiers: s.modifiersApplied, styles: s.stylesRebuilt, redrawn: s.layersRedrawn)
        let fresh = try EngineRender.bitmap(LottieRenderer(animation: renderer.animation), frame: frame, width: 100,
                                            height: 100, sourceLocation: sourceLocation)
        #expect(GoldenImage.countDifferingPixels(stepped, fresh, channelTolerance: 0) == 0,
                "frame \(frame) differs from a fresh render", sourceLocation: sourceLocation)
        return work
    }

    /// Checks the work of rendering `frame`.
    static func expectWork(_ renderer: LottieRenderer, frame: Double, _ expected: Work,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try work(renderer, frame: frame, sourceLocation: sourceLocation)
        #expect(actual == expected, "frame \(frame)", sourceLocation: sourceLocation)
    }

    static func renderer(_ shapes: [String]) throws -> LottieRenderer {
        LottieRenderer(animation: try EngineRender.load(J.comp(layers: [J.shapeLayer(shapes: shapes)])))
    }

    /// Only a trim below a merge animates: the merge keeps its union, the trim re-runs on it.
    @Test func anAnimatedTrimDoesNotReRunTheMergeAboveIt() throws {
        let renderer = try Self.renderer([
            J.rect(p: [40, 40], s: [40, 40]), J.ellipse(p: [60, 60], s: [40, 40]), Self.merge, Self.roundCorners,
            J.trim(start: J.value(0), end: Self.animatedEnd), J.stroke([0, 0, 1], width: 4),
        ])
        try Self.expectWork(renderer, frame: 0, Work(paths: 2, modifiers: 3, styles: 1, redrawn: 1))
        for frame in [5.0, 6, 12.5, 3] {
            try Self.expectWork(renderer, frame: frame, Work(paths: 0, modifiers: 1, styles: 1, redrawn: 1))
        }
    }

    /// Trims applied individually and simultaneously, one of them animated, over nested groups.
    @Test func trimsOverNestedGroupsReRunOnlyFromTheAnimatedOne() throws {
        let renderer = try Self.renderer([
            J.group([J.rect(p: [30, 30], s: [30, 30]), J.trim(start: J.value(10), end: J.value(80)),
                     J.fill([1, 0, 0])], name: "a"),
            J.group([J.ellipse(p: [70, 70], s: [30, 30]), Self.zigZag, J.fill([0, 1, 0])], name: "b"),
            J.trim(start: J.value(0), end: Self.animatedEnd, individually: true),
            J.stroke([0, 0, 0], width: 2),
        ])
        // The window (0 to 20 % of both outlines) leaves the second group's fill nothing to draw.
        try Self.expectWork(renderer, frame: 0, Work(paths: 2, modifiers: 3, styles: 3, redrawn: 2))
        // The outer trim re-runs and changes both groups' paths, so their fills redraw too; the
        // groups' own trim and zig zag keep their results.
        try Self.expectWork(renderer, frame: 10, Work(paths: 0, modifiers: 1, styles: 3, redrawn: 3))
    }

    /// Only a fill's colour animates: no path is generated or modified again, only the fill
    /// is rebuilt; the stroke keeps its drawing.
    @Test func anAnimatedColourRebuildsOnlyItsStyle() throws {
        let renderer = try Self.renderer([
            J.group([J.polystar(star: true, p: [50, 50], points: 5, outerRadius: 40, innerRadius: 20), Self.roundCorners,
                     J.trim(start: J.value(0), end: J.value(70))], name: "star"),
            Self.zigZag,
            J.fill(Self.animatedColor), J.stroke([0, 0, 0], width: 2),
        ])
        try Self.expectWork(renderer, frame: 0, Work(paths: 1, modifiers: 3, styles: 2, redrawn: 2))
        for frame in [1.0, 2, 20, 7.5] {
            try Self.expectWork(renderer, frame: frame, Work(paths: 0, modifiers: 0, styles: 1, redrawn: 1))
        }
    }

    /// A group that only moves keeps its paths, which are in its own space: its modifiers and
    /// styles do nothing, only the parent's stroke (which paints them in the parent's space) is
    /// rebuilt.
    @Test func aMovingGroupKeepsItsPaths() throws {
        let moving = J.transform(p: J.animated([J.key(0, [0, 0]), J.key(30, [30, 20])]))
        let renderer = try Self.renderer([
            J.group([J.rect(p: [30, 30], s: [30, 30]), Self.roundCorners, J.fill([1, 0, 0])], transform: moving),
            J.stroke([0, 0, 0], width: 2),
        ])
        try Self.expectWork(renderer, frame: 0, Work(paths: 1, modifiers: 1, styles: 2, redrawn: 2))
        try Self.expectWork(renderer, frame: 10, Work(paths: 0, modifiers: 0, styles: 1, redrawn: 1))
    }

    /// Nothing animates: after the first frame no frame does any work, whatever the content.
    @Test func staticContentDoesNoWorkAfterTheFirstFrame() throws {
        let renderer = try Self.renderer([
            J.group([J.rect(p: [30, 30], s: [10, 10]), J.fill([0, 0, 0]), J.repeater(copies: 3, position: [15, 0])]),
            J.group([J.ellipse(p: [50, 70], s: [30, 20]), J.rect(p: [60, 70], s: [20, 20]), Self.merge]),
            Self.zigZag, J.trim(start: J.value(5), end: J.value(95)),
            J.stroke([0, 0, 1], width: 3, dashes: #"[{"n":"d","v":\#(J.value(5))},{"n":"g","v":\#(J.value(2))}]"#),
            J.gradientFill(type: 1, start: [0, 0], end: [100, 100], stops: 2, colors: J.value([0, 1, 0, 0, 1, 0, 0, 1])),
        ])
        #expect(try Self.work(renderer, frame: 0).paths > 0)
        for frame in [1.0, 2, 30, 0.5, 59] {
            try Self.expectWork(renderer, frame: frame, Work())
        }
    }

    /// A nested group of a repeater's template moves: the repeater draws its copies again
    /// (the template is drawn into the repeater's layer), without new paths.
    @Test func aRepeatersMovingTemplateRedrawsItsCopies() throws {
        let moving = J.transform(p: J.animated([J.key(0, [0, 0]), J.key(30, [0, 40])]))
        let renderer = try Self.renderer([
            J.group([J.rect(p: [20, 20], s: [10, 10]), J.fill([1, 0, 0])], transform: moving),
            J.repeater(copies: 4, position: [20, 0]),
        ])
        _ = try Self.work(renderer, frame: 0)
        for frame in [1.0, 15, 14] {
            #expect(try Self.work(renderer, frame: frame).paths == 0)
        }
    }

    /// Only the repeater animates (its copy count): the template's paths are not generated
    /// again; styles below the repeater repaint the copies.
    @Test func anAnimatedRepeaterKeepsItsTemplatesPaths() throws {
        let renderer = try Self.renderer([
            J.rect(p: [15, 50], s: [10, 10]), J.fill([1, 0, 0]),
            #"{"ty":"rp","nm":"repeater","c":\#(J.animated([J.key(0, 1), J.key(30, 5)])),"o":\#(J.value(0)),"m":1,"#
                + #""tr":{"ty":"tr","a":\#(J.value([0, 0])),"p":\#(J.value([15, 0])),"s":\#(J.value([100, 100])),"#
                + #""r":\#(J.value(0)),"so":\#(J.value(100)),"eo":\#(J.value(100))}}"#,
            J.stroke([0, 0, 0], width: 2),
        ])
        _ = try Self.work(renderer, frame: 0)
        for frame in [8.0, 16, 30] {
            try Self.expectWork(renderer, frame: frame, Work(paths: 0, modifiers: 0, styles: 1, redrawn: 1))
        }
    }

    /// Text on a mask path whose first margin animates, with an animator fading the letters
    /// over a different span: the letters a renderer lays out stepping back and forth are those
    /// of a fresh renderer (the path is measured again only when one of its properties changed).
    @Test func textOnAPathFollowsItsAnimatedMargin() throws {
        let mask = #""masksProperties":[{"mode":"n","inv":false,"pt":{"a":0,"k":{"i":[[0,0],[0,0]],"o":[[0,0],[0,0]],"#
            + #""v":[[0,0],[300,100]],"c":false}},"o":{"a":0,"k":100},"x":{"a":0,"k":0}}],"#
        let margin = J.animated([J.key(0, 0), J.key(10, 0), J.key(20, 80)])
        let options = #""p":{"m":0,"f":\#(margin),"l":{"a":0,"k":0},"r":{"a":0,"k":0},"a":{"a":0,"k":0},"p":{"a":0,"k":1}}"#
        let fade = #"{"nm":"Fade","s":{"t":0,"a":{"a":0,"k":100},"b":1,"rn":0,"sh":1,"r":1,"s":{"a":0,"k":0},"#
            + #""e":\#(J.animated([J.key(0, 0), J.key(30, 100)])),"o":{"a":0,"k":0}},"a":{"o":{"a":0,"k":0}}}"#
        let json = TextTestFile.animation(document: TextTestFile.document("ABBA"), animators: fade)
            .replacingOccurrences(of: #""ks":{"#, with: mask + #""ks":{"#)
            .replacingOccurrences(of: #""p":{},"m""#, with: options + #","m""#)
        let stepped = try TextTestFile.renderer(json)
        for frame in [0.0, 4, 8, 12, 16.5, 9, 25, 2] {
            let letters = try #require(TextTestFile.textLayer(stepped, frame: frame)).renderLayer.letters
            let fresh = try #require(TextTestFile.textLayer(try TextTestFile.renderer(json), frame: frame)).renderLayer.letters
            #expect(letters == fresh, "frame \(frame)")
        }
    }

    /// Switching items off and on again (a merge, which has no property to report it; a
    /// group; a trim) draws what a renderer built with them switched off or on draws.
    @Test func switchingItemsOffAndOnRebuildsWhatTheyMade() throws {
        let json = J.comp(layers: [J.shapeLayer(name: "shape", shapes: [
            J.group([J.rect(p: [40, 40], s: [40, 40]), J.ellipse(p: [60, 60], s: [40, 40]), Self.merge,
                     J.fill([1, 0, 0])], name: "pair"),
            J.group([J.rect(p: [75, 25], s: [20, 20]), J.fill([0, 1, 0])], name: "corner"),
            J.trim(start: J.value(0), end: Self.animatedEnd), J.stroke([0, 0, 1], width: 3),
        ])])
        let animation = try EngineRender.load(json)
        let stepped = LottieRenderer(animation: animation)
        let switches: [(keypath: String, on: Bool)] = [
            ("shape.pair.merge", false), ("shape.corner", false), ("shape.trim", false),
            ("shape.pair.merge", true), ("shape.trim", true), ("shape.corner", true),
        ]
        var off: Set<String> = []
        for (step, change) in switches.enumerated() {
            let frame = Double(step * 4)
            _ = try EngineRender.bitmap(stepped, frame: frame, width: 100, height: 100)
            #expect(stepped.setNodeIsEnabled(change.on, keypath: AnimationKeypath(keypath: change.keypath)) == 1)
            if change.on { off.remove(change.keypath) } else { off.insert(change.keypath) }
            let fresh = LottieRenderer(animation: animation)
            for keypath in off { fresh.setNodeIsEnabled(false, keypath: AnimationKeypath(keypath: keypath)) }
            let a = try EngineRender.bitmap(stepped, frame: frame, width: 100, height: 100)
            let b = try EngineRender.bitmap(fresh, frame: frame, width: 100, height: 100)
            #expect(GoldenImage.countDifferingPixels(a, b, channelTolerance: 0) == 0, "after switching \(change)")
        }
    }
}
