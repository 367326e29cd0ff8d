import Graphics

/// Something posted to a running state machine (`LottieStateMachine.post(_:)`).
public enum LottieStateMachineEvent: Hashable, Sendable {
    /// A pointer event at a point of the player (its coordinates), delivered through the
    /// player's event API (`LottieAnimationLayer.sendPointerEvent(_:at:)`) so it reaches the
    /// interactions of the layer under it.
    case pointer(LottiePointerEvent.Kind, Point)
    /// Fires an event input.
    case fire(String)
    /// Sets a numeric input.
    case numeric(String, Double)
    /// Sets a boolean input.
    case boolean(String, Bool)
    /// Sets a string input.
    case string(String, String)
}
