import Foundation

/// A 2-D affine transform with Core Graphics' conventions: points are row vectors multiplied
/// on the left, so `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`.
///
/// `t1.concatenating(t2)` applies `t1` first, then `t2` (like `CGAffineTransformConcat`).
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (tx, ty).
    @inlinable public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by (sx, sy) about the origin.
    @inlinable public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin; positive angles turn +x towards +y
    /// (clockwise on a y-down screen).
    @inlinable public init(rotationAngle angle: Double) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    @inlinable public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`.
    @inlinable public func concatenating(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * o.a + b * o.c, b: a * o.b + b * o.d,
                        c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                        tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    /// A translation applied before `self`.
    @inlinable public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self`.
    @inlinable public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self`.
    @inlinable public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part.
    @inlinable public var determinant: Double { a * d - b * c }

    /// Whether all six entries are finite numbers.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The inverse transform, or `nil` when the transform is singular or its inverse is not
    /// finite (a translation near the largest `Double`, scaled up by the inverse, overflows).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let inverse = AffineTransform(a: ia, b: ib, c: ic, d: id,
                                      tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        return inverse.isFinite ? inverse : nil
    }

    /// The transformed point.
    @inlinable public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The transformed vector (translation ignored).
    @inlinable public func applyToVector(_ v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }

    /// The bounding box of the transformed rectangle.
    public func apply(to r: Rect) -> Rect {
        if r.isNull { return r }
        return Rect.enclosing([
            apply(to: Point(x: r.minX, y: r.minY)), apply(to: Point(x: r.maxX, y: r.minY)),
            apply(to: Point(x: r.minX, y: r.maxY)), apply(to: Point(x: r.maxX, y: r.maxY)),
        ])
    }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
