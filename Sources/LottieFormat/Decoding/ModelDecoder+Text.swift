import Graphics

extension LottieTextDocument: KeyframeValue {
    static func decode(_ n: Int, _ decoder: ModelDecoder) throws -> LottieTextDocument {
        try decoder.requireObject(n, "a text document")
        var doc = LottieTextDocument()
        doc.text = try decoder.string(n, "t") ?? ""
        doc.fontName = try decoder.string(n, "f") ?? ""
        doc.fontSize = try decoder.number(n, "s", default: 0)
        doc.justification = try decoder.enumeration(n, "j", default: .left)
        doc.tracking = try decoder.number(n, "tr", default: 0)
        doc.lineHeight = try decoder.number(n, "lh", default: 0)
        doc.baselineShift = try decoder.number(n, "ls", default: 0)
        doc.fillColor = try decoder.member(n, "fc").map { try Color.decode($0, decoder) }
        doc.strokeColor = try decoder.member(n, "sc").map { try Color.decode($0, decoder) }
        doc.strokeWidth = try decoder.number(n, "sw", default: 0)
        doc.strokeOverFill = try decoder.bool(n, "of")
        doc.boxSize = try decoder.member(n, "sz").map { try LottieVector3.decode($0, decoder).size }
        doc.boxPosition = try decoder.member(n, "ps").map { try LottieVector3.decode($0, decoder).point }
        doc.caps = try decoder.enumeration(n, "ca", default: .regular)
        return doc
    }
}

extension ModelDecoder {
    /// A text layer's data (`t`).
    func textData(_ n: Int) throws -> LottieTextData {
        try requireObject(n, "text data")
        var text = LottieTextData()
        guard let d = member(n, "d") else { throw missing(n, "d") }
        if document.kind(d) == .object, member(d, "k") == nil {
            // Exports before 4.4.14 store one document without keyframes; like lottie-web,
            // make it the single keyframe at time 0.
            text.document = KeyframeGroup(keyframes: [Keyframe(time: 0, value: try LottieTextDocument.decode(d, self))])
        } else {
            text.document = try property(at: d)
        }
        if let p = member(n, "p"), document.kind(p) == .object, let m = member(p, "m") {
            var path = LottieTextPathOptions(maskIndex: try integer(at: m))
            path.firstMargin = try property(p, "f")
            path.lastMargin = try property(p, "l")
            path.reversePath = try property(p, "r")
            path.forceAlignment = try property(p, "a")
            path.perpendicularToPath = try property(p, "p")
            text.pathOptions = path
        }
        if let m = member(n, "m") {
            try requireObject(m, "text alignment options")
            text.moreOptions.grouping = try enumeration(m, "g", default: .characters)
            text.moreOptions.alignment = try property(m, "a")
        }
        if let a = member(n, "a") {
            try requireArray(a, "an array of text animators")
            for e in document.elements(a) { text.animators.append(try textAnimator(e)) }
        }
        return text
    }

    private func textAnimator(_ n: Int) throws -> LottieTextAnimator {
        try requireObject(n, "a text animator")
        var animator = LottieTextAnimator()
        animator.name = try string(n, "nm") ?? ""
        if let s = member(n, "s") { animator.selector = try rangeSelector(s) }
        if let a = member(n, "a") { animator.style = try textStyle(a) }
        return animator
    }

    private func rangeSelector(_ n: Int) throws -> LottieTextRangeSelector {
        try requireObject(n, "a text range selector")
        var s = LottieTextRangeSelector()
        s.isExpressible = try bool(n, "t")
        s.start = try property(n, "s")
        s.end = try property(n, "e")
        s.offset = try property(n, "o")
        s.units = try enumeration(n, "r", default: .percentage)
        s.basedOn = try enumeration(n, "b", default: .characters)
        s.amount = try property(n, "a")
        s.shape = try enumeration(n, "sh", default: .square)
        s.maxEase = try property(n, "xe")
        s.minEase = try property(n, "ne")
        s.smoothness = try property(n, "sm")
        s.randomizeOrder = try bool(n, "rn")
        return s
    }

    private func textStyle(_ n: Int) throws -> LottieTextStyle {
        try requireObject(n, "a text style")
        var s = LottieTextStyle()
        s.anchor = try property(n, "a")
        s.position = try property(n, "p")
        s.scale = try property(n, "s")
        s.skew = try property(n, "sk")
        s.skewAxis = try property(n, "sa")
        s.rotation = try property(n, "r") ?? property(n, "rz")
        s.rotationX = try property(n, "rx")
        s.rotationY = try property(n, "ry")
        s.opacity = try property(n, "o")
        s.strokeWidth = try property(n, "sw")
        s.strokeColor = try property(n, "sc")
        s.fillColor = try property(n, "fc")
        s.fillHue = try property(n, "fh")
        s.fillSaturation = try property(n, "fs")
        s.fillBrightness = try property(n, "fb")
        s.tracking = try property(n, "t")
        s.blur = try property(n, "bl")
        s.lineSpacing = try property(n, "ls")
        return s
    }
}
