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
}
