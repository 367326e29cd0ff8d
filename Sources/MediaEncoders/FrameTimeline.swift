/// Turns frame delays into whole ticks of a format's clock (GIF centiseconds, WebP
/// milliseconds, video frames) without drift: each frame gets the rounded total time so far
/// minus the ticks already given, so 30 fps in centiseconds becomes 3, 4, 3, 3, 4, 3…
struct FrameTimeline {
    let ticksPerSecond: Double
    /// Frames never get fewer ticks than this (browsers show GIF delays under 2 cs as 10 cs).
    let minimumTicks: Int
    /// The most ticks a single frame can hold.
    let maximumTicks: Int
    private var requestedSeconds = 0.0
    /// The ticks handed out so far: the start time of the next frame.
    private(set) var elapsedTicks = 0

    init(ticksPerSecond: Double, minimumTicks: Int, maximumTicks: Int) {
        self.ticksPerSecond = ticksPerSecond
        self.minimumTicks = minimumTicks
        self.maximumTicks = maximumTicks
    }

    /// The ticks the next frame lasts for a requested `delay`.
    mutating func ticks(for delay: Duration) throws -> Int {
        let (seconds, attoseconds) = delay.components
        let delaySeconds = Double(seconds) + Double(attoseconds) * 1e-18
        guard delaySeconds >= 0, delaySeconds * ticksPerSecond <= Double(maximumTicks) else {
            throw MediaEncoderError.invalidSetting("frame delay \(delay) is negative or longer than the format allows")
        }
        requestedSeconds += delaySeconds
        let due = Int((requestedSeconds * ticksPerSecond).rounded()) - elapsedTicks
        let ticks = min(maximumTicks, max(minimumTicks, due))
        elapsedTicks += ticks
        return ticks
    }
}
