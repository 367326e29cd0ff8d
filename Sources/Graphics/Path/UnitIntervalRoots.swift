/// The roots of a polynomial of degree ≤ 2 that lie strictly inside (0, 1), sorted, held inline
/// so the curve code can find extrema without allocating.
struct UnitIntervalRoots {
    private(set) var count = 0
    private var r0 = 0.0, r1 = 0.0

    /// The roots of `a·t² + b·t + c` in the open interval (0, 1). A (nearly) degenerate quadratic
    /// is solved as the linear equation it is; an identically zero polynomial has no roots
    /// reported (every t is a root, none is an extremum).
    init(a: Double, b: Double, c: Double) {
        let scale = Swift.max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return }
        if abs(a) <= scale * 1e-12 {
            if b != 0 { insert(-c / b) }
            return
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return }
        // The cancellation-free form: q = -(b + sign(b)·√disc)/2, roots q/a and c/q.
        let q = -0.5 * (b + (b < 0 ? -disc.squareRoot() : disc.squareRoot()))
        insert(q / a)
        if q != 0 { insert(c / q) }
    }

    private mutating func insert(_ t: Double) {
        guard t > 0, t < 1 else { return }
        switch count {
        case 0: r0 = t; count = 1
        case 1:
            if t == r0 { return }
            if t < r0 { r1 = r0; r0 = t } else { r1 = t }
            count = 2
        default: return
        }
    }

    /// The i-th root in increasing order, `0 ≤ i < count`.
    subscript(i: Int) -> Double { i == 0 ? r0 : r1 }
}
