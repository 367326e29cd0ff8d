/// Space kept free inside the edges of a layer or stack.
public struct EdgeInsets: Hashable, Sendable {
    /// The space at each edge.
    public var top, left, bottom, right: Double

    /// Insets with the given edges.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same space at all four edges.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// No insets.
    public static let zero = EdgeInsets()

    /// Whether every edge is a finite, non-negative length.
    var isValid: Bool { [top, left, bottom, right].allSatisfy { $0 >= 0 && $0.isFinite } }
}
