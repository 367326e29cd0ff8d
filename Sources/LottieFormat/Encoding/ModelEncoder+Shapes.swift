import Graphics

extension ModelEncoder {
    mutating func shapeItems(_ items: [LottieShapeItem]) {
        array(items) { e, item in e.shapeItem(item) }
    }

    private mutating func shapeItem(_ item: LottieShapeItem) {
        object { e in
            e.string("ty", item.content.typeName)
            e.string("nm", item.name)
            e.string("mn", item.matchName)
            if item.isHidden { e.flag("hd", true) }
            e.integer("bm", item.blendMode?.rawValue)
            e.shapeContent(item.content)
        }
    }

    private mutating func shapeContent(_ content: LottieShapeContent) {
        switch content {
        case .group(let g):
            writer.key("it")
            shapeItems(g.items)
            integer("np", g.propertyCount)
        case .rectangle(let r):
            integer("d", r.direction.rawValue)
            property("p", r.position)
            property("s", r.size)
            property("r", r.roundness)
        case .ellipse(let el):
            integer("d", el.direction.rawValue)
            property("p", el.position)
            property("s", el.size)
        case .polystar(let s):
            integer("sy", s.kind.rawValue)
            integer("d", s.direction.rawValue)
            property("p", s.position)
            property("pt", s.points)
            property("r", s.rotation)
            property("or", s.outerRadius)
            property("os", s.outerRoundness)
            property("ir", s.innerRadius)
            property("is", s.innerRoundness)
        case .path(let p):
            integer("d", p.direction.rawValue)
            property("ks", p.path)
        case .fill(let f):
            styleColor(f.color)
            property("o", f.opacity)
            fillRule(f.fillRule)
        case .stroke(let s):
            styleColor(s.color)
            property("o", s.opacity)
            strokeLine(s.line)
        case .gradientFill(let g):
            property("o", g.opacity)
            fillRule(g.fillRule)
            gradient(g.gradient)
        case .gradientStroke(let g):
            property("o", g.opacity)
            gradient(g.gradient)
            strokeLine(g.line)
        case .transform(let t):
            transformMembers(t, is3D: false, repeater: nil)
        case .trim(let t):
            property("s", t.start)
            property("e", t.end)
            property("o", t.offset)
            integer("m", t.mode.rawValue)
        case .merge(let m):
            integer("mm", m.mode.rawValue)
        case .repeater(let r):
            property("c", r.copies)
            property("o", r.offset)
            integer("m", r.composite.rawValue)
            writer.key("tr")
            transform(r.transform.transform, repeater: r.transform)
        case .roundedCorners(let r):
            property("r", r.radius)
        case .offsetPath(let o):
            property("a", o.amount)
            lineJoin(o.lineJoin)
            property("ml", o.miterLimit)
        case .puckerBloat(let p):
            property("a", p.amount)
        case .twist(let t):
            property("a", t.angle)
            property("c", t.center)
        case .zigZag(let z):
            property("r", z.ridges)
            property("s", z.size)
            property("pt", z.pointType)
        case .noStyle, .unsupported:
            break
        }
    }

    private mutating func styleColor(_ color: KeyframeGroup<Color>) {
        writingLegacyColor = legacyColors
        property("c", color)
        writingLegacyColor = false
    }

    private mutating func fillRule(_ rule: FillRule) {
        integer("r", rule == .evenOdd ? 2 : 1)
    }

    private mutating func lineJoin(_ join: LineJoin) {
        switch join {
        case .miter: integer("lj", 1)
        case .round: integer("lj", 2)
        case .bevel: integer("lj", 3)
        }
    }

    private mutating func strokeLine(_ line: LottieStrokeLine) {
        property("w", line.width)
        switch line.cap {
        case .butt: integer("lc", 1)
        case .round: integer("lc", 2)
        case .square: integer("lc", 3)
        }
        lineJoin(line.join)
        if case .constant(let limit) = line.miterLimit.content, line.miterLimit.expression == nil,
           line.miterLimit.slotID == nil, line.miterLimit.propertyIndex == nil {
            number("ml", limit)
        } else {
            property("ml2", line.miterLimit)
        }
        if !line.dashes.isEmpty {
            writer.key("d")
            array(line.dashes) { e, d in
                e.object { e in
                    e.string("n", d.kind.rawValue)
                    e.property("v", d.value)
                }
            }
        }
    }

    private mutating func gradient(_ g: LottieGradient) {
        integer("t", g.type.rawValue)
        property("s", g.startPoint)
        property("e", g.endPoint)
        property("h", g.highlightLength)
        property("a", g.highlightAngle)
        writer.key("g")
        gradientColors(g.colors)
    }

    mutating func gradientColors(_ g: LottieGradientColors) {
        object { e in
            e.integer("p", g.colorStopCount)
            e.property("k", g.values)
        }
    }
}
