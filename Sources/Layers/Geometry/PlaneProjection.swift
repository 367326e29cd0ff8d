import Graphics

/// The projective map a 3-D transform makes from one layer's plane (z = 0) onto the plane it
/// is flattened into: the 3×3 matrix of rows and columns 1, 2 and 4 of the transform, with
/// Core Animation's row-vector convention.
///
/// Layers flatten their sublayers into their own plane, so a chain of these maps (not of the
/// 4×4 transforms) takes a point from a layer to any ancestor, exactly, perspective included.
struct PlaneProjection: Equatable {
    var m11: Double, m12: Double, m14: Double
    var m21: Double, m22: Double, m24: Double
    var m41: Double, m42: Double, m44: Double

    static let identity = PlaneProjection(m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0, m44: 1)

    init(m11: Double, m12: Double, m14: Double, m21: Double, m22: Double, m24: Double,
         m41: Double, m42: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m24 = m24
        self.m41 = m41; self.m42 = m42; self.m44 = m44
    }

    /// The map of the z = 0 plane under `t` (z of the result dropped).
    init(_ t: Transform3D) {
        self.init(m11: t.m11, m12: t.m12, m14: t.m14, m21: t.m21, m22: t.m22, m24: t.m24,
                  m41: t.m41, m42: t.m42, m44: t.m44)
    }

    /// Whether the map is affine: no perspective terms.
    var isAffine: Bool { m14 == 0 && m24 == 0 && m44 != 0 }

    /// The map as an affine transform; meaningful when `isAffine`.
    var affine: AffineTransform {
        AffineTransform(a: m11 / m44, b: m12 / m44, c: m21 / m44, d: m22 / m44, tx: m41 / m44, ty: m42 / m44)
    }

    /// The image of a point, or nil when it lands at or behind the eye (w ≤ 0) or the result is
    /// not finite.
    func apply(to p: Point) -> Point? {
        let w = p.x * m14 + p.y * m24 + m44
        guard w > 0 else { return nil }
        let q = Point(x: (p.x * m11 + p.y * m21 + m41) / w, y: (p.x * m12 + p.y * m22 + m42) / w)
        return q.x.isFinite && q.y.isFinite ? q : nil
    }

    /// `self` followed by `other`.
    func concatenating(_ o: PlaneProjection) -> PlaneProjection {
        PlaneProjection(
            m11: m11 * o.m11 + m12 * o.m21 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m14 * o.m42,
            m14: m11 * o.m14 + m12 * o.m24 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m24 * o.m42,
            m24: m21 * o.m14 + m22 * o.m24 + m24 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m44 * o.m42,
            m44: m41 * o.m14 + m42 * o.m24 + m44 * o.m44)
    }

    /// The exact inverse (not rescaled, so that `apply(to:)` of the inverse accepts exactly
    /// the points whose preimage lies in front of the eye), or nil when singular.
    var inverted: PlaneProjection? {
        let c11 = m22 * m44 - m24 * m42, c12 = -(m21 * m44 - m24 * m41), c14 = m21 * m42 - m22 * m41
        let det = m11 * c11 + m12 * c12 + m14 * c14
        guard det != 0, det.isFinite else { return nil }
        let inv = 1 / det
        return PlaneProjection(
            m11: c11 * inv,
            m12: -(m12 * m44 - m14 * m42) * inv,
            m14: (m12 * m24 - m14 * m22) * inv,
            m21: c12 * inv,
            m22: (m11 * m44 - m14 * m41) * inv,
            m24: -(m11 * m24 - m14 * m21) * inv,
            m41: c14 * inv,
            m42: -(m11 * m42 - m12 * m41) * inv,
            m44: (m11 * m22 - m12 * m21) * inv)
    }
}

extension PlaneProjection {
    /// The affine map that agrees with this one to first order at `p` (its tangent map), or
    /// nil when `p` lands at or behind the eye.
    func linearized(at p: Point) -> AffineTransform? {
        let w = p.x * m14 + p.y * m24 + m44
        guard w > 0 else { return nil }
        let x = p.x * m11 + p.y * m21 + m41, y = p.x * m12 + p.y * m22 + m42
        let w2 = w * w
        let a = (m11 * w - x * m14) / w2, c = (m21 * w - x * m24) / w2
        let b = (m12 * w - y * m14) / w2, d = (m22 * w - y * m24) / w2
        let image = Point(x: x / w, y: y / w)
        return AffineTransform(a: a, b: b, c: c, d: d, tx: image.x - (a * p.x + c * p.y), ty: image.y - (b * p.x + d * p.y))
    }

    /// The affine map `t` followed by this projection.
    func after(_ t: AffineTransform) -> PlaneProjection {
        PlaneProjection(m11: t.a, m12: t.b, m14: 0, m21: t.c, m22: t.d, m24: 0, m41: t.tx, m42: t.ty, m44: 1)
            .concatenating(self)
    }

    /// The same map as a 3-D transform of the z = 0 plane (z passed through unchanged).
    var transform3D: Transform3D {
        Transform3D(m11: m11, m12: m12, m13: 0, m14: m14,
                    m21: m21, m22: m22, m23: 0, m24: m24,
                    m31: 0, m32: 0, m33: 1, m34: 0,
                    m41: m41, m42: m42, m43: 0, m44: m44)
    }
}
