import Graphics

/// A value type that animatable properties can hold, decodable from a JSON node.
protocol KeyframeValue: Hashable, Sendable {
    /// Decodes the value at node `n`.
    static func decode(_ n: Int, _ decoder: ModelDecoder) throws -> Self
}

extension ModelDecoder {
    /// The property under `key`, or nil when absent.
    func property<V: KeyframeValue>(_ n: Int, _ key: JSONKey) throws -> KeyframeGroup<V>? {
        guard let m = member(n, key) else { return nil }
        return try property(at: m)
    }

    /// The property at member node `m` found by a walk over an object's members (0 when
    /// absent), or nil when absent or `null`.
    func property<V: KeyframeValue>(member m: Int) throws -> KeyframeGroup<V>? {
        guard let m = present(m) else { return nil }
        return try property(at: m)
    }

    /// The property at member node `m` found by a walk (0 when absent), or a constant
    /// `fallback` when absent or `null`.
    func property<V: KeyframeValue>(member m: Int, default fallback: V) throws -> KeyframeGroup<V> {
        try property(member: m) ?? KeyframeGroup(fallback)
    }

    /// The property under `key`, or a constant `fallback` when absent.
    func property<V: KeyframeValue>(_ n: Int, _ key: JSONKey, default fallback: V) throws -> KeyframeGroup<V> {
        try property(n, key) ?? KeyframeGroup(fallback)
    }

    /// The animatable property at node `n`: `{"a", "k", "x", "ix", "sid"}`, or a bare value
    /// (old exports). A property bound to a slot takes the slot's value.
    func property<V: KeyframeValue>(at node: Int) throws -> KeyframeGroup<V> {
        let d = document
        guard d.kind(node) == .object else { return KeyframeGroup(try V.decode(node, self)) }
        // One walk over the property's few members finds all four keys: cheaper than the member
        // cache for small objects read once (properties are most of a file's objects).
        var n = node
        var (sid, k, x, ix) = propertyMembers(node)
        var slotID: String?
        if let s = sid {
            let id = try string(at: s)
            slotID = id
            if let slot = slotProperties[id] {
                n = slot
                (_, k, x, ix) = propertyMembers(slot)
            }
        }
        guard let k else { throw missing(n, PropertyKey.value) }
        var group: KeyframeGroup<V>
        if isKeyframeList(k) {
            group = KeyframeGroup(keyframes: try keyframes(k))
        } else {
            group = KeyframeGroup(try V.decode(k, self))
        }
        group.slotID = slotID
        if let x {
            let text = try string(at: x)
            group.expression = text
            warn(.expression, x, "an expression (evaluated when rendering unless expressions are off)")
        }
        if let ix, d.kind(ix) == .number { group.propertyIndex = try integer(at: ix) }
        return group
    }

    /// The `sid`, `k`, `x` and `ix` members of property object `n`, `null` counting as absent
    /// (as with `member`).
    @inline(__always) private func propertyMembers(_ n: Int) -> (sid: Int?, k: Int?, x: Int?, ix: Int?) {
        let d = document
        let (sid, k, x, ix) = d.members(n, (PropertyKey.slotID, PropertyKey.value, PropertyKey.expression, PropertyKey.index))
        return (present(sid), present(k), present(x), present(ix))
    }

    /// A member node found by a walk over an object's members (0 when absent), nil when absent
    /// or `null` (as with `member`).
    @inline(__always) func present(_ m: Int) -> Int? {
        m == 0 || document.kind(m) == .null ? nil : m
    }

    /// Whether `k` is a list of keyframes (objects with a time) rather than a value.
    @inline(__always) func isKeyframeList(_ k: Int) -> Bool {
        let d = document
        return d.kind(k) == .array && !d.isCompactArray(k) && d.count(k) > 0 && d.kind(k + 1) == .object
            && d.member(k + 1, KeyframeKey.time) != nil
    }

