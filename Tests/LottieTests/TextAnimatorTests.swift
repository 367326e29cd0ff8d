import Foundation
import Graphics
import Testing
@testable import Lottie

/// Text animators and range selectors on authored files (rectangle glyphs, see
/// `TextTestFile`), checked against values computed by hand from lottie-web's rules.
@Suite("Text animators: range selectors and per-letter properties")
struct TextAnimatorTests {
    private func letters(_ text: String, animators: String, grouping: Int = 1) throws -> [TextLetterStyle] {
        let json = TextTestFile.animation(document: TextTestFile.document(text), animators: animators, grouping: grouping)
        let layer = try #require(TextTestFile.textLayer(try TextTestFile.renderer(json)))
        return layer.renderLayer.letters
    }

    private func opacities(_ letters: [TextLetterStyle]) -> [Double] {
        letters.map { ($0.opacity * 1000).rounded() / 1000 }
    }

    @Test func selectorOverCharactersCountsSpaces() throws {
        // 8 characters; 0...50 % is characters 0..<4: "AB A" fade out, the rest stays.
        let l = try letters("AB AB AB", animators: TextTestFile.opacityAnimator(opacity: 0, start: 0, end: 50, basis: 1))
        #expect(opacities(l) == [0, 0, 0, 1, 1, 1])
    }

    @Test func selectorOverWordsSelectsWholeWords() throws {
        // 3 words; 0...50 % is 1.5 words: the first fully, the second half-way.
        let l = try letters("AB AB AB", animators: TextTestFile.opacityAnimator(opacity: 0, start: 0, end: 50, basis: 3))
        #expect(opacities(l) == [0, 0, 0.5, 0.5, 1, 1])
    }

    @Test func selectorInIndexUnits() throws {
        let l = try letters("ABAB", animators: TextTestFile.opacityAnimator(opacity: 0, start: 1, end: 3, units: 2))
        #expect(opacities(l) == [1, 0, 0, 1])
    }

    @Test func rampUpShapeGrowsAcrossTheRange() throws {
        // Strength 0.5/4 + i/4 for i = 0...3: 0.125, 0.375, 0.625, 0.875.
        let l = try letters("AAAA", animators: TextTestFile.opacityAnimator(opacity: 0, start: 0, end: 100, shape: 2))
        #expect(opacities(l) == [0.875, 0.625, 0.375, 0.125])
    }

