/// The direction in which a generated shape's path runs (`d`).
public enum LottieShapeDirection: Int, Hashable, Sendable, CaseIterable {
    /// Clockwise (1).
    case clockwise = 1
    /// Counter-clockwise (3).
    case counterClockwise = 3
}

/// A rectangle centred on `position` (`rc`).
public struct LottieRectangle: Hashable, Sendable {
    /// Path direction (`d`).
    public var direction: LottieShapeDirection = .clockwise
    /// The centre (`p`).
    public var position: KeyframeGroup<LottieVector3> = KeyframeGroup(LottieVector3(0, 0))
    /// The width and height (`s`).
    public var size: KeyframeGroup<LottieVector3> = KeyframeGroup(LottieVector3(0, 0))
    /// The corner radius (`r`).
    public var roundness: KeyframeGroup<Double> = KeyframeGroup(0)

    /// A zero-sized rectangle.
    public init() {}
}

/// An ellipse centred on `position` (`el`).
public struct LottieEllipse: Hashable, Sendable {
    /// Path direction (`d`).
    public var direction: LottieShapeDirection = .clockwise
    /// The centre (`p`).
    public var position: KeyframeGroup<LottieVector3> = KeyframeGroup(LottieVector3(0, 0))
    /// The width and height (`s`).
    public var size: KeyframeGroup<LottieVector3> = KeyframeGroup(LottieVector3(0, 0))

    /// A zero-sized ellipse.
    public init() {}
}

/// A star or a regular polygon (`sr`).
public struct LottiePolystar: Hashable, Sendable {
    /// Star (with inner points) or polygon (`sy`).
    public enum Kind: Int, Hashable, Sendable, CaseIterable {
        /// A star (1).
        case star = 1
        /// A polygon (2).
        case polygon = 2
    }

    /// Star or polygon (`sy`).
    public var kind: Kind = .star
    /// Path direction (`d`).
    public var direction: LottieShapeDirection = .clockwise
    /// The centre (`p`).
    public var position: KeyframeGroup<LottieVector3> = KeyframeGroup(LottieVector3(0, 0))
    /// The number of points (`pt`).
    public var points: KeyframeGroup<Double> = KeyframeGroup(5)
    /// The rotation in degrees (`r`).
    public var rotation: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The outer radius (`or`).
    public var outerRadius: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The outer roundness in percent (`os`).
    public var outerRoundness: KeyframeGroup<Double> = KeyframeGroup(0)
    /// The inner radius (`ir`), stars only.
    public var innerRadius: KeyframeGroup<Double>?
    /// The inner roundness in percent (`is`), stars only.
    public var innerRoundness: KeyframeGroup<Double>?

    /// A five-pointed star of radius 0.
    public init() {}
}

/// A free-form bezier path (`sh`).
public struct LottiePath: Hashable, Sendable {
    /// Path direction (`d`); 3 reverses the path.
    public var direction: LottieShapeDirection = .clockwise
    /// The path data (`ks`).
    public var path: KeyframeGroup<LottieBezier> = KeyframeGroup(LottieBezier())

    /// An empty path.
    public init() {}
}
