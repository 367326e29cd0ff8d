extension ModelEncoder {
    mutating func textData(_ t: LottieTextData) {
        object { e in
            // Text documents are always written as keyframes, as exporters do.
            var document = t.document
            if !document.isAnimated { document.content = .animated([Keyframe(time: 0, value: document.initialValue)]) }
            e.property("d", document)
            e.writer.key("p")
            e.object { e in
                if let p = t.pathOptions {
                    e.integer("m", p.maskIndex)
                    e.property("f", p.firstMargin)
                    e.property("l", p.lastMargin)
                    e.property("r", p.reversePath)
                    e.property("a", p.forceAlignment)
                    e.property("p", p.perpendicularToPath)
                }
            }
            e.writer.key("m")
            e.object { e in
                e.integer("g", t.moreOptions.grouping.rawValue)
                e.property("a", t.moreOptions.alignment)
            }
            e.writer.key("a")
            e.array(t.animators) { e, a in e.textAnimator(a) }
        }
    }

    private mutating func textAnimator(_ a: LottieTextAnimator) {
        object { e in
            e.string("nm", a.name)
            if let s = a.selector {
                e.writer.key("s")
                e.object { e in
                    e.flag("t", s.isExpressible)
                    e.property("s", s.start)
                    e.property("e", s.end)
                    e.property("o", s.offset)
                    e.integer("r", s.units.rawValue)
                    e.integer("b", s.basedOn.rawValue)
                    e.property("a", s.amount)
                    e.integer("sh", s.shape.rawValue)
                    e.property("xe", s.maxEase)
                    e.property("ne", s.minEase)
                    e.property("sm", s.smoothness)
                    e.flag("rn", s.randomizeOrder)
                }
            }
            e.writer.key("a")
            e.object { e in
                let s = a.style
                e.property("a", s.anchor)
                e.property("p", s.position)
                e.property("s", s.scale)
                e.property("sk", s.skew)
                e.property("sa", s.skewAxis)
                e.property("r", s.rotation)
                e.property("rx", s.rotationX)
                e.property("ry", s.rotationY)
                e.property("o", s.opacity)
                e.property("sw", s.strokeWidth)
                e.property("sc", s.strokeColor)
                e.property("fc", s.fillColor)
                e.property("fh", s.fillHue)
                e.property("fs", s.fillSaturation)
                e.property("fb", s.fillBrightness)
                e.property("t", s.tracking)
                e.property("bl", s.blur)
                e.property("ls", s.lineSpacing)
            }
        }
    }
}
