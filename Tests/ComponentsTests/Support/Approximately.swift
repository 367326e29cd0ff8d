import Graphics

/// Whether two numbers agree within `tolerance`.
func approximately(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points agree within `tolerance` on both axes.
func approximately(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
    approximately(a.x, b.x, within: tolerance) && approximately(a.y, b.y, within: tolerance)
}

/// Whether two rectangles agree within `tolerance` on every coordinate.
func approximately(_ a: Rect, _ b: Rect, within tolerance: Double = 1e-9) -> Bool {
    approximately(a.origin, b.origin, within: tolerance)
        && approximately(a.size.width, b.size.width, within: tolerance)
        && approximately(a.size.height, b.size.height, within: tolerance)
}
