import Graphics

extension ModelDecoder {
    /// A list of shape items (`shapes`, `it`).
    func shapeItems(_ n: Int) throws -> [LottieShapeItem] {
        try requireArray(n, "an array of shape items")
        try count(&shapeCount, adding: document.count(n), limit: limits.maxShapes, .shapes, at: n)
        var result: [LottieShapeItem] = []
        result.reserveCapacity(document.count(n))
        for e in document.elements(n) { result.append(try shapeItem(e)) }
        return result
    }

    /// One shape item.
    func shapeItem(_ n: Int) throws -> LottieShapeItem {
        try requireObject(n, "a shape item object")
        guard let tyNode = member(n, "ty") else { throw missing(n, "ty") }
        // The type is matched by its tag (integer compares, no string made); other kinds than
        // strings are read as text now, for the error a bad one gives.
        let typeTag = document.kind(tyNode) == .string ? document.shortTag(tyNode) : 0
        if typeTag == 0 { _ = try string(at: tyNode) }
        var item = LottieShapeItem(name: try string(n, "nm") ?? "", content: .noStyle)
        item.matchName = try string(n, "mn")
        item.isHidden = try bool(n, "hd")
        item.blendMode = try optionalEnumeration(n, "bm")
        item.content = try shapeContent(n, typeTag: typeTag, typeNode: tyNode)
        return item
    }

    private func shapeContent(_ n: Int, typeTag: UInt64, typeNode: Int) throws -> LottieShapeContent {
        switch typeTag {
        case JSONKey("gr").shortTag:
            var group = LottieShapeGroup()
            if let it = member(n, "it") { group.items = try shapeItems(it) }
            group.propertyCount = try integer(n, "np")
            return .group(group)
        case JSONKey("rc").shortTag:
            var r = LottieRectangle()
            r.direction = try direction(n)
            r.position = try property(n, "p", default: LottieVector3(0, 0))
            r.size = try property(n, "s", default: LottieVector3(0, 0))
            r.roundness = try property(n, "r", default: 0)
            return .rectangle(r)
        case JSONKey("el").shortTag:
            var e = LottieEllipse()
            e.direction = try direction(n)
            e.position = try property(n, "p", default: LottieVector3(0, 0))
            e.size = try property(n, "s", default: LottieVector3(0, 0))
            return .ellipse(e)
        case JSONKey("sr").shortTag:
            var s = LottiePolystar()
            s.kind = try enumeration(n, "sy", default: .star)
            s.direction = try direction(n)
            s.position = try property(n, "p", default: LottieVector3(0, 0))
            s.points = try property(n, "pt", default: 5)
            s.rotation = try property(n, "r", default: 0)
            s.outerRadius = try property(n, "or", default: 0)
            s.outerRoundness = try property(n, "os", default: 0)
            s.innerRadius = try property(n, "ir")
            s.innerRoundness = try property(n, "is")
            return .polystar(s)
        case JSONKey("sh").shortTag:
            var p = LottiePath()
            p.direction = try direction(n)
            defaultPathClosed = try bool(n, "closed")
            defer { defaultPathClosed = false }
            p.path = try property(n, "ks", default: LottieBezier())
            return .path(p)
        case JSONKey("fl").shortTag:
            var f = LottieFill()
            f.color = try styleColor(n)
            f.opacity = try property(n, "o", default: 100)
            f.fillRule = try fillRule(n)
            return .fill(f)
        case JSONKey("st").shortTag:
            var s = LottieStroke()
            s.color = try styleColor(n)
            s.opacity = try property(n, "o", default: 100)
            s.line = try strokeLine(n)
            return .stroke(s)
        case JSONKey("gf").shortTag:
            var g = LottieGradientFill()
            g.opacity = try property(n, "o", default: 100)
            g.fillRule = try fillRule(n)
            g.gradient = try gradient(n)
            return .gradientFill(g)
        case JSONKey("gs").shortTag:
            var g = LottieGradientStroke()
            g.opacity = try property(n, "o", default: 100)
            g.gradient = try gradient(n)
            g.line = try strokeLine(n)
            return .gradientStroke(g)
        case JSONKey("tr").shortTag:
            var t = LottieTransform()
            try transform(n, into: &t)
            return .transform(t)
        case JSONKey("tm").shortTag:
            var t = LottieTrim()
            t.start = try property(n, "s", default: 0)
            t.end = try property(n, "e", default: 100)
            t.offset = try property(n, "o", default: 0)
            t.mode = try enumeration(n, "m", default: .simultaneously)
            return .trim(t)
        case JSONKey("mm").shortTag:
            var m = LottieMerge()
            m.mode = try enumeration(n, "mm", default: .merge)
            return .merge(m)
        case JSONKey("rp").shortTag:
            var r = LottieRepeater()
            r.copies = try property(n, "c", default: 1)
            r.offset = try property(n, "o", default: 0)
            r.composite = try enumeration(n, "m", default: .above)
            if let tr = member(n, "tr") { r.transform = try repeaterTransform(tr) }
            return .repeater(r)
        case JSONKey("rd").shortTag:
            var r = LottieRoundedCorners()
            r.radius = try property(n, "r", default: 0)
            return .roundedCorners(r)
        case JSONKey("op").shortTag:
            var o = LottieOffsetPath()
            o.amount = try property(n, "a", default: 0)
            o.lineJoin = try lineJoin(n) ?? .miter
            o.miterLimit = try property(n, "ml", default: 4)
            return .offsetPath(o)
        case JSONKey("pb").shortTag:
            var p = LottiePuckerBloat()
            p.amount = try property(n, "a", default: 0)
            return .puckerBloat(p)
        case JSONKey("tw").shortTag:
            var t = LottieTwist()
            t.angle = try property(n, "a", default: 0)
            t.center = try property(n, "c", default: LottieVector3(0, 0))
            return .twist(t)
        case JSONKey("zz").shortTag:
            var z = LottieZigZag()
            z.ridges = try property(n, "r", default: 0)
            z.size = try property(n, "s", default: 0)
            z.pointType = try property(n, "pt", default: 1)
            return .zigZag(z)
        case JSONKey("no").shortTag:
            return .noStyle
        default:
            let type = try string(at: typeNode)
            warn(.unsupportedShape, typeNode, "shape item type \"\(type)\" is not supported; it is skipped")
            return .unsupported(type: type)
        }
    }

