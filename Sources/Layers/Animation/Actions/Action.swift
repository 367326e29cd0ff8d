/// Something a layer does in response to an event — Core Animation's `CAAction`. The events
/// are property changes, named by the property's key ("opacity", "position", a custom key).
///
/// Every `LayerAnimation` is an action (running it adds a copy to the layer under the event's
/// key); `NullAction` (`.null`) stops the action search with no action, as `NSNull` does.
public protocol Action {
    /// Performs the action for `event` on `layer`. `change` describes the property change that
    /// triggered it (nil for other events).
    func run(forKey event: String, on layer: Layer, change: PropertyChange?)
}

/// The "no action" answer to an action lookup: returned by a layer delegate or stored in
/// `actions`, it suppresses the implicit animation of that key.
public struct NullAction: Action {
    /// The null action.
    public init() {}
    /// Does nothing.
    public func run(forKey event: String, on layer: Layer, change: PropertyChange?) {}
}

extension Action where Self == NullAction {
    /// The null action: stop searching, do nothing.
    public static var null: NullAction { NullAction() }
}
