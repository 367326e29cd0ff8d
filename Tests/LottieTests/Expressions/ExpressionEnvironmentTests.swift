import Foundation
import Graphics
@testable import Lottie
import Testing

/// The expression environment, function by function, against values worked out by hand from
/// After Effects' and lottie-web's documented behaviour. Each expression sets the rotation of
/// layer "Subject" of `ExpressionFixture` (30 fps; keyframes 0 → 90 over frames 0...30 where
/// `rotationKeyframes` is given).
@Suite("Expression environment")
struct ExpressionEnvironmentTests {
    private func value(_ expression: String, at frame: Double = 0, keyframed: Bool = false,
                       rotation: String? = nil) throws -> Double {
        let (value, warnings) = try ExpressionFixture.rotation(
            "var $bm_rt;\n" + expression, at: frame,
            rotation: rotation ?? (keyframed ? ExpressionFixture.rotationKeyframes : #""a":0,"k":7"#))
        #expect(warnings.isEmpty, "\(warnings)")
        return try #require(value)
    }

    @Test("time, value, frame and time conversions")
    func timeAndValue() throws {
        #expect(try value("$bm_rt = time * 100;", at: 15) == 50)
        #expect(try value("$bm_rt = value + 1;") == 8)
        #expect(try value("$bm_rt = timeToFrames(1);") == 30)
        #expect(try value("$bm_rt = framesToTime(45);") == 1.5)
        #expect(try value("$bm_rt = thisComp.frameDuration * 300;") == 10)
        #expect(try abs(value("$bm_rt = radiansToDegrees(Math.PI / 2);") - 90) < 1e-9)
        #expect(try abs(value("$bm_rt = degreesToRadians(180);") - Double.pi) < 1e-9)
    }

    @Test("Expressions run in strict mode, as lottie-web compiles them: an undeclared name throws")
    func strictMode() throws {
        #expect(try value("try { undeclaredName = 1; $bm_rt = 1; } catch (e) { $bm_rt = 2; }") == 2)
        #expect(try value("var declared = 3; $bm_rt = declared;") == 3)
    }

    @Test("Bodymovin's operators on numbers and arrays")
    func operators() throws {
        #expect(try value("$bm_rt = $bm_sum(2, 3);") == 5)
        #expect(try value("$bm_rt = sum([1, 2], [3, 4])[1];") == 6)
        #expect(try value("$bm_rt = sub([5, 5], 2)[0];") == 3)  // a number acts on the first element
        #expect(try value("$bm_rt = mul([1, 2, 3], 2)[2];") == 6)
        #expect(try value("$bm_rt = div(9, [3, 1])[0];") == 3)
        #expect(try value("$bm_rt = $bm_neg([1, -2])[1];") == 2)
        #expect(try value("$bm_rt = $bm_mod(7, 4);") == 3)
        #expect(try value("$bm_rt = sub('10', 4);") == 6)  // lottie-web parses strings
    }

    @Test("linear, ease, easeIn, easeOut and clamp")
    func interpolation() throws {
        #expect(try value("$bm_rt = linear(5, 0, 10, 100, 200);") == 150)
        #expect(try value("$bm_rt = linear(-1, 0, 10, 100, 200);") == 100)
        #expect(try value("$bm_rt = linear(0.25, 0, 8);") == 2)
        #expect(try value("$bm_rt = linear(5, 10, 0, 0, 100);") == 50)  // reversed bounds swap
        #expect(try value("$bm_rt = linear(5, 0, 10, [0, 10], [10, 30])[1];") == 20)
        #expect(try abs(value("$bm_rt = ease(0.5, 0, 1, 0, 100);") - 50) < 1)  // a nearly symmetric curve
        #expect(try value("$bm_rt = ease(2, 0, 1, 0, 100);") == 100)
        #expect(try value("$bm_rt = easeIn(0.5, 0, 1, 0, 100);") < 50)
        #expect(try value("$bm_rt = easeOut(0.5, 0, 1, 0, 100);") > 50)
        #expect(try value("$bm_rt = clamp(15, 0, 10);") == 10)
        #expect(try value("$bm_rt = clamp(5, 10, 0);") == 5)
    }

    @Test("Vector math: length, normalize, dot, cross, lookAt")
    func vectors() throws {
        #expect(try value("$bm_rt = length([3, 4]);") == 5)
        #expect(try value("$bm_rt = length([1, 1], [4, 5]);") == 5)
        #expect(try value("$bm_rt = length(-3);") == 3)
        #expect(try abs(value("$bm_rt = normalize([3, 4])[0];") - 0.6) < 1e-12)
        #expect(try value("$bm_rt = dot([1, 2, 3], [4, 5, 6]);") == 32)
        #expect(try value("$bm_rt = cross([1, 0, 0], [0, 1, 0])[2];") == 1)
        #expect(try abs(value("$bm_rt = lookAt([0, 0, 0], [0, 0, 10])[1];")) < 1e-12)
        #expect(try abs(value("$bm_rt = rgbToHsl([1, 0, 0, 1])[2];") - 0.5) < 1e-12)
        #expect(try value("$bm_rt = hslToRgb([0, 1, 0.5, 1])[0];") == 1)
    }

    @Test("valueAtTime, velocityAtTime, speedAtTime, key, numKeys, nearestKey")
    func keyframes() throws {
        #expect(try value("$bm_rt = numKeys;", keyframed: true) == 2)
        #expect(try (value("$bm_rt = valueAtTime(0.5);", keyframed: true)).isClose(to: 45))
        #expect(try abs(value("$bm_rt = velocityAtTime(0.5);", keyframed: true) - 90) < 1e-3)  // 90° a second
        #expect(try value("$bm_rt = key(2).time;", keyframed: true) == 1)
        #expect(try value("$bm_rt = key(2).value;", keyframed: true) == 90)
        #expect(try value("$bm_rt = nearestKey(0.8).index;", keyframed: true) == 2)
        #expect(try value("$bm_rt = nearestKey(0.2).index;", keyframed: true) == 1)
        #expect(try value("$bm_rt = thisProperty.numKeys;", keyframed: true) == 2)
    }

    @Test("loopOut and loopIn: cycle, pingpong, offset, continue, and the Duration forms")
    func loops() throws {
        // Keyframes 0 → 90 over frames 0...30; frame 45 is half way through the second cycle.
        #expect(try (value("$bm_rt = loopOut('cycle');", at: 45, keyframed: true)).isClose(to: 45))
        #expect(try (value("$bm_rt = loopOut();", at: 40, keyframed: true)).isClose(to: 30))
        #expect(try (value("$bm_rt = loopOut('pingpong');", at: 40, keyframed: true)).isClose(to: 60))
        #expect(try (value("$bm_rt = loopOut('offset');", at: 45, keyframed: true)).isClose(to: 135))
        #expect(try abs(value("$bm_rt = loopOut('continue');", at: 45, keyframed: true) - 135) < 0.01)
        #expect(try (value("$bm_rt = loopOutDuration('cycle', 1);", at: 45, keyframed: true)).isClose(to: 45))
        #expect(try (value("$bm_rt = loopOut('cycle');", at: 10, keyframed: true)).isClose(to: 30))  // before the last key
        // Keyframes 0 → 90 over frames 30...60: frame 10 is 20 frames before the first.
        let late = #""a":1,"k":[{"t":30,"s":[0],"e":[90],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":60,"s":[90]}]"#
        #expect(try (value("$bm_rt = loopIn('cycle');", at: 10, rotation: late)).isClose(to: 30))
        #expect(try (value("$bm_rt = loopIn('pingpong');", at: 10, rotation: late)).isClose(to: 60))
        #expect(try (value("$bm_rt = loopInDuration('cycle', 1);", at: 10, rotation: late)).isClose(to: 30))
        #expect(try (value("$bm_rt = loopIn('cycle');", at: 40, rotation: late)).isClose(to: 30))  // after the first key
    }

    @Test("random numbers are repeatable per property and frame, and seedRandom changes them")
    func randomNumbers() throws {
        let first = try value("$bm_rt = random(10, 20);", at: 5)
        #expect(first >= 10 && first < 20)
        #expect(try value("$bm_rt = random(10, 20);", at: 5) == first)
        #expect(try value("$bm_rt = random(10, 20);", at: 6) != first)
        #expect(try value("seedRandom(3, true); $bm_rt = random();", at: 5) == value("seedRandom(3, true); $bm_rt = random();", at: 9))
        let gauss = try value("$bm_rt = gaussRandom(0, 100);", at: 5)
        #expect(gauss.isFinite)
        let wiggled = try value("$bm_rt = wiggle(2, 10);", at: 12)
        #expect(abs(wiggled - 7) <= 10)
        #expect(try value("$bm_rt = wiggle(2, 10);", at: 12) == wiggled)
    }

    @Test("thisComp, thisLayer, other layers, their transforms and toComp/fromComp")
    func layersAndComps() throws {
        #expect(try value("$bm_rt = thisComp.width + thisComp.numLayers;") == 102)
        #expect(try value("$bm_rt = thisComp.layer('Other').transform.position[1];") == 20)
        #expect(try value("$bm_rt = thisComp.layer(2).position[0];") == 10)
        #expect(try value("$bm_rt = thisComp.layer('Other')('ADBE Transform Group')('ADBE Scale')[0];") == 200)
        #expect(try value("$bm_rt = thisLayer.index * 10 + (thisLayer.hasParent ? 1 : 0);") == 10)
        #expect(try value("$bm_rt = thisLayer.name === 'Subject' ? 1 : 0;") == 1)
        #expect(try value("$bm_rt = thisComp.layer('Other').toComp([1, 1])[0];") == 12)  // 10 + 1 × 200 %
        #expect(try value("$bm_rt = thisComp.layer('Other').fromComp([14, 20])[0];") == 2)
        #expect(try value("$bm_rt = inPoint + outPoint;") == 2)
        #expect(try value("$bm_rt = thisComp.layer('Missing') === null ? 1 : 0;") == 1)  // null, as in lottie-web
        let (parented, warnings) = try ExpressionFixture.rotation("var $bm_rt = hasParent ? parent.scale[0] : -1;", at: 0, subjectParent: 2)
        #expect(warnings.isEmpty)
        #expect(parented == 200)
    }

    @Test("effect(name)(param), content(name) and property groups")
    func effectsAndContents() throws {
        #expect(try value("$bm_rt = effect('Control')('Slider');") == 25)
        #expect(try value("$bm_rt = effect('Control')('ADBE Slider Control-0001') * 2;") == 50)
        #expect(try value("$bm_rt = effect(1)(1);") == 25)
        #expect(try value("$bm_rt = content('Box').content('Rect').size[0];") == 40)
        #expect(try value("$bm_rt = thisLayer(2)('Box')(2)('Rect').size[1];") == 20)
        #expect(try value("$bm_rt = content('Box').content(1).size[1];") == 20)
        #expect(try value("$bm_rt = content('Box').transform.scale[0];") == 100)
        #expect(try value("$bm_rt = content('Box').content('Fill').color[0];") == 1)
        #expect(try value("$bm_rt = thisProperty.propertyGroup(1)._name === 'Transform' ? 1 : 0;") == 1)
        #expect(try value("$bm_rt = thisProperty.propertyGroup(2)._name === 'Subject' ? 1 : 0;") == 1)
        #expect(try value("$bm_rt = thisProperty.propertyIndex === undefined ? 1 : 0;") == 1)
    }

    @Test("Path expressions: points, tangents, createPath")
    func paths() throws {
        #expect(try value("$bm_rt = content('Box').content('Path').path.points()[1][0];") == 10)
        #expect(try value("$bm_rt = content('Box').content('Path').path.isClosed() ? 1 : 0;") == 1)
        #expect(try value("$bm_rt = createPath([[0, 0], [5, 5]], [], [], false).points()[1][1];") == 5)
        #expect(try value("$bm_rt = content('Box').content('Path').path.inTangents().length;") == 3)
    }

    @Test("A path property takes a path from an expression")
    func pathResult() throws {
        let json = ExpressionFixture.json(expression: "").replacingOccurrences(
            of: #""ty":"sh","nm":"Path","ks":{"a":0,"#,
            with: #""ty":"sh","nm":"Path","ks":{"x":"var $bm_rt = createPath([[1,2],[3,4],[5,6]], [], [], true);","a":0,"#)
        let animation = try LottieAnimation.load(data: Data(json.utf8))
        let renderer = LottieRenderer(animation: animation)
        renderer.update(frame: 0)
        let path = try #require(renderer.getValue(for: AnimationKeypath(keypath: "Subject.Box.Path.Path")) as? LottieBezier)
        #expect(path.vertices.map(\.point) == [Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 6)])
        #expect(renderer.renderWarnings.filter { $0.kind == .expression }.isEmpty)
    }

    @Test("With expressions off, the keyframed value is drawn")
    func switchedOff() throws {
        let animation = try LottieAnimation.load(data: Data(ExpressionFixture.json(expression: "var $bm_rt = 33;").utf8))
        var options = LottieRenderOptions()
        options.evaluatesExpressions = false
        let off = LottieRenderer(animation: animation, options: options)
        off.update(frame: 0)
        #expect(off.getValue(for: AnimationKeypath(keypath: "Subject.Transform.Rotation")) as? Double == 0)
        let on = LottieRenderer(animation: animation)
        on.update(frame: 0)
        #expect(on.getValue(for: AnimationKeypath(keypath: "Subject.Transform.Rotation")) as? Double == 33)
    }
}

private extension Double {
    /// Equal within the precision of an eased keyframe solved numerically.
    func isClose(to other: Double) -> Bool { abs(self - other) < 1e-6 }
}

/// Records the source text each text layer shows (what a text expression gives).
private final class SourceTextRecorder: LottieTextProvider, @unchecked Sendable {
    // Unchecked: written and read on the test's thread only.
    var texts: [String] = []
    func text(forKeypath keypath: String, sourceText: String) -> String? {
        texts.append(sourceText)
        return nil
    }
}

@Suite("Expressions on text")
struct TextExpressionTests {
    @Test("A source text expression sets the text the layer shows, frame by frame")
    func sourceText() throws {
        let json = #"""
        {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":[
          {"ty":5,"nm":"Counter","ind":1,"ip":0,"op":60,"st":0,"ks":{},"t":{
            "d":{"k":[{"s":{"s":24,"f":"Sans","t":"0","j":0,"tr":0,"lh":28.8,"ls":0,"fc":[0,0,0]},"t":0}],
                 "x":"var $bm_rt = 'Count ' + Math.round(time * 30) + ' of ' + value;"},
            "p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[]}}]}
        """#
        let animation = try LottieAnimation.load(data: Data(json.utf8))
        let recorder = SourceTextRecorder()
        let renderer = LottieRenderer(animation: animation, options: LottieRenderOptions(textProvider: recorder))
        for frame in [0.0, 12, 30] { renderer.update(frame: frame) }
        #expect(recorder.texts == ["Count 0 of 0", "Count 12 of 0", "Count 30 of 0"])
        #expect(renderer.renderWarnings.filter { $0.kind == .expression }.isEmpty)
    }
}
