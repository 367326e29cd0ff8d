extension ModelEncoder {
    mutating func layers(_ layers: [LottieLayer]) {
        array(layers) { e, l in e.layer(l) }
    }

    private mutating func layer(_ l: LottieLayer) {
        object { e in
            e.integer("ty", l.typeNumber)
            e.string("nm", l.name)
            e.string("mn", l.matchName)
            e.integer("ind", l.index)
            e.integer("parent", l.parent)
            e.number("ip", l.inFrame)
            e.number("op", l.outFrame)
            e.number("st", l.startTime)
            e.number("sr", l.timeStretch)
            if l.isHidden { e.flag("hd", true) }
            e.flag("ao", l.autoOrient)
            e.integer("bm", l.blendMode.rawValue)
            e.integer("tt", l.matteMode?.rawValue)
            if l.isMatteSource { e.flag("td", true) }
            e.integer("tp", l.matteParent)
            e.flag("ddd", l.is3D)
            if l.collapseTransform { e.flag("ct", true) }
            e.string("cl", l.className)
            e.string("ln", l.layerID)
            if l.motionBlur { e.flag("mb", true) }
            e.writer.key("ks")
            e.transform(l.transform, is3D: l.transform.rotationX != nil || l.transform.rotationY != nil)
            if !l.masks.isEmpty {
                e.flag("hasMask", true)
                e.writer.key("masksProperties")
                e.array(l.masks) { e, m in e.mask(m) }
            }
            if !l.effects.isEmpty {
                e.writer.key("ef")
                e.array(l.effects) { e, f in e.effect(f) }
            }
            if !l.styles.isEmpty {
                e.writer.key("sy")
                e.array(l.styles) { e, s in e.layerStyle(s) }
            }
            e.property("tm", l.timeRemap)
            e.layerContent(l.content)
        }
    }

    private mutating func layerContent(_ content: LottieLayerContent) {
        switch content {
        case .precomposition(let p):
            string("refId", p.referenceID)
            number("w", p.size.width)
            number("h", p.size.height)
        case .solid(let s):
            // #rrggbb as exporters write it; the alpha digits only when not opaque.
            let hex = s.color.hexString
            string("sc", hex.hasSuffix("ff") ? String(hex.dropLast(2)) : hex)
            number("sw", s.size.width)
            number("sh", s.size.height)
        case .image(let id):
            string("refId", id)
        case .shapes(let items):
            writer.key("shapes")
            shapeItems(items)
        case .text(let t):
            writer.key("t")
            textData(t)
        case .audio(let a):
            string("refId", a.referenceID)
            if let level = a.level {
                writer.key("au")
                object { e in e.property("lv", level) }
            }
        case .camera(let c):
            property("pe", c.perspective)
        case .data(let id):
            string("refId", id)
        case .null, .adjustment, .unsupported:
            break
        }
    }

    /// A transform object; `is3D` writes the z rotation as `rz`.
    mutating func transform(_ t: LottieTransform, is3D: Bool = false, repeater: LottieRepeaterTransform? = nil) {
        object { e in e.transformMembers(t, is3D: is3D, repeater: repeater) }
    }

    /// The members of a transform, written into the current object (a `tr` shape item is a
    /// shape item and a transform at once).
    mutating func transformMembers(_ t: LottieTransform, is3D: Bool, repeater: LottieRepeaterTransform?) {
        property("a", t.anchor)
        writer.key("p")
        switch t.position {
        case .combined(let p):
            property(p)
        case .split(let x, let y, let z):
            object { e in
                e.flag("s", true)
                e.property("x", x)
                e.property("y", y)
                e.property("z", z)
            }
        }
        property("s", t.scale)
        property(is3D ? "rz" : "r", t.rotation)
        property("rx", t.rotationX)
        property("ry", t.rotationY)
        property("or", t.orientation)
        property("sk", t.skew)
        property("sa", t.skewAxis)
        property("o", t.opacity)
        if let repeater {
            property("so", repeater.startOpacity)
            property("eo", repeater.endOpacity)
        }
    }

    private mutating func mask(_ m: LottieMask) {
        object { e in
            e.string("mode", m.mode.rawValue)
            e.flag("inv", m.isInverted)
            e.string("nm", m.name)
            e.property("pt", m.path)
            e.property("o", m.opacity)
            e.property("x", m.expansion)
            e.property("f", m.feather)
        }
    }

    private mutating func effect(_ f: LottieEffect) {
        object { e in
            e.integer("ty", f.type.rawValue)
            e.string("nm", f.name)
            e.string("mn", f.matchName)
            e.integer("ix", f.index)
            e.flag("en", f.isEnabled)
            e.writer.key("ef")
            e.array(f.values) { e, v in e.effectValue(v) }
        }
    }

    private mutating func effectValue(_ v: LottieEffectValue) {
        object { e in
            e.string("nm", v.name)
            e.string("mn", v.matchName)
            e.integer("ix", v.index)
            switch v.value {
            case .slider(let p): e.integer("ty", 0); e.property("v", p)
            case .angle(let p): e.integer("ty", 1); e.property("v", p)
            case .color(let p): e.integer("ty", 2); e.property("v", p)
            case .point(let p): e.integer("ty", 3); e.property("v", p)
            case .checkbox(let p): e.integer("ty", 4); e.property("v", p)
            case .group(let values):
                e.integer("ty", 5)
                e.writer.key("ef")
                e.array(values) { e, v in e.effectValue(v) }
            case .none: e.integer("ty", 6)
            case .dropDown(let p): e.integer("ty", 7); e.property("v", p)
            case .layer(let p): e.integer("ty", 10); e.property("v", p)
            case .unsupported(let type): e.integer("ty", type)
            }
        }
    }

    private mutating func layerStyle(_ s: LottieLayerStyle) {
        object { e in
            e.integer("ty", s.kind.rawValue)
            e.string("nm", s.name)
            for key in s.values.keys.sorted() {
                switch s.values[key] {
                case .scalar(let p)?: e.property(key, p)
                case .color(let p)?: e.property(key, p)
                case .gradient(let g)?: e.writer.key(key); e.gradientColors(g)
                case nil: break
                }
            }
        }
    }
}
