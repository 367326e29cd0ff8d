import Dynamics
import Layers
import Testing

/// POP basic animations frame by frame (Documentation/Dynamics.md, “Animations”): eased progress with eps = 1/(1000·duration),
/// done when t + 1e-6 ≥ 1, then exactly `toValue`.
@Suite("POP basic vectors", .enabled(if: ReferenceVectors.isAvailable, ReferenceVectors.skipMessage))
struct BasicVectorTests {
    @Test("values, progress and done frame", arguments: ReferenceVectors.basicCases)
    func trajectory(_ reference: BasicCase) {
        let p = reference.control_points
        let basic = DynamicBasicAnimation(property: Probe.property(threshold: 0.01))
        basic.duration = reference.duration
        basic.timingFunction = TimingFunction(p[0], p[1], p[2], p[3])
        basic.fromValue = AnimatableVector(reference.from)
        basic.toValue = AnimatableVector(reference.to)
        var progress: [Double] = []
        let times = reference.t.map { reference.time_base + $0 }
        let run = record(basic, times: times)
        // Progress is read after the fact from the recorded values: value = from + p·(to − from).
        for value in run.values {
            progress.append((value[0] - reference.from) / (reference.to - reference.from))
        }
        #expect(run.completedFrame == reference.done_frame)
        #expect(maxDifference(run.values, reference.value.map { [$0] }) <= 1e-12)
        #expect(maxDifference(progress.map { [$0] }, reference.progress.map { [$0] }) <= 1e-9)
        #expect(run.finalValue == [reference.final_value])
    }
}
