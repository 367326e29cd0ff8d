import Dynamics
import Layers

/// Runs a property animation offline and collects what it writes, frame by frame, to look at
/// POP-style curves (a custom property whose write closure records the values).
public enum CurveRecorder {
    private final class Recording {
        var value: AnimatableVector = 0
    }

    /// Runs `animation` on a private object from clock time 0 at `frameRate` frames per second
    /// until it finishes or `maxDuration` seconds pass, and returns every value it wrote (of
    /// component `component`), with the time of the frame. The final frame of a spring or basic
    /// animation has two samples: the last computed value and the exact `toValue` it snaps to.
    ///
    /// The animation's `property` is replaced by a recording property with the same name and
    /// threshold, so give it explicit `fromValue` (and `toValue` or velocity).
    public static func record(_ animation: DynamicPropertyAnimation, component: Int = 0,
                              frameRate: Double = 60, maxDuration: Double = 10) -> [CurveSample] {
        let clock = ManualClock(startTime: 0)
        let animator = DynamicAnimator(clock: clock)
        let target = Recording()
        var samples: [CurveSample] = []
        animation.property = AnimatableProperty(
            name: animation.property.name, threshold: animation.property.threshold,
            read: { (object: Recording) in object.value },
            write: { (object: Recording, value: AnimatableVector) in
                object.value = value
                samples.append(CurveSample(time: clock.now, value: value[component]))
            })
        animator.add(animation, to: target)
        let frames = Int((maxDuration * frameRate).rounded(.up))
        var frame = 0
        while animator.hasAnimations && frame < frames {
            frame += 1
            clock.advance(to: Double(frame) / frameRate)
        }
        animator.removeAllAnimations(from: target)
        return samples
    }
}
