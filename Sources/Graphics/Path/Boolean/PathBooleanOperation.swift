/// How `BezierPath.combining(_:operation:tolerance:)` combines the regions of several paths,
/// applied cumulatively in order: `((p0 ∘ p1) ∘ p2) ∘ …`.
public enum PathBooleanOperation: Hashable, Sendable, CaseIterable {
    /// Everything inside any path.
    case union
    /// Only what is inside every path.
    case intersection
    /// The first path minus every later one.
    case difference
    /// What is inside an odd number of the paths (exclusive or, applied in turn).
    case exclusion

    /// Whether a point inside exactly the operands marked in `inside` is in the result.
    func contains(insideness inside: [Bool]) -> Bool {
        switch self {
        case .union: return inside.contains(true)
        case .intersection: return !inside.isEmpty && !inside.contains(false)
        case .difference: return inside.first == true && !inside.dropFirst().contains(true)
        case .exclusion: return inside.reduce(false) { $0 != $1 }
        }
    }
}
