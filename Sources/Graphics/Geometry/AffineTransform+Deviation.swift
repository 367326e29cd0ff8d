extension AffineTransform {
    /// The standard deviations along the x and y axes, after this transform, of a Gaussian
    /// with deviations `x` and `y` along its own axes: the diagonal of `M Σ Mᵀ` (the
    /// correlation a rotation adds is dropped). Blurs sized in user space become device sizes
    /// with it.
    public func transformedDeviations(x: Double, y: Double) -> (x: Double, y: Double) {
        ((a * a * x * x + c * c * y * y).squareRoot(), (b * b * x * x + d * d * y * y).squareRoot())
    }
}
