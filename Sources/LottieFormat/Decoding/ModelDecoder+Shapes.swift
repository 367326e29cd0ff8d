import Graphics

extension ModelDecoder {
    /// A list of shape items (`shapes`, `it`).
    func shapeItems(_ n: Int) throws -> [LottieShapeItem] {
        try requireArray(n, "an array of shape items")
        try count(&shapeCount, adding: document.count(n), limit: limits.maxShapes, .shapes, at: n)
        var result: [LottieShapeItem] = []
        result.reserveCapacity(document.count(n))
        for e in document.elements(n) {
            if let item = try skippingIfMalformed(e, "shape item", { try shapeItem(e) }) { result.append(item) }
        }
        return result
    }

    /// One shape item.
    func shapeItem(_ n: Int) throws -> LottieShapeItem {
        try requireObject(n, "a shape item object")
        let m = ShapeItemMembers(n, document)
        guard let tyNode = present(m.ty) else { throw missing(n, ShapeKey.type) }
        // The type is matched by its tag (integer compares, no string made); other kinds than
        // strings are read as text now, for the error a bad one gives.
        let typeTag = document.kind(tyNode) == .string ? document.shortTag(tyNode) : 0
        if typeTag == 0 { _ = try string(at: tyNode) }
        var item = LottieShapeItem(name: try string(member: m.nm) ?? "", content: .noStyle)
        item.matchName = try string(member: m.mn)
        item.isHidden = try bool(member: m.hd)
        item.blendMode = try optionalEnumeration(at: present(m.bm), ShapeKey.blendMode)
        item.content = try shapeContent(m, typeTag: typeTag, typeNode: tyNode)
        return item
    }

    private func shapeContent(_ m: ShapeItemMembers, typeTag: UInt64, typeNode: Int) throws -> LottieShapeContent {
        switch typeTag {
        case ShapeType.group.shortTag:
            var group = LottieShapeGroup()
            if let it = present(m.it) { group.items = try shapeItems(it) }
            group.propertyCount = try integer(member: m.np)
            return .group(group)
        case ShapeType.rectangle.shortTag:
            var r = LottieRectangle()
            r.direction = try direction(m)
            r.position = try property(member: m.p, default: LottieVector3(0, 0))
            r.size = try property(member: m.s, default: LottieVector3(0, 0))
            r.roundness = try property(member: m.r, default: 0)
            return .rectangle(r)
        case ShapeType.ellipse.shortTag:
            var e = LottieEllipse()
            e.direction = try direction(m)
            e.position = try property(member: m.p, default: LottieVector3(0, 0))
            e.size = try property(member: m.s, default: LottieVector3(0, 0))
            return .ellipse(e)
        case ShapeType.polystar.shortTag:
            var s = LottiePolystar()
            s.kind = try enumeration(at: present(m.sy), ShapeKey.starKind, default: .star)
            s.direction = try direction(m)
            s.position = try property(member: m.p, default: LottieVector3(0, 0))
            s.points = try property(member: m.pt, default: 5)
            s.rotation = try property(member: m.r, default: 0)
            s.outerRadius = try property(member: m.or, default: 0)
            s.outerRoundness = try property(member: m.os, default: 0)
            s.innerRadius = try property(member: m.ir)
            s.innerRoundness = try property(member: m.is)
            return .polystar(s)
        case ShapeType.path.shortTag:
            var p = LottiePath()
            p.direction = try direction(m)
            defaultPathClosed = try bool(member: m.closed)
            defer { defaultPathClosed = false }
            p.path = try property(member: m.ks, default: LottieBezier())
            return .path(p)
        case ShapeType.fill.shortTag:
            var f = LottieFill()
            f.color = try styleColor(m)
            f.opacity = try property(member: m.o, default: 100)
            f.fillRule = try fillRule(m)
            return .fill(f)
        case ShapeType.stroke.shortTag:
            var s = LottieStroke()
            s.color = try styleColor(m)
            s.opacity = try property(member: m.o, default: 100)
            s.line = try strokeLine(m)
            return .stroke(s)
        case ShapeType.gradientFill.shortTag:
            var g = LottieGradientFill()
            g.opacity = try property(member: m.o, default: 100)
            g.fillRule = try fillRule(m)
            g.gradient = try gradient(m)
            return .gradientFill(g)
        case ShapeType.gradientStroke.shortTag:
            var g = LottieGradientStroke()
            g.opacity = try property(member: m.o, default: 100)
            g.gradient = try gradient(m)
            g.line = try strokeLine(m)
            return .gradientStroke(g)
        case ShapeType.transform.shortTag:
            var t = LottieTransform()
            try transform(m.object, into: &t)
            return .transform(t)
        case ShapeType.trim.shortTag:
            var t = LottieTrim()
            t.start = try property(member: m.s, default: 0)
            t.end = try property(member: m.e, default: 100)
            t.offset = try property(member: m.o, default: 0)
            t.mode = try enumeration(at: present(m.m), ShapeKey.trimMode, default: .simultaneously)
            return .trim(t)
        case ShapeType.merge.shortTag:
            var merge = LottieMerge()
            merge.mode = try enumeration(at: present(m.mm), ShapeKey.mergeMode, default: .merge)
            return .merge(merge)
        case ShapeType.repeater.shortTag:
            var r = LottieRepeater()
            r.copies = try property(member: m.c, default: 1)
            r.offset = try property(member: m.o, default: 0)
            r.composite = try enumeration(at: present(m.m), ShapeKey.composite, default: .above)
            if let tr = present(m.tr) { r.transform = try repeaterTransform(tr) }
            return .repeater(r)
        case ShapeType.roundedCorners.shortTag:
            var r = LottieRoundedCorners()
            r.radius = try property(member: m.r, default: 0)
            return .roundedCorners(r)
        case ShapeType.offsetPath.shortTag:
            var o = LottieOffsetPath()
            o.amount = try property(member: m.a, default: 0)
            o.lineJoin = try lineJoin(m) ?? .miter
            o.miterLimit = try property(member: m.ml, default: 4)
            return .offsetPath(o)
        case ShapeType.puckerBloat.shortTag:
            var p = LottiePuckerBloat()
            p.amount = try property(member: m.a, default: 0)
            return .puckerBloat(p)
        case ShapeType.twist.shortTag:
            var t = LottieTwist()
            t.angle = try property(member: m.a, default: 0)
            t.center = try property(member: m.c, default: LottieVector3(0, 0))
            return .twist(t)
        case ShapeType.zigZag.shortTag:
            var z = LottieZigZag()
            z.ridges = try property(member: m.r, default: 0)
            z.size = try property(member: m.s, default: 0)
            z.pointType = try property(member: m.pt, default: 1)
            return .zigZag(z)
        case ShapeType.noStyle.shortTag:
            return .noStyle
        default:
            let type = try string(at: typeNode)
            warn(.unsupportedShape, typeNode, "shape item type \"\(type)\" is not supported; it is skipped")
            return .unsupported(type: type)
        }
    }

