import Graphics

extension LottieTextDocument: KeyframeValue {
    static func decode(_ n: Int, _ decoder: ModelDecoder) throws -> LottieTextDocument {
        try decoder.requireObject(n, "a text document")
        var doc = LottieTextDocument()
        doc.text = try decoder.string(n, TextDocumentKey.text) ?? ""
        doc.fontName = try decoder.string(n, TextDocumentKey.fontName) ?? ""
        doc.fontSize = try decoder.number(n, TextDocumentKey.fontSize, default: 0)
        doc.justification = try decoder.enumeration(n, TextDocumentKey.justification, default: .left)
        doc.tracking = try decoder.number(n, TextDocumentKey.tracking, default: 0)
        doc.lineHeight = try decoder.number(n, TextDocumentKey.lineHeight, default: 0)
        doc.baselineShift = try decoder.number(n, TextDocumentKey.baselineShift, default: 0)
        doc.fillColor = try decoder.member(n, TextDocumentKey.fillColor).map { try Color.decode($0, decoder) }
        doc.strokeColor = try decoder.member(n, TextDocumentKey.strokeColor).map { try Color.decode($0, decoder) }
        doc.strokeWidth = try decoder.number(n, TextDocumentKey.strokeWidth, default: 0)
        doc.strokeOverFill = try decoder.bool(n, TextDocumentKey.strokeOverFill)
        doc.boxSize = try decoder.member(n, TextDocumentKey.boxSize).map { try LottieVector3.decode($0, decoder).size }
        doc.boxPosition = try decoder.member(n, TextDocumentKey.boxPosition).map { try LottieVector3.decode($0, decoder).point }
        doc.caps = try decoder.enumeration(n, TextDocumentKey.caps, default: .regular)
        return doc
    }
}

extension ModelDecoder {
    /// The documents of a text layer (`t.d`), or of a text slot's value.
    func textDocuments(at d: Int) throws -> KeyframeGroup<LottieTextDocument> {
        if document.kind(d) == .object, member(d, PropertyKey.value) == nil, member(d, PropertyKey.slotID) == nil {
            // Exports before 4.4.14 store one document without keyframes; like lottie-web,
            // make it the single keyframe at time 0.
            return KeyframeGroup(keyframes: [Keyframe(time: 0, value: try LottieTextDocument.decode(d, self))])
        }
        return try property(at: d)
    }

    /// A text layer's data (`t`).
    func textData(_ n: Int) throws -> LottieTextData {
        try requireObject(n, "text data")
        var text = LottieTextData()
        guard let d = member(n, TextKey.document) else { throw missing(n, TextKey.document) }
        text.document = try textDocuments(at: d)
        if let p = member(n, TextKey.pathOptions), document.kind(p) == .object, let m = member(p, TextPathKey.mask) {
            var path = LottieTextPathOptions(maskIndex: try integer(at: m))
            path.firstMargin = try property(p, TextPathKey.firstMargin)
            path.lastMargin = try property(p, TextPathKey.lastMargin)
            path.reversePath = try property(p, TextPathKey.reversePath)
            path.forceAlignment = try property(p, TextPathKey.forceAlignment)
            path.perpendicularToPath = try property(p, TextPathKey.perpendicularToPath)
            text.pathOptions = path
        }
        if let m = member(n, TextKey.moreOptions) {
            try requireObject(m, "text alignment options")
            text.moreOptions.grouping = try enumeration(m, TextOptionsKey.grouping, default: .characters)
            text.moreOptions.alignment = try property(m, TextOptionsKey.alignment)
        }
        if let a = member(n, TextKey.animators) {
            try requireArray(a, "an array of text animators")
            for e in document.elements(a) {
                if let animator = try skippingIfMalformed(e, "text animator", { try textAnimator(e) }) { text.animators.append(animator) }
            }
        }
        return text
    }

    private func textAnimator(_ n: Int) throws -> LottieTextAnimator {
        try requireObject(n, "a text animator")
        var animator = LottieTextAnimator()
        animator.name = try string(n, TextAnimatorKey.name) ?? ""
        if let s = member(n, TextAnimatorKey.selector) { animator.selector = try rangeSelector(s) }
        if let a = member(n, TextAnimatorKey.style) { animator.style = try textStyle(a) }
        return animator
    }

    private func rangeSelector(_ n: Int) throws -> LottieTextRangeSelector {
        try requireObject(n, "a text range selector")
        var s = LottieTextRangeSelector()
        s.isExpressible = try bool(n, TextSelectorKey.expressible)
        s.start = try property(n, TextSelectorKey.start)
        s.end = try property(n, TextSelectorKey.end)
        s.offset = try property(n, TextSelectorKey.offset)
        s.units = try enumeration(n, TextSelectorKey.units, default: .percentage)
        s.basedOn = try enumeration(n, TextSelectorKey.basedOn, default: .characters)
        s.amount = try property(n, TextSelectorKey.amount)
        s.shape = try enumeration(n, TextSelectorKey.shape, default: .square)
        s.maxEase = try property(n, TextSelectorKey.maxEase)
        s.minEase = try property(n, TextSelectorKey.minEase)
        s.smoothness = try property(n, TextSelectorKey.smoothness)
        s.randomizeOrder = try bool(n, TextSelectorKey.randomizeOrder)
        return s
    }

    private func textStyle(_ n: Int) throws -> LottieTextStyle {
        try requireObject(n, "a text style")
        var s = LottieTextStyle()
        s.anchor = try property(n, TextStyleKey.anchor)
        s.position = try property(n, TextStyleKey.position)
        s.scale = try property(n, TextStyleKey.scale)
        s.skew = try property(n, TextStyleKey.skew)
        s.skewAxis = try property(n, TextStyleKey.skewAxis)
        s.rotation = try property(n, TextStyleKey.rotation) ?? property(n, TextStyleKey.rotationZ)
        s.rotationX = try property(n, TextStyleKey.rotationX)
        s.rotationY = try property(n, TextStyleKey.rotationY)
        s.opacity = try property(n, TextStyleKey.opacity)
        s.strokeWidth = try property(n, TextStyleKey.strokeWidth)
        s.strokeColor = try property(n, TextStyleKey.strokeColor)
        s.fillColor = try property(n, TextStyleKey.fillColor)
        s.fillHue = try property(n, TextStyleKey.fillHue)
        s.fillSaturation = try property(n, TextStyleKey.fillSaturation)
        s.fillBrightness = try property(n, TextStyleKey.fillBrightness)
        s.tracking = try property(n, TextStyleKey.tracking)
        s.blur = try property(n, TextStyleKey.blur)
        s.lineSpacing = try property(n, TextStyleKey.lineSpacing)
        return s
    }
}
