import Foundation

/// A 4×4 homogeneous transform with Core Animation's `CATransform3D` semantics.
///
/// Points are row vectors multiplied on the left: `[x y z 1] · M`, so the translation lives in
/// `m41 m42 m43` and the perspective terms in `m14 m24 m34`. With this convention
/// `a.concatenating(b)` (`a · b`) applies `a` first, then `b`, exactly like
/// `CATransform3DConcat(a, b)`; `translatedBy`/`scaledBy`/`rotated` apply the new step *before*
/// `self`, like `CATransform3DTranslate`/`Scale`/`Rotate`.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    /// Row 1: the image of the x axis (and, in `m14`, its perspective weight).
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: the image of the y axis (and, in `m24`, its perspective weight).
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: the image of the z axis (and, in `m34`, the perspective: −1/eye distance).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation (and, in `m44`, the homogeneous scale).
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// A transform from its sixteen entries, row by row.
    @inlinable public init(m11: Double, m12: Double, m13: Double, m14: Double,
                           m21: Double, m22: Double, m23: Double, m24: Double,
                           m31: Double, m32: Double, m33: Double, m34: Double,
                           m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                             m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0,
                                             m41: 0, m42: 0, m43: 0, m44: 1)

    /// A translation by (tx, ty, tz) (`CATransform3DMakeTranslation`).
    @inlinable public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale by (sx, sy, sz) about the origin (`CATransform3DMakeScale`).
    @inlinable public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `angle` radians about the axis (x, y, z) through the origin
    /// (`CATransform3DMakeRotation`). The axis is normalised; a zero (or non-finite) axis gives
    /// the identity. About +z a positive angle turns +x towards +y, like
    /// `AffineTransform(rotationAngle:)`.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { self = .identity; return }
        let ux = x / length, uy = y / length, uz = z / length
        let c = cos(angle), s = sin(angle), t = 1 - c
        // The transpose of Rodrigues' (column-vector) rotation matrix, since points are rows.
        self.init(m11: c + ux * ux * t, m12: ux * uy * t + uz * s, m13: ux * uz * t - uy * s, m14: 0,
                  m21: ux * uy * t - uz * s, m22: c + uy * uy * t, m23: uy * uz * t + ux * s, m24: 0,
                  m31: ux * uz * t + uy * s, m32: uy * uz * t - ux * s, m33: c + uz * uz * t, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The affine transform embedded in the z = 0 plane (`CATransform3DMakeAffineTransform`).
    @inlinable public init(affine t: AffineTransform) {
        self = .identity
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    /// The identity with `m34 = -1/distance`: the usual Core Animation perspective, seen from an
    /// eye `distance` units in front of the z = 0 plane. A distance that is not positive and
    /// finite gives the identity (no perspective).
    public static func perspective(distance: Double) -> Transform3D {
        var t = Transform3D.identity
        if distance > 0, distance.isFinite { t.m34 = -1 / distance }
        return t
    }

    /// Whether every entry equals the identity's (`CATransform3DIsIdentity`).
    @inlinable public var isIdentity: Bool { self == .identity }

    /// Whether the transform can be exactly represented by an `AffineTransform`
    /// (`CATransform3DIsAffine`): no z coupling, no perspective, `m33 == m44 == 1`.
    @inlinable public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The 2-D part `(m11, m12, m21, m22, m41, m42)` (`CATransform3DGetAffineTransform`). It is
    /// returned whatever the other entries hold, and is exact only when `isAffine`; see
    /// `flattenedAffine(for:)` for the best 2-D stand-in of a perspective transform.
    @inlinable public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `o`: the matrix product `self · o` (`CATransform3DConcat(self, o)`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// A translation applied before `self` (`CATransform3DTranslate`).
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before `self` (`CATransform3DScale`).
    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation about the axis (x, y, z) applied before `self` (`CATransform3DRotate`).
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The determinant of the whole 4×4 matrix.
    public var determinant: Double { Cofactors(self).determinant }

    /// The inverse transform, or `nil` when the matrix is singular or not finite. (Core
    /// Animation returns the input unchanged in that case; an optional makes the failure visible.)
    public var inverted: Transform3D? {
        let c = Cofactors(self)
        let det = c.determinant
        guard det != 0, det.isFinite else { return nil }
        let inverse = c.adjugate(scaledBy: 1 / det)
        return inverse.isFinite ? inverse : nil
    }

    /// Whether all sixteen entries are finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The transformed 3-D point, divided by its homogeneous `w`. A point at or behind the eye
    /// (`w <= 0`) has no meaningful projection; the division is still carried out.
    @inlinable public func apply(to v: Vector3) -> Vector3 {
        let x = v.x * m11 + v.y * m21 + v.z * m31 + m41
        let y = v.x * m12 + v.y * m22 + v.z * m32 + m42
        let z = v.x * m13 + v.y * m23 + v.z * m33 + m43
        let w = v.x * m14 + v.y * m24 + v.z * m34 + m44
        return w == 1 ? Vector3(x: x, y: y, z: z) : Vector3(x: x / w, y: y / w, z: z / w)
    }

    /// The projection onto the screen of the point (p.x, p.y, 0), with the perspective divide.
    @inlinable public func apply(to p: Point) -> Point {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        return w == 1 ? Point(x: x, y: y) : Point(x: x / w, y: y / w)
    }

    /// The homogeneous `w` of the point (p.x, p.y, 0): positive in front of the eye.
    @inlinable public func homogeneousW(of p: Point) -> Double { p.x * m14 + p.y * m24 + m44 }

    /// The matrix row by row, rows separated by semicolons.
    public var description: String {
        "[\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); "
            + "\(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)]"
    }
}

/// The 2×2 minors of a 4×4 matrix, shared by its determinant and its adjugate (Laplace
/// expansion along the first two rows against the last two).
private struct Cofactors {
    let m: Transform3D
    let s0, s1, s2, s3, s4, s5: Double
    let c0, c1, c2, c3, c4, c5: Double

    init(_ m: Transform3D) {
        self.m = m
        s0 = m.m11 * m.m22 - m.m21 * m.m12
        s1 = m.m11 * m.m23 - m.m21 * m.m13
        s2 = m.m11 * m.m24 - m.m21 * m.m14
        s3 = m.m12 * m.m23 - m.m22 * m.m13
        s4 = m.m12 * m.m24 - m.m22 * m.m14
        s5 = m.m13 * m.m24 - m.m23 * m.m14
        c5 = m.m33 * m.m44 - m.m43 * m.m34
        c4 = m.m32 * m.m44 - m.m42 * m.m34
        c3 = m.m32 * m.m43 - m.m42 * m.m33
        c2 = m.m31 * m.m44 - m.m41 * m.m34
        c1 = m.m31 * m.m43 - m.m41 * m.m33
        c0 = m.m31 * m.m42 - m.m41 * m.m32
    }

    var determinant: Double { s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0 }

    /// The adjugate (transposed cofactor matrix) times `k`.
    func adjugate(scaledBy k: Double) -> Transform3D {
        Transform3D(
            m11: (m.m22 * c5 - m.m23 * c4 + m.m24 * c3) * k,
            m12: (-m.m12 * c5 + m.m13 * c4 - m.m14 * c3) * k,
            m13: (m.m42 * s5 - m.m43 * s4 + m.m44 * s3) * k,
            m14: (-m.m32 * s5 + m.m33 * s4 - m.m34 * s3) * k,
            m21: (-m.m21 * c5 + m.m23 * c2 - m.m24 * c1) * k,
            m22: (m.m11 * c5 - m.m13 * c2 + m.m14 * c1) * k,
            m23: (-m.m41 * s5 + m.m43 * s2 - m.m44 * s1) * k,
            m24: (m.m31 * s5 - m.m33 * s2 + m.m34 * s1) * k,
            m31: (m.m21 * c4 - m.m22 * c2 + m.m24 * c0) * k,
            m32: (-m.m11 * c4 + m.m12 * c2 - m.m14 * c0) * k,
            m33: (m.m41 * s4 - m.m42 * s2 + m.m44 * s0) * k,
            m34: (-m.m31 * s4 + m.m32 * s2 - m.m34 * s0) * k,
            m41: (-m.m21 * c3 + m.m22 * c1 - m.m23 * c0) * k,
            m42: (m.m11 * c3 - m.m12 * c1 + m.m13 * c0) * k,
            m43: (-m.m41 * s3 + m.m42 * s1 - m.m43 * s0) * k,
            m44: (m.m31 * s3 - m.m32 * s1 + m.m33 * s0) * k)
    }
}
