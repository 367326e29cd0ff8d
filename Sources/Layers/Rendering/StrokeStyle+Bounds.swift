import Graphics

extension StrokeStyle {
    /// How far outside a path's bounds its stroke can reach: half the width, times the
    /// longest a miter join (up to the miter limit) or a square cap's corner can stick out.
    var boundsOutset: Double {
        let halfWidth = width.isFinite ? abs(width) / 2 : .infinity
        let squareCorner = 2.0.squareRoot()
        let reach = join == .miter ? max(squareCorner, miterLimit.isFinite ? miterLimit : 10) : squareCorner
        return halfWidth * reach
    }
}
