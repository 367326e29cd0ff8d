import Demos
import Dynamics
import Graphics
import Testing

/// The curve recorder and the plot rasteriser.
@Suite("Curve plots")
struct PlotTests {
    @Test("the recorder collects every written value with its frame time")
    func recorder() {
        let tween = DynamicBasicAnimation(property: AnimatableProperty(
            name: "value", threshold: 0.5, read: nil, write: { (_: AnyObject, _: Double) in }))
        tween.fromValue = 0
        tween.toValue = 100
        tween.duration = 0.5
        tween.timingFunction = .linear
        let samples = CurveRecorder.record(tween)
        #expect(tween.property.threshold == 0.5)
        // Frames 0...30 at exact sixtieths: frame 30 computes 100 and nothing more is written.
        #expect(samples.count == 31)
        #expect(samples.first == CurveSample(time: 0, value: 0))
        #expect(samples.last == CurveSample(time: 0.5, value: 100))
        #expect(abs(samples[15].value - 50) < 0.5)
        #expect(samples[15].time == 0.25)
    }

    @Test("a straight line lands on the pixels the mapping predicts; empty areas stay white")
    func rasterizedLine() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let line = CurvePlot.Series(samples: [CurveSample(time: 0, value: 0), CurveSample(time: 1, value: 100)],
                                    color: blue)
        var plot = CurvePlot(series: [line], width: 101, height: 101)
        plot.showsSamples = false
        let bitmap = try #require(plot.render())
        // Margin 6 px; values padded by 8 % to −8...108. (0.5, 50) maps to the centre of
        // pixel (50, 50): fully covered by the 2 px line.
        #expect(bitmap.color(x: 50, y: 50) == blue)
        // One pixel across the line (perpendicular distance ≈ 0.65 px + 0.5): partly covered.
        let edge = bitmap.color(x: 51, y: 51)
        #expect(edge.red > 0.05 && edge.red < 0.95 && edge.blue == 1)
        // Far from the line, the grid and the axes: white.
        #expect(bitmap.color(x: 85, y: 65) == .white)
        #expect(bitmap.color(x: 30, y: 20) == .white)
        // The x axis (value 0) is the grey line at y = 6 + 108/116·89 ≈ 88.9.
        let axis = bitmap.color(x: 70, y: 88)
        #expect(axis.red < 0.6 && axis.red == axis.blue)
    }

    @Test("the seed's two plots render, and the spring overshoots where the tween does not")
    func seedExamples() throws {
        let examples = CurvePlot.seedExamples(width: 120, height: 80)
        #expect(examples.map(\.name) == ["ease-in-ease-out", "spring-mass-5"])
        let tween = try #require(examples.first?.plot.series.first?.samples)
        let spring = try #require(examples.last?.plot.series.first?.samples)
        #expect(tween.map(\.value).max() == 100)
        #expect((spring.map(\.value).max() ?? 0) > 125)
        #expect(spring.last?.value == 100)
        for (_, plot) in examples {
            let bitmap = try #require(plot.render())
            #expect(bitmap.width == 120 && bitmap.height == 80)
        }
    }
}
