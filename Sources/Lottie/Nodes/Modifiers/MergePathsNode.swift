import Graphics

/// Merge paths (`mm`): combines every path above it in its group into one path, handed on to
/// the items after it, while the input paths stop drawing (After Effects: "the input paths are
/// essentially removed from the rendering"), including through the styles above the merge and
/// inside nested groups.
///
/// "Merge" concatenates the paths; the other modes are real boolean operations on their
/// filled regions, applied cumulatively in list order as lottie-web's (unreleased) Skia-based
/// merge does: add is the union, subtract the first path minus every later one, intersect what
/// all share, exclude intersections what an odd number of them cover.
final class MergePathsNode: ModifierNode {
    let mode: LottieMerge.Mode
    /// The merged path: what styles after the merge paint.
    let output = PathSlot()
    /// The last inputs and their result; a merge is costly and its inputs often still.
    private var cache: (inputs: [BezierPath], result: BezierPath)?

    init(_ model: borrowing LottieMerge, name: String) {
        mode = model.mode
        super.init(name: name, properties: NodePropertyMap([]))
    }

    override var replacementSlots: [PathSlot]? { [output] }

    override func modify(_ slots: [PathSlot]) {
        output.value = merged(slots.map(\.value))
        output.touchedByModifier = false
        modifyEach(slots) { _ in BezierPath() }
    }

    /// Disabled, the merge hands the paths on unchanged (and leaves them drawing above it).
    override func bypass(_ slots: [PathSlot]) {
        output.value = Self.concatenation(slots.map(\.value))
        output.touchedByModifier = false
    }

    private func merged(_ inputs: [BezierPath]) -> BezierPath {
        if let cache, cache.inputs == inputs { return cache.result }
        let result: BezierPath
        switch mode {
        case .merge: result = Self.concatenation(inputs)
        case .add: result = combine(inputs, .union)
        case .subtract: result = combine(inputs, .difference)
        case .intersect: result = combine(inputs, .intersection)
        case .excludeIntersections: result = combine(inputs, .exclusion)
        }
        cache = (inputs, result)
        return result
    }

    private static func concatenation(_ paths: [BezierPath]) -> BezierPath {
        var all = BezierPath()
        for p in paths { all.append(p) }
        return all
    }

    /// The boolean combination, flattened finely enough for the drawing's size: 1/4000 of its
    /// extent, at most 0.05 units. Past `RenderLimits.maxMergePairTests` the paths are handed
    /// on concatenated (as the "merge" mode does, and as players without boolean merges draw
    /// them), with a warning.
    private func combine(_ paths: [BezierPath], _ operation: PathBooleanOperation) -> BezierPath {
        let bounds = paths.reduce(Rect.null) { $0.union($1.controlPointBounds) }
        let extent = bounds.isNull ? 0 : Swift.max(bounds.width, bounds.height)
        let tolerance = Swift.min(0.05, Swift.max(extent / 4000, 1e-6))
        let limit = budget?.limits.maxMergePairTests ?? RenderLimits.default.maxMergePairTests
        if let combined = BezierPath.combining(paths, operation: operation, tolerance: tolerance, maxPairTests: limit) {
            return combined
        }
        budget?.warn(keypathName, "merge paths would test more than \(limit) pairs of edges for crossings "
                     + "(RenderLimits.maxMergePairTests): its paths are drawn concatenated instead")
        return Self.concatenation(paths)
    }
}
