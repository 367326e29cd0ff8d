import Graphics

/// The sizes a component may take: at least `min`, at most `max` on each axis (`max` may be
/// infinite). The host lays its root out in one; each layout component narrows it for its
/// children.
public struct SizeRange: Hashable, Sendable {
    /// The smallest size.
    public var min: Size
    /// The largest size; an infinite side leaves that axis unbounded.
    public var max: Size

    /// Sizes from `min` to `max`.
    public init(min: Size = .zero, max: Size) {
        self.min = min
        self.max = max
    }

    /// Exactly `width` wide, any height: a list cell's constraint.
    public static func width(_ width: Double) -> SizeRange {
        SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
    }

    /// Any size at all.
    public static let unconstrained = SizeRange(max: Size(width: Double.infinity, height: .infinity))

    /// Whether the bounds are usable: not NaN, not negative, `min` finite and not above `max`.
    var isValid: Bool {
        func valid(_ low: Double, _ high: Double) -> Bool { low >= 0 && low.isFinite && high >= low }
        return valid(min.width, max.width) && valid(min.height, max.height)
    }

    /// `size` moved into the range.
    func clamp(_ size: Size) -> Size {
        Size(width: Swift.min(Swift.max(size.width, min.width), max.width),
             height: Swift.min(Swift.max(size.height, min.height), max.height))
    }

    /// The range with `insets` taken off both bounds (never below zero).
    func inset(by insets: EdgeInsets) -> SizeRange {
        let dx = insets.left + insets.right, dy = insets.top + insets.bottom
        return SizeRange(min: Size(width: Swift.max(0, min.width - dx), height: Swift.max(0, min.height - dy)),
                         max: Size(width: Swift.max(0, max.width - dx), height: Swift.max(0, max.height - dy)))
    }
}
