import CairoCanvas
import Foundation
import Graphics
import Testing
@testable import Lottie

/// Small authored animations for the effect tests, written as JSON text, and the means to
/// render them and compare them with goldens.
enum EffectScene {
    /// A static property.
    static func value(_ v: String) -> String { #"{"a":0,"k":\#(v)}"# }

    /// An animated scalar or vector property: `(frame, value)` pairs, linear.
    static func animated(_ keys: [(Double, String)]) -> String {
        let linear = #""i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}"#
        let frames = keys.map { #"{"t":\#($0.0),"s":\#($0.1),\#(linear)}"# }
        return #"{"a":1,"k":[\#(frames.joined(separator: ","))]}"#
    }

    /// A colour array.
    static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> String { "[\(r),\(g),\(b),\(a)]" }

    /// An effect parameter: `ty` 0 slider, 1 angle, 2 colour, 4 checkbox, 7 menu, 10 layer.
    static func parameter(_ ty: Int, _ name: String, _ property: String) -> String {
        #"{"ty":\#(ty),"nm":"\#(name)","v":\#(property)}"#
    }

    /// An effect of type `ty` with parameters in order.
    static func effect(_ ty: Int, _ name: String, _ parameters: [String], enabled: Bool = true) -> String {
        #"{"ty":\#(ty),"nm":"\#(name)","en":\#(enabled ? 1 : 0),"ef":[\#(parameters.joined(separator: ","))]}"#
    }

    /// The Drop Shadow effect.
    static func dropShadow(color: String = rgba(0, 0, 0), opacity: Double = 255, direction: Double,
                           distance: Double, softness: Double = 0) -> String {
        effect(25, "Drop Shadow", [
            parameter(2, "Shadow Color", value(color)), parameter(0, "Opacity", value("\(opacity)")),
            parameter(1, "Direction", value("\(direction)")), parameter(0, "Distance", value("\(distance)")),
            parameter(0, "Softness", value("\(softness)")), parameter(4, "Shadow Only", value("0")),
        ])
    }

    /// The Fill effect.
    static func fill(color: String, opacity: String = value("1")) -> String {
        effect(21, "Fill", [
            parameter(10, "Fill Mask", value("0")), parameter(7, "All Masks", value("0")),
            parameter(2, "Color", color), parameter(7, "Invert", value("0")),
            parameter(0, "Horizontal Feather", value("0")), parameter(0, "Vertical Feather", value("0")),
            parameter(0, "Opacity", opacity),
        ])
    }

    /// The Tint effect.
    static func tint(black: String, white: String, amount: Double) -> String {
        effect(20, "Tint", [parameter(2, "Map Black To", value(black)), parameter(2, "Map White To", value(white)),
                            parameter(0, "Amount to Tint", value("\(amount)"))])
    }

    /// The Tritone effect.
    static func tritone(highlights: String, midtones: String, shadows: String) -> String {
        effect(23, "Tritone", [parameter(2, "Highlights", value(highlights)), parameter(2, "Midtones", value(midtones)),
                               parameter(2, "Shadows", value(shadows)), parameter(0, "Blend With Original", value("0"))])
    }

    /// The Gaussian Blur effect; dimensions 1 both, 2 horizontal, 3 vertical.
    static func gaussianBlur(blurriness: Double, dimensions: Int = 1) -> String {
        effect(29, "Gaussian Blur", [parameter(0, "Blurriness", value("\(blurriness)")),
                                     parameter(7, "Blur Dimensions", value("\(dimensions)")),
                                     parameter(4, "Repeat Edge Pixels", value("0"))])
    }

    /// The Stroke effect on mask `mask` (1-based); paint style 1 on original, 2 on
    /// transparent, 3 reveal original.
    static func stroke(mask: Int, color: String, brushSize: Double, start: Double = 0, end: Double = 100,
                       spacing: Double = 0, paintStyle: Int) -> String {
        effect(22, "Stroke", [
            parameter(10, "Path", value("\(mask)")), parameter(4, "All Masks", value("0")),
            parameter(4, "Stroke Sequentially", value("1")), parameter(2, "Color", value(color)),
            parameter(0, "Brush Size", value("\(brushSize)")), parameter(0, "Brush Hardness", value("0.75")),
            parameter(0, "Opacity", value("1")), parameter(0, "Start", value("\(start)")),
            parameter(0, "End", value("\(end)")), parameter(0, "Spacing", value("\(spacing)")),
            parameter(7, "Paint Style", value("\(paintStyle)")),
        ])
    }

    /// The Drop Shadow layer style.
    static func shadowStyle(angle: Double, distance: Double, size: Double, opacity: Double = 100) -> String {
        #"{"ty":1,"nm":"Drop Shadow","c":\#(value(rgba(0, 0, 0))),"o":\#(value("\(opacity)")),"a":\#(value("\(angle)")),"s":\#(value("\(size)")),"d":\#(value("\(distance)"))}"#
    }

    /// A rectangle mask path (clockwise) in layer coordinates.
    static func rectangleMask(_ r: Rect, mode: String = "a", feather: String? = nil) -> String {
        let v = "[[\(r.minX),\(r.minY)],[\(r.maxX),\(r.minY)],[\(r.maxX),\(r.maxY)],[\(r.minX),\(r.maxY)]]"
        let zeros = "[[0,0],[0,0],[0,0],[0,0]]"
        let f = feather.map { #","f":\#($0)"# } ?? ""
        return #"{"mode":"\#(mode)","inv":false,"pt":{"a":0,"k":{"c":true,"v":\#(v),"i":\#(zeros),"o":\#(zeros)}},"o":\#(value("100")),"x":\#(value("0"))\#(f)}"#
    }

    /// A shape group: a rectangle (centre, size) and an ellipse filled with their colours.
    static func rectangle(center: Point, size: Size, color: String) -> String {
        #"{"ty":"gr","it":[{"ty":"rc","p":\#(value("[\(center.x),\(center.y)]")),"s":\#(value("[\(size.width),\(size.height)]")),"r":\#(value("0"))},{"ty":"fl","c":\#(value(color)),"o":\#(value("100")),"r":1},{"ty":"tr","p":\#(value("[0,0]")),"a":\#(value("[0,0]")),"s":\#(value("[100,100]")),"r":\#(value("0")),"o":\#(value("100"))}]}"#
    }

    /// An ellipse group.
    static func ellipse(center: Point, size: Size, color: String) -> String {
        #"{"ty":"gr","it":[{"ty":"el","p":\#(value("[\(center.x),\(center.y)]")),"s":\#(value("[\(size.width),\(size.height)]"))},{"ty":"fl","c":\#(value(color)),"o":\#(value("100")),"r":1},{"ty":"tr","p":\#(value("[0,0]")),"a":\#(value("[0,0]")),"s":\#(value("[100,100]")),"r":\#(value("0")),"o":\#(value("100"))}]}"#
    }

    /// A shape layer drawing `shapes` (top-most first), with effects, styles and masks.
    static func shapeLayer(_ shapes: [String], index: Int = 1, effects: [String] = [], styles: [String] = [],
                           masks: [String] = [], opacity: Double = 100, position: Point = .zero,
                           anchor: Point = .zero, rotation: Double = 0, scale: Double = 100) -> String {
        var extra = ""
        if !effects.isEmpty { extra += #","ef":[\#(effects.joined(separator: ","))]"# }
        if !styles.isEmpty { extra += #","sy":[\#(styles.joined(separator: ","))]"# }
        if !masks.isEmpty { extra += #","hasMask":true,"masksProperties":[\#(masks.joined(separator: ","))]"# }
        let ks = #"{"o":\#(value("\(opacity)")),"p":\#(value("[\(position.x),\(position.y)]")),"a":\#(value("[\(anchor.x),\(anchor.y)]")),"s":\#(value("[\(scale),\(scale)]")),"r":\#(value("\(rotation)"))}"#
        return #"{"ty":4,"nm":"Layer \#(index)","ind":\#(index),"ip":0,"op":100,"st":0,"sr":1,"ks":\#(ks),"shapes":[\#(shapes.joined(separator: ","))]\#(extra)}"#
    }

    /// A composition of `size` × `size` units holding `layers` (top-most first), 100 frames.
    static func animation(_ layers: [String], size: Int = 100) throws -> LottieAnimation {
        try LottieAnimation.load(string: #"{"v":"5.7.0","fr":30,"ip":0,"op":100,"w":\#(size),"h":\#(size),"layers":[\#(layers.joined(separator: ","))]}"#)
    }

    /// Renders a frame at `pixels` × `pixels` (the composition fitted into it).
    static func render(_ animation: LottieAnimation, frame: Double = 0, pixels: Int = 100) throws -> Bitmap {
        try render(LottieRenderer(animation: animation), frame: frame, pixels: pixels)
    }

    /// Renders a frame of an existing renderer.
    static func render(_ renderer: LottieRenderer, frame: Double = 0, pixels: Int = 100) throws -> Bitmap {
        let canvas = try #require(CairoImageCanvas(width: pixels, height: pixels))
        renderer.render(frame: frame, into: canvas)
        return canvas.makeBitmap()
    }
}


extension Bitmap {
    /// The straight-alpha colour at a pixel, as 0...255 integers (r, g, b, a).
    func bytes(_ x: Int, _ y: Int) -> [Int] {
        let c = color(x: x, y: y)
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    /// The alpha at a pixel, 0...1.
    func alphaFraction(_ x: Int, _ y: Int) -> Double { color(x: x, y: y).alpha }
}

/// Whether two byte colours agree within `tolerance` per channel.
func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
