import Graphics

/// Trim paths (`tm`): keeps the part of the paths above it from `start` to `end` percent,
/// shifted by `offset` degrees.
public struct LottieTrim: Hashable, Sendable {
    /// Whether the paths are trimmed one after the other or each separately (`m`).
    public enum Mode: Int, Hashable, Sendable, CaseIterable {
        /// All paths trimmed simultaneously, each by the same fraction (1).
        case simultaneously = 1
        /// Paths trimmed individually, as one long path (2).
        case individually = 2
    }

    /// Start in percent (`s`).
    public var start: KeyframeGroup<Double> = KeyframeGroup(0)
    /// End in percent (`e`).
    public var end: KeyframeGroup<Double> = KeyframeGroup(100)
    /// Offset in degrees, 360 = a whole path length (`o`).
    public var offset: KeyframeGroup<Double> = KeyframeGroup(0)
    /// How several paths are trimmed (`m`).
    public var mode: Mode = .simultaneously

    /// A trim that keeps everything.
    public init() {}
}

/// Merge paths (`mm`).
public struct LottieMerge: Hashable, Sendable {
    /// The boolean operation (`mm`).
    public enum Mode: Int, Hashable, Sendable, CaseIterable {
        /// Merge into one path (1).
        case merge = 1
        /// Union (2).
        case add = 2
        /// Subtract later paths from the first (3).
        case subtract = 3
        /// Intersection (4).
        case intersect = 4
        /// Exclusive or (5).
        case excludeIntersections = 5
    }

    /// The operation (`mm`).
    public var mode: Mode = .merge

    /// A plain merge.
    public init() {}
}

/// A repeater (`rp`): draws the items above it `copies` times, each transformed once more.
public struct LottieRepeater: Hashable, Sendable {
    /// Whether later copies are drawn above or below earlier ones (`m`).
    public enum Composite: Int, Hashable, Sendable, CaseIterable {
        /// Above (1).
        case above = 1
        /// Below (2).
        case below = 2
    }

    /// The number of copies (`c`).
    public var copies: KeyframeGroup<Double> = KeyframeGroup(1)
    /// The offset of the first copy, in copies (`o`).
    public var offset: KeyframeGroup<Double> = KeyframeGroup(0)
    /// Stacking order of the copies (`m`).
    public var composite: Composite = .above
    /// The transform between copies (`tr`).
    public var transform: LottieRepeaterTransform = LottieRepeaterTransform()

    /// One copy, untransformed.
    public init() {}
}

/// Rounded corners (`rd`).
public struct LottieRoundedCorners: Hashable, Sendable {
    /// The corner radius (`r`).
    public var radius: KeyframeGroup<Double> = KeyframeGroup(0)

    /// Radius 0.
    public init() {}
}

/// Offset path (`op`): grows or shrinks the paths above it.
public struct LottieOffsetPath: Hashable, Sendable {
    /// The offset distance (`a`).
    public var amount: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The join of offset corners (`lj`).
    public var lineJoin: LineJoin = .miter
    /// The miter limit (`ml`).
    public var miterLimit: KeyframeGroup<Double> = KeyframeGroup(4)

    /// Offset 0.
    public init() {}
}

/// Pucker and bloat (`pb`).
public struct LottiePuckerBloat: Hashable, Sendable {
    /// The amount in percent; negative puckers, positive bloats (`a`).
    public var amount: KeyframeGroup<Double> = KeyframeGroup(0)

    /// Amount 0.
    public init() {}
}

/// Twist (`tw`).
public struct LottieTwist: Hashable, Sendable {
    /// The twist angle in degrees (`a`).
    public var angle: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The twist centre (`c`).
    public var center: KeyframeGroup<LottieVector3> = KeyframeGroup(LottieVector3(0, 0))

    /// Angle 0.
    public init() {}
}

/// Zig zag (`zz`).
public struct LottieZigZag: Hashable, Sendable {
    /// Ridges per segment (`r`).
    public var ridges: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The amplitude (`s`).
    public var size: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The point type (`pt`): 1 corner points, 2 smooth points.
    public var pointType: KeyframeGroup<Double> = KeyframeGroup(1)

    /// No zig zag.
    public init() {}
}
