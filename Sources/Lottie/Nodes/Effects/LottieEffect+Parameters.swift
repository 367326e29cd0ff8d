import Graphics

/// Effect parameters by position. After Effects fixes each effect's parameter layout (its
/// `mn` match names end in `-0001`, `-0002`, ...), while the names (`nm`) are localised, so
/// parameters are read by position, as lottie-web does.
extension LottieEffect {
    /// The numeric parameter at `index` (slider, angle, checkbox, menu or layer choice), or
    /// `fallback` when that parameter is missing or of another kind.
    func scalar(at index: Int, default fallback: Double) -> KeyframeGroup<Double> {
        guard values.indices.contains(index) else { return KeyframeGroup(fallback) }
        switch values[index].value {
        case .slider(let v), .angle(let v), .checkbox(let v), .dropDown(let v), .layer(let v): return v
        case .point(let p): return KeyframeGroup(p.initialValue.x)
        case .color, .group, .none, .unsupported: return KeyframeGroup(fallback)
        }
    }

    /// The colour parameter at `index`, or `fallback` when it is missing or not a colour.
    func color(at index: Int, default fallback: Color) -> KeyframeGroup<Color> {
        guard values.indices.contains(index), case .color(let c) = values[index].value else { return KeyframeGroup(fallback) }
        return c
    }
}
