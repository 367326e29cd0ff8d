import Graphics

extension ModelEncoder {
    mutating func shapeItems(_ items: [LottieShapeItem]) {
        array(items) { e, item in e.shapeItem(item) }
    }

    private mutating func shapeItem(_ item: LottieShapeItem) {
        object { e in
            e.string(ShapeKey.type, item.content.typeName)
            e.string(ShapeKey.name, item.name)
            e.string(ShapeKey.matchName, item.matchName)
            if item.isHidden { e.flag(ShapeKey.hidden, true) }
            e.integer(ShapeKey.blendMode, item.blendMode?.rawValue)
            e.shapeContent(item.content)
        }
    }

    private mutating func shapeContent(_ content: LottieShapeContent) {
        switch content {
        case .group(let g):
            writer.key(ShapeKey.items)
            shapeItems(g.items)
            integer(ShapeKey.propertyCount, g.propertyCount)
        case .rectangle(let r):
            integer(ShapeKey.direction, r.direction.rawValue)
            property(ShapeKey.position, r.position)
            property(ShapeKey.size, r.size)
            property(ShapeKey.roundness, r.roundness)
        case .ellipse(let el):
            integer(ShapeKey.direction, el.direction.rawValue)
            property(ShapeKey.position, el.position)
            property(ShapeKey.size, el.size)
        case .polystar(let s):
            integer(ShapeKey.starKind, s.kind.rawValue)
            integer(ShapeKey.direction, s.direction.rawValue)
            property(ShapeKey.position, s.position)
            property(ShapeKey.points, s.points)
            property(ShapeKey.rotation, s.rotation)
            property(ShapeKey.outerRadius, s.outerRadius)
            property(ShapeKey.outerRoundness, s.outerRoundness)
            property(ShapeKey.innerRadius, s.innerRadius)
            property(ShapeKey.innerRoundness, s.innerRoundness)
        case .path(let p):
            integer(ShapeKey.direction, p.direction.rawValue)
            property(ShapeKey.shape, p.path)
        case .fill(let f):
            styleColor(f.color)
            property(ShapeKey.opacity, f.opacity)
            fillRule(f.fillRule)
        case .stroke(let s):
            styleColor(s.color)
            property(ShapeKey.opacity, s.opacity)
            strokeLine(s.line)
        case .gradientFill(let g):
            property(ShapeKey.opacity, g.opacity)
            fillRule(g.fillRule)
            gradient(g.gradient)
        case .gradientStroke(let g):
            property(ShapeKey.opacity, g.opacity)
            gradient(g.gradient)
            strokeLine(g.line)
        case .transform(let t):
            transformMembers(t, is3D: false, repeater: nil)
        case .trim(let t):
            property(ShapeKey.trimStart, t.start)
            property(ShapeKey.trimEnd, t.end)
            property(ShapeKey.trimOffset, t.offset)
            integer(ShapeKey.trimMode, t.mode.rawValue)
        case .merge(let m):
            integer(ShapeKey.mergeMode, m.mode.rawValue)
        case .repeater(let r):
            property(ShapeKey.copies, r.copies)
            property(ShapeKey.repeaterOffset, r.offset)
            integer(ShapeKey.composite, r.composite.rawValue)
            writer.key(ShapeKey.repeaterTransform)
            transform(r.transform.transform, repeater: r.transform)
        case .roundedCorners(let r):
            property(ShapeKey.radius, r.radius)
        case .offsetPath(let o):
            property(ShapeKey.amount, o.amount)
            lineJoin(o.lineJoin)
            property(ShapeKey.miterLimit, o.miterLimit)
        case .puckerBloat(let p):
            property(ShapeKey.amount, p.amount)
        case .twist(let t):
            property(ShapeKey.angle, t.angle)
            property(ShapeKey.center, t.center)
        case .zigZag(let z):
            property(ShapeKey.ridges, z.ridges)
            property(ShapeKey.size, z.size)
            property(ShapeKey.pointType, z.pointType)
        case .noStyle, .unsupported:
            break
        }
    }

    private mutating func styleColor(_ color: KeyframeGroup<Color>) {
        writingLegacyColor = legacyColors
        property(ShapeKey.color, color)
        writingLegacyColor = false
    }

    private mutating func fillRule(_ rule: FillRule) {
        integer(ShapeKey.fillRule, rule == .evenOdd ? 2 : 1)
    }

    private mutating func lineJoin(_ join: LineJoin) {
        switch join {
        case .miter: integer(ShapeKey.lineJoin, 1)
        case .round: integer(ShapeKey.lineJoin, 2)
        case .bevel: integer(ShapeKey.lineJoin, 3)
        }
    }

    private mutating func strokeLine(_ line: LottieStrokeLine) {
        property(ShapeKey.strokeWidth, line.width)
        switch line.cap {
        case .butt: integer(ShapeKey.lineCap, 1)
        case .round: integer(ShapeKey.lineCap, 2)
        case .square: integer(ShapeKey.lineCap, 3)
        }
        lineJoin(line.join)
        if case .constant(let limit) = line.miterLimit.content, line.miterLimit.expression == nil,
           line.miterLimit.slotID == nil, line.miterLimit.propertyIndex == nil {
            number(ShapeKey.miterLimit, limit)
        } else {
            property(ShapeKey.animatedMiterLimit, line.miterLimit)
        }
        if !line.dashes.isEmpty {
            writer.key(ShapeKey.dashes)
            array(line.dashes) { e, d in
                e.object { e in
                    e.string(ShapeKey.dashKind, d.kind.rawValue)
                    e.property(ShapeKey.dashValue, d.value)
                }
            }
        }
    }

    private mutating func gradient(_ g: LottieGradient) {
        integer(ShapeKey.gradientType, g.type.rawValue)
        property(ShapeKey.startPoint, g.startPoint)
        property(ShapeKey.endPoint, g.endPoint)
        property(ShapeKey.highlightLength, g.highlightLength)
        property(ShapeKey.highlightAngle, g.highlightAngle)
        writer.key(ShapeKey.gradientColors)
        gradientColors(g.colors)
    }

    mutating func gradientColors(_ g: LottieGradientColors) {
        object { e in
            e.integer(ShapeKey.colorStopCount, g.colorStopCount)
            e.property(ShapeKey.colorStops, g.values)
            e.string(PropertyKey.slotID, g.slotID)
        }
    }
}
