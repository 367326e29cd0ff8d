extension ModelEncoder {
    mutating func textData(_ t: LottieTextData) {
        object { e in
            // Text documents are always written as keyframes, as exporters do.
            var document = t.document
            if !document.isAnimated { document.content = .animated([Keyframe(time: 0, value: document.initialValue)]) }
            e.property(TextKey.document, document)
            e.writer.key(TextKey.pathOptions)
            e.object { e in
                if let p = t.pathOptions {
                    e.integer(TextPathKey.mask, p.maskIndex)
                    e.property(TextPathKey.firstMargin, p.firstMargin)
                    e.property(TextPathKey.lastMargin, p.lastMargin)
                    e.property(TextPathKey.reversePath, p.reversePath)
                    e.property(TextPathKey.forceAlignment, p.forceAlignment)
                    e.property(TextPathKey.perpendicularToPath, p.perpendicularToPath)
                }
            }
            e.writer.key(TextKey.moreOptions)
            e.object { e in
                e.integer(TextOptionsKey.grouping, t.moreOptions.grouping.rawValue)
                e.property(TextOptionsKey.alignment, t.moreOptions.alignment)
            }
            e.writer.key(TextKey.animators)
            e.array(t.animators) { e, a in e.textAnimator(a) }
        }
    }

    private mutating func textAnimator(_ a: LottieTextAnimator) {
        object { e in
            e.string(TextAnimatorKey.name, a.name)
            if let s = a.selector {
                e.writer.key(TextAnimatorKey.selector)
                e.object { e in
                    e.flag(TextSelectorKey.expressible, s.isExpressible)
                    e.property(TextSelectorKey.start, s.start)
                    e.property(TextSelectorKey.end, s.end)
                    e.property(TextSelectorKey.offset, s.offset)
                    e.integer(TextSelectorKey.units, s.units.rawValue)
                    e.integer(TextSelectorKey.basedOn, s.basedOn.rawValue)
                    e.property(TextSelectorKey.amount, s.amount)
                    e.integer(TextSelectorKey.shape, s.shape.rawValue)
                    e.property(TextSelectorKey.maxEase, s.maxEase)
                    e.property(TextSelectorKey.minEase, s.minEase)
                    e.property(TextSelectorKey.smoothness, s.smoothness)
                    e.flag(TextSelectorKey.randomizeOrder, s.randomizeOrder)
                }
            }
            e.writer.key(TextAnimatorKey.style)
            e.object { e in
                let s = a.style
                e.property(TextStyleKey.anchor, s.anchor)
                e.property(TextStyleKey.position, s.position)
                e.property(TextStyleKey.scale, s.scale)
                e.property(TextStyleKey.skew, s.skew)
                e.property(TextStyleKey.skewAxis, s.skewAxis)
                e.property(TextStyleKey.rotation, s.rotation)
                e.property(TextStyleKey.rotationX, s.rotationX)
                e.property(TextStyleKey.rotationY, s.rotationY)
                e.property(TextStyleKey.opacity, s.opacity)
                e.property(TextStyleKey.strokeWidth, s.strokeWidth)
                e.property(TextStyleKey.strokeColor, s.strokeColor)
                e.property(TextStyleKey.fillColor, s.fillColor)
                e.property(TextStyleKey.fillHue, s.fillHue)
                e.property(TextStyleKey.fillSaturation, s.fillSaturation)
                e.property(TextStyleKey.fillBrightness, s.fillBrightness)
                e.property(TextStyleKey.tracking, s.tracking)
                e.property(TextStyleKey.blur, s.blur)
                e.property(TextStyleKey.lineSpacing, s.lineSpacing)
            }
        }
    }
}
