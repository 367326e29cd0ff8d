import Foundation
import Graphics

/// A value-against-time chart of one or more sampled curves, drawn into a `Bitmap`: a white
/// background, a light grid at round steps of time and value, dashed guide lines (e.g. the
/// target), the axes, and each curve as an antialiased line with a dot on every sample.
public struct CurvePlot {
    /// One curve.
    public struct Series {
        /// The samples, in time order.
        public var samples: [CurveSample]
        /// The line's colour.
        public var color: Color

        /// A curve drawn in `color`.
        public init(samples: [CurveSample], color: Color) {
            self.samples = samples; self.color = color
        }
    }

    /// The curves, drawn in order.
    public var series: [Series]
    /// Values at which a dashed horizontal guide is drawn.
    public var guides: [Double]
    /// The image size in pixels.
    public var width: Int
    /// The image size in pixels.
    public var height: Int
    /// The line width of the curves, in pixels.
    public var lineWidth = 2.0
    /// Whether each sample gets a dot.
    public var showsSamples = true

    /// A plot of `series` with `guides`, `width × height` pixels.
    public init(series: [Series], guides: [Double] = [], width: Int = 480, height: Int = 320) {
        self.series = series; self.guides = guides; self.width = width; self.height = height
    }

    /// The chart, or nil when the size is not a valid bitmap size.
    public func render() -> Bitmap? {
        guard var bitmap = Bitmap(width: width, height: height) else { return nil }
        bitmap.composite(.white, through: filled())

        let all = series.flatMap(\.samples)
        let times = all.map(\.time), values = all.map(\.value) + guides
        let t0 = min(0, times.min() ?? 0), t1 = max(t0 + 1e-9, times.max() ?? 1)
        var v0 = min(0, values.min() ?? 0), v1 = max(values.max() ?? 1, v0 + 1e-9)
        let pad = (v1 - v0) * 0.08
        v0 -= pad; v1 += pad
        let margin = Double(max(4, min(width, height) / 16))
        let plotWidth = Double(width) - 2 * margin, plotHeight = Double(height) - 2 * margin
        func point(_ t: Double, _ v: Double) -> Point {
            Point(x: margin + (t - t0) / (t1 - t0) * plotWidth,
                  y: margin + (v1 - v) / (v1 - v0) * plotHeight)
        }

        var grid = CoverageMask(width: width, height: height)
        for t in Self.steps(from: t0, to: t1) {
            grid.addSegment(from: point(t, v0), to: point(t, v1), lineWidth: 1)
        }
        for v in Self.steps(from: v0, to: v1) {
            grid.addSegment(from: point(t0, v), to: point(t1, v), lineWidth: 1)
        }
        bitmap.composite(Color(white: 0.9), through: grid)

        var guideMask = CoverageMask(width: width, height: height)
        for v in guides {
            let dash = plotWidth / 60
            var x = 0.0
            while x < plotWidth {
                let a = Point(x: margin + x, y: point(t0, v).y)
                guideMask.addSegment(from: a, to: Point(x: min(margin + plotWidth, a.x + dash / 2), y: a.y),
                                     lineWidth: 1.5)
                x += dash
            }
        }
        bitmap.composite(Color(red: 0.85, green: 0.3, blue: 0.2), through: guideMask)

        var axes = CoverageMask(width: width, height: height)
        axes.addSegment(from: point(t0, v0), to: point(t0, v1), lineWidth: 1.5)
        axes.addSegment(from: point(t0, 0), to: point(t1, 0), lineWidth: 1.5)
        bitmap.composite(Color(white: 0.35), through: axes)

        for curve in series {
            let points = curve.samples.map { point($0.time, $0.value) }
            var line = CoverageMask(width: width, height: height)
            line.addPolyline(points, lineWidth: lineWidth)
            if showsSamples {
                for p in points { line.addSegment(from: p, to: p, lineWidth: lineWidth * 2) }
            }
            bitmap.composite(curve.color, through: line)
        }
        return bitmap
    }

    private func filled() -> CoverageMask {
        var mask = CoverageMask(width: width, height: height)
        mask.addRect(x: 0, y: 0, width: width, height: height)
        return mask
    }

    /// Round values (multiples of 1, 2 or 5 × 10ⁿ), about eight to a range.
    static func steps(from start: Double, to end: Double) -> [Double] {
        let span = end - start
        guard span > 0, span.isFinite else { return [] }
        let raw = span / 8
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        var value = (start / step).rounded(.up) * step
        var result: [Double] = []
        while value <= end + step * 1e-9 {
            result.append(value)
            value += step
        }
        return result
    }
}
