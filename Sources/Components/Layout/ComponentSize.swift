/// The size a layer component asks for: an explicit length per axis, or nil to fit its content
/// (its child plus insets; nothing at all when it has no child).
public struct ComponentSize: Hashable, Sendable {
    /// The width in points, or nil to fit the content.
    public var width: Double?
    /// The height in points, or nil to fit the content.
    public var height: Double?

    /// A size with the given lengths (nil fits the content).
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// Fits the content on both axes.
    public static let fitting = ComponentSize()

    /// Whether the explicit lengths are finite and non-negative.
    var isValid: Bool {
        [width, height].allSatisfy { length in length.map { $0 >= 0 && $0.isFinite } ?? true }
    }
}
