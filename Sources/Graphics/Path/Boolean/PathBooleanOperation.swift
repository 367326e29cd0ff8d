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

    /// Whether a point around which each operand winds `windings[i]` times is in the result:
    /// a point is inside an operand its winding number is not zero around (the nonzero rule).
    func contains<Winding: BinaryInteger>(windings: [Winding]) -> Bool {
        switch self {
        case .union: return windings.contains { $0 != 0 }
        case .intersection: return !windings.isEmpty && !windings.contains(0)
        case .difference: return (windings.first ?? 0) != 0 && !windings.dropFirst().contains { $0 != 0 }
        case .exclusion: return windings.reduce(false) { $0 != ($1 != 0) }
        }
    }
}
