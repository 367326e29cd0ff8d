import Dynamics
import Testing

/// POP decay animations with POP's float32 arithmetic (Documentation/Dynamics.md, “Animations”).
@Suite("POP decay vectors", .enabled(if: ReferenceVectors.isAvailable, ReferenceVectors.skipMessage))
struct DecayVectorTests {
    @Test("computed duration and end, trajectory and done frame", arguments: ReferenceVectors.decayCases)
    func trajectory(_ reference: DecayCase) {
        let decay = DynamicDecayAnimation(property: Probe.property(threshold: reference.threshold))
        decay.deceleration = reference.deceleration
        decay.fromValue = vector(reference.from)
        decay.velocity = vector(reference.initial_velocity)

        #expect(abs(decay.duration - reference.computed_duration) <= 1e-9 * max(1, reference.computed_duration))
        #expect(maxRelativeDifference([decay.toValue?.components ?? []], [reference.computed_to_value],
                                      floor: 1) <= 1e-6)

        let times = reference.t.map { reference.time_base + $0 }
        let run = record(decay, times: times)
        #expect(run.completedFrame == reference.done_frame)
        #expect(maxRelativeDifference(run.values, reference.value, floor: 1) <= 1e-6)
        #expect(maxRelativeDifference(run.velocities, reference.velocity, floor: 1) <= 1e-6)
        #expect(maxRelativeDifference([run.finalValue], [reference.final_value], floor: 1) <= 1e-6)
    }
}