    /// The keyframes of the array `k`.
    func keyframes<V: KeyframeValue>(_ k: Int) throws -> [Keyframe<V>] {
        let d = document
        try count(&keyframeCount, adding: d.count(k), limit: limits.maxKeyframes, .keyframes, at: k)
        var result: [Keyframe<V>] = []
        result.reserveCapacity(d.count(k))
        for e in d.elements(k) {
            guard d.kind(e) == .object else { throw invalid(e, expected: "a keyframe object") }
            // One walk over the keyframe's members finds them all: cheaper than the member cache
            // for objects read once (keyframes are most of an animated file's objects).
            var (t, s, endNode, h, o, i, to, ti) = (0, 0, 0, 0, 0, 0, 0, 0)
            d.forEachMember(e) { tag, v in
                switch tag {
                case KeyframeKey.time.shortTag: t = v
                case KeyframeKey.start.shortTag: s = v
                case KeyframeKey.end.shortTag: endNode = v
                case KeyframeKey.hold.shortTag: h = v
                case KeyframeKey.outEasing.shortTag: o = v
                case KeyframeKey.inEasing.shortTag: i = v
                case KeyframeKey.spatialOutTangent.shortTag: to = v
                case KeyframeKey.spatialInTangent.shortTag: ti = v
                default: break
                }
            }
            let time: Double
            if t == 0 {
                throw missing(e, KeyframeKey.time)
            } else if d.kind(t) == .null {
                // Some exports write `"t": null` on a last, unused keyframe.
                time = result.last?.time ?? 0
                warn(.malformedValue, t, "keyframe time is null; using the previous keyframe's time")
            } else {
                time = try number(at: t)
            }
            let endValue: V? = try present(endNode).map { try V.decode($0, self) }
            let value: V
            if let s = present(s) {
                value = try V.decode(s, self)
            } else if let previous = result.last {
                // Old exports end with a keyframe holding only a time: it keeps the previous
                // segment's end value.
                value = previous.endValue ?? previous.value
            } else {
                throw missing(e, KeyframeKey.start)
            }
            var keyframe = Keyframe(time: time, value: value, endValue: endValue, isHold: try bool(at: present(h), default: false))
            if let o = present(o) { keyframe.outEasing = try easing(o) }
            if let i = present(i) { keyframe.inEasing = try easing(i) }
            if let to = present(to) { keyframe.spatialOutTangent = try LottieVector3.decode(to, self) }
            if let ti = present(ti) { keyframe.spatialInTangent = try LottieVector3.decode(ti, self) }
            result.append(keyframe)
        }
        return result
    }

    /// An easing handle `{"x": n | [n...], "y": n | [n...]}`.
    func easing(_ n: Int) throws -> KeyframeEasing {
        var x = 0, y = 0
        document.forEachMember(n) { tag, v in
            switch tag {
            case EasingKey.x.shortTag: x = v
            case EasingKey.y.shortTag: y = v
            default: break
            }
        }
        guard document.kind(n) == .object, let x = present(x), let y = present(y) else {
            throw invalid(n, expected: "an easing handle {x, y}")
        }
        return KeyframeEasing(x: try LottieVector3.decode(x, self), y: try LottieVector3.decode(y, self))
    }

    /// The numbers of array `n`, read in place (no array is made: vectors and colours are
    /// the most common values).
    @inline(__always) func numbers(_ n: Int) throws -> UnsafeBufferPointer<Double> {
        if let numbers = document.numberArray(n) { return numbers }
        return try numbersOfPlainArray(n)
    }

    /// `numbers` for anything but a compact array: empty for an empty array, else an error.
    /// Out of line: the compact array is the usual case.
    @inline(never) private func numbersOfPlainArray(_ n: Int) throws -> UnsafeBufferPointer<Double> {
        let d = document
        guard d.kind(n) == .array, !d.isCompactArray(n) else { throw invalid(n, expected: "an array of numbers") }
        // Any other non-empty array holds something that is not a number.
        if let e = d.elements(n).first(where: { d.kind($0) != .number }) { throw invalid(e, expected: "a number") }
        return UnsafeBufferPointer(start: nil, count: 0)
    }
}

extension Double: KeyframeValue {
    static func decode(_ n: Int, _ decoder: ModelDecoder) throws -> Double {
        try decoder.number(at: n)
    }
}

extension LottieVector3: KeyframeValue {
    static func decode(_ n: Int, _ decoder: ModelDecoder) throws -> LottieVector3 {
        let d = decoder.document
        if let v = d.number(n) { return LottieVector3(x: v, dimensions: 1) }
        let c = try decoder.numbers(n).prefix(3)
        guard !c.isEmpty else { throw decoder.invalid(n, expected: "a number or an array of 1 to 3 numbers") }
        return LottieVector3(x: c[0], y: c.count > 1 ? c[1] : 0, z: c.count > 2 ? c[2] : 0, dimensions: c.count)
    }
}

extension Color: KeyframeValue {
    /// `[r, g, b]` or `[r, g, b, a]` in 0...1, or a hex string. Colours whose red, green and
    /// blue are all above 1 are taken as 0...255 (as lottie-ios does); fill and stroke colours
    /// of legacy files are too (see `ModelDecoder.hasLegacyColors`).
    ///
    /// A fourth component is read and dropped: lottie-ios' `LottieColor` decodes alpha as 1 "for
    /// consistency with Lottie on other platforms", and lottie-web paints fills and strokes with
    /// the colour's red, green and blue and the item's opacity (`o`) alone. Files that animate
    /// that component (to 0, say) are drawn solid by both players.
    static func decode(_ n: Int, _ decoder: ModelDecoder) throws -> Color {
        let d = decoder.document
        if d.kind(n) == .string, let c = Color(hex: d.string(n)) { return c }
        let c = try decoder.numbers(n).prefix(3)
        guard !c.isEmpty else { throw decoder.invalid(n, expected: "a colour [r, g, b, a]") }
        let (r, g, b) = (c[0], c.count > 1 ? c[1] : 0, c.count > 2 ? c[2] : 0)
        if decoder.decodingLegacyColor {
            if r > 1 || g > 1 || b > 1 { decoder.sawLegacyRangeColor = true }
            return Color(red: r / 255, green: g / 255, blue: b / 255)
        }
        if r > 1, g > 1, b > 1 { return Color(red: r / 255, green: g / 255, blue: b / 255) }
        return Color(red: r, green: g, blue: b)
    }
}

