import Testing
@testable import Layers

@Suite("Media timing")
struct MediaTimingTests {
    /// Every case of `ca_timing_spec_derived.json`: exact phase/applied flags, basic time within
    /// 1e-12, iteration and reversed leg.
    @Test(.enabled(if: TimingVectors.available, "shared vectors folder not found"))
    func specDerivedVectors() throws {
        let file = try TimingVectors.load("ca_timing_spec_derived.json")
        let cases = file.objects("cases")
        #expect(cases.count == 14)
        for testCase in cases {
            let name = testCase["name"] as? String ?? "?"
            let t = testCase.object("timing")
            var timing = MediaTiming(beginTime: t.number("begin") ?? 0, duration: t.number("duration") ?? 0,
                                     speed: t.number("speed") ?? 1, timeOffset: t.number("offset") ?? 0,
                                     repeatCount: t.number("repeat_count") ?? 0,
                                     repeatDuration: t.number("repeat_duration") ?? 0,
                                     autoreverses: t["autoreverses"] as? Bool ?? false)
            timing.fillMode = FillMode(rawValue: t["fill"] as? String ?? "removed") ?? .removed
            for sample in testCase.objects("samples") {
                let tp = try #require(sample.number("tp"))
                let state = timing.state(atParentTime: tp)
                #expect(state.phase.rawValue == sample["phase"] as? String, "\(name) tp=\(tp)")
                #expect(state.isApplied == sample["applied"] as? Bool, "\(name) tp=\(tp)")
                guard state.isApplied else { continue }
                let basic = try #require(sample.number("basic_time"))
                #expect(abs(state.basicTime - basic) <= 1e-12, "\(name) tp=\(tp): \(state.basicTime) vs \(basic)")
                #expect(abs(state.linearProgress - (sample.number("linear_progress") ?? -1)) <= 1e-12)
                #expect(state.iteration == Int(sample.number("iteration") ?? -1), "\(name) tp=\(tp)")
                #expect(state.isReversedLeg == sample["reversed_leg"] as? Bool, "\(name) tp=\(tp)")
            }
        }
    }

    @Test("fill modes before and after the active interval")
    func fillModes() {
        for mode in FillMode.allCases {
            let timing = MediaTiming(beginTime: 2, duration: 1, fillMode: mode)
            let before = timing.state(atParentTime: 1.5)
            let after = timing.state(atParentTime: 3.5)
            #expect(before.phase == .before && after.phase == .after)
            #expect(before.isApplied == (mode == .backwards || mode == .both))
            #expect(after.isApplied == (mode == .forwards || mode == .both))
            #expect(before.basicTime == 0)     // backwards fill shows the start value
            #expect(after.basicTime == 1)      // forwards fill holds the end value
            #expect(timing.state(atParentTime: 2.25).basicTime == 0.25)
        }
    }

    @Test("the end of the active interval belongs to the after phase")
    func endIsAfter() {
        let timing = MediaTiming(duration: 2)
        #expect(timing.state(atParentTime: 1.999).phase == .active)
        #expect(timing.state(atParentTime: 2).phase == .after)
        #expect(timing.state(atParentTime: 2).isApplied == false)
        #expect(timing.endTime == 2)
    }

    @Test("repeat and autoreverse phases")
    func repeatAutoreverse() {
        // Two forward+backward cycles of 1 s each: 4 s active.
        let timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        #expect(timing.activeDuration == 4)
        let expected: [(Double, Double, Int, Bool)] = [
            (0.25, 0.25, 0, false), (1.25, 0.75, 0, true), (2.25, 0.25, 1, false),
            (3.5, 0.5, 1, true), (3.9, 0.1, 1, true), (5, 0, 1, true),
        ]
        for (tp, basic, iteration, reversed) in expected {
            let s = timing.state(atParentTime: tp)
            #expect(abs(s.basicTime - basic) < 1e-12, "tp \(tp)")
            #expect(s.iteration == iteration && s.isReversedLeg == reversed, "tp \(tp)")
        }
    }

    @Test("speed 0 freezes at the time offset, whatever the parent time")
    func speedZero() {
        let timing = MediaTiming(beginTime: 5, duration: 2, speed: 0, timeOffset: 0.5)
        for tp in [-100.0, 0, 5, 6, 1e6] {
            let s = timing.state(atParentTime: tp)
            #expect(s.phase == .active && s.isApplied && s.basicTime == 0.5)
        }
        #expect(timing.endTime == nil)
    }

    @Test("negative speed runs towards the past: before the begin time is the active interval")
    func negativeSpeed() {
        let timing = MediaTiming(beginTime: 10, duration: 2, speed: -1, fillMode: .both)
        // e = (tp − 10)·(−1): tp 9.5 → e 0.5 (active); tp 11 → e −1 (before); tp 7 → e 3 (after).
        #expect(timing.state(atParentTime: 9.5).phase == .active)
        #expect(timing.state(atParentTime: 9.5).basicTime == 0.5)
        #expect(timing.state(atParentTime: 11).phase == .before)
        #expect(timing.state(atParentTime: 11).basicTime == 0)
        #expect(timing.state(atParentTime: 7).phase == .after)
        #expect(timing.state(atParentTime: 7).basicTime == 2)
        #expect(timing.endTime == nil)
    }

    @Test("time offset shifts the cycle but not the active length")
    func timeOffset() {
        let timing = MediaTiming(duration: 1, timeOffset: 0.75)
        #expect(timing.state(atParentTime: 0).basicTime == 0.75)
        #expect(abs(timing.state(atParentTime: 0.5).basicTime - 0.25) < 1e-12)  // wrapped
        #expect(timing.state(atParentTime: 1).phase == .after)
    }

    @Test("speed scales only the elapsed time: speed 2 on duration 2 is active for 1 s")
    func speedScalesActiveInterval() {
        let timing = MediaTiming(beginTime: 1, duration: 2, speed: 2)
        #expect(timing.endTime == 2)
        #expect(timing.state(atParentTime: 1.5).basicTime == 1)
    }
}
