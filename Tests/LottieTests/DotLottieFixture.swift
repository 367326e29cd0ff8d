import ArchiveTesting
import CairoCanvas
import Foundation
import Graphics
import Lottie

/// A hand-made dotLottie archive with two animations, two themes and slots of every kind, for
/// the dotLottie, theme and slot tests. Every region can be checked by hand.
///
/// `alpha` (200 × 100, 30 fps, frames 0...60), in regions:
/// - (25, 25): a 40 × 40 square filled with slot `fill` (colour; red);
/// - (75, 25): a 40 × 40 white square whose fill opacity is slot `alpha` (scalar; 100);
/// - a 20 × 20 blue square centred on slot `spot` (vector; (25, 75));
/// - (125, 25): a 40 × 40 square with a linear gradient whose colours are slot `shade`
///   (gradient; red to red);
/// - 150...200 × 0...50: image layer `Photo` of asset `img`, slot `photo` (image; `i/red.png`);
/// - text layer `Title` at (110, 90), slot `title` (text; "A" in the "Box" glyph font at size
///   50, red: its box covers x 112.5...137.5, y 55...90; "B" covers only x 112.5...127.5).
///
/// `beta` (100 × 100, 30 fps, frames 0...60): a 40 × 40 square at (50, 50) filled with slot
/// `fill` (green).
///
/// The manifest: `alpha` loops, bounces, plays at speed 2, no autoplay, initial theme `dark`;
/// `beta` plays once at speed 0.5 backwards (`direction` −1), with autoplay; the active
/// animation is `alpha`. Theme `dark`: `fill` blue, `alpha` 50, `spot` (75, 75), `shade` green
/// to green, `photo` `i/blue.png`, `title` "B" — and `fill` yellow for `beta` only. Theme
/// `light`: `fill` white, and a rule of a type no player knows.
enum DotLottieFixture {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let yellow = Color(red: 1, green: 1, blue: 0)

    /// A 2 × 2 PNG of one colour.
    static func png(_ color: Color) throws -> Data {
        let channels = [color.red, color.green, color.blue, color.alpha].map { UInt8(($0 * 255).rounded()) }
        guard let bitmap = Bitmap(width: 2, height: 2, premultipliedRGBA: Array([[UInt8]](repeating: channels, count: 4).joined())) else {
            throw CocoaError(.coderInvalidValue)
        }
        return try bitmap.pngData()
    }

