import Graphics

/// The animatable line geometry shared by strokes and gradient strokes: width, miter limit and
/// the dash pattern (`d`: dashes, gaps and an offset).
struct StrokeGeometry {
    let width: NodeProperty<Double>
    let miterLimit: NodeProperty<Double>
    let dashes: [(kind: LottieDashElement.Kind, value: NodeProperty<Double>)]
    let cap: LineCap
    let join: LineJoin

    init(_ model: borrowing LottieStrokeLine) {
        width = NodeProperty(model.width)
        miterLimit = NodeProperty(model.miterLimit)
        dashes = model.dashes.map { ($0.kind, NodeProperty($0.value)) }
        cap = model.cap
        join = model.join
    }

    /// How many properties `appendNamedProperties(to:)` adds.
    var propertyCount: Int { 2 + dashes.count }

    /// Adds the properties to a node's property map: into the node's own array, so that the
    /// node allocates one array in all.
    func appendNamedProperties(to named: inout [(String, any AnyNodeProperty)]) {
        named.append(("Stroke Width", width))
        named.append(("Miter Limit", miterLimit))
        for (i, d) in dashes.enumerated() { named.append(("Dash \(i)", d.value)) }
    }

    /// The stroke style at the current values, or nil when the stroke draws nothing.
    func style() -> StrokeStyle? {
        let w = width.value
        guard w > 0, w.isFinite else { return nil }
        var pattern: [Double] = []
        var phase = 0.0
        for d in dashes {
            switch d.kind {
            case .dash, .gap: pattern.append(max(0, d.value.value))
            case .offset: phase = d.value.value
            }
        }
        // An odd-length pattern repeats twice, as SVG and lottie-web do; an all-zero one is solid.
        if pattern.count % 2 == 1 { pattern += pattern }
        if pattern.allSatisfy({ $0 == 0 }) { pattern = [] }
        return StrokeStyle(width: w, cap: cap, join: join, miterLimit: max(1, miterLimit.value),
                           dashPattern: pattern, dashPhase: phase)
    }

    /// The stroke style for `path` at the current values, drawn undashed (with a warning) when
    /// its dashes would outnumber `RenderLimits.maxDashSegments`: a pattern far finer than the
    /// path is long (a 0.01-unit dash around an ellipse 1e15 units wide) would otherwise make
    /// cairo walk trillions of dashes. Undashed keeps the line where it is, as
    /// `BezierPath.dashed` also does past its own piece limit.
    func style(for path: BezierPath, budget: RenderBudget?, item: String) -> StrokeStyle? {
        guard var style = style() else { return nil }
        guard let budget, !style.dashPattern.isEmpty else { return style }
        let period = style.dashPattern.reduce(0, +)
        guard period > 0, period.isFinite else { return style }
        let limit = Double(budget.limits.maxDashSegments)
        let dashesPerPeriod = Double(style.dashPattern.count / 2)
        // The control polygon is at least as long as the path: measure arc length only when
        // that cheap bound is over.
        var dashes = path.controlPolygonLength / period * dashesPerPeriod
        if dashes > limit { dashes = path.length / period * dashesPerPeriod }
        if !(dashes <= limit) {
            let count = dashes < 1e15 ? "\(Int(dashes.rounded(.up)))" : dashes.isFinite ? "\(dashes)" : "endless"
            budget.warn(item, "drawn undashed: its dash pattern would make \(count) dashes, more than "
                        + "\(budget.limits.maxDashSegments) (RenderLimits.maxDashSegments)")
            style.dashPattern = []
            style.dashPhase = 0
        }
        return style
    }
}

extension BezierPath {
    /// The summed lengths of the control polygons of the path's segments: never less than the
    /// path's length, and cheap.
    var controlPolygonLength: Double {
        var total = 0.0
        var current = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): total += current.distance(to: p); current = p
            case .quadCurve(let p, let c): total += current.distance(to: c) + c.distance(to: p); current = p
            case .curve(let p, let c1, let c2):
                total += current.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p); current = p
            case .close: total += current.distance(to: start); current = start
            }
        }
        return total
    }
}
