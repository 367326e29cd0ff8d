import Foundation
import Layers

/// A text animator's range selector (`t.a[].s`), evaluated as lottie-web's
/// `TextSelectorProperty`: which units (characters, words, lines) an animator affects and how
/// strongly, from start/end/offset, the shape of the falloff, its easing and smoothness.
final class TextRangeSelectorNode {
    let model: LottieTextRangeSelector
    let start: NodeProperty<Double>
    let end: NodeProperty<Double>?
    let offset: NodeProperty<Double>
    let amount: NodeProperty<Double>
    let maxEase: NodeProperty<Double>
    let minEase: NodeProperty<Double>
    let smoothness: NodeProperty<Double>

    init(_ model: LottieTextRangeSelector) {
        self.model = model
        start = NodeProperty(model.start ?? KeyframeGroup(0))
        end = model.end.map { NodeProperty($0) }
        offset = NodeProperty(model.offset ?? KeyframeGroup(0))
        amount = NodeProperty(model.amount ?? KeyframeGroup(100))
        maxEase = NodeProperty(model.maxEase ?? KeyframeGroup(0))
        minEase = NodeProperty(model.minEase ?? KeyframeGroup(0))
        smoothness = NodeProperty(model.smoothness ?? KeyframeGroup(100))
    }

    /// The properties by the names After Effects shows.
    var namedProperties: [(String, any AnyNodeProperty)] {
        var named: [(String, any AnyNodeProperty)] = [("Start", start), ("Offset", offset), ("Amount", amount),
                                                       ("Ease High", maxEase), ("Ease Low", minEase), ("Smoothness", smoothness)]
        if let end { named.append(("End", end)) }
        return named
    }

    /// The selection, fixed for one frame and one text: how strongly each unit is affected.
    struct Selection {
        var start: Double
        var end: Double
        var shape: LottieTextRangeShape
        var easing: UnitBezier?
        var smoothness: Double
        var amount: Double

        /// The strength (0...1 times the amount) for the unit at `index`.
        func multiplier(at index: Double) -> Double {
            let s = start, e = end
            var mult = 0.0
            switch shape {
            case .rampUp:
                mult = e == s ? (index >= e ? 1 : 0) : clamp(0.5 / (e - s) + (index - s) / (e - s))
            case .rampDown:
                mult = e == s ? (index >= e ? 0 : 1) : 1 - clamp(0.5 / (e - s) + (index - s) / (e - s))
            case .triangle:
                if e != s {
                    mult = clamp(0.5 / (e - s) + (index - s) / (e - s))
                    mult = mult < 0.5 ? mult * 2 : 1 - 2 * (mult - 0.5)
                }
            case .round:
                if e != s {
                    let total = e - s
                    let i = min(max(0, index + 0.5 - s), total)
                    let x = -total / 2 + i, a = total / 2
                    mult = (1 - (x * x) / (a * a)).squareRoot()
                }
            case .smooth:
                if e != s {
                    let i = min(max(0, index + 0.5 - s), e - s)
                    mult = (1 + cos(Double.pi + Double.pi * 2 * i / (e - s))) / 2
                }
            case .square:
                if index >= s.rounded(.down) {
                    mult = index - s < 0 ? max(0, min(min(e, 1) - (s - index), 1)) : max(0, min(e - index, 1))
                }
            }
            if let easing { mult = easing.solve(mult, epsilon: 1e-7) }
            if smoothness != 100 {
                // Smoothness narrows the falloff around its middle (lottie-web's reading).
                let fraction = max(smoothness / 100, 1e-8)
                let threshold = 0.5 - fraction / 2
                mult = mult < threshold ? 0 : min((mult - threshold) / fraction, 1)
            }
            return mult * amount
        }

        private func clamp(_ v: Double) -> Double { max(0, min(v, 1)) }
    }

    /// The current selection for a text with `unitCount` units (of the selector's basis) and
    /// `letterCount` letters.
    func selection(unitCount: Int, letterCount: Int) -> Selection {
        let isIndex = model.units == .index
        let divisor = isIndex ? 1 : 100 / Double(max(unitCount, 1))
        let endValue = end?.value ?? (isIndex ? Double(letterCount) : 100)
        let o = offset.value / divisor
        var s = start.value / divisor + o, e = endValue / divisor + o
        if s > e { swap(&s, &e) }
        // Ease low and high bend the falloff (lottie-web: negative values lift the curve).
        let ne = minEase.value, xe = maxEase.value
        let x1 = ne > 0 ? ne / 100 : 0, y1 = ne > 0 ? 0 : -ne / 100
        let x2 = xe > 0 ? 1 - xe / 100 : 1, y2 = xe > 0 ? 1 : 1 + xe / 100
        let easing = (x1 == 0 && y1 == 0 && x2 == 1 && y2 == 1) ? nil : UnitBezier(p1x: x1, p1y: y1, p2x: x2, p2y: y2)
        return Selection(start: s, end: e, shape: model.shape, easing: easing, smoothness: smoothness.value,
                         amount: amount.value / 100)
    }
}