    private func direction(_ m: ShapeItemMembers) throws -> LottieShapeDirection {
        let d = present(m.d)
        // 2 is After Effects' "clockwise, set by the user": the same as 1.
        if let d, try integer(at: d) == 2 { return .clockwise }
        return try enumeration(at: d, ShapeKey.direction, default: .clockwise)
    }

    /// A fill or stroke colour, converted from 0...255 in legacy files.
    private func styleColor(_ m: ShapeItemMembers) throws -> KeyframeGroup<Color> {
        decodingLegacyColor = hasLegacyColors
        defer { decodingLegacyColor = false }
        return try property(member: m.c, default: .black)
    }

    private func fillRule(_ m: ShapeItemMembers) throws -> FillRule {
        guard let r = present(m.r) else { return .nonZero }
        switch try integer(at: r) {
        case 2: return .evenOdd
        case 1: return .nonZero
        case let other:
            warn(.unknownEnumValue, r, "fill rule \(other) is unknown; using non-zero")
            return .nonZero
        }
    }

    private func lineJoin(_ m: ShapeItemMembers) throws -> LineJoin? {
        guard let lj = present(m.lj) else { return nil }
        switch try integer(at: lj) {
        case 1: return .miter
        case 2: return .round
        case 3: return .bevel
        case let other:
            warn(.unknownEnumValue, lj, "line join \(other) is unknown; using round")
            return .round
        }
    }

    private func strokeLine(_ m: ShapeItemMembers) throws -> LottieStrokeLine {
        var line = LottieStrokeLine()
        line.width = try property(member: m.w, default: 0)
        if let lc = present(m.lc) {
            switch try integer(at: lc) {
            case 1: line.cap = .butt
            case 2: line.cap = .round
            case 3: line.cap = .square
            case let other: warn(.unknownEnumValue, lc, "line cap \(other) is unknown; using round")
            }
        }
        line.join = try lineJoin(m) ?? .round
        if let ml2 = try property(member: m.ml2) as KeyframeGroup<Double>? {
            line.miterLimit = ml2
        } else {
            line.miterLimit = KeyframeGroup(try number(member: m.ml) ?? 4)
        }
        if let d = present(m.d) {
            try requireArray(d, "an array of dash elements")
            for e in document.elements(d) {
                try requireObject(e, "a dash element")
                let name = try string(e, ShapeKey.dashKind) ?? "d"
                guard let kind = LottieDashElement.Kind(rawValue: name) else {
                    warn(.unknownEnumValue, e, "dash element kind \"\(name)\" is unknown; skipped")
                    continue
                }
                line.dashes.append(LottieDashElement(kind: kind, value: try property(e, ShapeKey.dashValue, default: 0)))
            }
        }
        return line
    }

