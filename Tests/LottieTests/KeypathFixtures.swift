import CairoCanvas
import Foundation
import Graphics
import Lottie

/// Small hand-written animations for the keypath, provider, hit-testing and hosted-content
/// tests, built from JSON snippets so that every coordinate in a test can be checked by hand.
enum KeypathFixtures {
    // MARK: Values

    /// A constant property.
    static func k(_ value: Double) -> String { #"{"a":0,"k":\#(value)}"# }
    /// A constant vector property.
    static func k(_ values: [Double]) -> String { #"{"a":0,"k":\#(values)}"# }
    /// A linearly animated property.
    static func keyframes(_ frames: [(time: Double, value: [Double])]) -> String {
        let list = frames.map { #"{"t":\#($0.time),"s":\#($0.value)}"# }.joined(separator: ",")
        return #"{"a":1,"k":[\#(list)]}"#
    }

    // MARK: Layers

    /// A layer transform (`ks`).
    static func transform(position: String = k([0, 0]), anchor: String = k([0, 0]), scale: String = k([100, 100]),
                          rotation: String = k(0), opacity: String = k(100)) -> String {
        #"{"a":\#(anchor),"p":\#(position),"s":\#(scale),"r":\#(rotation),"o":\#(opacity)}"#
    }

    private static func layer(_ name: String, index: Int, type: Int, ip: Double, op: Double, st: Double,
                              transform: String, extra: String) -> String {
        let nameJSON = String(decoding: (try? JSONEncoder().encode(name)) ?? Data(), as: UTF8.self)
        return #"{"ddd":0,"ind":\#(index),"ty":\#(type),"nm":\#(nameJSON),"ks":\#(transform),"ip":\#(ip),"op":\#(op),"st":\#(st),"sr":1\#(extra.isEmpty ? "" : "," + extra)}"#
    }

    /// A shape layer.
    static func shapeLayer(_ name: String, index: Int, shapes: [String], ip: Double = 0, op: Double = 60,
                           st: Double = 0, transform: String = transform(), extra: String = "") -> String {
        let shapesJSON = #""shapes":[\#(shapes.joined(separator: ","))]"#
        return layer(name, index: index, type: 4, ip: ip, op: op, st: st, transform: transform,
                     extra: extra.isEmpty ? shapesJSON : shapesJSON + "," + extra)
    }

    /// A precomposition layer showing asset `reference`.
    static func precompLayer(_ name: String, index: Int, reference: String, width: Double = 100, height: Double = 100,
                             ip: Double = 0, op: Double = 60, st: Double = 0, transform: String = transform(),
                             extra: String = "") -> String {
        let own = #""refId":"\#(reference)","w":\#(width),"h":\#(height)"#
        return layer(name, index: index, type: 0, ip: ip, op: op, st: st, transform: transform,
                     extra: extra.isEmpty ? own : own + "," + extra)
    }

    /// A solid layer.
    static func solidLayer(_ name: String, index: Int, color: String, width: Double, height: Double,
                           ip: Double = 0, op: Double = 60, transform: String = transform(), extra: String = "") -> String {
        let own = #""sc":"\#(color)","sw":\#(width),"sh":\#(height)"#
        return layer(name, index: index, type: 1, ip: ip, op: op, st: 0, transform: transform,
                     extra: extra.isEmpty ? own : own + "," + extra)
    }

    /// An image layer showing asset `reference`.
    static func imageLayer(_ name: String, index: Int, reference: String, transform: String = transform()) -> String {
        layer(name, index: index, type: 2, ip: 0, op: 60, st: 0, transform: transform, extra: #""refId":"\#(reference)""#)
    }

    /// A mask (`masksProperties` entry) from a closed polygon.
    static func mask(_ points: [(Double, Double)], mode: String = "a", inverted: Bool = false, opacity: Double = 100) -> String {
        #"{"mode":"\#(mode)","inv":\#(inverted),"pt":{"a":0,"k":\#(bezier(points, closed: true))},"o":\#(k(opacity)),"x":\#(k(0))}"#
    }

    // MARK: Shapes

    /// A shape group with its transform.
    static func group(_ name: String, _ items: [String], position: String = k([0, 0]), opacity: String = k(100)) -> String {
        let tr = #"{"ty":"tr","p":\#(position),"a":\#(k([0, 0])),"s":\#(k([100, 100])),"r":\#(k(0)),"o":\#(opacity),"sk":\#(k(0)),"sa":\#(k(0))}"#
        return #"{"ty":"gr","nm":"\#(name)","it":[\#((items + [tr]).joined(separator: ","))]}"#
    }

    /// A rectangle centred on `center`.
    static func rect(_ name: String = "Rectangle 1", center: [Double], size: [Double]) -> String {
        #"{"ty":"rc","nm":"\#(name)","d":1,"p":\#(k(center)),"s":\#(k(size)),"r":\#(k(0))}"#
    }

    /// An ellipse centred on `center`.
    static func ellipse(_ name: String = "Ellipse 1", center: [Double], size: [Double]) -> String {
        #"{"ty":"el","nm":"\#(name)","d":1,"p":\#(k(center)),"s":\#(k(size))}"#
    }

    /// A free path through `points` with straight segments.
    static func path(_ points: [(Double, Double)], name: String = "Path 1", closed: Bool = true) -> String {
        #"{"ty":"sh","nm":"\#(name)","ks":{"a":0,"k":\#(bezier(points, closed: closed))}}"#
    }

    /// A solid fill; `color` is r, g, b in 0...1.
    static func fill(_ color: [Double], name: String = "Fill 1", opacity: String = k(100)) -> String {
        #"{"ty":"fl","nm":"\#(name)","c":\#(k(color + [1])),"o":\#(opacity),"r":1}"#
    }

    /// A solid stroke with butt caps and miter joins.
    static func stroke(_ color: [Double], name: String = "Stroke 1", width: Double) -> String {
        #"{"ty":"st","nm":"\#(name)","c":\#(k(color + [1])),"o":\#(k(100)),"w":\#(k(width)),"lc":1,"lj":1,"ml":4}"#
    }

    /// A linear gradient fill from `start` to `end` with colour data `stops` (offset, r, g, b
    /// per stop).
    static func gradientFill(_ name: String = "Gradient Fill 1", start: [Double], end: [Double], stops: [Double]) -> String {
        #"{"ty":"gf","nm":"\#(name)","o":\#(k(100)),"r":1,"t":1,"s":\#(k(start)),"e":\#(k(end)),"g":{"p":\#(stops.count / 4),"k":\#(k(stops))}}"#
    }

    private static func bezier(_ points: [(Double, Double)], closed: Bool) -> String {
        let v = points.map { [$0.0, $0.1] }
        let zeros = Array(repeating: [0.0, 0.0], count: points.count)
        return #"{"c":\#(closed),"v":\#(v),"i":\#(zeros),"o":\#(zeros)}"#
    }

    // MARK: Animations

    /// A whole animation (30 fps) with precomp assets as `(id, layers)`.
    static func animation(width: Double = 100, height: Double = 100, op: Double = 60, layers: [String],
                          precomps: [(id: String, layers: [String])] = [], images: [String] = []) -> String {
        let assets = precomps.map { #"{"id":"\#($0.id)","layers":[\#($0.layers.joined(separator: ","))]}"# } + images
        return #"{"v":"5.7.0","fr":30,"ip":0,"op":\#(op),"w":\#(width),"h":\#(height),"nm":"fixture","ddd":0,"assets":[\#(assets.joined(separator: ","))],"layers":[\#(layers.joined(separator: ","))]}"#
    }

    /// Loads JSON text.
    static func load(_ json: String) throws -> LottieAnimation { try LottieAnimation.load(string: json) }

    /// The scene most tests share (100 × 100, frames 0...60), top-most first:
    /// - `Badge`: a red circle of radius 10 at (75, 25) in group `Circle`;
    /// - `Card.png` (a name with a dot): group `Box`, a 40 × 40 square centred at (50, 50),
    ///   blue fill under a black 4-wide stroke;
    /// - `Precomp` (precomp `inner`, starting at frame 10): layer `Inner` with group `Dot`, a
    ///   green circle of radius 10 at (20, 80) whose fill opacity animates 0 → 100 over the
    ///   precomp's frames 0...40.
    static let sceneJSON = animation(
        layers: [
            shapeLayer("Badge", index: 1, shapes: [group("Circle", [ellipse(center: [75, 25], size: [20, 20]), fill([1, 0, 0])])]),
            shapeLayer("Card.png", index: 2, shapes: [group("Box", [
                rect(center: [50, 50], size: [40, 40]), stroke([0, 0, 0], width: 4), fill([0, 0, 1]),
            ])]),
            precompLayer("Precomp", index: 3, reference: "inner", st: 10),
        ],
        precomps: [(id: "inner", layers: [
            shapeLayer("Inner", index: 1, shapes: [group("Dot", [
                ellipse(center: [20, 80], size: [20, 20]),
                fill([0, 1, 0], opacity: keyframes([(0, [0]), (40, [100])])),
            ])], ip: -100, op: 200),
        ])])

    /// The shared scene.
    static func scene() throws -> LottieAnimation { try load(sceneJSON) }

    // MARK: Rendering

    /// Renders a frame at the composition's size on a transparent canvas.
    static func render(_ renderer: LottieRenderer, frame: Double) -> Bitmap? {
        guard let canvas = CairoImageCanvas(width: Int(renderer.animation.width), height: Int(renderer.animation.height)) else {
            return nil
        }
        renderer.render(frame: frame, into: canvas)
        return canvas.makeBitmap()
    }

    /// The pixels whose colour differs by more than `tolerance` (0...1 per channel).
    static func changedPixels(_ a: Bitmap, _ b: Bitmap, tolerance: Double = 2.0 / 255) -> Set<Pixel> {
        var changed = Set<Pixel>()
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let i = (y * a.width + x) * 4
                for c in 0..<4 where abs(Double(a.pixels[i + c]) - Double(b.pixels[i + c])) / 255 > tolerance {
                    changed.insert(Pixel(x: x, y: y))
                    break
                }
            }
        }
        return changed
    }

    /// A pixel position.
    struct Pixel: Hashable {
        var x: Int
        var y: Int
    }
}
