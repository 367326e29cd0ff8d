import Dynamics
import Testing

/// POP's own spring trajectories (Documentation/Dynamics.md, “Animations”): the RK4 solver with the float-widened 1 ms step,
/// the fed-back interpolated state, both convergence tests and the 30 s frame cap.
@Suite("POP spring vectors", .enabled(if: ReferenceVectors.isAvailable, ReferenceVectors.skipMessage))
struct SpringVectorTests {
    @Test("trajectory, velocity and done frame", arguments: ReferenceVectors.springCases)
    func trajectory(_ reference: SpringCase) {
        let spring = DynamicSpringAnimation(property: Probe.property(threshold: reference.threshold))
        if let bounciness = reference.params.bounciness, let speed = reference.params.speed {
            spring.springBounciness = bounciness
            spring.springSpeed = speed
        } else {
            spring.springConstants = SpringConstants(tension: reference.params.tension,
                                                     friction: reference.params.friction,
                                                     mass: reference.params.mass)
        }
        spring.fromValue = vector(reference.from)
        spring.toValue = vector(reference.to)
        spring.velocity = vector(reference.initial_velocity)

        let run = record(spring, times: reference.time) { frame in
            if let retarget = reference.retarget, retarget.frame == frame {
                spring.toValue = vector(retarget.to)
            }
        }

        let scale = max(1, reference.to.map(abs).max() ?? 1)
        #expect(run.completedFrame == reference.done_frame)
        #expect(run.finished == true)
        #expect(maxDifference(run.values, reference.value) <= 1e-9 * scale)
        #expect(maxDifference(run.velocities, reference.velocity) <= 1e-9 * scale)
        #expect(run.finalValue == reference.final_value)
    }

    @Test("the trajectories are bit-identical to POP's")
    func bitIdentical() {
        // Following POP's solver step for step (Documentation/Dynamics.md, “Animations”) reproduces it exactly; report any drift.
        for reference in ReferenceVectors.springCases {
            let spring = DynamicSpringAnimation(property: Probe.property(threshold: reference.threshold))
            spring.springConstants = SpringConstants(tension: reference.params.tension,
                                                     friction: reference.params.friction,
                                                     mass: reference.params.mass)
            spring.fromValue = vector(reference.from)
            spring.toValue = vector(reference.to)
            spring.velocity = vector(reference.initial_velocity)
            let run = record(spring, times: reference.time) { frame in
                if let retarget = reference.retarget, retarget.frame == frame {
                    spring.toValue = vector(retarget.to)
                }
            }
            #expect(maxDifference(run.values, reference.value) == 0, "\(reference.name)")
        }
    }
}

func vector(_ components: [Double]) -> AnimatableVector {
    (try? AnimatableVector(components: components)) ?? 0
}
