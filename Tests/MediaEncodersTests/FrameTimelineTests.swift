import Testing
@testable import MediaEncoders

@Suite struct FrameTimelineTests {
    @Test func thirtyFramesPerSecondInCentisecondsDoesNotDrift() throws {
        var timeline = FrameTimeline(ticksPerSecond: 100, minimumTicks: 2, maximumTicks: 65_535)
        let ticks = try (0..<6).map { _ in try timeline.ticks(for: .seconds(1) / 30) }
        #expect(ticks == [3, 4, 3, 3, 4, 3])
        #expect(timeline.elapsedTicks == 20)
    }

    @Test func minimumRaisesShortFramesAndTheExcessIsNotTakenBack() throws {
        var timeline = FrameTimeline(ticksPerSecond: 100, minimumTicks: 2, maximumTicks: 65_535)
        let ticks = try (0..<3).map { _ in try timeline.ticks(for: .milliseconds(5)) }
        #expect(ticks == [2, 2, 2])
    }

    @Test func zeroMinimumDropsFramesShorterThanATick() throws {
        var timeline = FrameTimeline(ticksPerSecond: 30, minimumTicks: 0, maximumTicks: .max)
        let ticks = try (0..<4).map { _ in try timeline.ticks(for: .milliseconds(10)) }
        // 0.3, 0.6, 0.9, 1.2 frames so far round to 0, 1, 1, 1: only the second frame shows.
        #expect(ticks == [0, 1, 0, 0])
    }

    @Test func refusesNegativeAndOverlongDelays() {
        var timeline = FrameTimeline(ticksPerSecond: 1000, minimumTicks: 1, maximumTicks: 1000)
        #expect(throws: MediaEncoderError.self) { try timeline.ticks(for: .milliseconds(-1)) }
        #expect(throws: MediaEncoderError.self) { try timeline.ticks(for: .milliseconds(1001)) }
        #expect(timeline.elapsedTicks == 0)
    }
}