    private func gradient(_ m: ShapeItemMembers) throws -> LottieGradient {
        var g = LottieGradient()
        g.type = try enumeration(at: present(m.t), ShapeKey.gradientType, default: .linear)
        g.startPoint = try property(member: m.s, default: LottieVector3(0, 0))
        g.endPoint = try property(member: m.e, default: LottieVector3(0, 0))
        g.highlightLength = try property(member: m.h)
        g.highlightAngle = try property(member: m.a)
        guard let colors = present(m.g) else { throw missing(m.object, ShapeKey.gradientColors) }
        g.colors = try gradientColors(colors)
        return g
    }

    /// Gradient colour data `{"p": stops, "k": property}`. Bound to a slot (`sid` beside `p`
    /// and `k`, as ThorVG and dotLottie write it), the slot's `{p, k}` replaces both.
    func gradientColors(_ n: Int) throws -> LottieGradientColors {
        try requireObject(n, "gradient colours {p, k}")
        var data = n
        var slotID: String?
        if let s = member(n, PropertyKey.slotID) {
            let id = try string(at: s)
            slotID = id
            if let slot = slotProperties[id] { data = slot }
        }
        let stops = try integer(data, ShapeKey.colorStopCount) ?? 0
        guard stops >= 0 else { throw invalid(data, expected: "a non-negative colour stop count") }
        guard let k = member(data, ShapeKey.colorStops) else { throw missing(data, ShapeKey.colorStops) }
        return LottieGradientColors(colorStopCount: stops, values: try property(at: k), slotID: slotID)
    }
}

/// The members of one shape item object, found in one walk instead of filling the member cache
/// and looking each key up (a file has many shape items, each with a few members). The union of
/// the keys of every item type: each type reads the ones it has. A member's value node, 0 when
/// absent (`present` also treats `null` as absent); the last of repeated keys wins, as with
/// `member`. Fields are named after their keys; `ShapeKey` says what each means.
private struct ShapeItemMembers {
    /// The item object.
    let object: Int
    var ty = 0, nm = 0, mn = 0, hd = 0, bm = 0
    var it = 0, np = 0
    var d = 0, p = 0, s = 0, r = 0, e = 0, o = 0, c = 0, a = 0, m = 0
    var sy = 0, pt = 0, or = 0, os = 0, ir = 0, `is` = 0
    var closed = 0, ks = 0
    var w = 0, lc = 0, lj = 0, ml = 0, ml2 = 0
    var t = 0, h = 0, g = 0
    var mm = 0, tr = 0

    @inline(__always) init(_ n: Int, _ document: JSONDocument) {
        object = n
        document.forEachMember(n) { tag, v in
            switch tag {
            case ShapeKey.type.shortTag: ty = v
            case ShapeKey.name.shortTag: nm = v
            case ShapeKey.matchName.shortTag: mn = v
            case ShapeKey.hidden.shortTag: hd = v
            case ShapeKey.blendMode.shortTag: bm = v
            case ShapeKey.items.shortTag: it = v
            case ShapeKey.propertyCount.shortTag: np = v
            case ShapeKey.direction.shortTag: d = v  // also dashes
            case ShapeKey.position.shortTag: p = v
            case ShapeKey.size.shortTag: s = v  // also startPoint, trimStart
            case ShapeKey.roundness.shortTag: r = v  // also rotation, fillRule, radius, ridges
            case ShapeKey.endPoint.shortTag: e = v  // also trimEnd
            case ShapeKey.opacity.shortTag: o = v  // also trimOffset, repeaterOffset
            case ShapeKey.color.shortTag: c = v  // also copies, center
            case ShapeKey.amount.shortTag: a = v  // also angle, highlightAngle
            case ShapeKey.trimMode.shortTag: m = v  // also composite
            case ShapeKey.starKind.shortTag: sy = v
            case ShapeKey.points.shortTag: pt = v  // also pointType
            case ShapeKey.outerRadius.shortTag: or = v
            case ShapeKey.outerRoundness.shortTag: os = v
            case ShapeKey.innerRadius.shortTag: ir = v
            case ShapeKey.innerRoundness.shortTag: `is` = v
            case ShapeKey.closed.shortTag: closed = v
            case ShapeKey.shape.shortTag: ks = v
            case ShapeKey.strokeWidth.shortTag: w = v
            case ShapeKey.lineCap.shortTag: lc = v
            case ShapeKey.lineJoin.shortTag: lj = v
            case ShapeKey.miterLimit.shortTag: ml = v
            case ShapeKey.animatedMiterLimit.shortTag: ml2 = v
            case ShapeKey.gradientType.shortTag: t = v
            case ShapeKey.highlightLength.shortTag: h = v
            case ShapeKey.gradientColors.shortTag: g = v
            case ShapeKey.mergeMode.shortTag: mm = v
            case ShapeKey.repeaterTransform.shortTag: tr = v
            default: break
            }
        }
    }
}
