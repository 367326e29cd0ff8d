import Foundation
import Graphics

/// Places every letter of a layout and applies the text animators to it, as lottie-web's
/// `TextAnimatorProperty.getMeasures` does: per letter, the anchor-group alignment, the
/// animators' anchor, scale, skew, rotation and position, then the letter's place on its
/// line; colours, stroke width and opacity blended by each animator's selection strength.
enum TextLetterStyler {
    /// The styled letters (line breaks and blank characters are left out).
    static func style(_ layout: TextLayout, animators: [TextAnimatorNode], alignment: LottieVector3,
                      path: TextPathNode.Placement? = nil) -> [TextLetterStyle] {
        let letters = layout.letters
        let strengths = animators.map { strengthsPerLetter($0, letters: letters) }
        let tracking = animatedTracking(layout, animators: animators, strengths: strengths)
        // Grouping alignment: a fraction of the group's width and of a nominal line height.
        let alignmentHeight = layout.fontSize * 1.2 * 0.714
        var styled: [TextLetterStyle] = []
        styled.reserveCapacity(letters.count)
        var x = 0.0
        for (i, letter) in letters.enumerated() {
            if letter.isLineBreak { x = 0; continue }
            x += tracking.perLetter[i]
            defer { x += letter.advance + layout.tracking }
            if letter.outline.isEmpty { continue }
            let k = strengths.map { $0[i] }
            // The anchor: the group's centre, moved by the grouping alignment.
            let anchor = Point(x: letter.groupWidth / 2 - letter.offsetInGroup + alignment.x * letter.groupWidth * 0.005,
                               y: alignment.y * alignmentHeight * 0.01)
            var m = AffineTransform(translationX: -anchor.x, y: -anchor.y)
                .concatenating(animatedTransform(animators, strengths: k))
            var shift = Point.zero
            for (j, animator) in animators.enumerated() {
                if let p = animator.position?.value { shift = Point(x: shift.x + p.x * k[j], y: shift.y + p.y * k[j]) }
            }
            if let path {
                m = m.concatenating(placementOnPath(path, layout: layout, letter: i, lineX: x, anchor: anchor, shift: shift))
            } else {
                let origin = layout.baselineOrigin(line: letter.line)
                let lineShift = letter.line < tracking.perLine.count ? tracking.perLine[letter.line] : 0
                m = m.concatenating(AffineTransform(translationX: origin.x + x + letter.justificationShift + lineShift + anchor.x + shift.x,
                                                    y: origin.y + anchor.y + shift.y))
            }
            var style = TextLetterStyle(outline: letter.outline, transform: m, fill: layout.document.fillColor,
                                        stroke: layout.document.strokeColor, strokeWidth: layout.document.strokeWidth, opacity: 1)
            applyPaint(animators, strengths: k, to: &style)
            styled.append(style)
        }
        return styled
    }

    /// Animated tracking: the extra space before each letter (none before the first of a
    /// line), and how far each line moves back so that centred and right-aligned lines stay
    /// aligned.
    private static func animatedTracking(_ layout: TextLayout, animators: [TextAnimatorNode],
                                         strengths: [[Double]]) -> (perLetter: [Double], perLine: [Double]) {
        let letters = layout.letters
        var perLetter = [Double](repeating: 0, count: letters.count)
        var perLine = [Double](repeating: 0, count: layout.lineWidths.count)
        guard animators.contains(where: { $0.tracking != nil }) else { return (perLetter, perLine) }
        var firstOnLine = true
        for (i, letter) in letters.enumerated() {
            if letter.isLineBreak { firstOnLine = true; continue }
            defer { firstOnLine = false }
            guard !firstOnLine else { continue }
            for (j, animator) in animators.enumerated() {
                guard let t = animator.tracking?.value else { continue }
                perLetter[i] += t / 1000 * layout.fontSize * strengths[j][i]
            }
            if letter.line < perLine.count { perLine[letter.line] += perLetter[i] }
        }
        let share = -layout.document.justification.leadingShare
        return (perLetter, perLine.map { $0 * share })
    }

    /// The animators' anchor, scale, skew and rotations for one letter (about its anchor), in
    /// lottie-web's order: every anchor, every scale, then skew and rotations animator by
    /// animator.
    private static func animatedTransform(_ animators: [TextAnimatorNode], strengths k: [Double]) -> AffineTransform {
        var m = AffineTransform.identity
        for (j, animator) in animators.enumerated() {
            if let a = animator.anchor?.value { m = m.concatenating(AffineTransform(translationX: -a.x * k[j], y: -a.y * k[j])) }
        }
        for (j, animator) in animators.enumerated() {
            if let s = animator.scale?.value {
                m = m.concatenating(AffineTransform(scaleX: 1 + (s.x / 100 - 1) * k[j], y: 1 + (s.y / 100 - 1) * k[j]))
            }
        }
        for (j, animator) in animators.enumerated() {
            if let sk = animator.skew?.value, sk != 0 {
                let axis = (animator.skewAxis?.value ?? 0) * k[j] * .pi / 180
                let shear = AffineTransform(a: 1, b: 0, c: tan(-sk * k[j] * .pi / 180), d: 1, tx: 0, ty: 0)
                m = m.concatenating(AffineTransform(rotationAngle: axis)).concatenating(shear)
                    .concatenating(AffineTransform(rotationAngle: -axis))
            }
            if let r = animator.rotation?.value { m = m.concatenating(AffineTransform(rotationAngle: r * k[j] * .pi / 180)) }
            // Rotations about y and x, seen without perspective, squeeze the letter.
            if let ry = animator.rotationY?.value { m = m.concatenating(AffineTransform(scaleX: cos(ry * k[j] * .pi / 180), y: 1)) }
            if let rx = animator.rotationX?.value { m = m.concatenating(AffineTransform(scaleX: 1, y: cos(rx * k[j] * .pi / 180))) }
        }
        return m
    }

