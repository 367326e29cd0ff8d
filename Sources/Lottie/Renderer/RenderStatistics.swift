/// Counters of the work a frame update did, so tests (and curious users) can check that
/// static content costs nothing.
public final class RenderStatistics: @unchecked Sendable {
    /// Animator nodes whose properties changed and were recomputed.
    public var nodesUpdated = 0
    /// Render layers whose drawing was rebuilt.
    public var layersRedrawn = 0

    public init() {}

    /// Sets both counters to zero.
    public func reset() { nodesUpdated = 0; layersRedrawn = 0 }
}
