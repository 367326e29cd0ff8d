/// One point of a value-against-time curve.
public struct CurveSample: Hashable, Sendable {
    /// Seconds since the animation's first frame.
    public var time: Double
    /// The value written at that time.
    public var value: Double

    /// A sample.
    public init(time: Double, value: Double) { self.time = time; self.value = value }
}
