import Graphics

extension ModelDecoder {
    /// A list of layers (`layers`).
    func layers(_ n: Int) throws -> [LottieLayer] {
        try requireArray(n, "an array of layers")
        try count(&layerCount, adding: document.count(n), limit: limits.maxLayers, .layers, at: n)
        var result: [LottieLayer] = []
        result.reserveCapacity(document.count(n))
        for e in document.elements(n) {
            // Decoded in place: returning a layer copied it (retaining every reference) and
            // destroyed the original. A malformed layer is dropped again.
            result.append(LottieLayer())
            if try skippingIfMalformed(e, "layer", { try layer(e, into: &result[result.count - 1]) }) == nil {
                result.removeLast()
            }
        }
        return result
    }

    /// One layer, decoded into `layer` (a default layer).
    func layer(_ n: Int, into layer: inout LottieLayer) throws {
        try requireObject(n, "a layer object")
        let l = LayerMembers(n, document)
        guard let tyNode = present(l.ty) else { throw missing(n, LayerKey.type) }
        let type = try integer(at: tyNode)
        layer.name = try string(member: l.nm) ?? ""
        layer.matchName = try string(member: l.mn)
        layer.index = try integer(member: l.ind)
        layer.parent = try integer(member: l.parent)
        layer.inFrame = try number(member: l.ip) ?? 0
        layer.outFrame = try number(member: l.op) ?? 0
        layer.startTime = try number(member: l.st) ?? 0
        layer.timeStretch = try number(member: l.sr) ?? 1
        layer.isHidden = try bool(member: l.hd)
        layer.autoOrient = try bool(member: l.ao)
        layer.blendMode = try enumeration(at: present(l.bm), LayerKey.blendMode, default: .normal)
        if let tt = present(l.tt), try integer(at: tt) != 0 { layer.matteMode = try optionalEnumeration(at: tt, LayerKey.matteMode) }
        layer.isMatteSource = try bool(member: l.td)
        layer.matteParent = try integer(member: l.tp)
        if let masks = present(l.masksProperties) {
            try requireArray(masks, "an array of masks")
            for m in document.elements(masks) {
                if let decoded = try skippingIfMalformed(m, "mask", { try mask(m) }) { layer.masks.append(decoded) }
            }
        }
        if let effects = present(l.ef) {
            try requireArray(effects, "an array of effects")
            // A malformed parameter skips its whole effect: effects find parameters by position.
            for e in document.elements(effects) {
                if let decoded = try skippingIfMalformed(e, "effect", { try effect(e) }) { layer.effects.append(decoded) }
            }
        }
        if let styles = present(l.sy) {
            try requireArray(styles, "an array of layer styles")
            for s in document.elements(styles) {
                if let style = try skippingIfMalformed(s, "layer style", { try layerStyle(s) }) ?? nil { layer.styles.append(style) }
            }
        }
        layer.timeRemap = try property(member: l.tm)
        layer.is3D = try bool(member: l.ddd)
        layer.collapseTransform = try bool(member: l.ct)
        if let ks = present(l.ks) { try transform(ks, into: &layer.transform) }
        layer.className = try string(member: l.cl)
        layer.layerID = try string(member: l.ln)
        layer.motionBlur = try bool(member: l.mb)
        if layer.motionBlur { warn(.unsupportedFeature, n, "motion blur is kept as a flag only") }
        layer.content = try layerContent(l, type: type, typeNode: tyNode)
    }

