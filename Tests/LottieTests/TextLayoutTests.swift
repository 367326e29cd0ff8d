import Foundation
import Graphics
import Testing
@testable import Lottie

/// Layout rules on authored files whose glyphs are rectangles (see `TextTestFile`): at size 50
/// `A` advances 30 (box x 2.5...27.5, y −35...0), `B` advances 20 (box 2.5...17.5), space 12.5.
@Suite("Text layout: alignment, tracking, line height, boxes")
struct TextLayoutTests {
    private func letters(_ document: String, animators: String = "", grouping: Int = 1) throws -> [TextLetterStyle] {
        let renderer = try TextTestFile.renderer(TextTestFile.animation(document: document, animators: animators, grouping: grouping))
        let layer = try #require(TextTestFile.textLayer(renderer))
        return layer.renderLayer.letters
    }

    private func expectBounds(_ letter: TextLetterStyle, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let b = letter.placedBounds
        #expect(abs(b.minX - x0) < 1e-6 && abs(b.minY - y0) < 1e-6 && abs(b.maxX - x1) < 1e-6 && abs(b.maxY - y1) < 1e-6,
                "bounds \(b) expected (\(x0), \(y0))-(\(x1), \(y1))", sourceLocation: sourceLocation)
    }

    @Test func leftAlignedPointTextStartsAtTheOriginOnTheBaseline() throws {
        let l = try letters(TextTestFile.document("AB"))
        try #require(l.count == 2)
        expectBounds(l[0], 2.5, -35, 27.5, 0)
        expectBounds(l[1], 32.5, -35, 47.5, 0)
        #expect(l[0].fill == Color(red: 1, green: 0, blue: 0))
    }

    @Test func centredAndRightAlignedLinesAroundTheOrigin() throws {
        let centred = try letters(TextTestFile.document("AB", justification: 2))
        expectBounds(centred[0], -22.5, -35, 2.5, 0)
        expectBounds(centred[1], 7.5, -35, 22.5, 0)
        let right = try letters(TextTestFile.document("AB", justification: 1))
        expectBounds(right[0], -47.5, -35, -22.5, 0)
        expectBounds(right[1], -17.5, -35, -2.5, 0)
    }

    @Test func trackingAddsThousandthsOfAnEmBetweenCharacters() throws {
        // tr 100 at size 50: 5 units after each character; the last one does not widen the line.
        let left = try letters(TextTestFile.document("AB", tracking: 100))
        expectBounds(left[1], 37.5, -35, 52.5, 0)
        let centred = try letters(TextTestFile.document("AB", justification: 2, tracking: 100))
        expectBounds(centred[0], -25, -35, 0, 0)
        expectBounds(centred[1], 10, -35, 25, 0)
    }

    /// Lines after the first sit one more unit down: lottie-web adds 1 to the vertical position at
    /// the first line break (`TextAnimatorProperty.getMeasures`, `SVGTextElement.buildNewText`).
    @Test func lineHeightSeparatesBaselines() throws {
        let l = try letters(TextTestFile.document("A\rB\rB", lineHeight: 80))
        expectBounds(l[0], 2.5, -35, 27.5, 0)
        expectBounds(l[1], 2.5, 46, 17.5, 81)
        expectBounds(l[2], 2.5, 126, 17.5, 161)
        // No line height: 1.2 × the size.
        let byDefault = try letters(TextTestFile.document("A\nB", lineHeight: 0))
        expectBounds(byDefault[1], 2.5, 26, 17.5, 61)
    }

    @Test func baselineShiftMovesTextUp() throws {
        let l = try letters(TextTestFile.document("A", extra: #","ls":10"#))
        expectBounds(l[0], 2.5, -45, 27.5, -10)
    }

    @Test func paragraphBoxWrapsAtSpacesBelowItsTopByTheAscent() throws {
        // Box 70 wide at (10, 20): "AB AB AB" is 3 lines of "AB"; the first baseline is at
        // 20 + ascent (70 % of 50) = 55, then every 60 (one more below the first line).
        let l = try letters(TextTestFile.document("AB AB AB", extra: #","sz":[70,300],"ps":[10,20]"#))
        try #require(l.count == 6)
        expectBounds(l[0], 12.5, 20, 37.5, 55)
        expectBounds(l[1], 42.5, 20, 57.5, 55)
        expectBounds(l[2], 12.5, 81, 37.5, 116)
        expectBounds(l[4], 12.5, 141, 37.5, 176)
        // Centred in the box: (70 − 50) / 2 = 10 from its left edge.
        let centred = try letters(TextTestFile.document("AB AB AB", justification: 2, extra: #","sz":[70,300],"ps":[10,20]"#))
        expectBounds(centred[0], 22.5, 20, 47.5, 55)
    }

    @Test func wordsLongerThanTheBoxBreakBeforeTheOverflowingCharacter() throws {
        let l = try letters(TextTestFile.document("AAA", extra: #","sz":[70,300],"ps":[0,0]"#))
        try #require(l.count == 3)
        expectBounds(l[1], 32.5, 0, 57.5, 35)
        expectBounds(l[2], 2.5, 61, 27.5, 96)
    }

    @Test func justifiedBoxLinesSpreadOverTheirSpaces() throws {
        // "AB A" fits 100 (line 62.5 + 30 = 92.5 wide), then "B": mode 3 justifies the first
        // line to 100 (7.5 extra in its single space) and leaves the last one left-aligned.
        let l = try letters(TextTestFile.document("AB A B", justification: 3, extra: #","sz":[100,300],"ps":[0,0]"#))
        try #require(l.count == 4)
        expectBounds(l[2], 62.5 + 7.5 + 2.5, 0, 62.5 + 7.5 + 27.5, 35)
        expectBounds(l[3], 2.5, 61, 17.5, 96)
    }

    /// Modes 4, 5 and 6 name a right-aligned, centred or stretched last line, but lottie-ios draws
    /// every justified mode with Core Text's justified alignment, whose last line is left-aligned
    /// and not stretched (lottie-web leaves all lines of these modes left-aligned). "AB A B A" in
    /// a box 100 wide: "AB A" (92.5) is stretched to 100 as in mode 3; the last line "B A"
    /// (62.5 wide) starts at the box's left edge with its space unstretched, A at 20 + 12.5.
    @Test func justifiedModesLeaveTheLastLineLeftAlignedAndUnstretched() throws {
        for mode in 4...6 {
            let l = try letters(TextTestFile.document("AB A B A", justification: mode, extra: #","sz":[100,300],"ps":[0,0]"#))
            try #require(l.count == 5)
            expectBounds(l[2], 62.5 + 7.5 + 2.5, 0, 62.5 + 7.5 + 27.5, 35)
            expectBounds(l[3], 2.5, 61, 17.5, 96)
            expectBounds(l[4], 32.5 + 2.5, 61, 32.5 + 27.5, 96)
        }
    }

    @Test func allCapsUppercasesTheText() throws {
        let renderer = try TextTestFile.renderer(TextTestFile.animation(document: TextTestFile.document("ab", extra: #","ca":1"#)))
        let layer = try #require(TextTestFile.textLayer(renderer))
        #expect(layer.currentLayout?.letters.map(\.character) == ["A", "B"])
        #expect(layer.renderLayer.letters.count == 2)
    }

    @Test func capsThatChangeTheCharacterCountDoNotBreakLayout() throws {
        // "ß" upper-cases to "SS": two characters the Box font lacks (drawn from the fallback).
        let renderer = try TextTestFile.renderer(TextTestFile.animation(document: TextTestFile.document("aß", extra: #","ca":1"#)))
        let layer = try #require(TextTestFile.textLayer(renderer))
        #expect(layer.currentLayout?.letters.map(\.character) == ["A", "S", "S"])
        let small = try TextTestFile.renderer(TextTestFile.animation(document: TextTestFile.document("aA", extra: #","ca":2"#)))
        let smallLayer = try #require(TextTestFile.textLayer(small))
        // Small capitals: the lower-case a becomes an A at 70 % (advance 30 × 0.7 = 21).
        #expect(smallLayer.currentLayout?.letters.map(\.advance) == [21, 30])
    }

    /// The text layer of `document` following a mask path through `vertices`.
    private func lettersOnPath(_ document: String, vertices: String, firstMargin: Double) throws -> [TextLetterStyle] {
        let mask = #""masksProperties":[{"mode":"n","inv":false,"pt":{"a":0,"k":{"i":[[0,0],[0,0]],"o":[[0,0],[0,0]],"v":\#(vertices),"c":false}},"o":{"a":0,"k":100},"x":{"a":0,"k":0}}],"#
        let options = #""p":{"m":0,"f":{"a":0,"k":\#(firstMargin)},"l":{"a":0,"k":0},"r":{"a":0,"k":0},"a":{"a":0,"k":0},"p":{"a":0,"k":1}}"#
        let json = TextTestFile.animation(document: document)
            .replacingOccurrences(of: #""ks":{"#, with: mask + #""ks":{"#)
            .replacingOccurrences(of: #""p":{},"m""#, with: options + #","m""#)
        let layer = try #require(TextTestFile.textLayer(try TextTestFile.renderer(json)))
        return layer.renderLayer.letters
    }

    @Test func textFollowsAMaskPathFromItsFirstMargin() throws {
        // Along a horizontal line: A's centre (15) lands 10 along it.
        let flat = try lettersOnPath(TextTestFile.document("AB"), vertices: "[[0,0],[200,0]]", firstMargin: 10)
        expectBounds(flat[0], 12.5, -35, 37.5, 0)
        expectBounds(flat[1], 42.5, -35, 57.5, 0)
        // Down a vertical line, letters turn 90° with the path: A's centre at (0, 25).
        let down = try lettersOnPath(TextTestFile.document("AB"), vertices: "[[0,0],[0,200]]", firstMargin: 10)
        expectBounds(down[0], 0, 12.5, 35, 37.5)
    }
}
