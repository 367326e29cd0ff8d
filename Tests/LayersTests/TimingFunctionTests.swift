import Testing
@testable import Layers

@Suite("Timing functions")
struct TimingFunctionTests {
    /// `pop_timing_functions.json`: the named curves and two custom ones (one overshooting in y),
    /// every epsilon column within 1e-12 with float-rounded control points, the 1e-7 column
    /// within 1e-6 for our duration-based epsilon.
    @Test(.enabled(if: TimingVectors.available, "shared vectors folder not found"))
    func popVectors() throws {
        let named: [String: TimingFunction] = [
            "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
            "easeInEaseOut": .easeInEaseOut, "default": .default,
        ]
        let functions = try TimingVectors.load("pop_timing_functions.json").objects("functions")
        #expect(functions.count == 7)
        for entry in functions {
            let name = entry["name"] as? String ?? "?"
            let cp = entry.numbers("control_points")
            try #require(cp.count == 4)
            let function = TimingFunction(cp[0], cp[1], cp[2], cp[3])
            if let preset = named[name] { #expect(preset == function, "\(name)") }
            // (Foundation's JSON parser may be off in the last bit, hence the 1e-15.)
            let asFloat = entry.numbers("control_points_as_float")
            let stored = [function.controlPoint1.x, function.controlPoint1.y,
                          function.controlPoint2.x, function.controlPoint2.y]
            for (mine, theirs) in zip(stored, asFloat) {
                #expect(abs(mine - theirs) <= 1e-15 && Double(Float(mine)) == mine, "\(name)")
            }
            let xs = entry.numbers("x")
            for column in ["eps_duration_0.4", "eps_duration_1", "eps_1e-7"] {
                let data = entry.object(column)
                let epsilon = try #require(data.number("epsilon"))
                let ys = data.numbers("y")
                try #require(ys.count == xs.count)
                for (x, y) in zip(xs, ys) {
                    #expect(abs(function.value(at: x, epsilon: epsilon) - y) <= 1e-12, "\(name) \(column) x=\(x)")
                }
            }
            let precise = entry.object("eps_1e-7").numbers("y")
            for (x, y) in zip(xs, precise) {
                for duration in [0.25, 1, 10, 1000.0] {
                    #expect(abs(function.progress(at: x, duration: duration) - y) <= 1e-6, "\(name) x=\(x)")
                }
            }
        }
    }

    @Test("a curve on the diagonal is exactly linear")
    func diagonalIsIdentity() {
        #expect(TimingFunction.linear.isIdentity && TimingFunction(0.3, 0.3, 0.6, 0.6).isIdentity)
        #expect(!TimingFunction.easeIn.isIdentity)
        for x in stride(from: 0.0, through: 1, by: 0.01) {
            #expect(TimingFunction.linear.progress(at: x, duration: 1) == x)
        }
    }

    @Test("the epsilon tightens with the duration: a microsecond of time at most")
    func epsilonForDuration() {
        #expect(TimingFunction.epsilon(forDuration: 0.25) == 1e-7)
        #expect(TimingFunction.epsilon(forDuration: 100) == 1e-8)
        #expect(TimingFunction.epsilon(forDuration: 0) == 1e-7)
    }

    @Test("ease-in-ease-out is symmetric and hits the hand-computed midpoint")
    func easeInEaseOutShape() {
        let f = TimingFunction.easeInEaseOut
        #expect(abs(f.progress(at: 0.5, duration: 1) - 0.5) < 1e-7)
        for x in stride(from: 0.05, through: 0.45, by: 0.1) {
            #expect(abs(f.progress(at: x, duration: 1) + f.progress(at: 1 - x, duration: 1) - 1) < 1e-6)
        }
        // easeIn at x = 0.5: solve 3·0.42·t(1−t)² + 3t²(1−t) + t³ = 0.5 → y = 3t²(1−t) + t³.
        #expect(abs(TimingFunction.easeIn.progress(at: 0.5, duration: 1) - 0.3153568) < 1e-6)
    }
}
