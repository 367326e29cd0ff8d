import Graphics

/// Whether two numbers agree within `tolerance`.
func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether two points agree within `tolerance` in each coordinate.
func approx(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}

/// Whether two rectangles agree within `tolerance` in origin and size.
func approx(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    approx(a.origin, b.origin, tolerance) && approx(a.size.width, b.size.width, tolerance)
        && approx(a.size.height, b.size.height, tolerance)
}

/// Whether two affine transforms agree within `tolerance` in every coefficient.
func approx(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
    approx(a.a, b.a, tolerance) && approx(a.b, b.b, tolerance) && approx(a.c, b.c, tolerance)
        && approx(a.d, b.d, tolerance) && approx(a.tx, b.tx, tolerance) && approx(a.ty, b.ty, tolerance)
}
