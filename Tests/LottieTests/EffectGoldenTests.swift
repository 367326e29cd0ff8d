import Foundation
import Graphics
import GoldenTesting
import Testing
@testable import Lottie

private typealias S = EffectScene

/// A little still life that shows what each effect does: a warm square, a cool disc and a
/// grey bar, from dark to light.
private let stillLife = [
    S.ellipse(center: Point(x: 62, y: 58), size: Size(width: 44, height: 44), color: S.rgba(0.15, 0.45, 0.95)),
    S.rectangle(center: Point(x: 38, y: 38), size: Size(width: 40, height: 40), color: S.rgba(0.95, 0.55, 0.1)),
    S.rectangle(center: Point(x: 20, y: 86), size: Size(width: 20, height: 12), color: S.rgba(0.1, 0.1, 0.1)),
    S.rectangle(center: Point(x: 40, y: 86), size: Size(width: 20, height: 12), color: S.rgba(0.4, 0.4, 0.4)),
    S.rectangle(center: Point(x: 60, y: 86), size: Size(width: 20, height: 12), color: S.rgba(0.7, 0.7, 0.7)),
    S.rectangle(center: Point(x: 80, y: 86), size: Size(width: 20, height: 12), color: S.rgba(1, 1, 1)),
]

/// Goldens of the effects, one per effect or style, each looked at when recorded: 100 × 100
/// renders of small authored animations.
@Suite("Layer effects: goldens")
struct EffectGoldenTests {
    private func check(_ name: String, effects: [String] = [], styles: [String] = [], masks: [String] = [],
                       shapes: [String] = stillLife, pixels: Int = 100) throws {
        let image = try S.render(S.animation([S.shapeLayer(shapes, effects: effects, styles: styles, masks: masks)]), pixels: pixels)
        try GoldenImage.check(image, named: name)
    }

    @Test func dropShadow() throws {
        try check("effect-drop-shadow", effects: [S.dropShadow(color: S.rgba(0.2, 0, 0.3), opacity: 180, direction: 135, distance: 6, softness: 16)])
    }

    @Test func dropShadowStyle() throws {
        try check("style-drop-shadow", styles: [S.shadowStyle(angle: 120, distance: 6, size: 8, opacity: 80)])
    }

    @Test func fill() throws {
        try check("effect-fill", effects: [S.fill(color: S.value(S.rgba(0.1, 0.6, 0.3)), opacity: S.value("0.8"))])
    }

    @Test func tint() throws {
        try check("effect-tint", effects: [S.tint(black: S.rgba(0.1, 0.0, 0.3), white: S.rgba(1, 0.9, 0.4), amount: 100)])
    }

    @Test func tritone() throws {
        try check("effect-tritone", effects: [S.tritone(highlights: S.rgba(1, 0.95, 0.8), midtones: S.rgba(0.8, 0.3, 0.3),
                                                        shadows: S.rgba(0.1, 0.05, 0.2))])
    }

    @Test func gaussianBlur() throws {
        try check("effect-gaussian-blur", effects: [S.gaussianBlur(blurriness: 8)])
    }

    @Test func horizontalBlur() throws {
        try check("effect-gaussian-blur-horizontal", effects: [S.gaussianBlur(blurriness: 12, dimensions: 2)])
    }

    @Test func strokeEffect() throws {
        // A circle mask (mode none) stroked over the layer as dots from 10 % to 90 %.
        let k = 0.5523 * 30
        let circle = #"{"mode":"n","pt":{"a":0,"k":{"c":true,"v":[[50,20],[80,50],[50,80],[20,50]],"i":[[\#(-k),0],[0,\#(-k)],[\#(k),0],[0,\#(k)]],"o":[[\#(k),0],[0,\#(k)],[\#(-k),0],[0,\#(-k)]]}},"o":\#(S.value("100")),"x":\#(S.value("0"))}"#
        try check("effect-stroke", effects: [
            S.stroke(mask: 1, color: S.rgba(0.9, 0.1, 0.4), brushSize: 3, start: 10, end: 90, spacing: 150, paintStyle: 1),
        ], masks: [circle])
    }

    @Test func maskFeather() throws {
        try check("mask-feather", masks: [
            S.rectangleMask(Rect(x: 20, y: 20, width: 60, height: 60), feather: S.value("[16,16]")),
        ])
    }
}
