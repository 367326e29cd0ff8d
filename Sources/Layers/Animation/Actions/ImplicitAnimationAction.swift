/// The class default action of every animatable key: adds the change's implicit animation
/// (`PropertyChange.implicitAnimation()`) under the key.
public struct ImplicitAnimationAction: Action {
    /// The default action.
    public init() {}

    /// Adds the implicit animation of `change`; does nothing for events that are not property
    /// changes.
    public func run(forKey event: String, on layer: Layer, change: PropertyChange?) {
        guard let change else { return }
        layer.add(change.implicitAnimation(), forKey: event)
    }
}
