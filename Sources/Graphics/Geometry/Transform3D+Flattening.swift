extension Transform3D {
    /// The 2-D affine transform that best stands in for this transform's projection of the z = 0
    /// plane over `rect`, for drawing a layer's flat content with a 2-D canvas.
    ///
    /// - When there is no perspective over the plane (`m14 == m24 == 0`, `m44 != 0`), the
    ///   projection of z = 0 *is* affine and the result is exact everywhere (the 2-D part divided
    ///   by `m44`); z entries do not matter because the plane has z = 0.
    /// - Otherwise the projection is a homography, which no affine transform matches. The result
    ///   is the least-squares affine fit to the four projected corners of `rect`: it sends the
    ///   rect's centre to the mean of the projected corners, and each edge direction to the
    ///   average of the two projected opposite edges. The corners may be off by up to half the
    ///   difference between opposite projected edges (a trapezoid is drawn as a parallelogram).
    /// - If a corner is at or behind the eye (`w <= 0`), or the rect is empty, there is no
    ///   sensible fit; the perspective terms are then ignored and the 2-D part is returned.
    public func flattenedAffine(for rect: Rect) -> AffineTransform {
        if m14 == 0 && m24 == 0 && m44 != 0 {
            if m44 == 1 { return affine }
            let k = 1 / m44
            return AffineTransform(a: m11 * k, b: m12 * k, c: m21 * k, d: m22 * k, tx: m41 * k, ty: m42 * k)
        }
        let r = rect.standardized
        guard !r.isNull, r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return affine }
        let corners = (Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY))
        guard homogeneousW(of: corners.0) > 0, homogeneousW(of: corners.1) > 0,
              homogeneousW(of: corners.2) > 0, homogeneousW(of: corners.3) > 0 else { return affine }
        let p00 = apply(to: corners.0), p10 = apply(to: corners.1)
        let p01 = apply(to: corners.2), p11 = apply(to: corners.3)
        // With corners at centre ± (w/2, h/2) the normal equations decouple: each column of the
        // fit is the mean projected edge divided by the edge length.
        let xAxis = ((p10 - p00) + (p11 - p01)) / (2 * r.width)
        let yAxis = ((p01 - p00) + (p11 - p10)) / (2 * r.height)
        let centre = (p00 + p10 + p01 + p11) / 4
        let c = r.center
        return AffineTransform(a: xAxis.x, b: xAxis.y, c: yAxis.x, d: yAxis.y,
                               tx: centre.x - xAxis.x * c.x - yAxis.x * c.y,
                               ty: centre.y - xAxis.y * c.x - yAxis.y * c.y)
    }
}
