import Graphics

/// A 3-D transform taken apart into the pieces Core Animation interpolates: a point is scaled,
/// skewed, rotated, translated and finally given perspective. Interpolating the pieces (the
/// rotation along the shortest arc) keeps a turning, growing layer rigid where a
/// matrix-entry blend would shear it; the pieces are also what key paths like
/// `transform.rotation.z` and `transform.scale` read and write.
struct TransformComponents: Sendable {
    var scale = Vector3(1, 1, 1)
    /// Shear factors xy, xz, yz.
    var skew = Vector3.zero
    var rotation = Quaternion.identity
    var translation = Vector3.zero
    /// The last column of the matrix the perspective came from: (m14, m24, m34, m44).
    var perspective = (x: 0.0, y: 0.0, z: 0.0, w: 1.0)
    /// The matrix's m44, divided out before taking it apart (a homogeneous matrix scaled by a
    /// constant maps points the same way, but the entries are kept as they were).
    var homogeneousScale = 1.0

    init() {}

    /// The pieces of `t`, or nil when it cannot be taken apart (m44 = 0, non-finite entries, or
    /// perspective on a flattened matrix). A zero scale on an axis is allowed: the axis keeps an
    /// arbitrary direction so that "grow from nothing" animations work.
    init?(_ t: Transform3D) {
        guard t.isFinite, t.m44 != 0 else { return nil }
        homogeneousScale = t.m44
        let n = 1 / t.m44
        var rows = (Vector3(t.m11 * n, t.m12 * n, t.m13 * n),
                    Vector3(t.m21 * n, t.m22 * n, t.m23 * n),
                    Vector3(t.m31 * n, t.m32 * n, t.m33 * n))
        translation = Vector3(t.m41 * n, t.m42 * n, t.m43 * n)
        let column = (x: t.m14 * n, y: t.m24 * n, z: t.m34 * n)
        if column.x != 0 || column.y != 0 || column.z != 0 {
            // M = L·P with L = M whose last column is (0, 0, 0, 1) and P = identity whose last
            // column is p, so p = L⁻¹ · (last column of M).
            var l = t
            l.m14 = 0; l.m24 = 0; l.m34 = 0; l.m44 = t.m44
            guard let inverse = l.inverted else { return nil }
            let c = (t.m14, t.m24, t.m34, t.m44)
            perspective = (inverse.m11 * c.0 + inverse.m12 * c.1 + inverse.m13 * c.2 + inverse.m14 * c.3,
                           inverse.m21 * c.0 + inverse.m22 * c.1 + inverse.m23 * c.2 + inverse.m24 * c.3,
                           inverse.m31 * c.0 + inverse.m32 * c.1 + inverse.m33 * c.2 + inverse.m34 * c.3,
                           inverse.m41 * c.0 + inverse.m42 * c.1 + inverse.m43 * c.2 + inverse.m44 * c.3)
        }
        // Gram–Schmidt on the rows: row0 = sx·n0, row1 = sy·(kxy·n0 + n1),
        // row2 = sz·(kxz·n0 + kyz·n1 + n2).
        let tiny = 1e-12
        var sx = rows.0.length
        var n0 = sx > tiny ? rows.0 * (1 / sx) : Vector3(1, 0, 0)
        var kxy = n0.dot(rows.1)
        rows.1 = rows.1 - n0 * kxy
        var sy = rows.1.length
        var n1 = sy > tiny ? rows.1 * (1 / sy) : Self.perpendicular(to: n0)
        kxy = sy > tiny ? kxy / sy : 0
        var kxz = n0.dot(rows.2), kyz = n1.dot(rows.2)
        rows.2 = rows.2 - n0 * kxz - n1 * kyz
        var sz = rows.2.length
        var n2 = sz > tiny ? rows.2 * (1 / sz) : n0.cross(n1)
        kxz = sz > tiny ? kxz / sz : 0
        kyz = sz > tiny ? kyz / sz : 0
        if sx <= tiny { sx = 0 }
        if sy <= tiny { sy = 0 }
        if sz <= tiny { sz = 0 }
        // A mirrored basis: flip everything so the rotation is proper.
        if n0.dot(n1.cross(n2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            n0 = -n0; n1 = -n1; n2 = -n2
        }
        scale = Vector3(sx, sy, sz)
        skew = Vector3(kxy, kxz, kyz)
        rotation = Quaternion(rows: (n0, n1, n2))
    }

    /// The transform the pieces make.
    var transform: Transform3D {
        let r = rotation.rows
        let n1 = r.1 + r.0 * skew.x, n2 = r.2 + r.0 * skew.y + r.1 * skew.z
        let row0 = r.0 * scale.x, row1 = n1 * scale.y, row2 = n2 * scale.z
        var m = Transform3D(m11: row0.x, m12: row0.y, m13: row0.z, m14: 0,
                            m21: row1.x, m22: row1.y, m23: row1.z, m24: 0,
                            m31: row2.x, m32: row2.y, m33: row2.z, m34: 0,
                            m41: translation.x, m42: translation.y, m43: translation.z, m44: 1)
        let p = perspective
        if p.x != 0 || p.y != 0 || p.z != 0 || p.w != 1 {
            let l = m
            m.m14 = l.m11 * p.x + l.m12 * p.y + l.m13 * p.z + l.m14 * p.w
            m.m24 = l.m21 * p.x + l.m22 * p.y + l.m23 * p.z + l.m24 * p.w
            m.m34 = l.m31 * p.x + l.m32 * p.y + l.m33 * p.z + l.m34 * p.w
            m.m44 = l.m41 * p.x + l.m42 * p.y + l.m43 * p.z + l.m44 * p.w
        }
        guard homogeneousScale != 1 else { return m }
        let k = homogeneousScale
        return Transform3D(m11: m.m11 * k, m12: m.m12 * k, m13: m.m13 * k, m14: m.m14 * k,
                           m21: m.m21 * k, m22: m.m22 * k, m23: m.m23 * k, m24: m.m24 * k,
                           m31: m.m31 * k, m32: m.m32 * k, m33: m.m33 * k, m34: m.m34 * k,
                           m41: m.m41 * k, m42: m.m42 * k, m43: m.m43 * k, m44: m.m44 * k)
    }

    /// The pieces a `fraction` of the way to `other` (extrapolating outside 0...1).
    func interpolated(to o: TransformComponents, fraction t: Double) -> TransformComponents {
        func lerp(_ a: Vector3, _ b: Vector3) -> Vector3 { a + (b - a) * t }
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        var result = TransformComponents()
        result.scale = lerp(scale, o.scale)
        result.skew = lerp(skew, o.skew)
        result.translation = lerp(translation, o.translation)
        result.rotation = rotation.slerp(to: o.rotation, fraction: t)
        result.perspective = (lerp(perspective.x, o.perspective.x), lerp(perspective.y, o.perspective.y),
                              lerp(perspective.z, o.perspective.z), lerp(perspective.w, o.perspective.w))
        result.homogeneousScale = lerp(homogeneousScale, o.homogeneousScale)
        return result
    }

    private static func perpendicular(to v: Vector3) -> Vector3 {
        let helper = abs(v.x) < 0.9 ? Vector3(1, 0, 0) : Vector3(0, 1, 0)
        return (helper - v * v.dot(helper)).normalized
    }
}
