import Dynamics
import Layers

/// A plain object with one animatable value of up to four components.
final class Probe {
    var value: AnimatableVector
    init(_ value: AnimatableVector = 0) { self.value = value }

    static func property(threshold: Double) -> AnimatableProperty {
        AnimatableProperty(name: "probe.value", threshold: threshold, keyPath: \Probe.value)
    }
}

/// What an animation did, frame by frame (frame 0 is the frame it was added on).
struct Trajectory {
    /// The value after each frame's advance (before the final snap to the target).
    var values: [[Double]] = []
    /// The velocity after each frame's advance (springs and decays).
    var velocities: [[Double]] = []
    /// The frame on which the completion ran, and its `finished` flag.
    var completedFrame: Int?
    var finished: Bool?
    /// The object's value when the run was over.
    var finalValue: [Double] = []
}

/// Adds `animation` to a fresh `Probe` at `times[0]` and ticks a manual clock through the
/// remaining times; `beforeFrame` runs just before each frame from 1 on.
func record(_ animation: DynamicPropertyAnimation, from start: AnimatableVector = 0,
            times: [Double], beforeFrame: (Int) -> Void = { _ in }) -> Trajectory {
    let clock = ManualClock(startTime: times[0])
    let animator = DynamicAnimator(clock: clock)
    let probe = Probe(start)
    var trajectory = Trajectory()
    var frame = 0
    animation.onApply = { anim in
        guard let anim = anim as? DynamicPropertyAnimation, trajectory.values.count == frame,
              let value = anim.currentValue else { return }
        trajectory.values.append(value.components)
        let velocity = (anim as? DynamicSpringAnimation)?.velocity ?? (anim as? DynamicDecayAnimation)?.velocity
        trajectory.velocities.append(velocity?.components ?? [])
    }
    animation.completion = { _, finished in
        trajectory.completedFrame = frame
        trajectory.finished = finished
    }
    animator.add(animation, to: probe, forKey: "probe")
    for (index, time) in times.enumerated().dropFirst() where trajectory.completedFrame == nil {
        frame = index
        beforeFrame(index)
        clock.advance(to: time)
    }
    trajectory.finalValue = probe.value.components
    return trajectory
}

/// The largest absolute difference between two lists of vectors (infinity when shapes differ).
func maxDifference(_ a: [[Double]], _ b: [[Double]]) -> Double {
    guard a.count == b.count else { return .infinity }
    var worst = 0.0
    for (u, v) in zip(a, b) {
        guard u.count == v.count else { return .infinity }
        for (x, y) in zip(u, v) { worst = max(worst, abs(x - y)) }
    }
    return worst
}

/// The largest relative difference, `|a − b| / max(|b|, floor)`.
func maxRelativeDifference(_ a: [[Double]], _ b: [[Double]], floor: Double = 1e-9) -> Double {
    guard a.count == b.count else { return .infinity }
    var worst = 0.0
    for (u, v) in zip(a, b) {
        guard u.count == v.count else { return .infinity }
        for (x, y) in zip(u, v) { worst = max(worst, abs(x - y) / max(abs(y), floor)) }
    }
    return worst
}
