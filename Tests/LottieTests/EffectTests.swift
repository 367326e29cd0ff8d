import Foundation
import Graphics
import Testing
@testable import Lottie

/// The normal distribution's cumulative function: the coverage a Gaussian blur of a straight
/// edge leaves at `distance` deviations inside it.
private func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.squareRoot())) }

/// The coverage a Gaussian blur of deviation `sigma` leaves at the centre of pixel (x, y) of
/// an opaque rectangle.
private func blurredCoverage(_ rect: Rect, sigma: Double, x: Int, y: Int) -> Double {
    let cx = Double(x) + 0.5, cy = Double(y) + 0.5
    return (phi((rect.maxX - cx) / sigma) - phi((rect.minX - cx) / sigma))
        * (phi((rect.maxY - cy) / sigma) - phi((rect.minY - cy) / sigma))
}

private typealias S = EffectScene

/// A 40 × 40 box centred in the 100 × 100 composition (30...70 on both axes).
private func box(_ color: String, center: Point = Point(x: 50, y: 50), size: Double = 40) -> String {
    S.rectangle(center: center, size: Size(width: size, height: size), color: color)
}

@Suite("Layer effects: numbers")
struct EffectTests {
    // MARK: Fill

    @Test("Fill replaces the colour and keeps the alpha, scaled by its opacity")
    func fillKeepsAlpha() throws {
        let disc = S.ellipse(center: Point(x: 50, y: 50), size: Size(width: 50, height: 50), color: S.rgba(0.9, 0.2, 0.1))
        let plain = try S.render(S.animation([S.shapeLayer([disc])]))
        let filled = try S.render(S.animation([S.shapeLayer([disc], effects: [S.fill(color: S.value(S.rgba(0, 1, 0)))])]))
        let half = try S.render(S.animation([S.shapeLayer([disc], effects: [
            S.fill(color: S.value(S.rgba(0, 0, 1)), opacity: S.value("0.5")),
        ])]))
        var checked = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let a = plain.alphaFraction(x, y)
                #expect(abs(filled.alphaFraction(x, y) - a) <= 1.0 / 255)
                #expect(abs(half.alphaFraction(x, y) - a / 2) <= 1.0 / 255)
                if a > 0.5 {
                    #expect(close(Array(filled.bytes(x, y).prefix(3)), [0, 255, 0]))
                    checked += 1
                }
            }
        }
        #expect(checked > 1500)
        #expect(half.bytes(50, 50) == [0, 0, 255, 128])
    }

    @Test("Fill colour is animatable; a static effect costs nothing on later frames")
    func animatedFill() throws {
        let color = S.animated([(0, S.rgba(1, 0, 0)), (10, S.rgba(0, 0, 1))])
        let renderer = LottieRenderer(animation: try S.animation([S.shapeLayer([box(S.rgba(1, 1, 1))], effects: [S.fill(color: color)])]))
        #expect(try S.render(renderer, frame: 0).bytes(50, 50) == [255, 0, 0, 255])
        #expect(close(try S.render(renderer, frame: 5).bytes(50, 50), [128, 0, 128, 255], 1))
        #expect(try S.render(renderer, frame: 10).bytes(50, 50) == [0, 0, 255, 255])
        // After the last keyframe nothing changes any more.
        renderer.update(frame: 20)
        renderer.statistics.reset()
        renderer.update(frame: 30)
        #expect(renderer.statistics.nodesUpdated == 0)
        renderer.update(frame: 5)
        #expect(renderer.statistics.nodesUpdated == 1)
    }

    // MARK: Tint

    @Test("Tint at 100 % maps a grey level between its two colours (lottie-web's linear-light average)")
    func tint() throws {
        let black = S.rgba(1, 0, 0), white = S.rgba(0, 0, 1)
        let grey = try S.render(S.animation([S.shapeLayer([box(S.rgba(0.5, 0.5, 0.5))], effects: [S.tint(black: black, white: white, amount: 100)])]))
        // Mid-grey stays 0.5 through linear light and back: halfway from red to blue.
        #expect(close(grey.bytes(50, 50), [128, 0, 128, 255], 1))
        // Pure red: linear average 1/3, back to sRGB 1.055·(1/3)^(1/2.4) − 0.055 = 0.6125.
        let red = try S.render(S.animation([S.shapeLayer([box(S.rgba(1, 0, 0))], effects: [S.tint(black: black, white: white, amount: 100)])]))
        #expect(close(red.bytes(50, 50), [99, 0, 156, 255], 1))
    }

    @Test("Tint below 100 % draws the tinted layer, faded, over the original")
    func partialTint() throws {
        let image = try S.render(S.animation([S.shapeLayer([box(S.rgba(0.5, 0.5, 0.5))], effects: [
            S.tint(black: S.rgba(1, 0, 0), white: S.rgba(0, 0, 1), amount: 50),
        ])]))
        // (0.5, 0, 0.5) at half opacity over (0.5, 0.5, 0.5).
        #expect(close(image.bytes(50, 50), [128, 64, 128, 255], 1))
    }

    // MARK: Tritone

    @Test("Tritone maps black, mid-grey and white to shadows, midtones and highlights, linearly between")
    func tritone() throws {
        let shapes = [
            box(S.rgba(0, 0, 0), center: Point(x: 20, y: 20), size: 20), box(S.rgba(0.5, 0.5, 0.5), center: Point(x: 50, y: 20), size: 20),
            box(S.rgba(1, 1, 1), center: Point(x: 80, y: 20), size: 20), box(S.rgba(0.25, 0.25, 0.25), center: Point(x: 20, y: 60), size: 20),
        ]
        let image = try S.render(S.animation([S.shapeLayer(shapes, effects: [
            S.tritone(highlights: S.rgba(1, 0, 0), midtones: S.rgba(0, 1, 0), shadows: S.rgba(0, 0, 1)),
        ])]))
        #expect(close(image.bytes(20, 20), [0, 0, 255, 255], 1))
        #expect(close(image.bytes(50, 20), [0, 255, 0, 255], 1))
        #expect(close(image.bytes(80, 20), [255, 0, 0, 255], 1))
        // Grey 0.25 is halfway from shadows to midtones.
        #expect(close(image.bytes(20, 60), [0, 128, 128, 255], 1))
        #expect(image.alphaFraction(50, 60) == 0)
    }

    // MARK: Drop shadow

    @Test("Drop shadow: direction clockwise from up, distance, opacity out of 255")
    func dropShadowGeometry() throws {
        let white = box(S.rgba(1, 1, 1))
        let down = try S.render(S.animation([S.shapeLayer([white], effects: [S.dropShadow(direction: 180, distance: 10)])]))
        #expect(down.bytes(50, 75) == [0, 0, 0, 255])
        #expect(down.bytes(50, 60) == [255, 255, 255, 255])
        #expect(down.alphaFraction(50, 82) == 0)
        #expect(down.alphaFraction(75, 50) == 0)
        let right = try S.render(S.animation([S.shapeLayer([white], effects: [S.dropShadow(opacity: 127.5, direction: 90, distance: 10)])]))
        #expect(close(right.bytes(75, 50), [0, 0, 0, 128], 1))
        #expect(right.alphaFraction(50, 75) == 0)
    }

    @Test("Drop shadow softness is a Gaussian of softness / 4 (lottie-web)")
    func dropShadowSoftness() throws {
        let image = try S.render(S.animation([S.shapeLayer([box(S.rgba(1, 1, 1))], effects: [
            S.dropShadow(direction: 180, distance: 10, softness: 40),
        ])]))
        // The shadow is the box moved to 30...70 × 40...80, blurred with a deviation of 10.
        let shadow = Rect(x: 30, y: 40, width: 40, height: 40)
        for y in [72, 79, 83, 88, 95] {
            let expected = blurredCoverage(shadow, sigma: 10, x: 50, y: y)
            #expect(abs(image.alphaFraction(50, y) - expected) < 0.03, "y \(y): \(image.alphaFraction(50, y)) vs \(expected)")
        }
    }

    @Test("Drop shadow sizes scale with the output and turn with the layer")
    func dropShadowFollowsTransforms() throws {
        let white = box(S.rgba(1, 1, 1))
        // Half-size output: the 10-unit offset is 5 pixels.
        let small = try S.render(S.animation([S.shapeLayer([white], effects: [S.dropShadow(direction: 90, distance: 10)])]), pixels: 50)
        #expect(small.bytes(37, 25) == [0, 0, 0, 255])
        #expect(small.alphaFraction(41, 25) == 0)
        // A layer turned a quarter clockwise casts its "rightward" shadow downwards.
        let turned = try S.render(S.animation([S.shapeLayer([white], effects: [S.dropShadow(direction: 90, distance: 10)],
                                                            position: Point(x: 50, y: 50), anchor: Point(x: 50, y: 50), rotation: 90)]))
        #expect(turned.bytes(50, 75) == [0, 0, 0, 255])
        #expect(turned.alphaFraction(75, 50) == 0)
    }

    @Test("Layer opacity fades the layer and its shadow as one")
    func opacityAfterEffects() throws {
        let image = try S.render(S.animation([S.shapeLayer([box(S.rgba(1, 1, 1))], effects: [S.dropShadow(direction: 90, distance: 10)],
                                                           opacity: 50)]))
        #expect(close(image.bytes(75, 50), [0, 0, 0, 128], 1))
        // Where the box covers its shadow, only the box shows, at half opacity.
        #expect(close(image.bytes(65, 50), [255, 255, 255, 128], 1))
    }

    // MARK: Drop shadow layer style

    @Test("Drop shadow style: light angle counter-clockwise from the right, shadow opposite, opacity in percent")
    func shadowStyle() throws {
        let white = box(S.rgba(1, 1, 1))
        let below = try S.render(S.animation([S.shapeLayer([white], styles: [S.shadowStyle(angle: 90, distance: 10, size: 0)])]))
        #expect(below.bytes(50, 75) == [0, 0, 0, 255])
        #expect(below.alphaFraction(75, 50) == 0)
        let left = try S.render(S.animation([S.shapeLayer([white], styles: [S.shadowStyle(angle: 0, distance: 10, size: 0, opacity: 50)])]))
        #expect(close(left.bytes(25, 50), [0, 0, 0, 128], 1))
        #expect(left.alphaFraction(75, 50) == 0)
        // Size 20 blurs with a deviation of 10 units.
        let soft = try S.render(S.animation([S.shapeLayer([white], styles: [S.shadowStyle(angle: 90, distance: 10, size: 20)])]))
        for y in [72, 79, 83, 88, 95] {
            let expected = blurredCoverage(Rect(x: 30, y: 40, width: 40, height: 40), sigma: 10, x: 50, y: y)
            #expect(abs(soft.alphaFraction(50, y) - expected) < 0.03, "y \(y): \(soft.alphaFraction(50, y)) vs \(expected)")
        }
    }

    @Test("Layer styles apply after the layer's transform: a half-size layer keeps a 10-unit shadow offset")
    func shadowStyleInCompositionSpace() throws {
        let image = try S.render(S.animation([S.shapeLayer([box(S.rgba(1, 1, 1))], styles: [S.shadowStyle(angle: 90, distance: 10, size: 0)],
                                                           position: Point(x: 50, y: 50), anchor: Point(x: 50, y: 50), scale: 50)]))
        // The box spans 40...60; its shadow 50...70.
        #expect(image.bytes(50, 58) == [255, 255, 255, 255])
        #expect(image.bytes(50, 67) == [0, 0, 0, 255])
        #expect(image.alphaFraction(50, 71) == 0)
    }

    // MARK: Gaussian blur

    @Test("Gaussian blur: a deviation of 0.3 × blurriness in layer units, at any output size")
    func gaussianBlur() throws {
        let animation = try S.animation([S.shapeLayer([box(S.rgba(0, 0, 0))], effects: [S.gaussianBlur(blurriness: 10)])])
        let image = try S.render(animation)
        for x in [66, 69, 70, 72] {
            let expected = phi((70 - (Double(x) + 0.5)) / 3)
            #expect(abs(image.alphaFraction(x, 50) - expected) < 0.03, "x \(x): \(image.alphaFraction(x, 50)) vs \(expected)")
        }
        // At twice the size the edge is twice as wide in pixels: the same in units.
        let large = try S.render(animation, pixels: 200)
        for x in [134, 139, 141, 145] {
            let expected = phi((70 - (Double(x) + 0.5) / 2) / 3)
            #expect(abs(large.alphaFraction(x, 100) - expected) < 0.03, "x \(x): \(large.alphaFraction(x, 100)) vs \(expected)")
        }
    }

    @Test("Gaussian blur in one dimension keeps the other edges sharp")
    func directionalBlur() throws {
        let horizontal = try S.render(S.animation([S.shapeLayer([box(S.rgba(0, 0, 0))], effects: [S.gaussianBlur(blurriness: 10, dimensions: 2)])]))
        #expect(abs(horizontal.alphaFraction(70, 50) - phi(-0.5 / 3)) < 0.03)
        #expect(horizontal.alphaFraction(50, 69) > 0.99)
        #expect(horizontal.alphaFraction(50, 70) < 0.01)
        let vertical = try S.render(S.animation([S.shapeLayer([box(S.rgba(0, 0, 0))], effects: [S.gaussianBlur(blurriness: 10, dimensions: 3)])]))
        #expect(abs(vertical.alphaFraction(50, 70) - phi(-0.5 / 3)) < 0.03)
        #expect(vertical.alphaFraction(69, 50) > 0.99)
        #expect(vertical.alphaFraction(70, 50) < 0.01)
    }

    // MARK: Stroke

    @Test("Stroke effect: the mask path stroked 2 × brush size wide, on the original, alone, or revealing it")
    func strokeEffect() throws {
        let blue = box(S.rgba(0, 0, 1))
        let path = S.rectangleMask(Rect(x: 20, y: 20, width: 60, height: 60), mode: "n")
        func render(_ style: Int, mask: String = path, start: Double = 0, end: Double = 100) throws -> Bitmap {
            try S.render(S.animation([S.shapeLayer([blue], effects: [
                S.stroke(mask: 1, color: S.rgba(1, 0, 0), brushSize: 2, start: start, end: end, paintStyle: style),
            ], masks: [mask])]))
        }
        let onOriginal = try render(1)
        #expect(onOriginal.bytes(50, 20) == [255, 0, 0, 255])
        #expect(onOriginal.bytes(50, 50) == [0, 0, 255, 255])
        #expect(onOriginal.alphaFraction(50, 25) == 0)  // 4 units wide: 18...22
        let alone = try render(2)
        #expect(alone.bytes(50, 20) == [255, 0, 0, 255])
        #expect(alone.alphaFraction(50, 50) == 0)
        // Revealing: only the box under the stroke shows (a path through the box).
        let through = S.rectangleMask(Rect(x: 40, y: 40, width: 20, height: 20), mode: "n")
        let reveal = try render(3, mask: through)
        #expect(reveal.bytes(50, 40) == [0, 0, 255, 255])
        #expect(reveal.alphaFraction(50, 50) == 0)
        // Start 0 to end 50 % of the outline: the top and right sides.
        let half = try render(2, end: 50)
        #expect(half.bytes(80, 50) == [255, 0, 0, 255])
        #expect(half.alphaFraction(50, 80) == 0)
        #expect(half.alphaFraction(20, 50) == 0)
    }

    // MARK: Mask feather

    @Test("Mask feather blurs the mask's edge with a deviation of 0.3 × feather, at any output size")
    func maskFeather() throws {
        let full = S.rectangle(center: Point(x: 50, y: 50), size: Size(width: 100, height: 100), color: S.rgba(0, 0, 0))
        let feathered = try S.animation([S.shapeLayer([full], masks: [
            S.rectangleMask(Rect(x: 30, y: 30, width: 40, height: 40), feather: S.value("[10,10]")),
        ])])
        let image = try S.render(feathered)
        #expect(image.alphaFraction(50, 50) > 0.99)
        for x in [66, 69, 70, 72] {
            let expected = phi((70 - (Double(x) + 0.5)) / 3)
            #expect(abs(image.alphaFraction(x, 50) - expected) < 0.03, "x \(x): \(image.alphaFraction(x, 50)) vs \(expected)")
        }
        let large = try S.render(feathered, pixels: 200)
        for x in [134, 139, 141, 145] {
            let expected = phi((70 - (Double(x) + 0.5) / 2) / 3)
            #expect(abs(large.alphaFraction(x, 100) - expected) < 0.03, "x \(x): \(large.alphaFraction(x, 100)) vs \(expected)")
        }
        // A horizontal-only feather leaves the top and bottom edges sharp.
        let sideways = try S.render(S.animation([S.shapeLayer([full], masks: [
            S.rectangleMask(Rect(x: 30, y: 30, width: 40, height: 40), feather: S.value("[10,0]")),
        ])]))
        #expect(abs(sideways.alphaFraction(70, 50) - phi(-0.5 / 3)) < 0.03)
        #expect(sideways.alphaFraction(50, 69) > 0.99 && sideways.alphaFraction(50, 70) < 0.01)
        // Without feather the edge is sharp.
        let sharp = try S.render(S.animation([S.shapeLayer([full], masks: [S.rectangleMask(Rect(x: 30, y: 30, width: 40, height: 40))])]))
        #expect(sharp.alphaFraction(69, 50) > 0.99 && sharp.alphaFraction(70, 50) < 0.01)
    }

    // MARK: What is not drawn

    @Test("Effects that are not drawn are reported and skipped; disabled effects and expression controls draw nothing")
    func unsupportedEffects() throws {
        let white = box(S.rgba(1, 1, 1))
        let plain = try S.render(S.animation([S.shapeLayer([white])]))
        let radialWipe = S.effect(26, "Radial Wipe", [S.parameter(0, "Transition Completion", S.value("50"))])
        let slider = S.effect(5, "Slider Control", [S.parameter(0, "Slider", S.value("3"))])
        let disabledShadow = S.dropShadow(direction: 90, distance: 10).replacingOccurrences(of: #""en":1"#, with: #""en":0"#)
        let glow = #"{"ty":3,"nm":"Outer Glow","c":\#(S.value(S.rgba(1, 1, 0))),"o":\#(S.value("75")),"s":\#(S.value("5"))}"#
        let animation = try S.animation([S.shapeLayer([white], effects: [radialWipe, slider, disabledShadow], styles: [glow])])
        let renderer = LottieRenderer(animation: animation)
        let image = try S.render(renderer)
        #expect(image.pixels == plain.pixels)
        let warnings = renderer.renderWarnings
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.kind == .unsupportedEffect })
        #expect(warnings.map(\.path) == ["ef[0]", "sy[0]"])
    }

    @Test("Mask feather is read and written with the mask (`f`)")
    func featherRoundTrip() throws {
        let animation = try S.animation([S.shapeLayer([], masks: [
            S.rectangleMask(Rect(x: 0, y: 0, width: 10, height: 10), feather: S.value("[4,6]")),
        ])])
        let feather = try #require(animation.layers.first?.masks.first?.feather)
        #expect(feather.initialValue == LottieVector3(4, 6))
        let again = try LottieAnimation.load(data: animation.jsonData())
        #expect(again.layers.first?.masks.first?.feather == feather)
    }
}
