extension ModelEncoder {
    mutating func layers(_ layers: [LottieLayer]) {
        array(layers) { e, l in e.layer(l) }
    }

    private mutating func layer(_ l: LottieLayer) {
        object { e in
            e.integer(LayerKey.type, l.typeNumber)
            e.string(LayerKey.name, l.name)
            e.string(LayerKey.matchName, l.matchName)
            e.integer(LayerKey.index, l.index)
            e.integer(LayerKey.parent, l.parent)
            e.number(LayerKey.inPoint, l.inFrame)
            e.number(LayerKey.outPoint, l.outFrame)
            e.number(LayerKey.startTime, l.startTime)
            e.number(LayerKey.timeStretch, l.timeStretch)
            if l.isHidden { e.flag(LayerKey.hidden, true) }
            e.flag(LayerKey.autoOrient, l.autoOrient)
            e.integer(LayerKey.blendMode, l.blendMode.rawValue)
            e.integer(LayerKey.matteMode, l.matteMode?.rawValue)
            if l.isMatteSource { e.flag(LayerKey.isMatteSource, true) }
            e.integer(LayerKey.matteParent, l.matteParent)
            e.flag(LayerKey.is3D, l.is3D)
            if l.collapseTransform { e.flag(LayerKey.collapseTransform, true) }
            e.string(LayerKey.className, l.className)
            e.string(LayerKey.layerID, l.layerID)
            if l.motionBlur { e.flag(LayerKey.motionBlur, true) }
            e.writer.key(LayerKey.transform)
            e.transform(l.transform, is3D: l.transform.rotationX != nil || l.transform.rotationY != nil)
            if !l.masks.isEmpty {
                e.flag(LayerKey.hasMask, true)
                e.writer.key(LayerKey.masks)
                e.array(l.masks) { e, m in e.mask(m) }
            }
            if !l.effects.isEmpty {
                e.writer.key(LayerKey.effects)
                e.array(l.effects) { e, f in e.effect(f) }
            }
            if !l.styles.isEmpty {
                e.writer.key(LayerKey.styles)
                e.array(l.styles) { e, s in e.layerStyle(s) }
            }
            e.property(LayerKey.timeRemap, l.timeRemap)
            e.layerContent(l.content)
        }
    }

    private mutating func layerContent(_ content: LottieLayerContent) {
        switch content {
        case .precomposition(let p):
            string(LayerKey.referenceID, p.referenceID)
            number(LayerKey.width, p.size.width)
            number(LayerKey.height, p.size.height)
        case .solid(let s):
            // #rrggbb as exporters write it; the alpha digits only when not opaque.
            let hex = s.color.hexString
            string(LayerKey.solidColor, hex.hasSuffix("ff") ? String(hex.dropLast(2)) : hex)
            number(LayerKey.solidWidth, s.size.width)
            number(LayerKey.solidHeight, s.size.height)
        case .image(let id):
            string(LayerKey.referenceID, id)
        case .shapes(let items):
            writer.key(LayerKey.shapes)
            shapeItems(items)
        case .text(let t):
            writer.key(LayerKey.text)
            textData(t)
        case .audio(let a):
            string(LayerKey.referenceID, a.referenceID)
            if let level = a.level {
                writer.key(LayerKey.audio)
                object { e in e.property(LayerKey.audioLevel, level) }
            }
        case .camera(let c):
            property(LayerKey.perspective, c.perspective)
        case .data(let id):
            string(LayerKey.referenceID, id)
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
        property(TransformKey.anchor, t.anchor)
        writer.key(TransformKey.position)
        switch t.position {
        case .combined(let p):
            property(p)
        case .split(let x, let y, let z):
            object { e in
                e.flag(TransformKey.isSplit, true)
                e.property(TransformKey.x, x)
                e.property(TransformKey.y, y)
                e.property(TransformKey.z, z)
            }
        }
        property(TransformKey.scale, t.scale)
        property(is3D ? TransformKey.rotationZ : TransformKey.rotation, t.rotation)
        property(TransformKey.rotationX, t.rotationX)
        property(TransformKey.rotationY, t.rotationY)
        property(TransformKey.orientation, t.orientation)
        property(TransformKey.skew, t.skew)
        property(TransformKey.skewAxis, t.skewAxis)
        property(TransformKey.opacity, t.opacity)
        if let repeater {
            property(TransformKey.startOpacity, repeater.startOpacity)
            property(TransformKey.endOpacity, repeater.endOpacity)
        }
    }

    private mutating func mask(_ m: LottieMask) {
        object { e in
            e.string(MaskKey.mode, m.mode.rawValue)
            e.flag(MaskKey.inverted, m.isInverted)
            e.string(MaskKey.name, m.name)
            e.property(MaskKey.path, m.path)
            e.property(MaskKey.opacity, m.opacity)
            e.property(MaskKey.expansion, m.expansion)
            e.property(MaskKey.feather, m.feather)
        }
    }

    private mutating func effect(_ f: LottieEffect) {
        object { e in
            e.integer(EffectKey.type, f.type.rawValue)
            e.string(EffectKey.name, f.name)
            e.string(EffectKey.matchName, f.matchName)
            e.integer(EffectKey.index, f.index)
            e.flag(EffectKey.enabled, f.isEnabled)
            e.writer.key(EffectKey.values)
            e.array(f.values) { e, v in e.effectValue(v) }
        }
    }

    private mutating func effectValue(_ v: LottieEffectValue) {
        object { e in
            e.string(EffectKey.name, v.name)
            e.string(EffectKey.matchName, v.matchName)
            e.integer(EffectKey.index, v.index)
            switch v.value {
            case .slider(let p): e.integer(EffectKey.type, 0); e.property(EffectKey.value, p)
            case .angle(let p): e.integer(EffectKey.type, 1); e.property(EffectKey.value, p)
            case .color(let p): e.integer(EffectKey.type, 2); e.property(EffectKey.value, p)
            case .point(let p): e.integer(EffectKey.type, 3); e.property(EffectKey.value, p)
            case .checkbox(let p): e.integer(EffectKey.type, 4); e.property(EffectKey.value, p)
            case .group(let values):
                e.integer(EffectKey.type, 5)
                e.writer.key(EffectKey.values)
                e.array(values) { e, v in e.effectValue(v) }
            case .none: e.integer(EffectKey.type, 6)
            case .dropDown(let p): e.integer(EffectKey.type, 7); e.property(EffectKey.value, p)
            case .layer(let p): e.integer(EffectKey.type, 10); e.property(EffectKey.value, p)
            case .unsupported(let type): e.integer(EffectKey.type, type)
            }
        }
    }

    private mutating func layerStyle(_ s: LottieLayerStyle) {
        object { e in
            e.integer(LayerStyleKey.type, s.kind.rawValue)
            e.string(LayerStyleKey.name, s.name)
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