extension Array: KeyframeValue where Element == Double {
    static func decode(_ n: Int, _ decoder: ModelDecoder) throws -> [Double] {
        if let v = decoder.document.number(n) { return [v] }
        return Array(try decoder.numbers(n))
    }
}

extension LottieBezier: KeyframeValue {
    /// `{"c", "v", "i", "o"}`, or an array holding one such object (keyframe values).
    static func decode(_ n: Int, _ decoder: ModelDecoder) throws -> LottieBezier {
        let d = decoder.document
        var object = n
        if d.kind(n) == .array, !d.isCompactArray(n), d.count(n) > 0 { object = n + 1 }
        guard d.kind(object) == .object else { throw decoder.invalid(n, expected: "a path {c, v, i, o}") }
        // One walk finds all four members (paths are read once; the member cache would walk too).
        let (c, v, i, o) = d.members(object, (BezierKey.closed, BezierKey.vertices, BezierKey.inTangents, BezierKey.outTangents))
        let closed = try decoder.bool(at: decoder.present(c), default: decoder.defaultPathClosed)
        guard let v = decoder.present(v) else { return LottieBezier(vertices: [], isClosed: closed) }
        var points = try Points(v, decoder)
        var ins = try decoder.present(i).map { try Points($0, decoder) } ?? .none
        var outs = try decoder.present(o).map { try Points($0, decoder) } ?? .none
        let absolute = decoder.decodingAbsoluteTangents
        if ins.count < points.count || outs.count < points.count {
            decoder.warn(.malformedValue, object, "path has fewer tangents than vertices; missing tangents are zero")
        }
        var vertices: [LottieBezierVertex] = []
        vertices.reserveCapacity(points.count)
        for index in 0..<points.count {
            let p = try points.next(decoder)
            var inT = index < ins.count ? try ins.next(decoder) : .zero
            var outT = index < outs.count ? try outs.next(decoder) : .zero
            if absolute {
                inT = inT - p
                outT = outT - p
            }
            vertices.append(LottieBezierVertex(point: p, inTangent: inT, outTangent: outT))
        }
        return LottieBezier(vertices: vertices, isClosed: closed)
    }

    /// A cursor over a list of `[x, y]` points: a compact matrix (the usual case) or an array
    /// of arrays, read in order. Plain values only, so the three lists of a path cost no
    /// reference counting.
    private struct Points {
        /// The number of points.
        let count: Int
        /// The row length of a compact matrix; 0 for an array of arrays.
        private let columns: Int
        private let values: UnsafeBufferPointer<Double>
        /// The index of the next point to read.
        private var index = 0
        /// For an array of arrays, the node of the next element.
        private var element: Int

        /// No points (an absent list).
        static var none: Points { Points(count: 0, columns: 0, values: UnsafeBufferPointer(start: nil, count: 0), element: 0) }

        private init(count: Int, columns: Int, values: UnsafeBufferPointer<Double>, element: Int) {
            self.count = count; self.columns = columns; self.values = values; self.element = element
        }

        init(_ n: Int, _ decoder: ModelDecoder) throws {
            let d = decoder.document
            guard d.kind(n) == .array, d.numberArray(n) == nil else { throw decoder.invalid(n, expected: "an array of points") }
            if let m = d.numberMatrix(n) {
                guard m.columns >= 2 else { throw decoder.invalid(n, expected: "an array of points [x, y]") }
                self.init(count: d.count(n), columns: m.columns, values: m.values, element: 0)
            } else {
                self.init(count: d.count(n), columns: 0, values: UnsafeBufferPointer(start: nil, count: 0), element: n + 1)
            }
        }

        /// The next point; call at most `count` times. Inlined: for a compact matrix it is two
        /// loads, and three cursors advance per vertex of every path.
        @inline(__always) mutating func next(_ decoder: ModelDecoder) throws -> Point {
            defer { index += 1 }
            if columns > 0 { return Point(x: values[index * columns], y: values[index * columns + 1]) }
            let e = element
            element = decoder.document.next(e)
            guard let c = decoder.document.numberArray(e), c.count >= 2 else { throw decoder.invalid(e, expected: "a point [x, y]") }
            return Point(x: c[0], y: c[1])
        }
    }
}
