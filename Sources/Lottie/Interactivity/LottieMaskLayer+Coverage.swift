import Graphics

extension LottieMaskLayer {
    /// The coverage 0...1 the masks give at `point` (in the masked layer's space), combined
    /// by the same rules `draw(in:)` draws them with.
    func coverage(at point: Point) -> Double {
        var previous = 0.0
        for (k, m) in masks.enumerated() {
            let own = coverage(of: m, at: point)
            let startsFull = k == 0 && (m.mode == .subtract || m.mode == .intersect || m.mode == .darken)
            let base = startsFull ? 1 : previous
            switch m.mode {
            case .add, .lighten, .none: previous = own + previous * (1 - own)
            case .subtract: previous = base * (1 - own)
            case .intersect, .darken: previous = base * own
            case .difference:
                let kept = previous * (1 - own), added = own * (1 - previous)
                previous = added + kept * (1 - added)
            }
        }
        return previous
    }

    /// One mask's own coverage: inside its (expanded) path, or outside it when inverted.
    private func coverage(of m: MaskNode, at point: Point) -> Double {
        let opacity = max(0, min(1, m.opacity.value / 100))
        guard opacity > 0 else { return 0 }
        let path = m.path.value.bezierPath()
        let e = m.expansion.value
        var inside = path.contains(point)
        if e > 0 {
            inside = inside || path.strokeContains(point, width: 2 * e)
        } else if e < 0 {
            inside = inside && !path.strokeContains(point, width: -2 * e)
        }
        return opacity * (inside != m.inverted ? 1 : 0)
    }
}
