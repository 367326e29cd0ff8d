/// The arrangement of a `StackComponent`.
public struct StackLayout: Hashable, Sendable {
    /// The direction children follow each other in.
    public enum Axis: Hashable, Sendable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    /// Where children go across the axis.
    public enum Alignment: Hashable, Sendable {
        /// At the leading edge (left or top), at their own size.
        case start
        /// Centred, at their own size.
        case center
        /// At the trailing edge (right or bottom), at their own size.
        case end
        /// Across the whole stack.
        case stretch
    }

    /// The direction.
    public var axis: Axis
    /// The space between two children.
    public var spacing: Double
    /// The placement across the axis.
    public var alignment: Alignment
    /// The space around the children.
    public var insets: EdgeInsets

    /// An arrangement with the given values.
    public init(axis: Axis = .vertical, spacing: Double = 0, alignment: Alignment = .stretch, insets: EdgeInsets = .zero) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.insets = insets
    }
}

/// Children one after another along an axis (ComponentKit's stack layout component): it has no
/// layer, so its children's layers belong to the nearest layer above it. Its size is its
/// content's: a child that grows pushes the ones after it and grows the stack.
public final class StackComponent: Component {
    /// The arrangement.
    public let layout: StackLayout

    /// A stack of `children` (nil entries are left out, for conditional content).
    public init(scope: ComponentScope? = nil, axis: StackLayout.Axis = .vertical, spacing: Double = 0,
                alignment: StackLayout.Alignment = .stretch, insets: EdgeInsets = .zero, children: [Component?]) {
        layout = StackLayout(axis: axis, spacing: spacing, alignment: alignment, insets: insets)
        super.init(scope: scope, children: children.compactMap { $0 }, layoutRule: .stack(layout))
    }
}
