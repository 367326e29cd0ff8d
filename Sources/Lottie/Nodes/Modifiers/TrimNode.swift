import Graphics

/// Trim paths (`tm`): keeps a window of the paths' length, either of each path on its own
/// ("simultaneously", `m` 1: every path trimmed by the same fractions) or of all paths one after
/// another ("individually", `m` 2: one window over their summed length, in list order), with
/// lottie-web's rules for the ends and the offset (see `TrimSpan`). The names are After Effects'.
final class TrimNode: ModifierNode {
    let start: NodeProperty<Double>
    let end: NodeProperty<Double>
    let offset: NodeProperty<Double>
    let mode: LottieTrim.Mode
    /// The measures of the paths trimmed last time, by slot: a trim animating over still paths
    /// measures them once (measuring is most of the cost of trimming).
    private var measures: [PathMeasure] = []

    init(_ model: borrowing LottieTrim, name: String) {
        start = NodeProperty(model.start)
        end = NodeProperty(model.end)
        offset = NodeProperty(model.offset)
        mode = model.mode
        super.init(name: name, properties: NodePropertyMap([("Start", start), ("End", end), ("Offset", offset)]))
    }

    override func modify(_ slots: [PathSlot]) {
        let span = TrimSpan(start: start.value / 100, end: end.value / 100, offset: offset.value / 360)
        if case .whole = span { return }
        if case .empty = span {
            modifyEach(slots) { _ in BezierPath() }
            return
        }
        let measures = slots.indices.map { measure(slots[$0].value, slot: $0) }
        if mode == .simultaneously || slots.count == 1 {
            for (slot, measure) in zip(slots, measures) {
                slot.value = measure.trimmed(span)
                slot.touchedByModifier = true
            }
            return
        }
        // One window over the concatenation of all paths.
        let total = measures.reduce(0) { $0 + $1.length }
        guard total > 0 else { return }
        let ranges: [(Double, Double)]
        switch span {
        case .window(let a, let b): ranges = [(a * total, b * total)]
        case .wrapping(let a, let b): ranges = [(a * total, total), (0, b * total)]
        case .empty, .whole: ranges = []
        }
        var offsetAlong = 0.0
        for (slot, measure) in zip(slots, measures) {
            var result = BezierPath()
            let lo = offsetAlong, hi = offsetAlong + measure.length
            for (a, b) in ranges where b > lo && a < hi {
                result.append(measure.path(fromLength: max(a, lo) - lo, toLength: min(b, hi) - lo))
            }
            // A path entirely inside the window keeps its closed form.
            if ranges.contains(where: { $0.0 <= lo && $0.1 >= hi }) { result = measure.path }
            slot.value = result
            slot.touchedByModifier = true
            offsetAlong = hi
        }
    }

    /// The measure of `path` in slot `index`: last time's when the path is the same.
    private func measure(_ path: BezierPath, slot index: Int) -> PathMeasure {
        if index < measures.count, measures[index].path == path { return measures[index] }
        let measure = PathMeasure(path)
        if index < measures.count { measures[index] = measure } else { measures.append(measure) }
        return measure
    }
}
