import Foundation

/// POP's closed-form decay: velocity falls geometrically by `deceleration` every millisecond,
/// `v(t) = v·d^(1000t)`, and position follows `x(t) = x + (v/1000)·d·(1 − d^(1000t))/(1 − d)`.
///
/// POP evaluates this with a mix of single and double precision (the power in `powf`, the
/// per-component products in `Float`); the same mix is kept here so trajectories match POP's to
/// the last bit (up to one ulp of the platform's `powf`).
enum DecayStep {
    /// Speed (units/s) below which a decay counts as finished, as a multiple of the threshold.
    static let minimalVelocityFactor = 5.0

    /// Advances `position` and `velocity` (units/s) by `dt` seconds.
    static func advance(position: inout SIMD4<Double>, velocity: inout SIMD4<Double>, count: Int,
                        dt: Double, deceleration: Double) {
        let dtMs = dt * 1000
        let kv: Float = powf(Float(deceleration), Float(dtMs))
        let kx = Float(deceleration * Double(1 - kv) / (1 - deceleration))
        for i in 0..<count {
            let v0 = Float(velocity[i] / 1000)
            velocity[i] = Double(v0 * kv) * 1000
            position[i] = position[i] + Double(v0 * kx)
        }
    }

    /// The time (s) until every component's speed falls below `5·threshold`; 0 when it already
    /// is (or the inputs make no sense).
    static func duration(velocity: SIMD4<Double>, threshold: Double, deceleration: Double) -> Double {
        let scaled = velocity / 1000
        let k = threshold * minimalVelocityFactor / 1000
        let d = log(deceleration) * 1000
        func time(_ i: Int) -> Double { log(abs(k / scaled[i])) / d }
        var longest = time(0)
        for i in 1..<4 {
            // Foundation's MAX: keeps the earlier operand when the comparison involves NaN.
            let t = time(i)
            longest = longest < t ? t : longest
        }
        return longest.isNaN || longest < 0 ? 0 : longest
    }
}