    /// A constant property, bound to a slot.
    private static func slotted(_ value: String, _ sid: String) -> String { #"{"a":0,"k":\#(value),"sid":"\#(sid)"}"# }

    private static let transform = #"{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#

    /// A shape group of a rectangle and a style.
    private static func group(_ name: String, rect position: String, size: Double, _ style: String) -> String {
        let tr = #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#
        return #"{"ty":"gr","nm":"\#(name)","it":[{"ty":"rc","nm":"Rect","d":1,"p":\#(position),"s":{"a":0,"k":[\#(size),\#(size)]},"r":{"a":0,"k":0}},\#(style),\#(tr)]}"#
    }

    static let alphaJSON = """
    {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":200,"h":100,"nm":"alpha",
     "slots":{"fill":{"p":{"a":0,"k":[1,0,0,1]}},"alpha":{"p":{"a":0,"k":100}},"spot":{"p":{"a":0,"k":[25,75]}},
              "shade":{"p":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,1,0,0]}}},
              "photo":{"p":{"w":50,"h":50,"u":"/i/","p":"red.png","e":0}},
              "title":{"p":{"k":[{"t":0,"s":{\(TextTestFile.document("A"))}}]}}},
     "fonts":{"list":[{"fName":"Box-Regular","fFamily":"Box","fStyle":"Regular","ascent":70}]},
     "chars":[\(TextTestFile.glyph("A", width: 60, box: (5, 55))),\(TextTestFile.glyph("B", width: 40, box: (5, 35)))],
     "assets":[{"id":"img","w":50,"h":50,"u":"/i/","p":"red.png","e":0,"sid":"photo"}],
     "layers":[
      {"ty":5,"nm":"Title","ind":1,"ip":0,"op":60,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[110,90]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "t":{"d":{"sid":"title"},"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[]}},
      {"ty":4,"nm":"Shapes","ind":2,"ip":0,"op":60,"st":0,"ks":\(transform),"shapes":[
        \(group("Fill Box", rect: #"{"a":0,"k":[25,25]}"#, size: 40, #"{"ty":"fl","nm":"Fill","c":\#(slotted("[1,1,1,1]", "fill")),"o":{"a":0,"k":100},"r":1}"#)),
        \(group("Alpha Box", rect: #"{"a":0,"k":[75,25]}"#, size: 40, #"{"ty":"fl","nm":"Fill","c":{"a":0,"k":[1,1,1,1]},"o":\#(slotted("100", "alpha")),"r":1}"#)),
        \(group("Spot", rect: slotted("[0,0]", "spot"), size: 20, #"{"ty":"fl","nm":"Fill","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"r":1}"#)),
        \(group("Shade Box", rect: #"{"a":0,"k":[125,25]}"#, size: 40, #"{"ty":"gf","nm":"Gradient","o":{"a":0,"k":100},"r":1,"t":1,"s":{"a":0,"k":[105,25]},"e":{"a":0,"k":[145,25]},"g":{"p":2,"k":{"a":0,"k":[0,0,0,0,1,0,0,0]},"sid":"shade"}}"#))]},
      {"ty":2,"nm":"Photo","ind":3,"ip":0,"op":60,"st":0,"refId":"img",
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[150,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}}]}
    """

    static let betaJSON = """
    {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"nm":"beta",
     "slots":{"fill":{"p":{"a":0,"k":[0,1,0,1]}}},
     "layers":[{"ty":4,"nm":"Shapes","ind":1,"ip":0,"op":60,"st":0,"ks":\(transform),"shapes":[
       \(group("Fill Box", rect: #"{"a":0,"k":[50,50]}"#, size: 40, #"{"ty":"fl","nm":"Fill","c":\#(slotted("[1,1,1,1]", "fill")),"o":{"a":0,"k":100},"r":1}"#))]}]}
    """

    static let manifestJSON = """
    {"version":"2","generator":"swift-lottie tests","activeAnimationId":"alpha",
     "animations":[{"id":"alpha","loop":true,"mode":"bounce","speed":2,"autoplay":false,"initialTheme":"dark"},
                   {"id":"beta","loop":false,"speed":0.5,"direction":-1,"autoplay":true}],
     "themes":[{"id":"dark"},{"id":"light"}]}
    """

    static let darkJSON = """
    {"rules":[
      {"id":"fill","type":"Color","value":[0,0,1,1]},
      {"id":"fill","type":"Color","value":[1,1,0,1],"animations":["beta"]},
      {"id":"alpha","type":"Scalar","value":50},
      {"id":"spot","type":"Position","value":[75,75]},
      {"id":"shade","type":"Gradient","value":[{"offset":0,"color":[0,1,0,1]},{"offset":1,"color":[0,1,0,1]}]},
      {"id":"photo","type":"Image","value":{"src":"i/blue.png"}},
      {"id":"title","type":"Text","value":{"text":"B","fontName":"Box-Regular","fontSize":50,"fillColor":[1,0,0]}}]}
    """

    static let lightJSON = """
    {"rules":[{"id":"fill","type":"Color","value":[1,1,1,1]},{"id":"outline","type":"Bezier","value":[]}]}
    """

    /// The archive's bytes.
    static func archive() throws -> Data {
        TestArchives.zip([
            .plain("manifest.json", Array(manifestJSON.utf8)),
            .plain("a/alpha.json", Array(alphaJSON.utf8)),
            .plain("a/beta.json", Array(betaJSON.utf8)),
            .plain("i/red.png", Array(try png(red))),
            .plain("i/blue.png", Array(try png(blue))),
            .plain("t/dark.json", Array(darkJSON.utf8)),
            .plain("t/light.json", Array(lightJSON.utf8)),
        ])
    }

    /// The archive, loaded.
    static func file() throws -> DotLottieFile { try DotLottieFile.load(data: archive()) }

    /// The points the regions are sampled at.
    enum Point {
        static let fill = (25, 25), alpha = (75, 25), spotAtDefault = (25, 75), spotMoved = (75, 75)
        static let shade = (125, 25), photo = (175, 25), title = (132, 75)
    }

    /// The colour the renderer draws at a point of frame 0, on a canvas of the composition's
    /// size.
    static func pixel(_ renderer: LottieRenderer, _ point: (Int, Int), frame: Double = 0) throws -> Color {
        guard let bitmap = KeypathFixtures.render(renderer, frame: frame) else { throw CocoaError(.coderInvalidValue) }
        return bitmap.color(x: point.0, y: point.1)
    }

    /// Whether two colours are the same within a hundredth per channel.
    static func near(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02 && abs(a.alpha - b.alpha) < 0.02
    }
}
