/// Which part of a path a trim keeps, in fractions of the path's total length, following the
/// rules of lottie-web's trim-paths modifier (the reference player):
///
/// 1. start `s` and end `e` are clamped to 0...1; the offset `o` is taken modulo 1 into 0..<1
///    (Lottie's offset is in degrees; pass degrees / 360);
/// 2. `s + o` and `e + o` are swapped if the start ends up after the end;
/// 3. equal ends keep nothing; exactly 0...1 keeps the path untouched (closed subpaths stay
///    closed); otherwise
/// 4. a window past 1 wraps: `[s, e]` with `e > 1` keeps `[s, 1]` and then `[0, e − 1]`.
///
/// Because both ends are clamped before the offset is added, the window is never longer than
/// the path: `e − s == 1` with an offset is the whole path starting from the offset.
public enum TrimSpan: Hashable, Sendable {
    /// Nothing is kept.
    case empty
    /// The path is kept as it is.
    case whole
    /// The fractions `from...to`, with `0 ≤ from < to ≤ 1`.
    case window(from: Double, to: Double)
    /// The fractions `from...1` followed by `0...through`, with `0 < through ≤ from < 1`.
    case wrapping(from: Double, through: Double)

    /// The span kept by a trim from `start` to `end` (fractions) turned by `offset` (fractions
    /// of a turn: 0.25 moves the window a quarter of the way along the path). Non-finite
    /// inputs count as 0.
    public init(start: Double, end: Double, offset: Double) {
        func clamped(_ v: Double) -> Double { v.isFinite ? Swift.min(Swift.max(v, 0), 1) : 0 }
        var o = offset.isFinite ? offset.truncatingRemainder(dividingBy: 1) : 0
        if o < 0 { o += 1 }
        var s = clamped(start) + o, e = clamped(end) + o
        if s > e { swap(&s, &e) }
        // Values that differ only by rounding (e.g. 0.3 + 0.7) must not produce slivers.
        let epsilon = 1e-9
        if e - s <= epsilon { self = .empty; return }
        if s <= epsilon && abs(e - 1) <= epsilon { self = .whole; return }
        if e <= 1 + epsilon {
            self = .window(from: s, to: Swift.min(e, 1))
        } else if s >= 1 - epsilon {
            self = .window(from: Swift.max(s - 1, 0), to: e - 1)
        } else {
            self = .wrapping(from: s, through: e - 1)
        }
    }
}
