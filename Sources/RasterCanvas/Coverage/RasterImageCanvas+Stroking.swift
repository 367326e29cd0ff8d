import Graphics

extension RasterImageCanvas {
    /// The largest stroke radius handed to FreeType's stroker, in pixels of the stroking space.
    private static var maxStrokeRadius: Double { 65_536 }
    /// The farthest a miter spike may reach (pixels of the stroking space).
    private static var maxStrokeReach: Double { 1_048_576 }
    /// The largest stroking-space coordinate: FreeType's trigonometry works on 32-bit
    /// magnitudes of 26.6 values.
    private static var strokeSpaceLimit: Double { 4_194_304 }
    /// The widest half-width (device pixels) whose curves go to the stroker as curves.
    private static var flattenedStrokeRadius: Double { 3 }

    /// Puts the outline of `path` stroked with `style` (a positive, finite width) into
    /// `outline`, to be filled with the non-zero rule. Returns false when nothing is to be drawn.
    ///
    /// The stroker works in a stroking space of about device resolution:
    /// - under a uniform transform (rotation, uniform scale, translation) it is device space
    ///   itself, so the outline needs no further transform;
    /// - otherwise it is user space scaled uniformly, and the outline is transformed to device
    ///   space afterwards, so that the pen is squashed with the shape (as cairo strokes).
    /// Hairlines are stroked magnified, so that their width is not lost to 1/64-pixel rounding.
    func strokeOutline(_ path: BezierPath, style: StrokeStyle) -> Bool {
        let m = state.transform
        let scale = abs(m.determinant).squareRoot()
        // How far a user unit reaches in device space at most (the larger singular value).
        let maxScale = m.maxStretch
        guard scale > 0, scale.isFinite, maxScale.isFinite, let deviceToUser = m.inverted else { return false }
        var path = path
        if style.dashPhase.isFinite, DashPattern(style.dashPattern) != nil {
            // Dashes are measured along the path as cairo measures them: along the path
            // flattened in device space (see below), in user-space lengths.
            path = flattened(path, through: m, back: deviceToUser).dashed(pattern: style.dashPattern, phase: style.dashPhase)
        }
        // Widths beyond what the stroker's fixed point holds are drawn that wide: far wider than
        // any canvas, such strokes cover it wherever they pass.
        let deviceRadius = min(style.width / 2 * scale, Self.maxStrokeRadius)
        guard deviceRadius > 0, deviceRadius.isFinite else { return false }
        let box = geometryBox(margin: 2)
        let diagonal = (box.width * box.width + box.height * box.height).squareRoot()

        // The magnification of the stroking space over device resolution.
        var k = 1.0
        if deviceRadius < 1 {
            k = min(1 / deviceRadius, Self.strokeSpaceLimit / 4 / (diagonal + 1024))
        }
        let uniform = m.isUniform
        let userToStroke = uniform ? m.concatenating(AffineTransform(scaleX: k, y: k))
                                   : AffineTransform(scaleX: scale * k, y: scale * k)
        guard let strokeToUser = userToStroke.inverted else { return false }
        let strokeToLayer = strokeToUser.concatenating(m)
        guard let layerToStroke = strokeToLayer.inverted else { return false }

        let radius = deviceRadius * k
        let requestedLimit = style.miterLimit.isFinite ? style.miterLimit : 10
        // Spikes stay within reach of the canvas: a lower limit bevels the longest ones.
        let miterLimit = min(requestedLimit, max(1, Self.maxStrokeReach / radius))
        let miterFactor = style.join == .miter ? max(2.0.squareRoot(), miterLimit) : 2.0.squareRoot()
        let axisX = uniform ? m.applyToVector(Point(x: 1, y: 0)).normalized : Point(x: 1, y: 0)
        let axisY = uniform ? m.applyToVector(Point(x: 0, y: 1)).normalized : Point(x: 0, y: 1)
        guard stroker.configure(radius: radius, cap: style.cap, join: style.join, miterLimit: miterLimit,
                                axisX: axisX, axisY: axisY, deviceMap: uniform ? nil : strokeToLayer,
                                tolerance: 0.1 * k * scale / maxScale) else { return false }

        // The path is clamped in device space to the geometry box grown by the stroke's reach (see
        // `ClampingSink`), flattened there as cairo flattens it before stroking (0.1 pixel) when
        // the stroke is wide (FreeType's offset curves stray from the true offset by tenths of
        // a pixel on wide strokes, and the same polygon puts every edge where cairo's is; on
        // thin ones the stroker's own curves are as close, and far cheaper than hundreds of
        // short lines), then taken to the stroking space, where a second clamp only guards
        // FreeType's range.
        let limit = Self.strokeSpaceLimit
        let safe = Rect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit)
        let deviceReach = min(deviceRadius / scale * maxScale * miterFactor, limit)
        let deviceBox = box.insetBy(dx: -(deviceReach + 4), dy: -(deviceReach + 4)).intersection(safe)
        guard !deviceBox.isNull else { return false }
        let toStroker = MappingSink(base: ClampingSink(StrokerSink(stroker: stroker), box: safe, closesEverySubpath: false),
                                    transform: layerToStroke)
        if deviceRadius * maxScale / scale > Self.flattenedStrokeRadius {
            var sink = ClampingSink(FlatteningSink(toStroker, tolerance: 0.1, method: .halving), box: deviceBox, closesEverySubpath: false)
            guard feed(path, transform: m, into: &sink) else { return false }
        } else {
            var sink = ClampingSink(toStroker, box: deviceBox, closesEverySubpath: false)
            guard feed(path, transform: m, into: &sink) else { return false }
        }