    private func layerContent(_ l: LayerMembers, type: Int, typeNode: Int) throws -> LottieLayerContent {
        switch type {
        case 0:
            return .precomposition(LottiePrecompositionLayer(
                referenceID: try requiredReferenceID(l),
                size: Size(width: try number(member: l.w) ?? 0, height: try number(member: l.h) ?? 0)))
        case 1:
            guard let sc = present(l.sc) else { throw missing(l.object, LayerKey.solidColor) }
            let hex = try string(at: sc)
            let parsed = Color(hex: hex)
            if parsed == nil { warn(.malformedValue, sc, "solid colour \"\(hex)\" is not a hex colour; using black") }
            let color = parsed ?? .black
            return .solid(LottieSolidLayer(color: color, size: Size(width: try number(member: l.sw) ?? 0,
                                                                     height: try number(member: l.sh) ?? 0)))
        case 2:
            return .image(referenceID: try requiredReferenceID(l))
        case 3:
            return .null
        case 4:
            guard let shapes = present(l.shapes) else { return .shapes([]) }
            return .shapes(try shapeItems(shapes))
        case 5:
            guard let t = present(l.t) else { throw missing(l.object, LayerKey.text) }
            return .text(try textData(t))
        case 6:
            var audio = LottieAudioLayer(referenceID: try string(member: l.refId))
            if let au = present(l.au) {
                try requireObject(au, "audio settings")
                audio.level = try property(au, LayerKey.audioLevel)
            }
            return .audio(audio)
        case 12:
            return .adjustment
        case 13:
            return .camera(LottieCameraLayer(perspective: try property(member: l.pe, default: 0)))
        case 15:
            return .data(referenceID: try string(member: l.refId))
        default:
            let names = [7: "video placeholder", 8: "image sequence", 9: "video", 10: "image placeholder", 11: "guide", 14: "light"]
            warn(.unsupportedLayer, typeNode, "layer type \(type)" + (names[type].map { " (\($0))" } ?? "") + " is not supported; it draws nothing")
            return .unsupported(type: type)
        }
    }

    /// The `refId` of a precomposition or image layer, which must be present.
    private func requiredReferenceID(_ l: LayerMembers) throws -> String {
        guard let r = present(l.refId) else { throw missing(l.object, LayerKey.referenceID) }
        return try string(at: r)
    }

    private func mask(_ n: Int) throws -> LottieMask {
        try requireObject(n, "a mask object")
        var mask = LottieMask()
        mask.name = try string(n, MaskKey.name) ?? ""
        if let mode = member(n, MaskKey.mode) {
            let raw = try string(at: mode)
            if let m = LottieMaskMode(rawValue: raw) {
                mask.mode = m
            } else {
                warn(.unknownEnumValue, mode, "mask mode \"\(raw)\" is unknown; using add")
            }
        }
        mask.isInverted = try bool(n, MaskKey.inverted)
        defaultPathClosed = try bool(n, MaskKey.closed, default: true)
        defer { defaultPathClosed = false }
        mask.path = try property(n, MaskKey.path, default: LottieBezier())
        mask.opacity = try property(n, MaskKey.opacity, default: 100)
        mask.expansion = try property(n, MaskKey.expansion, default: 0)
        mask.feather = try property(n, MaskKey.feather)
        return mask
    }

    private func effect(_ n: Int) throws -> LottieEffect {
        try requireObject(n, "an effect object")
        var effect = LottieEffect()
        if let ty = member(n, EffectKey.type) {
            effect.type = LottieEffectType(rawValue: try integer(at: ty))
            if case .other(let t) = effect.type { warn(.unsupportedEffect, ty, "effect type \(t) is unknown") }
        }
        effect.name = try string(n, EffectKey.name) ?? ""
        effect.matchName = try string(n, EffectKey.matchName)
        effect.index = try integer(n, EffectKey.index)
        effect.isEnabled = try bool(n, EffectKey.enabled, default: true)
        if let values = member(n, EffectKey.values) { effect.values = try effectValues(values) }
        return effect
    }

    private func effectValues(_ n: Int) throws -> [LottieEffectValue] {
        try requireArray(n, "an array of effect values")
        return try document.elements(n).map { try effectValue($0) }
    }

    private func effectValue(_ n: Int) throws -> LottieEffectValue {
        try requireObject(n, "an effect value object")
        var value = LottieEffectValue()
        value.name = try string(n, EffectKey.name) ?? ""
        value.matchName = try string(n, EffectKey.matchName)
        value.index = try integer(n, EffectKey.index)
        let type = try integer(n, EffectKey.type) ?? 6
        if let nested = member(n, EffectKey.values) {
            value.value = .group(try effectValues(nested))
            return value
        }
        func v<V: KeyframeValue>(_ fallback: V) throws -> KeyframeGroup<V> { try property(n, EffectKey.value, default: fallback) }
        switch type {
        case 0: value.value = .slider(try v(0))
        case 1: value.value = .angle(try v(0))
        case 2: value.value = .color(try v(Color.black))
        case 3: value.value = .point(try v(LottieVector3(0, 0)))
        case 4: value.value = .checkbox(try v(0))
        case 5: value.value = .group([])
        case 6: value.value = .none
        case 7: value.value = .dropDown(try v(0))
        case 10: value.value = .layer(try v(0))
        default:
            warn(.unsupportedEffect, n, "effect value type \(type) is unknown")
            value.value = .unsupported(type)
        }
        return value
    }

