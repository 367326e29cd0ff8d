import Graphics

/// Bounds on the work one animation may ask of the renderer, so that a small hostile or broken
/// file cannot make a frame take minutes or exhaust memory. Unlike `LoadLimits`, nothing fails:
/// the renderer draws less (fewer repeater copies, a path left out, a stroke drawn undashed,
/// a gradient resampled) and adds a `LottieWarning` of kind `.limitExceeded` to
/// `LottieRenderer.renderWarnings`, once per item and limit.
///
/// The defaults lie far beyond what real animations use (every animation of the repository's
/// conformance corpora renders byte for byte as without them); raise a limit through
/// `LottieRenderOptions.renderLimits` to draw more, or use `.unlimited` for trusted files.
public struct RenderLimits: Hashable, Sendable {
    /// The most copies all repeaters of the animation make together, a copy of a copy counting
    /// once more (so nested repeaters multiply: three nested repeaters of 200 copies ask for
    /// 8 000 000). Repeaters built after the budget is spent draw their template once.
    public var maxRepeaterCopies: Int
    /// The most paths all repeaters of the animation produce together (each copy of a template
    /// holding `n` paths counts `n`). The file's own paths are bounded by `LoadLimits.maxShapes`.
    public var maxRepeatedPaths: Int
    /// The most path elements one fill or stroke draws in a frame, a move, line or close
    /// counting one and a curve `RenderLimits.curveWeight` (a curve is flattened, and stroked,
    /// in several pieces). A bigger path is not drawn. (The largest file of the conformance
    /// corpora has about 8,400 vertices in all its paths together. What a path costs depends on
    /// its shape too: 40,000 curves of 14 pixels, all through one point and stroked with round
    /// joins, took a second to draw at 48 × 48 pixels, and 240,000 six seconds and over half a
    /// gigabyte.)
    public var maxPathElements: Int
    /// The most dashes one dashed stroke makes in a frame (its length over the dash pattern's
    /// period, times the pattern's dashes). A stroke that would make more is drawn undashed,
    /// as `BezierPath.dashed` does past its own limit.
    public var maxDashSegments: Int
    /// The most pairs of polygon edges one merge-paths boolean operation (add, subtract,
    /// intersect, exclude) tests for crossings in a frame. The search is quadratic in the
    /// worst case; a merge past the limit hands its paths on concatenated instead.
    public var maxMergePairTests: Int
    /// The most stops a gradient is drawn with. A gradient with more colour and opacity stops
    /// is resampled to this many evenly spaced stops.
    public var maxGradientStops: Int

    /// What one curve counts against `maxPathElements` (a curve whose control points lie on
    /// its ends is a line and counts one).
    public static let curveWeight = 4

    /// The default limits.
    public static let `default` = RenderLimits()

    /// No limits at all: for trusted files only.
    public static let unlimited = RenderLimits(maxRepeaterCopies: .max, maxRepeatedPaths: .max, maxPathElements: .max,
                                               maxDashSegments: .max, maxMergePairTests: .max, maxGradientStops: .max)

    /// Limits with the given values; those not given keep their defaults.
    public init(maxRepeaterCopies: Int = 100_000, maxRepeatedPaths: Int = 1_000_000, maxPathElements: Int = 250_000,
                maxDashSegments: Int = 100_000, maxMergePairTests: Int = 20_000_000, maxGradientStops: Int = 4_096) {
        self.maxRepeaterCopies = maxRepeaterCopies
        self.maxRepeatedPaths = maxRepeatedPaths
        self.maxPathElements = maxPathElements
        self.maxDashSegments = maxDashSegments
        self.maxMergePairTests = maxMergePairTests
        self.maxGradientStops = maxGradientStops
    }
}

/// A renderer's `RenderLimits` with what has been spent of them and the warnings for limits
/// that were hit. Shared by every node of one renderer (one task at a time, like the renderer).
final class RenderBudget {
    let limits: RenderLimits
    /// Repeater copies and repeated paths handed out so far (while the tree is built).
    private(set) var repeaterCopies = 0
    private(set) var repeatedPaths = 0
    /// The limit warnings, each once.
    private(set) var warnings: [LottieWarning] = []
    private var warned: Set<String> = []

    init(_ limits: RenderLimits = .default) { self.limits = limits }

    /// Records a warning about the item named `item`, once per item and message.
    func warn(_ item: String, _ message: String) {
        let key = item + "\u{0}" + message
        guard warned.insert(key).inserted else { return }
        let warning = LottieWarning(kind: .limitExceeded, path: item, message: message)
        warnings.append(warning)
        LottieLogger.current.warn(warning.description)
    }

    /// How many of the `wanted` copies a repeater may make when each copy repeats `weight`
    /// copies made inside its template (1 when there are none) and `paths` paths; spends them.
    /// At least one copy (the template itself, which multiplies nothing) is always granted.
    func grantRepeaterCopies(_ wanted: Int, weight: Int, paths: Int, item: String) -> Int {
        guard wanted > 1 else { return wanted }
        let w = max(1, weight), p = max(1, paths)
        let byCopies = max(0, limits.maxRepeaterCopies - repeaterCopies) / w
        let byPaths = max(0, limits.maxRepeatedPaths - repeatedPaths) / p
        let granted = max(1, min(wanted, byCopies, byPaths))
        if granted < wanted {
            let which = byCopies <= byPaths
                ? "\(limits.maxRepeaterCopies) repeater copies (RenderLimits.maxRepeaterCopies)"
                : "\(limits.maxRepeatedPaths) repeated paths (RenderLimits.maxRepeatedPaths)"
            warn(item, "repeater draws \(granted) of its \(wanted) copies: the animation's repeaters reached \(which)")
        }
        let (copies, o1) = granted.multipliedReportingOverflow(by: w)
        let (paths, o2) = granted.multipliedReportingOverflow(by: p)
        repeaterCopies = o1 ? .max : repeaterCopies.addingClamped(copies)
        repeatedPaths = o2 ? .max : repeatedPaths.addingClamped(paths)
        return granted
    }
}

extension BezierPath {
    /// The path's elements as `RenderLimits.maxPathElements` counts them: a curve weighs
    /// `RenderLimits.curveWeight` (one when its control points lie on its ends), any other
    /// element one.
    var weightedElementCount: Int {
        var count = elements.count
        for step in segments {
            switch step.segment {
            case .line: break
            case .quadratic(let q):
                if q.p1 != q.p0 && q.p1 != q.p2 { count += RenderLimits.curveWeight - 1 }
            case .cubic(let c):
                if c.p1 != c.p0 || c.p2 != c.p3 { count += RenderLimits.curveWeight - 1 }
            }
        }
        return count
    }
}

extension Int {
    /// The nearest `Int` to a `Double` read from a file: values beyond `Int`'s range give its
    /// ends and NaN gives 0, where `Int(_:)` would stop the process.
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }

    /// The sum, or `Int.max` when it overflows.
    func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
