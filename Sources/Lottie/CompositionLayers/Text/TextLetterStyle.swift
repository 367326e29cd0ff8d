import Foundation
import Graphics

/// How one letter is drawn at the current frame: where, in what colours, how opaque.
struct TextLetterStyle: Equatable {
    /// The outline, in the letter's space.
    var outline: BezierPath
    /// From the letter's space into the text layer's.
    var transform: AffineTransform
    /// The fill colour, nil when the text is not filled.
    var fill: Color?
    /// The stroke colour, nil when the text is not stroked.
    var stroke: Color?
    /// The stroke width.
    var strokeWidth: Double
    /// The letter's opacity, 0...1.
    var opacity: Double
}

/// Places every letter of a layout and applies the text animators to it, as lottie-web's
/// `TextAnimatorProperty.getMeasures` does: per letter, the anchor-group alignment, the
/// animators' anchor, scale, skew, rotation and position, then the letter's place on its
/// line; colours, stroke width and opacity blended by each animator's selection strength.
enum TextLetterStyler {
    /// The styled letters (line breaks and blank characters are left out).
    static func style(_ layout: TextLayout, animators: [TextAnimatorNode], alignment: LottieVector3,
                      path: TextPathNode.Placement? = nil) -> [TextLetterStyle] {
        let letters = layout.letters
        let document = layout.document
        let strengths = animators.map { strengthsPerLetter($0, letters: letters) }
        let size = layout.fontSize
        // Grouping alignment: a fraction of the group's width and of a nominal line height.
        let alignmentHeight = size * 1.2 * 0.714

        // Animated tracking widens lines; centred and right-aligned lines stay put.
        var extraTracking = [Double](repeating: 0, count: letters.count)
        var lineExtra = [Double](repeating: 0, count: layout.lineWidths.count)
        var firstOnLine = true
        for (i, letter) in letters.enumerated() {
            if letter.isLineBreak { firstOnLine = true; continue }
            defer { firstOnLine = false }
            guard !firstOnLine else { continue }
            for (j, animator) in animators.enumerated() {
                guard let t = animator.tracking?.value else { continue }
                extraTracking[i] += t / 1000 * size * strengths[j][i]
            }
            if letter.line < lineExtra.count { lineExtra[letter.line] += extraTracking[i] }
        }
        let alignmentShare: Double
        switch document.justification {
        case .center, .justifyLastLineCenter: alignmentShare = 0.5
        case .right, .justifyLastLineRight: alignmentShare = 1
        default: alignmentShare = 0
        }

        var styled: [TextLetterStyle] = []
        styled.reserveCapacity(letters.count)
        var x = 0.0
        for (i, letter) in letters.enumerated() {
            if letter.isLineBreak { x = 0; continue }
            x += extraTracking[i]
            defer { x += letter.advance + layout.tracking }
            if letter.outline.isEmpty { continue }
            let center = letter.groupWidth / 2 - letter.offsetInGroup
            let ax = alignment.x * letter.groupWidth * 0.005, ay = alignment.y * alignmentHeight * 0.01
            var m = AffineTransform(translationX: -center - ax, y: -ay)
            var opacity = 1.0
            var fill = document.fillColor
            var stroke = document.strokeColor
            var strokeWidth = document.strokeWidth
            for (j, animator) in animators.enumerated() {
                let k = strengths[j][i]
                if let a = animator.anchor?.value { m = m.concatenating(AffineTransform(translationX: -a.x * k, y: -a.y * k)) }
            }
            for (j, animator) in animators.enumerated() {
                let k = strengths[j][i]
                if let s = animator.scale?.value {
                    m = m.concatenating(AffineTransform(scaleX: 1 + (s.x / 100 - 1) * k, y: 1 + (s.y / 100 - 1) * k))
                }
            }
            for (j, animator) in animators.enumerated() {
                let k = strengths[j][i]
                if let sk = animator.skew?.value, sk != 0 {
                    let axis = (animator.skewAxis?.value ?? 0) * k * .pi / 180
                    let shear = AffineTransform(a: 1, b: 0, c: tan(-sk * k * .pi / 180), d: 1, tx: 0, ty: 0)
                    m = m.concatenating(AffineTransform(rotationAngle: axis)).concatenating(shear)
                        .concatenating(AffineTransform(rotationAngle: -axis))
                }
                if let r = animator.rotation?.value { m = m.concatenating(AffineTransform(rotationAngle: r * k * .pi / 180)) }
                // Rotations about y and x, seen without perspective, squeeze the letter.
                if let ry = animator.rotationY?.value { m = m.concatenating(AffineTransform(scaleX: cos(ry * k * .pi / 180), y: 1)) }
                if let rx = animator.rotationX?.value { m = m.concatenating(AffineTransform(scaleX: 1, y: cos(rx * k * .pi / 180))) }
                if let o = animator.opacity?.value { opacity += (o / 100 - opacity) * k }
                if let w = animator.strokeWidth?.value { strokeWidth += w * k }
                if let c = animator.strokeColor?.value, let current = stroke { stroke = current.blendedRGB(toward: c, by: k) }
                if let current = fill {
                    var color = current
                    if let c = animator.fillColor?.value { color = color.blendedRGB(toward: c, by: k) }
                    if let h = animator.fillHue?.value { color = color.adjustingHSB(hue: h * k / 360) }
                    if let s = animator.fillSaturation?.value { color = color.adjustingHSB(saturation: s * k / 100) }
                    if let b = animator.fillBrightness?.value { color = color.adjustingHSB(brightness: b * k / 100) }
                    fill = color
                }
            }
            var shift = Point.zero
            for (j, animator) in animators.enumerated() {
                let k = strengths[j][i]
                if let p = animator.position?.value { shift = Point(x: shift.x + p.x * k, y: shift.y + p.y * k) }
            }
            if let path {
                // The letter's centre travels along the path; animated x positions move it
                // further along.
                let length = path.measure.length
                var distance: Double
                if path.forcesAlignment, letters.count > 1, let first = letters.first, let last = letters.last {
                    distance = first.groupWidth / 2 + path.firstMargin
                        + (length - path.firstMargin - first.groupWidth / 2 - last.groupWidth / 2) * Double(i) / Double(letters.count - 1)
                } else {
                    let width = letter.line < layout.lineWidths.count ? layout.lineWidths[letter.line] : 0
                    let lineStart = layout.document.justification == .right ? length - width
                        : layout.document.justification == .center ? (length - width) / 2 : 0
                    distance = path.firstMargin + lineStart + x + center + ax
                }
                let (point, angle) = path.location(at: distance + shift.x)
                m = m.concatenating(AffineTransform(translationX: 0, y: shift.y + Double(letter.line) * layout.lineHeight
                                                        - layout.document.baselineShift + ay))
                if path.isPerpendicular { m = m.concatenating(AffineTransform(rotationAngle: angle)) }
                m = m.concatenating(AffineTransform(translationX: point.x, y: point.y))
            } else {
                let origin = layout.baselineOrigin(line: letter.line)
                let lineShift = letter.line < lineExtra.count ? -lineExtra[letter.line] * alignmentShare : 0
                m = m.concatenating(AffineTransform(translationX: shift.x + origin.x + x + letter.justificationShift + lineShift + center + ax,
                                                    y: shift.y + origin.y + ay))
            }
            styled.append(TextLetterStyle(outline: letter.outline, transform: m, fill: fill, stroke: stroke,
                                          strokeWidth: max(strokeWidth, 0), opacity: max(0, min(opacity, 1))))
        }
        return styled
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

extension Color {
    /// The colour moved toward `other` by `fraction` in red, green and blue (alpha kept).
    func blendedRGB(toward other: Color, by fraction: Double) -> Color {
        Color(red: red + (other.red - red) * fraction, green: green + (other.green - green) * fraction,
              blue: blue + (other.blue - blue) * fraction, alpha: alpha)
    }

    /// The colour with its hue turned by `hue` (in turns) and its saturation and brightness
    /// offset (clamped to 0...1).
    func adjustingHSB(hue: Double = 0, saturation: Double = 0, brightness: Double = 0) -> Color {
        let r = min(max(red, 0), 1), g = min(max(green, 0), 1), b = min(max(blue, 0), 1)
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h = 0.0
        if delta > 0 {
            if maxC == r { h = ((g - b) / delta).truncatingRemainder(dividingBy: 6) } else if maxC == g { h = (b - r) / delta + 2 } else { h = (r - g) / delta + 4 }
            h /= 6
        }
        var s = maxC == 0 ? 0 : delta / maxC
        var v = maxC
        h = (h + hue).truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        s = min(max(s + saturation, 0), 1)
        v = min(max(v + brightness, 0), 1)
        let sector = h * 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (nr, ng, nb): (Double, Double, Double)
        switch Int(sector.rounded(.down)) % 6 {
        case 0: (nr, ng, nb) = (v, t, p)
        case 1: (nr, ng, nb) = (q, v, p)
        case 2: (nr, ng, nb) = (p, v, t)
        case 3: (nr, ng, nb) = (p, q, v)
        case 4: (nr, ng, nb) = (t, p, v)
        default: (nr, ng, nb) = (v, p, q)
        }
        return Color(red: nr, green: ng, blue: nb, alpha: alpha)
    }
}
