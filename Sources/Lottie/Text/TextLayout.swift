import Graphics

/// The characters of a text document placed on lines, in the text layer's space (y down,
/// first baseline at y = 0 for point text), following lottie-web's `TextProperty`:
/// per-character advances plus tracking, paragraph boxes wrapped at spaces (or anywhere in
/// words longer than the box), lines aligned by the justification, and the anchor groups and
/// indices text animators use.
struct TextLayout {
    /// One character (or line break) of the laid-out text.
    struct Letter {
        /// The character; nil for a line break.
        var character: Character?
        /// The outline in the letter's space (baseline-left origin), already at the font size.
        var outline: BezierPath
        /// The advance, kerning with the next character included.
        var advance: Double
        /// The width of the anchor group (character, word or line) the letter belongs to.
        var groupWidth: Double
        /// The distance from the group's start to the letter's start.
        var offsetInGroup: Double
        /// The line the letter is on.
        var line: Int
        /// Extra horizontal offset that justification adds to the letter.
        var justificationShift: Double = 0
        /// For line breaks: whether wrapping made it (not the author).
        var isWrap = false

        /// Whether this is a line break.
        var isLineBreak: Bool { character == nil }
        /// Whether this is a space.
        var isSpace: Bool { character == " " }
    }

    /// The letters, line breaks included, in text order.
    var letters: [Letter] = []
    /// The width of each line (trailing spaces and tracking excluded).
    var lineWidths: [Double] = []
    /// The font size.
    var fontSize: Double = 0
    /// The tracking added after each character, in layer units.
    var tracking: Double = 0
    /// The distance between baselines.
    var lineHeight: Double = 0
    /// The document.
    var document = LottieTextDocument()
    /// How far below the top of a paragraph box the first baseline sits, at the document's
    /// size (see `TextFont.firstBaselineInBox`).
    var firstBaselineInBox: Double = 0

    /// Lays out `text` with the document's style and `font`.
    init(text: String, document: LottieTextDocument, font: TextFont, grouping: LottieTextGrouping) {
        self.document = document
        fontSize = max(document.fontSize, 0)
        tracking = document.tracking / 1000 * fontSize
        lineHeight = document.lineHeight != 0 ? document.lineHeight : fontSize * 1.2
        firstBaselineInBox = font.firstBaselineInBox * fontSize
        var glyphs = Self.shape(text, caps: document.caps, font: font, size: fontSize)
        if let box = document.boxSize { glyphs = Self.wrap(glyphs, width: box.width, tracking: tracking) }
        place(glyphs, grouping: grouping)
        if let box = document.boxSize { justify(boxWidth: box.width) }
    }

    /// A character with its outline and advance at the font size, before line breaking.
    struct ShapedCharacter {
        var character: Character?
        var outline: BezierPath
        var advance: Double
        /// For line breaks: whether wrapping made it (not the author).
        var isWrap = false
    }

    /// Outlines and advances (kerning included) of every character; line breaks (`\r`, `\n`,
    /// `\r\n`, ETX) become nil characters.
    static func shape(_ text: String, caps: LottieTextCaps, font: TextFont, size: Double) -> [ShapedCharacter] {
        var shaped: [ShapedCharacter] = []
        var previous: Character?
        // Case changes can change the number of characters (ß → SS), so they apply to
        // strings; small capitals remember which characters were lower-case.
        var pieces: [(Character, Double)] = []
        for original in caps == .allCaps ? text.uppercased() : text {
            if caps == .smallCaps, original.isLowercase {
                pieces += original.uppercased().map { ($0, size * smallCapsScale) }
            } else {
                pieces.append((original, size))
            }
        }
        for (character, scale) in pieces {
            if character == "\r" || character == "\n" || character == "\r\n" || character == "\u{3}" {
                shaped.append(ShapedCharacter(character: nil, outline: BezierPath(), advance: 0))
                previous = nil
                continue
            }
            let glyph = font.glyph(for: character)
            if let previous, let last = shaped.indices.last {
                shaped[last].advance += font.kerning(between: previous, and: character) * size
            }
            shaped.append(ShapedCharacter(character: character,
                                          outline: glyph.outline.applying(AffineTransform(scaleX: scale, y: scale)),
                                          advance: glyph.advance * scale))
            previous = character
        }
        return shaped
    }

    /// The size of small capitals relative to capitals.
    static let smallCapsScale = 0.7

    /// Breaks lines that do not fit a paragraph box: at the last space of the line, or before
    /// the character that overflows when the line has no space (lottie-web's rule).
    static func wrap(_ input: [ShapedCharacter], width: Double, tracking: Double) -> [ShapedCharacter] {
        var text = input
        var lineWidth = 0.0
        var lastSpace: Int?
        var i = 0
        while i < text.count {
            let c = text[i]
            if c.character == nil {
                lineWidth = 0
                lastSpace = nil
            } else if c.character == " " {
                lastSpace = i
            }
            if c.character != nil, c.character != " ", lineWidth + c.advance > width, lineWidth > 0 || lastSpace != nil {
                let lineBreak = ShapedCharacter(character: nil, outline: BezierPath(), advance: 0, isWrap: true)
                if let space = lastSpace {
                    text[space] = lineBreak
                    i = space
                } else {
                    text.insert(lineBreak, at: i)
                }
                lineWidth = 0
                lastSpace = nil
            } else if c.character != nil {
                lineWidth += c.advance + tracking
            }
            i += 1
        }
        return text
    }

