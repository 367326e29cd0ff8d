/// `loopOut(type, keyframes)` and `loopIn(type, keyframes)` evaluated without JavaScript:
/// exactly what the prelude's `__PropertyRef.prototype.loopOut` and `loopIn` compute
/// (`ExpressionPrelude`), operation for operation, so that a file whose only expressions are
/// loops (the most common expression after `wiggle`) never starts the engine.
///
/// After the last keyframe (`loopOut`) or before the first (`loopIn`), the stretch between
/// that keyframe and the one `keyframes` keyframes away (all of them for 0) repeats: as it is
/// (`cycle`), back and forth (`pingpong`), shifted by its change at every repeat (`offset`),
/// or the value carries on at the keyframe's speed (`continue`). Elsewhere the keyframed value
/// holds.
struct KeyframeLoop: Equatable {
    /// Which end of the keyframes the loop extends.
    enum Side: Equatable {
        /// `loopOut`: after the last keyframe.
        case out
        /// `loopIn`: before the first keyframe.
        case `in`
    }

    /// How the looped stretch repeats.
    enum LoopType: Equatable {
        case cycle, pingpong, offset, `continue`

        /// The type a script's word names: as the prelude reads it, case aside, anything
        /// unknown (or nothing) cycles.
        init(_ word: String) {
            switch word.lowercased() {
            case "pingpong": self = .pingpong
            case "offset": self = .offset
            case "continue": self = .continue
            default: self = .cycle
            }
        }
    }

    var side: Side
    var type: LoopType
    /// How many keyframes the looped stretch spans; 0 (or more than there are): all of them.
    var keyframes: Int

    /// The value at `frame` of a property whose keyframes are at `keyFrames` and whose
    /// keyframed value at a frame is `keyframed`; nil when the prelude's arithmetic would not
    /// apply to the value (`offset` or `continue` on a path or text, vectors of different
    /// lengths): the engine then evaluates the expression.
    func value(frame: Double, keyFrames keys: [Double], keyframed raw: (Double) -> ExpressionValue) -> ExpressionValue? {
        guard keys.count >= 2 else { return Self.plain(raw(frame)) }
        let span = keyframes == 0 || keyframes > keys.count - 1 ? keys.count - 1 : keyframes
        switch side {
        case .out:
            let last = keys[keys.count - 1]
            // As the prelude asks it, so that a NaN frame goes on as it does there.
            if frame <= last { return Self.plain(raw(frame)) }
            let first = keys[keys.count - 1 - span], cycle = last - first
            guard cycle > 0 else { return Self.plain(raw(frame)) }
            let into = (frame - first).truncatingRemainder(dividingBy: cycle)
            let repeats = ((frame - first) / cycle).rounded(.down)
            switch type {
            case .pingpong where repeats.truncatingRemainder(dividingBy: 2) != 0:
                return Self.plain(raw(cycle - into + first))
            case .offset:
                let start = raw(first), end = raw(last), now = raw(into + first)
                return Self.combine(now, Self.combine(end, start) { e, s in e - s }) { c, d in c + d * repeats }
            case .continue:
                let lastValue = raw(last), before = raw(last - 0.001)
                return Self.combine(lastValue, before) { l, b in l + (l - b) * (frame - last) / 0.001 }
            case .cycle, .pingpong:
                return Self.plain(raw(into + first))
            }
        case .in:
            let first = keys[0]
            if frame >= first { return Self.plain(raw(frame)) }
            let last = keys[span], cycle = last - first
            guard cycle > 0 else { return Self.plain(raw(frame)) }
            let before = (first - frame).truncatingRemainder(dividingBy: cycle)
            let repeats = ((first - frame) / cycle).rounded(.down)
            switch type {
            case .pingpong where repeats.truncatingRemainder(dividingBy: 2) == 0:
                return Self.plain(raw(before + first))
            case .offset:
                let start = raw(first), end = raw(last), now = raw(cycle - before + first)
                return Self.combine(now, Self.combine(end, start) { e, s in e - s }) { c, d in c - d * (repeats + 1) }
            case .continue:
                let firstValue = raw(first), after = raw(first + 0.001)
                return Self.combine(firstValue, after) { f, a in f + (f - a) * (first - frame) / 0.001 }
            case .cycle, .pingpong:
                return Self.plain(raw(cycle - before + first))
            }
        }
    }

    /// A keyframed value handed back as it is: numbers, vectors and paths go through the
    /// engine unchanged; text is left to it.
    private static func plain(_ value: ExpressionValue) -> ExpressionValue? {
        if case .text = value { return nil }
        return value
    }

    /// The prelude's `__combine`: `f` of two numbers, or of each pair of components of two
    /// vectors (nil for vectors of different lengths, which the prelude makes NaN, and for
    /// anything else).
    private static func combine(_ a: ExpressionValue?, _ b: ExpressionValue?,
                                _ f: (Double, Double) -> Double) -> ExpressionValue? {
        switch (a, b) {
        case let (.number(x)?, .number(y)?):
            return .number(f(x, y))
        case let (.vector(x)?, .vector(y)?) where x.count == y.count:
            return .vector(zip(x, y).map { f($0, $1) })
        default:
            return nil
        }
    }
}