    /// Keys of layer style members that are not animatable parameters.
    private static let styleInfoKeys: Set<String> = ["ty", "nm", "mn", "ix"]

    private func layerStyle(_ n: Int) throws -> LottieLayerStyle? {
        try requireObject(n, "a layer style object")
        guard let ty = member(n, LayerStyleKey.type) else { throw missing(n, LayerStyleKey.type) }
        let type = try integer(at: ty)
        guard let kind = LottieLayerStyle.Kind(rawValue: type) else {
            warn(.unsupportedEffect, ty, "layer style type \(type) is unknown; skipped")
            return nil
        }
        var style = LottieLayerStyle()
        style.kind = kind
        style.name = try string(n, LayerStyleKey.name) ?? ""
        for (k, v) in document.members(n) {
            let key = document.string(k)
            guard !Self.styleInfoKeys.contains(key), document.kind(v) == .object else { continue }
            switch key {
            case "c", "hc", "sc":
                style.values[key] = .color(try property(at: v))
            case "gf":
                style.values[key] = .gradient(try gradientColors(v))
            default:
                style.values[key] = .scalar(try property(at: v))
            }
        }
        return style
    }
}

/// The members of one layer object, found in one walk instead of filling the member cache and
/// looking each of its many keys up. The union of the keys of every layer type: each type reads
/// the ones it has. A member's value node, 0 when absent (`present` also treats `null` as
/// absent); the last of repeated keys wins, as with `member`. Fields are named after their keys;
/// `LayerKey` says what each means.
private struct LayerMembers {
    /// The layer object.
    let object: Int
    var ty = 0, nm = 0, mn = 0, ind = 0, parent = 0, ip = 0, op = 0, st = 0, sr = 0
    var hd = 0, ao = 0, bm = 0, tt = 0, td = 0, tp = 0
    var masksProperties = 0, ef = 0, sy = 0, tm = 0, ddd = 0, ct = 0, ks = 0, cl = 0, ln = 0, mb = 0
    var refId = 0, w = 0, h = 0, sc = 0, sw = 0, sh = 0, shapes = 0, t = 0, au = 0, pe = 0

    @inline(__always) init(_ n: Int, _ document: JSONDocument) {
        object = n
        document.forEachMember(n) { tag, v in
            switch tag {
            case LayerKey.type.shortTag: ty = v
            case LayerKey.name.shortTag: nm = v
            case LayerKey.matchName.shortTag: mn = v
            case LayerKey.index.shortTag: ind = v
            case LayerKey.parent.shortTag: parent = v
            case LayerKey.inPoint.shortTag: ip = v
            case LayerKey.outPoint.shortTag: op = v
            case LayerKey.startTime.shortTag: st = v
            case LayerKey.timeStretch.shortTag: sr = v
            case LayerKey.hidden.shortTag: hd = v
            case LayerKey.autoOrient.shortTag: ao = v
            case LayerKey.blendMode.shortTag: bm = v
            case LayerKey.matteMode.shortTag: tt = v
            case LayerKey.isMatteSource.shortTag: td = v
            case LayerKey.matteParent.shortTag: tp = v
            case LayerKey.effects.shortTag: ef = v
            case LayerKey.styles.shortTag: sy = v
            case LayerKey.timeRemap.shortTag: tm = v
            case LayerKey.is3D.shortTag: ddd = v
            case LayerKey.collapseTransform.shortTag: ct = v
            case LayerKey.transform.shortTag: ks = v
            case LayerKey.className.shortTag: cl = v
            case LayerKey.layerID.shortTag: ln = v
            case LayerKey.motionBlur.shortTag: mb = v
            case LayerKey.referenceID.shortTag: refId = v
            case LayerKey.width.shortTag: w = v
            case LayerKey.height.shortTag: h = v
            case LayerKey.solidColor.shortTag: sc = v
            case LayerKey.solidWidth.shortTag: sw = v
            case LayerKey.solidHeight.shortTag: sh = v
            case LayerKey.shapes.shortTag: shapes = v
            case LayerKey.text.shortTag: t = v
            case LayerKey.audio.shortTag: au = v
            case LayerKey.perspective.shortTag: pe = v
            default:
                // The one key longer than a tag holds: compared in full (its first eight
                // bytes first).
                if document.stringEquals(v - 1, LayerKey.masks) { masksProperties = v }
            }
        }
    }
}
