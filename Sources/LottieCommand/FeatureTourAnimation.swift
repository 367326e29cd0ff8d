import Foundation
import Graphics

/// An animation made for `lottie bench`'s warm-up: one of everything the engine builds — every
/// layer type, shape item and modifier, mask mode, matte mode, drawn effect and layer style — with
/// every kind of animated value keyframed (numbers, vectors with spatial tangents, colours, paths,
/// gradients, dashes, text documents, hold keyframes, split positions, keyframes in the old form
/// with end values), and an expression (so that JavaScriptCore's library has run once, as
/// ThorVG's script engine has in the peers' process).
///
/// Why it exists: the first time a Swift process meets a generic type (a keyframe track of
/// colours, an array of dash values, a node property of gradients), the runtime creates its
/// metadata and checks its protocol requirements by scanning every conformance record in the
/// program. That costs tens of microseconds per type, once per process, and was about a third of
/// the first tree build of a small file. The peers are C++ libraries without such a cost, timed
/// in a process that has already loaded other files. Building and drawing this animation before
/// the clock starts pays the one-time cost up front, as in any app that has shown an animation
/// before. Nothing here depends on the file being measured.
enum FeatureTourAnimation {
    /// The animation's JSON text.
    static var json: String {
        let shapeLayers = modifierItems.enumerated().map { i, modifier in
            shapeLayer(index: 10 + i, name: "modifier \(i)", items: shapeGroup(extra: modifier))
        }
        let layers = shapeLayers + [
            shapeLayer(index: 28, name: "letter", items: letterGroup),
            shapeLayer(index: 29, name: "legacy keyframes", items: legacyGroup),
            shapeLayer(index: 30, name: "gradients", items: gradientGroup, extra: #","parent":31,"ao":1"#),
            #"{"ty":3,"ind":31,"nm":"null","ip":0,"op":40,"st":0,"ks":\#(transform3D)}"#,
            solidLayer(index: 32),
            #"{"ty":0,"ind":33,"nm":"precomp","refId":"inner","w":64,"h":64,"ip":0,"op":40,"st":0,"bm":3,"ks":\#(transform),"tm":\#(animated("[0]", "[1]"))}"#,
            #"{"ty":2,"ind":34,"nm":"image","refId":"picture","ip":0,"op":40,"st":0,"bm":5,"ks":\#(transform)}"#,
            textLayer(index: 35),
        ] + matteLayers
        return #"""
        {"v":"5.7.0","nm":"feature tour","fr":30,"ip":0,"op":40,"w":64,"h":64,"ddd":1,
         "fonts":{"list":[{"fName":"Sans-Regular","fFamily":"sans-serif","fStyle":"Regular","ascent":75}]},
         "markers":[{"cm":"tour","tm":0,"dr":40}],
         "assets":[{"id":"inner","layers":[\#(shapeLayer(index: 1, name: "inner", items: shapeGroup(extra: "")))]},
                   {"id":"picture","w":2,"h":2,"e":1,"u":"","p":"\#(imageURL)"}],
         "layers":[\#(layers.joined(separator: ",\n"))]}
        """#
    }

    // MARK: Values

    /// A property animated from `from` to `to` (JSON values) with eased and hold keyframes.
    private static func animated(_ from: String, _ to: String) -> String {
        #"{"a":1,"k":[{"t":0,"s":\#(from),"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}},{"t":15,"s":\#(to),"h":1},{"t":30,"s":\#(from)}]}"#
    }

    /// A property animated from `from` to `to` the way exports before Bodymovin 5.5 wrote
    /// keyframes: each with its start and end value (`e`), the last holding only its time.
    private static func legacyAnimated(_ from: String, _ to: String) -> String {
        #"{"a":1,"k":[{"t":0,"s":\#(from),"e":\#(to),"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}},{"t":30}]}"#
    }

    /// A position animated along a curve (spatial tangents) with per-dimension easing.
    private static let curvedPosition =
        #"{"a":1,"k":[{"t":0,"s":[10,10,0],"to":[5,0,0],"ti":[0,-5,0],"o":{"x":[0.3,0.3],"y":[0,0]},"i":{"x":[0.7,0.7],"y":[1,1]}},{"t":30,"s":[50,50,0]}]}"#

    private static let transform = #"{"a":\#(animated("[0,0,0]", "[2,2,0]")),"p":\#(curvedPosition),"s":\#(animated("[100,100,100]", "[80,90,100]")),"r":\#(animated("[0]", "[90]")),"o":\#(animated("[100]", "[50]")),"sk":\#(animated("[0]", "[10]")),"sa":\#(animated("[0]", "[45]"))}"#

    private static let transform3D = #"{"a":{"a":0,"k":[0,0,0]},"p":{"s":true,"x":\#(animated("[0]", "[10]")),"y":\#(animated("[0]", "[5]")),"z":{"a":0,"k":0}},"s":{"a":0,"k":[100,100,100]},"rx":\#(animated("[0]", "[30]")),"ry":\#(animated("[0]", "[20]")),"rz":\#(animated("[0]", "[10]")),"or":\#(animated("[0,0,0]", "[10,0,0]")),"o":{"a":0,"k":100,"x":"var $bm_rt;\\n$bm_rt = clamp(value + wiggle(1, 0)[0] + time * 0, 0, 100);"}}"#

    private static let itemTransform = #"{"ty":"tr","a":\#(animated("[0,0]", "[1,1]")),"p":\#(animated("[32,32]", "[30,34]")),"s":\#(animated("[100,100]", "[90,90]")),"r":\#(animated("[0]", "[45]")),"o":\#(animated("[100]", "[70]")),"sk":{"a":0,"k":0},"sa":{"a":0,"k":0}}"#

    private static func bezier(_ size: Double) -> String {
        #"[{"c":true,"v":[[0,-\#(size)],[\#(size),0],[0,\#(size)],[-\#(size),0]],"i":[[-5,0],[0,-5],[5,0],[0,5]],"o":[[5,0],[0,5],[-5,0],[0,-5]]}]"#
    }

    /// A group whose values are keyframed in the old form (`legacyAnimated`), its path minus a
    /// lens inside it (a merge of outlines that do not cross, `DisjointRings`), a ring of two
    /// curves, which `SubpathSeparation` leaves to noding to show apart.
    private static let legacyGroup = #"{"ty":"gr","nm":"legacy","it":[{"ty":"sh","nm":"path","ks":\#(legacyAnimated(bezier(8), bezier(12)))},{"ty":"sh","nm":"hole","ks":{"a":0,"k":{"c":true,"v":[[-3,0],[3,0]],"i":[[0,2],[0,-2]],"o":[[0,-2],[0,2]]}}},{"ty":"mm","nm":"merge","mm":3},{"ty":"fl","nm":"fill","c":\#(legacyAnimated("[1,0,0,1]", "[0,1,0,1]")),"o":\#(legacyAnimated("[100]", "[50]")),"r":1},{"ty":"tr","a":{"a":0,"k":[0,0]},"p":\#(legacyAnimated("[32,32]", "[34,30]")),"s":{"a":0,"k":[100,100]},"r":\#(legacyAnimated("[0]", "[30]")),"o":{"a":0,"k":100}}]}"#

    /// An outline minus a counter inside it, merged: outlines that `SubpathSeparation` shows
    /// apart from their curves (`ApartOutlines`), as most letters' are.
    private static let letterGroup = #"{"ty":"gr","nm":"letter","it":[{"ty":"sh","nm":"outline","ks":\#(animated(bezier(10), bezier(12)))},{"ty":"sh","nm":"counter","ks":{"a":0,"k":{"c":true,"v":[[0,-3],[3,0],[0,3],[-3,0]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}},{"ty":"mm","nm":"merge","mm":3},{"ty":"fl","nm":"fill","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"r":1},\#(itemTransform)]}"#

    private static let gradient = #"{"p":2,"k":\#(animated("[0,1,0,0,1,0,0,1,0,1,1,0.5]", "[0,0,1,0,1,1,0,0,0,1,1,0.2]"))}"#

    // MARK: Shapes

    /// Every path generator, styles of each kind, an optional extra item (a modifier) and the
    /// group's transform.
    private static func shapeGroup(extra: String) -> String {
        let items = [
            #"{"ty":"rc","nm":"rect","d":1,"p":\#(animated("[0,0]", "[2,2]")),"s":\#(animated("[20,20]", "[24,18]")),"r":\#(animated("[0]", "[4]"))}"#,
            #"{"ty":"el","nm":"ellipse","d":3,"p":\#(animated("[4,4]", "[6,6]")),"s":\#(animated("[16,16]", "[20,12]"))}"#,
            #"{"ty":"sr","nm":"star","sy":1,"d":1,"pt":\#(animated("[5]", "[6]")),"p":{"a":0,"k":[0,0]},"r":\#(animated("[0]", "[30]")),"ir":\#(animated("[5]", "[7]")),"is":\#(animated("[0]", "[20]")),"or":\#(animated("[12]", "[14]")),"os":\#(animated("[0]", "[20]"))}"#,
            #"{"ty":"sr","nm":"polygon","sy":2,"d":1,"pt":{"a":0,"k":6},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0},"or":{"a":0,"k":10},"os":{"a":0,"k":0}}"#,
            #"{"ty":"sh","nm":"path","ks":\#(animated(bezier(10), bezier(14)))}"#,
            extra,
            #"{"ty":"fl","nm":"fill","c":\#(animated("[1,0,0,1]", "[0,0,1,1]")),"o":\#(animated("[100]", "[60]")),"r":2}"#,
            #"{"ty":"st","nm":"stroke","c":\#(animated("[0,1,0,1]", "[1,1,0,1]")),"o":{"a":0,"k":100},"w":\#(animated("[2]", "[3]")),"lc":2,"lj":1,"ml":4,"d":[{"n":"d","nm":"dash","v":\#(animated("[4]", "[6]"))},{"n":"g","nm":"gap","v":{"a":0,"k":2}},{"n":"o","nm":"offset","v":\#(animated("[0]", "[8]"))}]}"#,
            itemTransform,
        ]
        return #"{"ty":"gr","nm":"group","it":[\#(items.filter { !$0.isEmpty }.joined(separator: ","))]}"#
    }

    private static let gradientGroup = #"{"ty":"gr","nm":"gradients","it":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[30,30]}},{"ty":"gf","nm":"linear","o":{"a":0,"k":100},"r":1,"t":1,"s":\#(animated("[-10,0]", "[-5,0]")),"e":\#(animated("[10,0]", "[5,5]")),"g":\#(gradient)},{"ty":"gf","nm":"radial","o":{"a":0,"k":100},"r":1,"t":2,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[10,0]},"h":\#(animated("[0]", "[30]")),"a":\#(animated("[0]", "[45]")),"g":\#(gradient)},{"ty":"gs","nm":"gradient stroke","o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":1,"lj":3,"t":2,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[10,0]},"g":\#(gradient),"d":[{"n":"d","v":{"a":0,"k":3}},{"n":"g","v":{"a":0,"k":1}}]},{"ty":"no"},\#(itemTransform)]}"#

    /// Each shape modifier, animated.
    private static let modifierItems = [
        #"{"ty":"tm","nm":"trim","m":2,"s":\#(animated("[0]", "[20]")),"e":\#(animated("[100]", "[70]")),"o":\#(animated("[0]", "[90]"))}"#,
        #"{"ty":"mm","nm":"merge","mm":3}"#,
        #"{"ty":"rp","nm":"repeater","c":\#(animated("[3]", "[4]")),"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","p":\#(animated("[4,0]", "[6,2]")),"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[90,90]},"r":\#(animated("[0]", "[15]")),"so":{"a":0,"k":100},"eo":\#(animated("[100]", "[40]"))}}"#,
        #"{"ty":"rd","nm":"round","r":\#(animated("[2]", "[6]"))}"#,
        #"{"ty":"op","nm":"offset","a":\#(animated("[1]", "[3]")),"lj":2,"ml":{"a":0,"k":4}}"#,
        #"{"ty":"pb","nm":"pucker","a":\#(animated("[-20]", "[30]"))}"#,
        #"{"ty":"tw","nm":"twist","a":\#(animated("[0]", "[40]")),"c":{"a":0,"k":[0,0]}}"#,
        #"{"ty":"zz","nm":"zigzag","r":\#(animated("[3]", "[5]")),"s":\#(animated("[2]", "[4]")),"pt":{"a":0,"k":2}}"#,
    ]

    // MARK: Layers

    private static func shapeLayer(index: Int, name: String, items: String, extra: String = "") -> String {
        #"{"ty":4,"ind":\#(index),"nm":"\#(name)","ip":0,"op":40,"st":0,"sr":1,"bm":\#(index % 16),"ks":\#(transform),"shapes":[\#(items)]\#(extra)}"#
    }

    /// A solid with one mask of each mode, effects of each drawn kind and a drop-shadow style.
    private static func solidLayer(index: Int) -> String {
        let masks = ["a", "s", "i", "l", "d", "f", "n"].enumerated().map { i, mode in
            #"{"nm":"mask \#(i)","mode":"\#(mode)","inv":\#(i == 1),"pt":\#(animated(bezier(20), bezier(24))),"o":\#(animated("[100]", "[60]")),"x":\#(animated("[0]", "[2]"))}"#
        }
        func effect(_ type: Int, _ values: [String]) -> String {
            let parameters = values.enumerated().map { i, value in #"{"ty":\#(value),"nm":"p\#(i)","ix":\#(i + 1)}"# }
            return #"{"ty":\#(type),"nm":"effect \#(type)","en":1,"ef":[\#(parameters.joined(separator: ","))]}"#
        }
        let slider = #"0,"v":\#(animated("[1]", "[4]"))"#, color = #"2,"v":\#(animated("[1,0,0,1]", "[0,1,0,1]"))"#
        let checkbox = #"4,"v":{"a":0,"k":1}"#, dropDown = #"7,"v":{"a":0,"k":1}"#
        let effects = [
            effect(21, [dropDown, checkbox, color, checkbox, slider, slider, slider]),  // fill
            effect(20, [color, color, slider]),  // tint
            effect(23, [color, color, color, slider]),  // tritone
            effect(25, [color, slider, slider, slider, slider]),  // drop shadow
            effect(29, [slider, dropDown, checkbox]),  // gaussian blur
            effect(22, [dropDown, checkbox, checkbox, color, slider, slider, slider, slider, slider, dropDown, dropDown]),  // stroke
            effect(5, [slider]),  // an expression control
        ]
        let style = #"{"ty":1,"nm":"shadow","c":\#(animated("[0,0,0,1]", "[0.2,0,0,1]")),"o":{"a":0,"k":75},"a":{"a":0,"k":120},"s":\#(animated("[4]", "[8]")),"d":{"a":0,"k":3},"ch":{"a":0,"k":0}}"#
        return ##"{"ty":1,"ind":\##(index),"nm":"solid","sc":"#336699","sw":64,"sh":64,"ip":0,"op":40,"st":0,"hasMask":true,"ks":\##(transform),"masksProperties":[\##(masks.joined(separator: ","))],"ef":[\##(effects.joined(separator: ","))],"sy":[\##(style)]}"##
    }

    /// A text layer with a keyframed document, a path option-free layout and an animator with
    /// a range selector acting on most text properties.
    private static func textLayer(index: Int) -> String {
        func document(_ text: String, _ size: Int) -> String {
            #"{"t":"\#(text)","f":"Sans-Regular","s":\#(size),"j":2,"tr":10,"lh":24,"ls":0,"fc":[0,0,0],"sc":[1,1,1],"sw":1,"of":true}"#
        }
        let style = #"{"p":\#(animated("[0,0,0]", "[0,-4,0]")),"a":{"a":0,"k":[0,0,0]},"s":\#(animated("[100,100,100]", "[120,120,100]")),"r":\#(animated("[0]", "[20]")),"o":\#(animated("[100]", "[0]")),"fc":\#(animated("[1,0,0,1]", "[0,0,1,1]")),"sc":{"a":0,"k":[0,0,0,1]},"sw":{"a":0,"k":1},"t":\#(animated("[0]", "[4]")),"sk":{"a":0,"k":0},"sa":{"a":0,"k":0},"fh":{"a":0,"k":10},"fs":{"a":0,"k":10},"fb":{"a":0,"k":10}}"#
        let selector = #"{"t":0,"s":\#(animated("[0]", "[50]")),"e":{"a":0,"k":100},"o":\#(animated("[0]", "[20]")),"r":1,"b":1,"a":{"a":0,"k":100},"sh":2,"xe":{"a":0,"k":0},"ne":{"a":0,"k":0},"sm":{"a":0,"k":100},"rn":0}"#
        let text = #"{"d":{"k":[{"t":0,"s":\#(document("Warm up", 20))},{"t":20,"s":\#(document("Tour", 24))}]},"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[{"nm":"animator","s":\#(selector),"a":\#(style)}]}"#
        return #"{"ty":5,"ind":\#(index),"nm":"text","ip":0,"op":40,"st":0,"ks":\#(transform),"t":\#(text)}"#
    }

    /// A matte and its target for each track-matte mode.
    private static var matteLayers: [String] {
        (1...4).flatMap { mode in
            [shapeLayer(index: 40 + 2 * mode, name: "matte \(mode)", items: shapeGroup(extra: ""), extra: #","td":1"#),
             shapeLayer(index: 41 + 2 * mode, name: "matted \(mode)", items: gradientGroup, extra: #","tt":\#(mode)"#)]
        }
    }

    /// A 2x2 PNG as a `data:` URL, so that the image decoders run too.
    private static var imageURL: String {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        guard let bitmap = Bitmap(width: 2, height: 2, premultipliedRGBA: pixels),
              let png = try? bitmap.pngData() else { return "" }
        return "data:image/png;base64," + png.base64EncodedString()
    }
}
