/// A named point or range of the timeline (`markers[]`), used to play segments.
public struct LottieMarker: Hashable, Sendable {
    /// The marker's name (`cm`).
    public var name: String
    /// Its frame (`tm`).
    public var frame: Double
    /// Its length in frames (`dr`); 0 for a point marker.
    public var duration: Double

    /// A marker.
    public init(name: String, frame: Double, duration: Double = 0) {
        self.name = name; self.frame = frame; self.duration = duration
    }

    /// The frame where the marker's range ends.
    public var endFrame: Double { frame + duration }
}
