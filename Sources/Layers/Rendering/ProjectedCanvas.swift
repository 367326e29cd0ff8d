import Foundation
import Graphics

/// A canvas that draws into another one through a perspective map, so that a layer turned in
/// 3-D shows its true foreshortened outline instead of an affine stand-in.
///
/// Straight lines stay straight under a perspective map, so path corners, rectangles and
/// polygons are exact. Curves are cut into pieces (more where the perspective is stronger)
/// whose control points are mapped, which is close but not exact. Everything that has no
/// projective form in a 2-D canvas uses the best local affine stand-in: stroke widths and
/// dashes are scaled by the map's local scale at the path, gradient geometry is mapped
/// point by point, and images are drawn with the affine fit over their corners
/// (`Transform3D.flattenedAffine`) clipped to their exact projected outline.
final class ProjectedCanvas: Canvas {
    private let base: any Canvas
    /// Maps this canvas's initial user space to the base canvas's current user space.
    private let projection: PlaneProjection
    /// Where `currentTransform` takes its affine stand-in from, in the initial user space.
    private let referencePoint: Point
    /// The transform concatenated on this canvas, and the saved ones.
    private var transform: Graphics.AffineTransform = .identity
    private var savedTransforms: [Graphics.AffineTransform] = []

    /// A canvas drawing into `base` through `projection`; `referencePoint` is a point of
    /// interest (the middle of the layer) in front of the eye.
    init(base: any Canvas, projection: PlaneProjection, referencePoint: Point) {
        self.base = base
        self.projection = projection
        self.referencePoint = referencePoint
    }

    var size: Size { base.size }

    /// The affine stand-in for the current map: its tangent at the reference point.
    var currentTransform: Graphics.AffineTransform {
        let tangent = projection.linearized(at: referencePoint) ?? .identity
        return transform.concatenating(tangent).concatenating(base.currentTransform)
    }

    func save() {
        savedTransforms.append(transform)
        base.save()
    }

    func restore() {
        guard let saved = savedTransforms.popLast() else { return }
        transform = saved
        base.restore()
    }

    func concatenate(_ t: Graphics.AffineTransform) {
        transform = t.concatenating(transform)
    }

    func fill(_ path: BezierPath, with paint: Paint, rule: FillRule) {
        let map = currentMap
        guard let mapped = Self.project(path, through: map), let mappedPaint = project(paint, through: map) else { return }
        base.fill(mapped, with: mappedPaint, rule: rule)
    }