    /// Assigns lines, line widths and anchor groups.
    private mutating func place(_ shaped: [ShapedCharacter], grouping: LottieTextGrouping) {
        var line = 0
        var lineWidth = -tracking
        var pendingSpaces = 0.0
        for c in shaped {
            if c.character == nil {
                lineWidths.append(lineWidth)
                lineWidth = -tracking
                pendingSpaces = 0
                letters.append(Letter(character: nil, outline: BezierPath(), advance: 0, groupWidth: 0, offsetInGroup: 0,
                                      line: line, isWrap: c.isWrap))
                line += 1
                continue
            }
            // Trailing spaces do not count towards the width alignment uses.
            if c.character == " " {
                pendingSpaces += c.advance + tracking
            } else {
                lineWidth += c.advance + tracking + pendingSpaces
                pendingSpaces = 0
            }
            letters.append(Letter(character: c.character, outline: c.outline, advance: c.advance,
                                  groupWidth: c.advance, offsetInGroup: 0, line: line))
        }
        lineWidths.append(lineWidth)
        assignGroups(grouping)
    }

    /// Words (ended by spaces and line breaks) or lines share one anchor: each letter learns
    /// the group's width and its offset in it.
    private mutating func assignGroups(_ grouping: LottieTextGrouping) {
        guard grouping == .words || grouping == .lines || grouping == .all else { return }
        var start = 0
        var width = 0.0
        func close(_ end: Int) {
            var offset = 0.0
            for k in start..<end {
                letters[k].groupWidth = width
                letters[k].offsetInGroup = offset
                offset += letters[k].advance
            }
            start = end
            width = 0
        }
        for (i, letter) in letters.enumerated() {
            let ends = (letter.isLineBreak && grouping != .all) || (grouping == .words && letter.isSpace)
            if ends {
                close(i)
                letters[i].groupWidth = 0
                start = i + 1
            } else {
                width += letter.advance
            }
        }
        close(letters.count)
    }

    /// Spreads the free space of justified box lines over their spaces. Every justified mode
    /// (3...6) is drawn as lottie-ios draws it: Core Text's justified alignment
    /// (`TextJustification.textAlignment` is `.justified` for all four), which stretches every
    /// line of a paragraph but its last; the last line stays left-aligned
    /// (`LottieTextJustification.leadingShare`).
    private mutating func justify(boxWidth: Double) {
        guard [.justifyLastLineLeft, .justifyLastLineRight, .justifyLastLineCenter, .justifyAll]
            .contains(document.justification) else { return }
        let lastLine = lineWidths.count - 1
        // A line that ends with a line break typed by the author is a paragraph's last line.
        var endsParagraph = Set<Int>([lastLine])
        for letter in letters where letter.isLineBreak && !letter.isWrap { endsParagraph.insert(letter.line) }
        for line in 0...max(lastLine, 0) where !endsParagraph.contains(line) {
            let indices = letters.indices.filter { letters[$0].line == line && !letters[$0].isLineBreak }
            // Spaces between words only (not trailing ones).
            guard let lastVisible = indices.last(where: { !letters[$0].isSpace }) else { continue }
            let gaps = indices.filter { $0 < lastVisible && letters[$0].isSpace }
            guard !gaps.isEmpty else { continue }
            let extra = (boxWidth - lineWidths[line]) / Double(gaps.count)
            guard extra > 0 else { continue }
            var shift = 0.0
            for i in indices {
                letters[i].justificationShift = shift
                if gaps.contains(i) { shift += extra }
            }
            lineWidths[line] = boxWidth
        }
    }

    /// The horizontal offset of a line: the box or the point where alignment is measured.
    func lineOffset(_ line: Int) -> Double {
        let width = line < lineWidths.count ? lineWidths[line] : 0
        let boxWidth = document.boxSize?.width
        let share = document.justification.leadingShare
        return boxWidth.map { ($0 - width) * share } ?? -width * share
    }

    /// Where line `line`'s baseline starts, before alignment. Lines after the first sit one
    /// unit lower: lottie-web adds 1 to the vertical position at the first line break
    /// (`TextAnimatorProperty.getMeasures`, `SVGTextElement.buildNewText`).
    func baselineOrigin(line: Int) -> Point {
        var y = Double(line) * lineHeight - document.baselineShift + (line > 0 ? 1 : 0)
        var x = lineOffset(line)
        if let box = document.boxPosition {
            x += box.x
            y += box.y + firstBaselineInBox
        }
        return Point(x: x, y: y)
    }
}