        // The outline goes to the rasterizer through the same flattening as fills (and
        // clamping: far outside, a miter can reach beyond the clip), rather than straight
        // from the stroker: see `FlatteningSink`. Outlines of thin strokes are halved as
        // cairo halves them: the few hundredths of a pixel that equal steps take off a curved
        // edge are a visible share of a stroke under four pixels wide.
        outline.removeAll()
        let outlineFlattening: FlatteningSink<OutlineSink>.Method = deviceRadius < 2 ? .halving : .equalSteps
        var fillSink = ClampingSink(FlatteningSink(OutlineSink(store: outline), method: outlineFlattening),
                                    box: geometryBox(margin: 256), closesEverySubpath: true)
        stroker.store.replay(transform: strokeToLayer, into: &fillSink)
        return true
    }
}

/// Maps geometry by an affine transform on its way to a sink.
struct MappingSink<Base: GeometrySink>: GeometrySink {
    var base: Base
    let transform: AffineTransform
    mutating func beginSubpath(at p: Point, closed: Bool) { base.beginSubpath(at: transform.apply(to: p), closed: closed) }
    mutating func line(to p: Point) { base.line(to: transform.apply(to: p)) }
    mutating func curvePiece(to p: Point) { base.curvePiece(to: transform.apply(to: p)) }
    mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        base.cubic(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
    }
    mutating func endSubpath() { base.endSubpath() }
}

/// Collects geometry into a `BezierPath` (closed subpaths closed).
private struct PathBuilderSink: GeometrySink {
    var path = BezierPath()
    private var closed = false
    mutating func beginSubpath(at p: Point, closed: Bool) { path.move(to: p); self.closed = closed }
    mutating func line(to p: Point) { path.line(to: p) }
    mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) { path.curve(to: p, control1: c1, control2: c2) }
    mutating func endSubpath() { if closed { path.close() } }
}

/// `path` with its curves replaced by lines as cairo cuts them (`FlatteningSink.Method.halving`)
/// in the space `transform` maps the path to, in the path's own space again (`back` is the
/// inverse).
/// Non-finite coordinates make an empty path.
private func flattened(_ path: BezierPath, through transform: AffineTransform, back: AffineTransform) -> BezierPath {
    var sink = FlatteningSink(MappingSink(base: PathBuilderSink(), transform: back), tolerance: 0.1, method: .halving)
    guard feed(path, transform: transform, into: &sink) else { return BezierPath() }
    return sink.base.base.path
}

extension AffineTransform {
    /// The largest factor by which the linear part lengthens a vector (its larger singular
    /// value).
    var maxStretch: Double {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let mean = (p + q) / 2, deviation = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
        return (mean + deviation).squareRoot()
    }

    /// Whether the linear part is a rotation (or reflection) times a uniform scale, up to
    /// rounding: circles stay circles.
    var isUniform: Bool {
        let xx = a * a + b * b, yy = c * c + d * d, xy = a * c + b * d
        let tolerance = 1e-6 * max(xx, yy)
        return abs(xx - yy) <= tolerance && abs(xy) <= tolerance
    }
}
