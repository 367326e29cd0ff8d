import CairoCanvas
import Foundation
import Graphics
import Testing
@testable import Lottie

/// Small authored animations for the shape-modifier tests: one shape layer on a square
/// composition, rendered with the real renderer, and golden PNGs to compare with.
enum ModifierFixture {
    /// A one-frame-rate, 30-frame animation of `size`×`size` with one shape layer holding
    /// `shapes` (comma-separated shape item JSON objects).
    static func animationJSON(shapes: String, size: Int = 100) -> String {
        """
        {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":\(size),"h":\(size),"layers":[{"ty":4,"nm":"modifiers","ind":1,\
        "ip":0,"op":30,"st":0,"ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},\
        "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},"shapes":[\(shapes)]}]}
        """
    }

    /// A rectangle item centred at (`x`, `y`).
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, name: String = "rect", reversed: Bool = false) -> String {
        #"{"ty":"rc","nm":"\#(name)","d":\#(reversed ? 3 : 1),"p":{"a":0,"k":[\#(x),\#(y)]},"s":{"a":0,"k":[\#(w),\#(h)]},"r":{"a":0,"k":0}}"#
    }

    /// An ellipse item centred at (`x`, `y`).
    static func ellipse(_ x: Double, _ y: Double, _ w: Double, _ h: Double, name: String = "ellipse") -> String {
        #"{"ty":"el","nm":"\#(name)","d":1,"p":{"a":0,"k":[\#(x),\#(y)]},"s":{"a":0,"k":[\#(w),\#(h)]}}"#
    }

    /// A solid fill (colour components 0...1).
    static func fill(_ r: Double, _ g: Double, _ b: Double, name: String = "fill") -> String {
        #"{"ty":"fl","nm":"\#(name)","c":{"a":0,"k":[\#(r),\#(g),\#(b),1]},"o":{"a":0,"k":100},"r":1}"#
    }

    /// A solid stroke.
    static func stroke(_ r: Double, _ g: Double, _ b: Double, width: Double, name: String = "stroke") -> String {
        #"{"ty":"st","nm":"\#(name)","c":{"a":0,"k":[\#(r),\#(g),\#(b),1]},"o":{"a":0,"k":100},"w":{"a":0,"k":\#(width)},"lc":2,"lj":1,"ml":4}"#
    }

    /// A group of items (with an identity transform unless one is among them).
    static func group(_ items: [String], name: String = "group") -> String {
        let transform = #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#
        return #"{"ty":"gr","nm":"\#(name)","it":[\#((items + [transform]).joined(separator: ","))]}"#
    }

    static func load(shapes: [String], size: Int = 100) throws -> LottieAnimation {
        try LottieAnimation.load(string: animationJSON(shapes: shapes.joined(separator: ","), size: size))
    }

    /// The animation rendered at `frame` into a transparent `size`×`size` bitmap.
    static func render(shapes: [String], frame: Double = 0, size: Int = 100) throws -> Bitmap {
        let animation = try load(shapes: shapes, size: size)
        let canvas = try #require(CairoImageCanvas(width: size, height: size))
        LottieRenderer(animation: animation).render(frame: frame, into: canvas)
        return canvas.makeBitmap()
    }

    /// The node tree of the shape layer, with the paths computed for `frame`.
    static func group(shapes: [String], frame: Double = 0) throws -> ShapeGroupNode {
        let animation = try load(shapes: shapes)
        guard case .shapes(let items) = try #require(animation.layers.first).content else {
            throw FixtureError.notAShapeLayer
        }
        let root = ShapeGroupNode(name: "root", items: items, transform: nil)
        let statistics = RenderStatistics()
        for node in root.allNodes { node.updateProperties(frame: frame, statistics: statistics) }
        root.computePaths(frame: frame)
        root.pushModificationsDown()
        return root
    }

    enum FixtureError: Error { case notAShapeLayer }
}

extension Color {
    /// Whether this is the opaque colour (`r`, `g`, `b`) to within 2/255 per channel.
    func isOpaque(_ r: Double, _ g: Double, _ b: Double) -> Bool {
        alpha > 0.99 && abs(red - r) < 2.0 / 255 && abs(green - g) < 2.0 / 255 && abs(blue - b) < 2.0 / 255
    }

    /// Whether nothing was drawn here.
    var isTransparent: Bool { alpha < 0.01 }
}

