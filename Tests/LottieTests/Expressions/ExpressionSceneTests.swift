import Foundation
import Graphics
@testable import Lottie
import Testing

/// The scene description the expression engine starts from (`ExpressionScene`): written as the
/// model is walked, with every object's keys sorted (the order the prelude's `for ... in`
/// loops meet them) and handles given out in the file's own order (`wiggle` seeds its noise
/// with the handle, so the order is visible in the pictures).
@Suite("Expression scene")
struct ExpressionSceneTests {
    /// A shape layer with a mask, time remap, an effect, a group (rectangle, fill, stroke with
    /// a dash, transform), a polystar, a gradient fill, a trim and a repeater, split position;
    /// a text layer and a precomposition layer showing a solid.
    private static let json = #"""
    {"v":"5.7.4","fr":30,"ip":0,"op":60,"w":200,"h":100,"nm":"scene","assets":[
     {"id":"inner","nm":"Inner","layers":[
      {"ty":1,"nm":"Solid","ind":1,"ip":0,"op":60,"st":0,"sw":20,"sh":10,"sc":"#ff0000",
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0,0]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}}}]}],
     "layers":[
      {"ty":4,"nm":"Shapes","ind":1,"ip":0,"op":60,"st":0,"tm":{"a":0,"k":0},
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"s":true,"x":{"a":0,"k":10},"y":{"a":0,"k":20}},
             "a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}},
       "masksProperties":[{"nm":"Mask 1","mode":"a","inv":false,"o":{"a":0,"k":100},"x":{"a":0,"k":0},
        "pt":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}}],
       "ef":[{"ty":5,"nm":"Slider Control","mn":"ADBE Slider Control","ix":1,"en":1,
        "ef":[{"ty":0,"nm":"Slider","mn":"ADBE Slider Control-0001","ix":1,"v":{"a":0,"k":3}}]}],
       "shapes":[
        {"ty":"gr","nm":"Group","np":4,"it":[
         {"ty":"rc","nm":"Rect","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},
         {"ty":"fl","nm":"Fill","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},
         {"ty":"st","nm":"Stroke","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"ml":4,"ml2":{"a":0,"k":4},
          "lc":1,"lj":1,"d":[{"n":"d","nm":"dash","v":{"a":0,"k":3}}]},
         {"ty":"tr","nm":"Transform","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
          "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
        {"ty":"sr","nm":"Star","sy":1,"p":{"a":0,"k":[0,0]},"pt":{"a":0,"k":5},"r":{"a":0,"k":0},
         "or":{"a":0,"k":10},"os":{"a":0,"k":0},"ir":{"a":0,"k":5},"is":{"a":0,"k":0}},
        {"ty":"gf","nm":"Gradient","o":{"a":0,"k":100},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[10,0]},"t":1,
         "g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}}},
        {"ty":"tm","nm":"Trim","s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0},"m":1},
        {"ty":"rp","nm":"Repeater","c":{"a":0,"k":3},"o":{"a":0,"k":0},"m":1,
         "tr":{"p":{"a":0,"k":[5,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},
               "so":{"a":0,"k":100},"eo":{"a":0,"k":50}}}]},
      {"ty":5,"nm":"Text","ind":2,"ip":0,"op":60,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0,0]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}},
       "t":{"d":{"k":[{"s":{"s":10,"f":"Sans","t":"Hi","j":0,"tr":0,"lh":12,"ls":0,"fc":[0,0,0]},"t":0}]},
            "p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[]}},
      {"ty":0,"nm":"Precomp","ind":3,"refId":"inner","w":20,"h":10,"ip":0,"op":60,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0,0]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}}}]}
    """#

    private func scene() throws -> ExpressionScene {
        ExpressionScene(animation: try LottieAnimation.load(string: Self.json))
    }

    @Test("Every object's keys are written sorted: the text is its own canonical form")
    func keysAreSorted() throws {
        let description = try scene().description
        let bytes = Array(description.utf8)
        // `LottieJSON` writes objects with sorted keys; equal text means every object of the
        // description already had them in that order (and the same numbers and strings).
        let canonical = try LottieJSON(parsing: bytes).jsonBytes()
        #expect(String(decoding: canonical, as: UTF8.self) == description)
        // The walk reached every kind of object the interfaces read.
        for key in ["\"masks\":[{", "\"params\":[{", "\"it\":[{", "\"innerRadius\":", "\"colors\":", "\"startOpacity\":",
                    "\"xPosition\":", "\"sourceText\":", "\"refId\":\"inner\"", "\"tm\":"] {
            #expect(description.contains(key), "missing \(key)")
        }
    }

    @Test("Handles are given out in the file's order: transform, effects, masks, time remap, contents")
    func handlesFollowTheFile() throws {
        let paths = try scene().properties.map(\.path)
        let layer = "layers[0]", items = "layers[0].shapes"
        // (Rotation about x and y and orientation only where a 3D layer has them.)
        let transform = ["a", "s", "r", "o", "sk", "sa"]
        var expected = transform.map { "\(layer).ks.\($0)" } + ["\(layer).ks.p.x", "\(layer).ks.p.y"]
        expected += ["\(layer).ef[0].ef[0].v"]
        expected += ["pt", "o", "x"].map { "\(layer).masksProperties[0].\($0)" }
        expected += ["\(layer).tm"]
        expected += ["p", "s", "r"].map { "\(items)[0].it[0].\($0)" }
        expected += ["c", "o"].map { "\(items)[0].it[1].\($0)" }
        expected += ["c", "o", "w", "ml", "d[0].v"].map { "\(items)[0].it[2].\($0)" }
        expected += transform.map { "\(items)[0].it[3].\($0)" } + ["\(items)[0].it[3].p"]
        expected += ["p", "pt", "r", "or", "os", "ir", "is"].map { "\(items)[1].\($0)" }
        expected += ["o", "s", "e", "g.k"].map { "\(items)[2].\($0)" }
        expected += ["s", "e", "o"].map { "\(items)[3].\($0)" }
        expected += ["c", "o"].map { "\(items)[4].\($0)" }
        expected += transform.map { "\(items)[4].tr.\($0)" } + ["\(items)[4].tr.p", "\(items)[4].tr.so", "\(items)[4].tr.eo"]
        expected += transform.map { "layers[1].ks.\($0)" } + ["layers[1].ks.p", "layers[1].t.d"]
        expected += transform.map { "layers[2].ks.\($0)" } + ["layers[2].ks.p"]
        expected += transform.map { "assets[\"inner\"].layers[0].ks.\($0)" } + ["assets[\"inner\"].layers[0].ks.p"]
        #expect(paths == expected)
    }
}
