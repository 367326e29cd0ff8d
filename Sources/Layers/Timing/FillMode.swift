/// What an animation shows outside its active interval (`CAMediaTimingFillMode`).
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Nothing: before it begins and after it ends the animation has no effect.
    case removed
    /// After the active interval the animation holds its final value.
    case forwards
    /// Before the active interval the animation shows its initial value.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    /// Whether the animation applies before its begin time.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the animation applies after its active duration.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
