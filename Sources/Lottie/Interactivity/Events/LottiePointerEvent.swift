import Graphics

/// A pointer event posted to a player (`LottieAnimationLayer.sendPointerEvent(_:at:)`).
public struct LottiePointerEvent: Hashable, Sendable {
    /// The kinds of pointer events.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A button or finger went down.
        case down
        /// A button or finger went up.
        case up
        /// The pointer moved.
        case move
        /// The pointer came over a target (delivered by the player when it notices, or posted
        /// when the pointer enters the player).
        case enter
        /// The pointer left a target (delivered by the player when it notices, or posted when
        /// the pointer leaves the player: every target it was over hears it).
        case exit
        /// A press released where it began: a tap.
        case click
    }

    /// What happened.
    public var kind: Kind
    /// Where, in the coordinates of the player the event was posted to.
    public var location: Point

    /// An event.
    public init(kind: Kind, location: Point) {
        self.kind = kind
        self.location = location
    }
}
