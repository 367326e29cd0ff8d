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
            // destroyed the original. On an error the whole list is dropped.
            result.append(LottieLayer())
            try layer(e, into: &result[result.count - 1])
        }
        return result
    }

    /// One layer, decoded into `layer` (a default layer).
    func layer(_ n: Int, into layer: inout LottieLayer) throws {
        try requireObject(n, "a layer object")
        guard let tyNode = member(n, "ty") else { throw missing(n, "ty") }
        let type = try integer(at: tyNode)
        layer.name = try string(n, "nm") ?? ""
        layer.matchName = try string(n, "mn")
        layer.index = try integer(n, "ind")
        layer.parent = try integer(n, "parent")
        layer.inFrame = try number(n, "ip", default: 0)
        layer.outFrame = try number(n, "op", default: 0)
        layer.startTime = try number(n, "st", default: 0)
        layer.timeStretch = try number(n, "sr", default: 1)
        layer.isHidden = try bool(n, "hd")
        layer.autoOrient = try bool(n, "ao")
        layer.blendMode = try enumeration(n, "bm", default: .normal)
        if let tt = member(n, "tt"), try integer(at: tt) != 0 { layer.matteMode = try optionalEnumeration(n, "tt") }
        layer.isMatteSource = try bool(n, "td")
        layer.matteParent = try integer(n, "tp")
        if let masks = member(n, "masksProperties") {
            try requireArray(masks, "an array of masks")
            for m in document.elements(masks) { layer.masks.append(try mask(m)) }
        }
        if let effects = member(n, "ef") {
            try requireArray(effects, "an array of effects")
            for e in document.elements(effects) { layer.effects.append(try effect(e)) }
        }
        if let styles = member(n, "sy") {
            try requireArray(styles, "an array of layer styles")
            for s in document.elements(styles) { if let style = try layerStyle(s) { layer.styles.append(style) } }
        }
        layer.timeRemap = try property(n, "tm")
        layer.is3D = try bool(n, "ddd")
        layer.collapseTransform = try bool(n, "ct")
        if let ks = member(n, "ks") { try transform(ks, into: &layer.transform) }
        layer.className = try string(n, "cl")
        layer.layerID = try string(n, "ln")
        layer.motionBlur = try bool(n, "mb")
        if layer.motionBlur { warn(.unsupportedFeature, n, "motion blur is kept as a flag only") }
        layer.content = try layerContent(n, type: type, typeNode: tyNode)
    }

    private func layerContent(_ n: Int, type: Int, typeNode: Int) throws -> LottieLayerContent {
        switch type {
        case 0:
            return .precomposition(LottiePrecompositionLayer(
                referenceID: try requiredString(n, "refId"),
                size: Size(width: try number(n, "w", default: 0), height: try number(n, "h", default: 0))))
        case 1:
            guard let sc = member(n, "sc") else { throw missing(n, "sc") }
            let hex = try string(at: sc)
            let parsed = Color(hex: hex)
            if parsed == nil { warn(.malformedValue, sc, "solid colour \"\(hex)\" is not a hex colour; using black") }
            let color = parsed ?? .black
            return .solid(LottieSolidLayer(color: color, size: Size(width: try number(n, "sw", default: 0),
                                                                     height: try number(n, "sh", default: 0))))
        case 2:
            return .image(referenceID: try requiredString(n, "refId"))
        case 3:
            return .null
        case 4:
            guard let shapes = member(n, "shapes") else { return .shapes([]) }
            return .shapes(try shapeItems(shapes))
        case 5:
            guard let t = member(n, "t") else { throw missing(n, "t") }
            return .text(try textData(t))
        case 6:
            var audio = LottieAudioLayer(referenceID: try string(n, "refId"))
            if let au = member(n, "au") {
                try requireObject(au, "audio settings")
                audio.level = try property(au, "lv")
            }
            return .audio(audio)
        case 12:
            return .adjustment
        case 13:
            return .camera(LottieCameraLayer(perspective: try property(n, "pe", default: 0)))
        case 15:
            return .data(referenceID: try string(n, "refId"))
        default:
            let names = [7: "video placeholder", 8: "image sequence", 9: "video", 10: "image placeholder", 11: "guide", 14: "light"]
            warn(.unsupportedLayer, typeNode, "layer type \(type)" + (names[type].map { " (\($0))" } ?? "") + " is not supported; it draws nothing")
            return .unsupported(type: type)
        }
    }

    private func mask(_ n: Int) throws -> LottieMask {
        try requireObject(n, "a mask object")
        var mask = LottieMask()
        mask.name = try string(n, "nm") ?? ""
        if let mode = member(n, "mode") {
            let raw = try string(at: mode)
            if let m = LottieMaskMode(rawValue: raw) {
                mask.mode = m
            } else {
                warn(.unknownEnumValue, mode, "mask mode \"\(raw)\" is unknown; using add")
            }
        }
        mask.isInverted = try bool(n, "inv")
        defaultPathClosed = try bool(n, "cl", default: true)
        defer { defaultPathClosed = false }
        mask.path = try property(n, "pt", default: LottieBezier())
        mask.opacity = try property(n, "o", default: 100)
        mask.expansion = try property(n, "x", default: 0)
        mask.feather = try property(n, "f")
        return mask
    }

    private func effect(_ n: Int) throws -> LottieEffect {
        try requireObject(n, "an effect object")
        var effect = LottieEffect()
        if let ty = member(n, "ty") {
            effect.type = LottieEffectType(rawValue: try integer(at: ty))
            if case .other(let t) = effect.type { warn(.unsupportedEffect, ty, "effect type \(t) is unknown") }
        }
        effect.name = try string(n, "nm") ?? ""
        effect.matchName = try string(n, "mn")
        effect.index = try integer(n, "ix")
        effect.isEnabled = try bool(n, "en", default: true)
        if let values = member(n, "ef") { effect.values = try effectValues(values) }
        return effect
    }

    private func effectValues(_ n: Int) throws -> [LottieEffectValue] {
        try requireArray(n, "an array of effect values")
        return try document.elements(n).map { try effectValue($0) }
    }

    private func effectValue(_ n: Int) throws -> LottieEffectValue {
        try requireObject(n, "an effect value object")
        var value = LottieEffectValue()
        value.name = try string(n, "nm") ?? ""
        value.matchName = try string(n, "mn")
        value.index = try integer(n, "ix")
        let type = try integer(n, "ty") ?? 6
        if let nested = member(n, "ef") {
            value.value = .group(try effectValues(nested))
            return value
        }
        func v<V: KeyframeValue>(_ fallback: V) throws -> KeyframeGroup<V> { try property(n, "v", default: fallback) }
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
        guard let ty = member(n, "ty") else { throw missing(n, "ty") }
        let type = try integer(at: ty)
        guard let kind = LottieLayerStyle.Kind(rawValue: type) else {
            warn(.unsupportedEffect, ty, "layer style type \(type) is unknown; skipped")
            return nil
        }
        var style = LottieLayerStyle()
        style.kind = kind
        style.name = try string(n, "nm") ?? ""
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
