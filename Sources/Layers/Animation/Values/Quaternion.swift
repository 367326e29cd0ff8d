import Foundation
import Graphics

/// A unit quaternion (x, y, z, w) for the rotation part of a decomposed transform: what makes
/// transform interpolation turn along the shortest arc instead of shearing.
struct Quaternion: Sendable {
    var x: Double, y: Double, z: Double, w: Double

    static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation of an orthonormal matrix given by its rows (row-vector convention: row i is
    /// the image of the i-th axis). `c(i, j)` below is the column-convention entry, row j col i.
    init(rows r: (Vector3, Vector3, Vector3)) {
        func c(_ i: Int, _ j: Int) -> Double {
            let row = j == 0 ? r.0 : (j == 1 ? r.1 : r.2)
            return i == 0 ? row.x : (i == 1 ? row.y : row.z)
        }
        let trace = c(0, 0) + c(1, 1) + c(2, 2)
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            self.init(x: (c(2, 1) - c(1, 2)) * s, y: (c(0, 2) - c(2, 0)) * s,
                      z: (c(1, 0) - c(0, 1)) * s, w: 0.25 / s)
        } else if c(0, 0) > c(1, 1) && c(0, 0) > c(2, 2) {
            let s = 2 * (1 + c(0, 0) - c(1, 1) - c(2, 2)).squareRoot()
            self.init(x: 0.25 * s, y: (c(0, 1) + c(1, 0)) / s, z: (c(0, 2) + c(2, 0)) / s,
                      w: (c(2, 1) - c(1, 2)) / s)
        } else if c(1, 1) > c(2, 2) {
            let s = 2 * (1 + c(1, 1) - c(0, 0) - c(2, 2)).squareRoot()
            self.init(x: (c(0, 1) + c(1, 0)) / s, y: 0.25 * s, z: (c(1, 2) + c(2, 1)) / s,
                      w: (c(0, 2) - c(2, 0)) / s)
        } else {
            let s = 2 * (1 + c(2, 2) - c(0, 0) - c(1, 1)).squareRoot()
            self.init(x: (c(0, 2) + c(2, 0)) / s, y: (c(1, 2) + c(2, 1)) / s, z: 0.25 * s,
                      w: (c(1, 0) - c(0, 1)) / s)
        }
    }

    init(x: Double, y: Double, z: Double, w: Double) { self.x = x; self.y = y; self.z = z; self.w = w }

    /// The rotation as Euler angles: first about x, then y, then z (so a rotation in the screen
    /// plane is `(0, 0, angle)` with the sign of `Transform3D(rotationAngle:x:0,y:0,z:1)`).
    var eulerAngles: Vector3 {
        let r = rows
        // Column-convention entries c(i, j) = row j, component i.
        let c20 = r.0.z, c21 = r.1.z, c22 = r.2.z, c10 = r.0.y, c00 = r.0.x, c01 = r.1.x, c11 = r.1.y
        if abs(c20) < 1 - 1e-12 {
            return Vector3(x: atan2(c21, c22), y: asin(-c20), z: atan2(c10, c00))
        }
        // Gimbal lock: y = ±90°, only x + z (or x − z) is defined; put it all in z.
        return Vector3(x: 0, y: c20 < 0 ? Double.pi / 2 : -Double.pi / 2, z: atan2(-c01, c11))
    }

    /// The rotation by the given Euler angles (x first, then y, then z).
    init(eulerAngles a: Vector3) {
        let t = Transform3D(rotationAngle: a.x, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: a.y, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: a.z, x: 0, y: 0, z: 1))
        self.init(rows: (Vector3(t.m11, t.m12, t.m13), Vector3(t.m21, t.m22, t.m23), Vector3(t.m31, t.m32, t.m33)))
    }

    /// The rows of the rotation matrix (row-vector convention).
    var rows: (Vector3, Vector3, Vector3) {
        (Vector3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
         Vector3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
         Vector3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// Spherical linear interpolation along the shorter arc.
    func slerp(to other: Quaternion, fraction t: Double) -> Quaternion {
        var o = other
        var cosine = x * o.x + y * o.y + z * o.z + w * o.w
        if cosine < 0 { o = Quaternion(x: -o.x, y: -o.y, z: -o.z, w: -o.w); cosine = -cosine }
        let a: Double, b: Double
        if cosine > 1 - 1e-9 {
            a = 1 - t; b = t          // nearly equal: linear is exact enough (then normalised)
        } else {
            let angle = acos(min(1, cosine)), s = sin(angle)
            a = sin((1 - t) * angle) / s; b = sin(t * angle) / s
        }
        let q = Quaternion(x: a * x + b * o.x, y: a * y + b * o.y, z: a * z + b * o.z, w: a * w + b * o.w)
        let length = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        return length > 0 ? Quaternion(x: q.x / length, y: q.y / length, z: q.z / length, w: q.w / length) : .identity
    }
}