    private func direction(_ n: Int) throws -> LottieShapeDirection {
        // 2 is After Effects' "clockwise, set by the user": the same as 1.
        if let d = try integer(n, "d"), d == 2 { return .clockwise }
        return try enumeration(n, "d", default: .clockwise)
    }

    /// A fill or stroke colour, converted from 0...255 in legacy files.
    private func styleColor(_ n: Int) throws -> KeyframeGroup<Color> {
        decodingLegacyColor = hasLegacyColors
        defer { decodingLegacyColor = false }
        return try property(n, "c", default: .black)
    }

    private func fillRule(_ n: Int) throws -> FillRule {
        guard let r = member(n, "r") else { return .nonZero }
        switch try integer(at: r) {
        case 2: return .evenOdd
        case 1: return .nonZero
        case let other:
            warn(.unknownEnumValue, r, "fill rule \(other) is unknown; using non-zero")
            return .nonZero
        }
    }

    private func lineJoin(_ n: Int) throws -> LineJoin? {
        guard let lj = member(n, "lj") else { return nil }
        switch try integer(at: lj) {
        case 1: return .miter
        case 2: return .round
        case 3: return .bevel
        case let other:
            warn(.unknownEnumValue, lj, "line join \(other) is unknown; using round")
            return .round
        }
    }

    private func strokeLine(_ n: Int) throws -> LottieStrokeLine {
        var line = LottieStrokeLine()
        line.width = try property(n, "w", default: 0)
        if let lc = member(n, "lc") {
            switch try integer(at: lc) {
            case 1: line.cap = .butt
            case 2: line.cap = .round
            case 3: line.cap = .square
            case let other: warn(.unknownEnumValue, lc, "line cap \(other) is unknown; using round")
            }
        }
        line.join = try lineJoin(n) ?? .round
        if let ml2 = try property(n, "ml2") as KeyframeGroup<Double>? {
            line.miterLimit = ml2
        } else {
            line.miterLimit = KeyframeGroup(try number(n, "ml", default: 4))
        }
        if let d = member(n, "d") {
            try requireArray(d, "an array of dash elements")
            for e in document.elements(d) {
                try requireObject(e, "a dash element")
                let name = try string(e, "n") ?? "d"
                guard let kind = LottieDashElement.Kind(rawValue: name) else {
                    warn(.unknownEnumValue, e, "dash element kind \"\(name)\" is unknown; skipped")
                    continue
                }
                line.dashes.append(LottieDashElement(kind: kind, value: try property(e, "v", default: 0)))
            }
        }
        return line
    }

    private func gradient(_ n: Int) throws -> LottieGradient {
        var g = LottieGradient()
        g.type = try enumeration(n, "t", default: .linear)
        g.startPoint = try property(n, "s", default: LottieVector3(0, 0))
        g.endPoint = try property(n, "e", default: LottieVector3(0, 0))
        g.highlightLength = try property(n, "h")
        g.highlightAngle = try property(n, "a")
        guard let colors = member(n, "g") else { throw missing(n, "g") }
        g.colors = try gradientColors(colors)
        return g
    }

    /// Gradient colour data `{"p": stops, "k": property}`.
    func gradientColors(_ n: Int) throws -> LottieGradientColors {
        try requireObject(n, "gradient colours {p, k}")
        let stops = try integer(n, "p") ?? 0
        guard stops >= 0 else { throw invalid(n, expected: "a non-negative colour stop count") }
        guard let k = member(n, "k") else { throw missing(n, "k") }
        return LottieGradientColors(colorStopCount: stops, values: try property(at: k))
    }
}
