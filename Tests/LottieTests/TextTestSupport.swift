import Foundation
import Graphics
import Layers
@testable import Lottie

/// Authored text animations for the text tests: a font "Box" whose embedded glyphs are
/// rectangles, so that every position can be computed by hand.
///
/// At size 100: `A` advances 60 and is the box x 5...55, y −70...0; `B` advances 40 (box
/// x 5...35); space advances 25 and draws nothing.
enum TextTestFile {
    /// The document fields of a text layer, as JSON members (without braces).
    static func document(_ text: String, size: Double = 50, justification: Int = 0, tracking: Double = 0,
                         lineHeight: Double = 60, extra: String = "") -> String {
        let escaped = text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
        return #""t":"\#(escaped)","f":"Box-Regular","s":\#(size),"j":\#(justification),"tr":\#(tracking),"lh":\#(lineHeight),"fc":[1,0,0]\#(extra)"#
    }

    /// A 400×200 animation with one text layer at `position`, the given document and animators.
    static func animation(document: String, position: (Double, Double) = (100, 100), animators: String = "",
                          grouping: Int = 1, fontFamily: String = "Box", glyphs: Bool = true) -> String {
        let chars = glyphs ? """
        "chars":[\(glyph("A", width: 60, box: (5, 55))),\(glyph("B", width: 40, box: (5, 35))),\(glyph(" ", width: 25, box: nil))],
        """ : ""
        return """
        {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":400,"h":200,
         "fonts":{"list":[{"fName":"Box-Regular","fFamily":"\(fontFamily)","fStyle":"Regular","ascent":70}]},
         \(chars)
         "layers":[{"ty":5,"nm":"Title","ind":1,"ip":0,"op":60,"st":0,
           "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[\(position.0),\(position.1),0]},
                 "a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}},
           "t":{"d":{"k":[{"t":0,"s":{\(document)}}]},"p":{},"m":{"g":\(grouping),"a":{"a":0,"k":[0,0]}},
                "a":[\(animators)]}}]}
        """
    }

    static func glyph(_ ch: String, width: Double, box: (Double, Double)?) -> String {
        var shapes = ""
        if let (x0, x1) = box {
            shapes = """
            {"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]],
             "v":[[\(x0),0],[\(x1),0],[\(x1),-70],[\(x0),-70]],"c":true}}},
             {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}
            """
        }
        return #"{"ch":"\#(ch)","size":100,"style":"Regular","w":\#(width),"fFamily":"Box","data":{"shapes":[\#(shapes)]}}"#
    }

    /// An opacity animator with a range selector (`s`, `e` in percent unless `units` is 2).
    static func opacityAnimator(opacity: Double, start: Double, end: Double, basis: Int = 1, units: Int = 1,
                                shape: Int = 1) -> String {
        #"{"nm":"Fade","s":{"t":0,"a":{"a":0,"k":100},"b":\#(basis),"rn":0,"sh":\#(shape),"r":\#(units),"s":{"a":0,"k":\#(start)},"e":{"a":0,"k":\#(end)},"o":{"a":0,"k":0}},"a":{"o":{"a":0,"k":\#(opacity)}}}"#
    }

    /// The rendered text layer of a renderer updated to `frame`.
    static func textLayer(_ renderer: LottieRenderer, frame: Double = 0) -> TextCompositionLayer? {
        renderer.update(frame: frame)
        return renderer.rootLayer.sublayers.compactMap { $0 as? TextCompositionLayer }.first
    }

    /// Renderer for an animation string.
    static func renderer(_ json: String, options: LottieRenderOptions = LottieRenderOptions()) throws -> LottieRenderer {
        LottieRenderer(animation: try LottieAnimation.load(string: json), options: options)
    }
}

extension TextLetterStyle {
    /// Where the letter's outline lands in the layer: its bounds through its transform.
    var placedBounds: Rect { outline.applying(transform).bounds }

    /// Whether the placed bounds are `rect` to within rounding.
    func isPlaced(at rect: Rect) -> Bool {
        let b = placedBounds
        return abs(b.minX - rect.minX) < 1e-6 && abs(b.minY - rect.minY) < 1e-6
            && abs(b.maxX - rect.maxX) < 1e-6 && abs(b.maxY - rect.maxY) < 1e-6
    }
}
