import Dynamics
import Testing

/// Bounciness/speed ↔ tension/friction/mass (Documentation/Dynamics.md, “Spring parameters”).
@Suite("Spring conversion")
struct SpringConversionTests {
    @Test("all 144 grid rows and the inverse rows match POP",
          .enabled(if: ReferenceVectors.isAvailable, ReferenceVectors.skipMessage))
    func grid() throws {
        let file = try #require(ReferenceVectors.conversion)
        #expect(file.rows.count == 144)
        for row in file.rows {
            let constants = SpringConstants(bounciness: row.bounciness, speed: row.speed)
            #expect(abs(constants.tension - row.tension) <= 1e-9, "b \(row.bounciness) s \(row.speed)")
            #expect(abs(constants.friction - row.friction) <= 1e-9, "b \(row.bounciness) s \(row.speed)")
            #expect(constants.mass == row.mass)
            let back = try #require(constants.bouncinessAndSpeed)
            #expect(abs(back.bounciness - row.roundtrip_bounciness) <= 1e-9)
            #expect(abs(back.speed - row.roundtrip_speed) <= 1e-9)
        }
        #expect(!file.inverse_rows.isEmpty)
        for row in file.inverse_rows {
            let back = try #require(SpringConstants(tension: row.tension, friction: row.friction).bouncinessAndSpeed)
            #expect(abs(back.bounciness - row.bounciness) <= 1e-9, "t \(row.tension) f \(row.friction)")
            #expect(abs(back.speed - row.speed) <= 1e-9, "t \(row.tension) f \(row.friction)")
        }
    }

    @Test("the spec's sample table, computed by hand from the formulas")
    func sampleTable() {
        // Defaults (4, 12): b = 4/1.7/20·0.8, qcTension = 0.5 + 12/1.7/20·199.5.
        let defaults = SpringConstants.default
        #expect(abs(defaults.tension - 342.10058823529414) < 1e-12)
        #expect(abs(defaults.friction - 30.486979648244255) < 1e-9)
        #expect(abs(defaults.dampingRatio - 0.824) < 5e-4)
        // Bounciness 0, speed 0: qcTension 0.5 → tension 87.21, friction from the first cubic.
        let slow = SpringConstants(bounciness: 0, speed: 0)
        #expect(abs(slow.tension - 87.21) < 1e-9)
        #expect(abs(slow.friction - 5.7770125) < 1e-9)
        let bouncy = SpringConstants(bounciness: 20, speed: 20)
        #expect(abs(bouncy.tension - 512.0276) < 1e-4)
        #expect(abs(bouncy.friction - 13.3565) < 1e-4)
    }

    @Test("tension, friction and mass set directly override bounciness and speed, and back")
    func explicitDynamicsWin() {
        let spring = DynamicSpringAnimation(property: Probe.property(threshold: 1))
        #expect(spring.springConstants == .default)
        spring.dynamicsTension = 100
        spring.dynamicsFriction = 10
        spring.dynamicsMass = 2
        #expect(spring.springConstants == SpringConstants(tension: 100, friction: 10, mass: 2))
        spring.springBounciness = 10
        #expect(spring.springConstants == SpringConstants(bounciness: 10, speed: 12))
    }
}
