/// A dash pattern ready to walk: alternating dash and gap lengths, an even number of them.
public struct DashPattern: Hashable, Sendable {
    /// Dash, gap, dash, gap, … lengths in user units.
    public let intervals: [Double]
    /// The length of one repetition of the pattern.
    public let period: Double

    /// A pattern from dash/gap lengths, read like SVG's `stroke-dasharray`: an odd-length list
    /// is repeated to make it even. `nil` — draw the line solid — when the list is empty, any
    /// length is negative or not finite, or all of them are zero.
    public init?(_ lengths: [Double]) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let intervals = lengths.count % 2 == 0 ? lengths : lengths + lengths
        let period = intervals.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        self.intervals = intervals
        self.period = period
    }

    /// Where in the pattern a line starts that begins `phase` units into it (negative phases
    /// count backwards; the phase wraps by the period): the interval's index (even indices are
    /// dashes) and how much of it is left (positive unless the interval has zero length).
    public func position(atPhase phase: Double) -> (index: Int, remaining: Double) {
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if offset < 0 { offset += period }
        for (i, length) in intervals.enumerated() {
            // At an interval's very start it is entered even when it has zero length, so a
            // zero-length dash there still leaves its dot.
            if offset < length || offset == 0 { return (i, length - offset) }
            offset -= length
        }
        // Rounding left the offset at the very end of the period: start the pattern afresh.
        return (0, intervals[0])
    }
}