    func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle) {
        let map = currentMap
        guard let mapped = Self.project(path, through: map), let mappedPaint = project(paint, through: map),
              let scale = Self.scale(of: map, at: path.controlPointBounds.center) else { return }
        var scaled = style
        scaled.width *= scale
        scaled.dashPattern = style.dashPattern.map { $0 * scale }
        scaled.dashPhase *= scale
        base.stroke(mapped, with: mappedPaint, style: scaled)
    }

    func clip(to path: BezierPath, rule: FillRule) {
        // A clip that cannot be mapped (behind the eye) leaves nothing visible.
        base.clip(to: Self.project(path, through: currentMap) ?? BezierPath(), rule: rule)
    }

    func draw(_ image: Bitmap, transform imageTransform: Graphics.AffineTransform, opacity: Double) {
        let map = currentMap.after(imageTransform)
        let pixels = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        guard let outline = Self.project(BezierPath(rect: pixels), through: map) else { return }
        base.save()
        base.clip(to: outline)
        base.draw(image, transform: map.transform3D.flattenedAffine(for: pixels), opacity: opacity)
        base.restore()
    }

    func drawGroup(opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        base.drawGroup(opacity: opacity, blendMode: blendMode) { self.isolated(content) }
    }

    func drawMasked(mode: MaskMode, mask: () -> Void, content: () -> Void) {
        base.drawMasked(mode: mode, mask: { self.isolated(mask) }, content: { self.isolated(content) })
    }

    func drawBlurred(radius: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        base.drawBlurred(radius: radius, opacity: opacity, blendMode: blendMode) { self.isolated(content) }
    }

    func drawBlurred(radiusX: Double, radiusY: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        base.drawBlurred(radiusX: radiusX, radiusY: radiusY, opacity: opacity, blendMode: blendMode) { self.isolated(content) }
    }

    func drawWithDropShadow(color: Color, offset: Point, radius: Double, _ content: () -> Void) {
        base.drawWithDropShadow(color: color, offset: offset, radius: radius) { self.isolated(content) }
    }

    func drawColorFiltered(_ filter: ColorFilter, _ content: () -> Void) {
        base.drawColorFiltered(filter) { self.isolated(content) }
    }

    /// The map from the current user space to the base canvas's.
    private var currentMap: PlaneProjection { projection.after(transform) }

    /// Runs drawing that must leave the transform as it found it (the inside of a group).
    private func isolated(_ body: () -> Void) {
        let depth = savedTransforms.count
        save()
        body()
        while savedTransforms.count > depth { restore() }
    }

    /// The paint with its geometry mapped, or nil when a point of it cannot be mapped.
    private func project(_ paint: Paint, through map: PlaneProjection) -> Paint? {
        switch paint {
        case .solid:
            return paint
        case .linearGradient(let gradient, let start, let end):
            guard let s = map.apply(to: start), let e = map.apply(to: end) else { return nil }
            return .linearGradient(gradient, start: s, end: e)
        case .radialGradient(let gradient, let center, let radius, let focal):
            guard let c = map.apply(to: center), let f = map.apply(to: focal),
                  let scale = Self.scale(of: map, at: center) else { return nil }
            return .radialGradient(gradient, center: c, radius: radius * scale, focal: f)
        case .conicGradient(let gradient, let center, let startAngle):
            let ahead = center + Point(x: cos(startAngle), y: sin(startAngle))
            guard let c = map.apply(to: center), let a = map.apply(to: ahead) else { return nil }
            return .conicGradient(gradient, center: c, startAngle: atan2(a.y - c.y, a.x - c.x))
        case .image(let image, let imageTransform):
            let pixels = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
            return .image(image, transform: map.after(imageTransform).transform3D.flattenedAffine(for: pixels))
        }
    }

    /// The local scale of the map at `p`: the square root of its tangent's area factor.
    private static func scale(of map: PlaneProjection, at p: Point) -> Double? {
        map.linearized(at: p).map { abs($0.determinant).squareRoot() }
    }

    /// The path mapped point by point, curves cut into pieces first; nil when a point cannot
    /// be mapped.
    static func project(_ path: BezierPath, through map: PlaneProjection) -> BezierPath? {
        var result = BezierPath()
        result.reserveCapacity(path.elements.count)
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                guard let q = map.apply(to: p) else { return nil }
                result.move(to: q)
                current = p; start = p
            case .line(let p):
                guard let q = map.apply(to: p) else { return nil }
                result.line(to: q)
                current = p
            case .quadCurve(let p, let c):
                guard appendCurve(QuadraticBezier(current, c, p).cubic, through: map, to: &result) else { return nil }
                current = p
            case .curve(let p, let c1, let c2):
                guard appendCurve(CubicBezier(current, c1, c2, p), through: map, to: &result) else { return nil }
                current = p
            case .close:
                result.close()
                current = start
            }
        }
        return result
    }

    /// Appends the mapped curve as cubics whose count grows with how much the perspective
    /// divisor varies along it (1 when it is practically affine there, at most 8).
    private static func appendCurve(_ curve: CubicBezier, through map: PlaneProjection, to path: inout BezierPath) -> Bool {
        let ws = [curve.p0, curve.p1, curve.p2, curve.p3].map { $0.x * map.m14 + $0.y * map.m24 + map.m44 }
        guard let low = ws.min(), let high = ws.max(), low > 0 else { return false }
        let pieces = min(8, max(1, Int(((high / low - 1) * 40).rounded(.up))))
        for i in 0..<pieces {
            let piece = pieces == 1 ? curve : curve.subcurve(from: Double(i) / Double(pieces), to: Double(i + 1) / Double(pieces))
            guard let c1 = map.apply(to: piece.p1), let c2 = map.apply(to: piece.p2),
                  let end = map.apply(to: piece.p3) else { return false }
            path.curve(to: end, control1: c1, control2: c2)
        }
        return true
    }
}
