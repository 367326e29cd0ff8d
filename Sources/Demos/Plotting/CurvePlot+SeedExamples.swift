import Dynamics
import Graphics
import Layers

extension CurvePlot {
    /// Two curves of the Dynamics engine (Documentation/Dynamics.md, “Plotting”), as plots: a
    /// basic animation 0 → 100 over 1.5 s with the ease-in-ease-out curve, and a spring 0 → 100
    /// with mass 5 (default bounciness and speed otherwise), both sampled at 60 frames per
    /// second. Names are file-name friendly.
    public static func seedExamples(width: Int = 480, height: Int = 320) -> [(name: String, plot: CurvePlot)] {
        let tween = DynamicBasicAnimation(property: AnimatableProperty(
            name: "value", read: nil, write: { (_: AnyObject, _: Double) in }))
        tween.fromValue = 0
        tween.toValue = 100
        tween.timingFunction = .easeInEaseOut
        tween.duration = 1.5

        let spring = DynamicSpringAnimation(property: AnimatableProperty(
            name: "value", read: nil, write: { (_: AnyObject, _: Double) in }))
        spring.fromValue = 0
        spring.toValue = 100
        spring.dynamicsMass = 5

        let blue = Color(red: 0.15, green: 0.35, blue: 0.8)
        return [
            ("ease-in-ease-out", CurvePlot(series: [Series(samples: CurveRecorder.record(tween), color: blue)],
                                           guides: [100], width: width, height: height)),
            ("spring-mass-5", CurvePlot(series: [Series(samples: CurveRecorder.record(spring), color: blue)],
                                        guides: [100], width: width, height: height)),
        ]
    }
}
