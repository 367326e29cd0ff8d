import Foundation
import Graphics

/// A 3-D transform split into the parts people animate — translation, rotation, scale — plus
/// the skew and perspective that make the split exact, so that one part can be changed and the
/// transform put back together (how POP animates a layer's scale, rotation and translation).
///
/// With Core Animation's row-vector convention the transform is
/// `scale · skew · rotation · translation · perspective`: a point is scaled first, then
/// skewed, rotated (about x, then y, then z) and translated. The split is the classic
/// "unmatrix" decomposition.
public struct TransformDecomposition: Hashable, Sendable {
    /// Scale along x, y and z (negative on all three axes when the transform mirrors).
    public var scale = Vector3(x: 1, y: 1, z: 1)
    /// Skews: x by y, x by z, y by z.
    public var skew = Vector3.zero
    /// Rotation angles in radians about x, then y, then z.
    public var rotation = Vector3.zero
    /// Translation.
    public var translation = Vector3.zero
    /// The perspective column `(m14, m24, m34, m44)` of the un-translated matrix.
    public var perspective = SIMD4<Double>(0, 0, 0, 1)

    /// The identity's parts.
    public init() {}

    /// The parts of `transform`, or nil when it cannot be split (singular or `m44 == 0`).
    public init?(_ transform: Transform3D) {
        guard transform.m44 != 0, transform.isFinite else { return nil }
        let m = Self.scaled(transform, by: 1 / transform.m44)

        // Perspective: m = withoutPerspective · P, where P is the identity with this last column.
        var affinePart = m
        affinePart.m14 = 0; affinePart.m24 = 0; affinePart.m34 = 0; affinePart.m44 = 1
        guard let inverse = affinePart.inverted else { return nil }
        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            let column = SIMD4(m.m14, m.m24, m.m34, m.m44)
            perspective = SIMD4(
                inverse.m11 * column[0] + inverse.m12 * column[1] + inverse.m13 * column[2] + inverse.m14 * column[3],
                inverse.m21 * column[0] + inverse.m22 * column[1] + inverse.m23 * column[2] + inverse.m24 * column[3],
                inverse.m31 * column[0] + inverse.m32 * column[1] + inverse.m33 * column[2] + inverse.m34 * column[3],
                inverse.m41 * column[0] + inverse.m42 * column[1] + inverse.m43 * column[2] + inverse.m44 * column[3])
        }

        translation = Vector3(x: m.m41, y: m.m42, z: m.m43)

        var row0 = Vector3(x: m.m11, y: m.m12, z: m.m13)
        var row1 = Vector3(x: m.m21, y: m.m22, z: m.m23)
        var row2 = Vector3(x: m.m31, y: m.m32, z: m.m33)
        scale.x = row0.length
        row0 = row0.normalized
        skew.x = row0.dot(row1)
        row1 = row1 - row0 * skew.x
        scale.y = row1.length
        row1 = row1.normalized
        skew.x /= scale.y
        skew.y = row0.dot(row2)
        row2 = row2 - row0 * skew.y
        skew.z = row1.dot(row2)
        row2 = row2 - row1 * skew.z
        scale.z = row2.length
        row2 = row2.normalized
        skew.y /= scale.z
        skew.z /= scale.z
        guard scale.x != 0, scale.y != 0, scale.z != 0 else { return nil }

        // A mirroring transform: flip everything so the rows form a proper rotation.
        if row0.dot(row1.cross(row2)) < 0 {
            scale = scale * -1
            row0 = -row0; row1 = -row1; row2 = -row2
        }

        // The rows are now Rx·Ry·Rz; read the Euler angles back.
        rotation.y = asin(Swift.min(1, Swift.max(-1, -row0.z)))
        if cos(rotation.y) != 0 {
            rotation.x = atan2(row1.z, row2.z)
            rotation.z = atan2(row0.y, row0.x)
        } else {
            rotation.x = atan2(-row2.x, row1.y)
            rotation.z = 0
        }
    }

    /// The transform these parts make, normalised so that `m44 == 1` (the same transform, in
    /// homogeneous terms, as the one split).
    public var transform: Transform3D {
        let rotate = Transform3D(rotationAngle: rotation.x, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: rotation.y, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: rotation.z, x: 0, y: 0, z: 1))
        var skewing = Transform3D.identity
        skewing.m21 = skew.x
        skewing.m31 = skew.y
        skewing.m32 = skew.z
        var result = Transform3D(scaleX: scale.x, y: scale.y, z: scale.z)
            .concatenating(skewing)
            .concatenating(rotate)
        result.m41 = translation.x; result.m42 = translation.y; result.m43 = translation.z
        if perspective != SIMD4(0, 0, 0, 1) {
            var p = Transform3D.identity
            p.m14 = perspective[0]; p.m24 = perspective[1]; p.m34 = perspective[2]; p.m44 = perspective[3]
            result = result.concatenating(p)
        }
        return result
    }

    private static func scaled(_ t: Transform3D, by s: Double) -> Transform3D {
        Transform3D(m11: t.m11 * s, m12: t.m12 * s, m13: t.m13 * s, m14: t.m14 * s,
                    m21: t.m21 * s, m22: t.m22 * s, m23: t.m23 * s, m24: t.m24 * s,
                    m31: t.m31 * s, m32: t.m32 * s, m33: t.m33 * s, m34: t.m34 * s,
                    m41: t.m41 * s, m42: t.m42 * s, m43: t.m43 * s, m44: t.m44 * s)
    }
}