    /// Where a letter's anchor goes on a path: its distance along the line (or its share of
    /// the path with force alignment) plus animated x positions along the path; the line's
    /// offset and animated y positions across it.
    private static func placementOnPath(_ path: TextPathNode.Placement, layout: TextLayout, letter i: Int, lineX: Double,
                                        anchor: Point, shift: Point) -> AffineTransform {
        let letters = layout.letters
        let letter = letters[i]
        let length = path.measure.length
        let distance: Double
        if path.forcesAlignment, letters.count > 1, let first = letters.first, let last = letters.last {
            distance = first.groupWidth / 2 + path.firstMargin
                + (length - path.firstMargin - first.groupWidth / 2 - last.groupWidth / 2) * Double(i) / Double(letters.count - 1)
        } else {
            let width = letter.line < layout.lineWidths.count ? layout.lineWidths[letter.line] : 0
            let lineStart: Double
            switch layout.document.justification {
            case .right: lineStart = length - width
            case .center: lineStart = (length - width) / 2
            default: lineStart = 0
            }
            distance = path.firstMargin + lineStart + lineX + anchor.x
        }
        let (point, angle) = path.location(at: distance + shift.x)
        var m = AffineTransform(translationX: 0, y: shift.y + Double(letter.line) * layout.lineHeight
                                    - layout.document.baselineShift + anchor.y)
        if path.isPerpendicular { m = m.concatenating(AffineTransform(rotationAngle: angle)) }
        return m.concatenating(AffineTransform(translationX: point.x, y: point.y))
    }

    /// The animators' opacity, stroke width and colours, blended by their strengths.
    private static func applyPaint(_ animators: [TextAnimatorNode], strengths k: [Double], to style: inout TextLetterStyle) {
        for (j, animator) in animators.enumerated() {
            // lottie-web scales the target by the strength too (`TextAnimatorProperty`:
            // `elemOpacity += (o * mult - elemOpacity) * mult`), so a half-selected letter
            // fades further than half-way to the animator's opacity.
            if let o = animator.opacity?.value { style.opacity += (o / 100 * k[j] - style.opacity) * k[j] }
            if let w = animator.strokeWidth?.value { style.strokeWidth += w * k[j] }
            if let c = animator.strokeColor?.value, let current = style.stroke { style.stroke = current.blendedRGB(toward: c, by: k[j]) }
            guard var color = style.fill else { continue }
            if let c = animator.fillColor?.value { color = color.blendedRGB(toward: c, by: k[j]) }
            if let h = animator.fillHue?.value { color = color.adjustingHSB(hue: h * k[j] / 360) }
            if let s = animator.fillSaturation?.value { color = color.adjustingHSB(saturation: s * k[j] / 100) }
            if let b = animator.fillBrightness?.value { color = color.adjustingHSB(brightness: b * k[j] / 100) }
            style.fill = color
        }
        style.strokeWidth = max(style.strokeWidth, 0)
        style.opacity = max(0, min(style.opacity, 1))
    }

    /// How strongly an animator affects each letter: its selector's strength for the unit
    /// (character, word or line) the letter belongs to, or 1 without a selector.
    static func strengthsPerLetter(_ animator: TextAnimatorNode, letters: [TextLayout.Letter]) -> [Double] {
        guard let selector = animator.selector else { return [Double](repeating: 1, count: letters.count) }
        var (indices, count) = unitIndices(letters, basis: selector.model.basedOn)
        if selector.model.randomizeOrder {
            let order = shuffledOrder(count)
            indices = indices.map { $0 < count ? order[$0] : $0 }
        }
        let selection = selector.selection(unitCount: count, letterCount: letters.count)
        return indices.map { selection.multiplier(at: Double($0)) }
    }

    /// A shuffled order of `count` units for selectors that randomize the order: the same for
    /// every frame and every run (lottie-web draws a new one per load; a render must not
    /// change between runs).
    static func shuffledOrder(_ count: Int) -> [Int] {
        var order = Array(0..<count)
        var state = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
        for i in stride(from: count - 1, to: 0, by: -1) {
            // SplitMix64 step.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            order.swapAt(i, Int(z % UInt64(i + 1)))
        }
        return order
    }

    /// The index of the unit each letter belongs to, and how many units there are, counted as
    /// lottie-web counts them (a space ends a word and belongs to it; line breaks end lines).
    static func unitIndices(_ letters: [TextLayout.Letter], basis: LottieTextRangeBasis) -> ([Int], Int) {
        var indices: [Int] = []
        indices.reserveCapacity(letters.count)
        var index = 0
        for (i, letter) in letters.enumerated() {
            indices.append(index)
            let isLast = i == letters.count - 1
            let counts: Bool
            switch basis {
            case .characters: counts = !letter.isLineBreak
            case .charactersExcludingSpaces: counts = !letter.isLineBreak && !letter.isSpace
            case .words: counts = letter.isLineBreak || letter.isSpace || isLast
            case .lines: counts = letter.isLineBreak || isLast
            }
            if counts { index += 1 }
        }
        return (indices, index)
    }
}
