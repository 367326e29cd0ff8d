extension Paint {
    /// Whether `multiplyingAlpha(by:)` can fade the paint: every paint but an image, whose
    /// pixels carry their own alpha.
    public var canScaleAlpha: Bool {
        if case .image = self { return false }
        return true
    }

    /// The paint with the alpha of every colour multiplied by `factor`; an image paint is
    /// returned unchanged (see `canScaleAlpha`).
    public func multiplyingAlpha(by factor: Double) -> Paint {
        if factor == 1 { return self }
        switch self {
        case .solid(let color):
            return .solid(color.withAlpha(color.alpha * factor))
        case .linearGradient(let gradient, let start, let end):
            return .linearGradient(gradient.multiplyingAlpha(by: factor), start: start, end: end)
        case .radialGradient(let gradient, let center, let radius, let focal):
            return .radialGradient(gradient.multiplyingAlpha(by: factor), center: center, radius: radius, focal: focal)
        case .conicGradient(let gradient, let center, let startAngle):
            return .conicGradient(gradient.multiplyingAlpha(by: factor), center: center, startAngle: startAngle)
        case .image:
            return self
        }
    }
}

extension Gradient {
    /// The gradient with every stop's alpha multiplied by `factor`.
    public func multiplyingAlpha(by factor: Double) -> Gradient {
        Gradient(stops: stops.map { GradientStop(location: $0.location, color: $0.color.withAlpha($0.color.alpha * factor)) })
    }
}