    @Test func partialStrengthScalesTheTargetOpacityToo() throws {
        // Amount 50 %: strength 0.5 on every letter. Opacity 50 % gives lottie-web's
        // 1 + (0.5 × 0.5 − 1) × 0.5 = 0.625, not half-way (0.75).
        let animator = TextTestFile.opacityAnimator(opacity: 50, start: 0, end: 100)
            .replacingOccurrences(of: #""a":{"a":0,"k":100}"#, with: #""a":{"a":0,"k":50}"#)
        #expect(opacities(try letters("AB", animators: animator)) == [0.625, 0.625])
        // Full strength reaches the animator's opacity.
        #expect(opacities(try letters("AB", animators: TextTestFile.opacityAnimator(opacity: 50, start: 0, end: 100))) == [0.5, 0.5])
    }

    @Test func positionAndTrackingMoveLetters() throws {
        let animator = #"{"nm":"Move","s":{"t":0,"a":{"a":0,"k":100},"b":1,"rn":0,"sh":1,"r":1,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0}},"a":{"p":{"a":0,"k":[10,-5,0]},"t":{"a":0,"k":100}}}"#
        let l = try letters("AB", animators: animator)
        // Position (10, −5) on both; tracking 100/1000 em = 5 units before the second letter.
        #expect(l[0].isPlaced(at: Rect(x: 12.5, y: -40, width: 25, height: 35)))
        #expect(l[1].isPlaced(at: Rect(x: 30 + 5 + 12.5, y: -40, width: 15, height: 35)))
    }

    @Test func rotationTurnsEachLetterAboutItsCentre() throws {
        let animator = #"{"nm":"Turn","s":{"t":0,"a":{"a":0,"k":100},"b":1,"rn":0,"sh":1,"r":1,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0}},"a":{"r":{"a":0,"k":90}}}"#
        let l = try letters("A", animators: animator)
        // Box x −12.5...12.5, y −35...0 about (15, 0), turned 90° clockwise: x 15...50, y −12.5...12.5.
        let b = l[0].placedBounds
        #expect(abs(b.minX - 15) < 1e-9 && abs(b.maxX - 50) < 1e-9 && abs(b.minY + 12.5) < 1e-9 && abs(b.maxY - 12.5) < 1e-9)
    }

    @Test func fillColorAndScaleFollowTheStrength() throws {
        let animator = #"{"nm":"Paint","s":{"t":0,"a":{"a":0,"k":50},"b":1,"rn":0,"sh":1,"r":1,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0}},"a":{"fc":{"a":0,"k":[0,0,1,1]},"s":{"a":0,"k":[300,100,100]}}}"#
        let l = try letters("A", animators: animator)
        // Amount 50 %: half-way from red to blue; x scale 1 + (3 − 1) × 0.5 = 2 about the centre.
        #expect(l[0].fill == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(l[0].isPlaced(at: Rect(x: -10, y: -35, width: 50, height: 35)))
    }

    @Test func animatedSelectorChangesWithTime() throws {
        let animator = #"{"nm":"Reveal","s":{"t":0,"a":{"a":0,"k":100},"b":1,"rn":0,"sh":1,"r":1,"s":{"a":0,"k":0},"e":{"a":1,"k":[{"t":0,"s":[0],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":10,"s":[100]}]},"o":{"a":0,"k":0}},"a":{"o":{"a":0,"k":0}}}"#
        let json = TextTestFile.animation(document: TextTestFile.document("AAAA"), animators: animator)
        let renderer = try TextTestFile.renderer(json)
        let start = try #require(TextTestFile.textLayer(renderer, frame: 0))
        #expect(opacities(start.renderLayer.letters) == [1, 1, 1, 1])
        let middle = try #require(TextTestFile.textLayer(renderer, frame: 5))
        #expect(opacities(middle.renderLayer.letters) == [0, 0, 1, 1])
    }

    @Test func randomizedOrderSelectsAFixedShuffleOfTheUnits() throws {
        // Half of 6 characters selected: 3 letters fade, which ones depends on the shuffle,
        // always the same ones.
        let animator = TextTestFile.opacityAnimator(opacity: 0, start: 0, end: 50).replacingOccurrences(of: #""rn":0"#, with: #""rn":1"#)
        let first = opacities(try letters("AAAAAA", animators: animator))
        #expect(first.filter { $0 == 0 }.count == 3 && first.filter { $0 == 1 }.count == 3)
        #expect(opacities(try letters("AAAAAA", animators: animator)) == first)
        #expect(Set(TextLetterStyler.shuffledOrder(6)) == Set(0..<6))
    }

    @Test func hueSaturationAndBrightnessAdjustments() {
        let red = Color(red: 1, green: 0, blue: 0)
        let green = red.adjustingHSB(hue: 1.0 / 3)
        #expect(abs(green.red) < 1e-9 && abs(green.green - 1) < 1e-9 && abs(green.blue) < 1e-9)
        #expect(red.adjustingHSB(saturation: -1) == Color(red: 1, green: 1, blue: 1))
        #expect(red.adjustingHSB(brightness: -0.5) == Color(red: 0.5, green: 0, blue: 0))
        #expect(red.blendedRGB(toward: Color(red: 0, green: 0, blue: 1, alpha: 0.2), by: 0.25) == Color(red: 0.75, green: 0, blue: 0.25))
    }
}
