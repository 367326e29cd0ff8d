import Graphics

extension Transform3D: Interpolatable {
    /// Interpolation by decomposition (scale, skew, rotation along the shortest arc,
    /// translation, perspective), as Core Animation interpolates transforms. Transforms that
    /// cannot be decomposed switch halfway.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        guard let a = TransformComponents(self), let b = TransformComponents(other) else {
            return fraction < 0.5 ? self : other
        }
        return a.interpolated(to: b, fraction: fraction).transform
    }

    /// Additive composition: `other` is applied first, in the layer's own space, then `self`.
    public func adding(_ other: Transform3D) -> Transform3D { other.concatenating(self) }

    /// The inverse of `adding`: `self` with `other` undone (`self` when `other` is singular).
    public func subtracting(_ other: Transform3D) -> Transform3D {
        guard let inverse = other.inverted else { return self }
        return concatenating(inverse)
    }

    /// The transform `factor` of the way from the identity (by decomposition).
    public func scaled(by factor: Double) -> Transform3D {
        Transform3D.identity.interpolated(to: self, fraction: factor)
    }

    /// The Frobenius norm of the difference of the matrices.
    public func distance(to o: Transform3D) -> Double {
        let d = [m11 - o.m11, m12 - o.m12, m13 - o.m13, m14 - o.m14, m21 - o.m21, m22 - o.m22,
                 m23 - o.m23, m24 - o.m24, m31 - o.m31, m32 - o.m32, m33 - o.m33, m34 - o.m34,
                 m41 - o.m41, m42 - o.m42, m43 - o.m43, m44 - o.m44]
        return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}
