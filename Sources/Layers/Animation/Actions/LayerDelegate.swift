/// The object that can take part in a layer's decisions — the action part of Core Animation's
/// `CALayerDelegate`.
public protocol LayerDelegate: AnyObject {
    /// The action for `event` on `layer`: nil to continue the search (the layer's `actions`,
    /// then the class default), `.null` to stop it with no action, or an action to run.
    func action(for layer: Layer, forKey event: String) -> (any Action)?
}

extension LayerDelegate {
    /// Continues the search.
    public func action(for layer: Layer, forKey event: String) -> (any Action)? { nil }
}
