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
    /// - for a solid stroke of a path within reach of the canvas, it is user space scaled by
    ///   about the transform's scale, and the outline is kept from frame to frame
    ///   (`sharedStrokeOutline`);
    /// - otherwise, under a uniform transform (rotation, uniform scale, translation), it is
    ///   device space itself;
    /// - otherwise it is user space scaled uniformly.
    /// Either way the outline is transformed to device space afterwards as needed, so that the
    /// pen is squashed with the shape (as cairo strokes).
    /// Hairlines are stroked magnified, so that their width is not lost to 1/64-pixel rounding.
    func strokeOutline(_ path: BezierPath, style: StrokeStyle) -> Bool {
        let m = state.transform
        let scale = abs(m.determinant).squareRoot()
        // How far a user unit reaches in device space at most (the larger singular value).
        let maxScale = m.maxStretch
        guard scale > 0, scale.isFinite, maxScale.isFinite, let deviceToUser = m.inverted else { return false }
        let uniform = m.isUniform
        let dashed = style.dashPhase.isFinite && DashPattern(style.dashPattern) != nil
        if !dashed, let drawn = sharedStrokeOutline(path, style: style, transform: m, scale: scale, maxScale: maxScale,
                                                    uniform: uniform) {
            return drawn
        }
        var path = path
        if dashed {
            // Dashes are measured along the path as cairo measures them: along the path
            // flattened in device space (see below), in user-space lengths.
            path = flattened(path, through: m, back: deviceToUser).dashed(pattern: style.dashPattern, phase: style.dashPhase)
        }
        // Widths beyond what the stroker's fixed point holds are drawn that wide: far wider than
        // any canvas, such strokes cover it wherever they pass.
        let deviceRadius = min(style.width / 2 * scale, Self.maxStrokeRadius)
        guard deviceRadius > 0, deviceRadius.isFinite else { return false }
        let k = magnification(forRadius: deviceRadius)
        let userToStroke = uniform ? m.concatenating(AffineTransform(scaleX: k, y: k))
                                   : AffineTransform(scaleX: scale * k, y: scale * k)
        guard let strokeToUser = userToStroke.inverted else { return false }
        let strokeToLayer = strokeToUser.concatenating(m)
        guard let layerToStroke = strokeToLayer.inverted else { return false }

        let radius = deviceRadius * k
        let miterLimit = Self.miterLimit(of: style, radius: radius)
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
        let safe = Self.strokeSpaceBox
        let deviceReach = min(deviceRadius / scale * maxScale * Self.miterFactor(style, limit: miterLimit), Self.strokeSpaceLimit)
        let deviceBox = geometryBox(margin: 2).insetBy(dx: -(deviceReach + 4), dy: -(deviceReach + 4)).intersection(safe)
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
        replay(stroker.store, transform: strokeToLayer, deviceRadius: deviceRadius)
        return true
    }

    /// `strokeOutline` for a solid stroke under `m` (of scale `scale`, stretching a user unit
    /// to at most `maxScale` device pixels): the path is stroked in user space scaled, not
    /// turned or moved, so that its outline serves every frame that draws the same path with
    /// the same style at the same scale, however placed (`StrokeOutlineCache`). Under a uniform
    /// transform the scale is the step of a ladder at or above it and the outline serves any
    /// rotation; otherwise its miters are decided in device space (see `Stroker.configure`), so
    /// it serves only the same linear part, moved. Nil, drawing nothing, when the path is not
    /// wholly within reach of the canvas (it is then clamped in device space) or lies too far
    /// from user space's origin for the stroker's range.
    private func sharedStrokeOutline(_ path: BezierPath, style: StrokeStyle, transform m: AffineTransform,
                                     scale: Double, maxScale: Double, uniform: Bool) -> Bool? {
        let s = uniform ? StrokeOutlineCache.strokingScale(for: scale) : scale
        // How much farther than the stroking scale a user unit reaches on the canvas.
        let stretch = uniform ? 1 : maxScale / scale
        // The stroke's half-width in pixels of the stroking scale (under a uniform transform, at
        // least its width on the canvas).
        let deviceRadius = min(style.width / 2 * s, Self.maxStrokeRadius)
        guard deviceRadius > 0, deviceRadius.isFinite, stretch.isFinite else { return false }
        let k = magnification(forRadius: deviceRadius)
        let radius = deviceRadius * k
        let miterLimit = Self.miterLimit(of: style, radius: radius)
        let reach = min(deviceRadius * stretch * Self.miterFactor(style, limit: miterLimit), Self.strokeSpaceLimit)
        let userToStroke = AffineTransform(scaleX: s * k, y: s * k)
        let bounds = path.controlPointBounds
        let deviceBox = geometryBox(margin: 2).insetBy(dx: -(reach + 4), dy: -(reach + 4))
        let strokeBounds = userToStroke.apply(to: bounds).insetBy(dx: -(radius * 2 + 4), dy: -(radius * 2 + 4))
        guard deviceBox.encloses(m.apply(to: bounds)), Self.strokeSpaceBox.encloses(strokeBounds),
              let strokeToUser = userToStroke.inverted else { return nil }
        let strokeToLayer = strokeToUser.concatenating(m)
        let linearPart = uniform ? nil : AffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
        let key = StrokeOutlineCache.Key(path: path, stroking: .init(style: style, scale: s, magnification: k,
                                                                      linearPart: linearPart))
        if let kept = strokeOutlines.outline(for: key) {
            replay(kept, transform: strokeToLayer, deviceRadius: deviceRadius)
            return true
        }
        // Pieces of curves and flattened curves stand within 0.1 device pixel of the curve.
        let tolerance = 0.1 * k / stretch
        guard stroker.configure(radius: radius, cap: style.cap, join: style.join, miterLimit: miterLimit,
                                axisX: Point(x: 1, y: 0), axisY: Point(x: 0, y: 1), deviceMap: uniform ? nil : strokeToLayer,
                                tolerance: tolerance) else { return false }
        // Flattened before stroking as `strokeOutline` flattens wide strokes; the clamp only
        // guards FreeType's range.
        let toStroker = ClampingSink(StrokerSink(stroker: stroker), box: Self.strokeSpaceBox, closesEverySubpath: false)
        if deviceRadius * stretch > Self.flattenedStrokeRadius {
            var sink = FlatteningSink(toStroker, tolerance: tolerance, method: .halving)
            guard feed(path, transform: userToStroke, into: &sink) else { return false }
        } else {
            var sink = toStroker
            guard feed(path, transform: userToStroke, into: &sink) else { return false }
        }
        // The outline's curves are flattened here, once, in the stroking space (as `replay`
        // flattens them in device space, and within the same 0.1 device pixel): a kept
        // outline is replayed as lines.
        flattenedStroke.removeAll()
        var flattening = FlatteningSink(OutlineSink(store: flattenedStroke), tolerance: tolerance,
                                        method: Self.outlineFlattening(forRadius: deviceRadius))
        stroker.store.replay(transform: .identity, into: &flattening)
        strokeOutlines.offer(flattenedStroke, for: key)
        replay(flattenedStroke, transform: strokeToLayer, deviceRadius: deviceRadius)
        return true
    }

    /// The magnification of the stroking space over device resolution for a stroke of
    /// `deviceRadius`: hairlines are stroked larger.
    private func magnification(forRadius deviceRadius: Double) -> Double {
        guard deviceRadius < 1 else { return 1 }
        let box = geometryBox(margin: 2)
        let diagonal = (box.width * box.width + box.height * box.height).squareRoot()
        return min(1 / deviceRadius, Self.strokeSpaceLimit / 4 / (diagonal + 1024))
    }

    /// The miter limit a stroke of `radius` (stroking-space pixels) is drawn with: spikes stay
    /// within reach of the canvas, a lower limit bevelling the longest ones.
    private static func miterLimit(of style: StrokeStyle, radius: Double) -> Double {
        let requested = style.miterLimit.isFinite ? style.miterLimit : 10
        return min(requested, max(1, maxStrokeReach / radius))
    }

    /// How far beyond the path, in stroke radii, the stroke's joins can reach.
    private static func miterFactor(_ style: StrokeStyle, limit: Double) -> Double {
        style.join == .miter ? max(2.0.squareRoot(), limit) : 2.0.squareRoot()
    }

    /// The stroking space's coordinates FreeType's stroker takes.
    private static var strokeSpaceBox: Rect {
        Rect(x: -strokeSpaceLimit, y: -strokeSpaceLimit, width: 2 * strokeSpaceLimit, height: 2 * strokeSpaceLimit)
    }

    /// Puts `store`, a stroke outline of half-width `deviceRadius` in the stroking space that
    /// `transform` maps to device space, into `outline`.
    ///
    /// The outline goes to the rasterizer through the same flattening as fills (and
    /// clamping: far outside, a miter can reach beyond the clip), rather than straight from
    /// the stroker: see `FlatteningSink` and `outlineFlattening(forRadius:)`. (A kept outline
    /// is lines already, which flattening leaves as they are.)
    private func replay(_ store: OutlineStore, transform: AffineTransform, deviceRadius: Double) {
        outline.removeAll()
        var fillSink = ClampingSink(FlatteningSink(OutlineSink(store: outline), method: Self.outlineFlattening(forRadius: deviceRadius)),
                                    box: geometryBox(margin: 256), closesEverySubpath: true)
        store.replay(transform: transform, into: &fillSink)
    }

    /// How the curves of a stroke outline of half-width `radius` are flattened: halved as cairo
    /// halves them under four pixels wide (the few hundredths of a pixel that equal steps take
    /// off a curved edge are a visible share of a thin stroke), in equal steps otherwise.
    private static func outlineFlattening(forRadius radius: Double) -> FlatteningSink<OutlineSink>.Method {
        radius < 2 ? .halving : .equalSteps
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

extension Rect {
    /// Whether `inner` lies within the rectangle (false when either is null or not finite).
    fileprivate func encloses(_ inner: Rect) -> Bool {
        !isNull && !inner.isNull && inner.minX >= minX && inner.maxX <= maxX && inner.minY >= minY && inner.maxY <= maxY
    }
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
