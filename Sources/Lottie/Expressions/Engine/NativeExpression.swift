/// An expression common enough in exported files, and simple enough, to be evaluated without
/// JavaScript: exactly what the prelude's function computes (`ExpressionPrelude`), number for
/// number, in a fraction of the cost of a call into the engine (and without its garbage).
///
/// Only whole sources of a fixed shape are recognised, so nothing in them can rebind a name:
/// `$bm_rt = wiggle(4, 30);` or `$bm_rt = loopOut('cycle', 2);` after Bodymovin's
/// `var $bm_rt;`, with plain decimal arguments and quoted words. Anything else, and values the
/// native path does not handle (a wiggled path, text), goes to the engine.
enum NativeExpression: Equatable {
    /// `wiggle(frequency, amplitude)`: one octave of the prelude's value noise, seeded by the
    /// property's handle, added to each dimension of the keyframed value.
    case wiggle(frequency: Double, amplitude: Double)
    /// `loopOut(type, keyframes)` or `loopIn(type, keyframes)`, both arguments optional.
    case loop(KeyframeLoop)

    /// The native form of `source`, if it has one.
    init?(source: String) {
        var scanner = SourceScanner(source)
        if scanner.take("var") {
            guard scanner.take("$bm_rt"), scanner.take(";") else { return nil }
        }
        guard scanner.take("$bm_rt"), scanner.take("=") else { return nil }
        if scanner.take("wiggle") {
            guard scanner.take("("), let frequency = scanner.takeNumber(), scanner.take(","),
                  let amplitude = scanner.takeNumber(), scanner.take(")") else { return nil }
            self = .wiggle(frequency: frequency, amplitude: amplitude)
        } else {
            let side: KeyframeLoop.Side
            if scanner.take("loopOut") { side = .out } else if scanner.take("loopIn") { side = .in } else { return nil }
            guard scanner.take("(") else { return nil }
            var type = KeyframeLoop.LoopType.cycle, keyframes = 0
            if let word = scanner.takeQuotedWord() {
                type = KeyframeLoop.LoopType(word)
                if scanner.take(",") {
                    // A whole number of keyframes (a fraction makes the prelude loop nothing).
                    guard let count = scanner.takeNumber(), count == count.rounded(.down), count < 1e9 else { return nil }
                    keyframes = Int(count)
                }
            }
            guard scanner.take(")") else { return nil }
            self = .loop(KeyframeLoop(side: side, type: type, keyframes: keyframes))
        }
        _ = scanner.take(";")
        guard scanner.isAtEnd else { return nil }
    }

    /// The expression's value for property `handle` at `frame` of an animation at `frameRate`
    /// frames a second, whose keyframes are at `keyFrames` and whose keyframed value at a frame
    /// is `keyframed`; nil when the value is not one the native path computes (the engine then
    /// evaluates the expression).
    func value(handle: Int, frame: Double, frameRate: Double, keyFrames: [Double],
               keyframed: (Double) -> ExpressionValue) -> ExpressionValue? {
        switch self {
        case .loop(let loop):
            return loop.value(frame: frame, keyFrames: keyFrames, keyframed: keyframed)
        case .wiggle(let frequency, let amplitude):
            // As the prelude: time = frame / fr, and valueAtTime(time) reads frame time · fr.
            let time = frame / frameRate
            let x = time * frequency
            // Beyond this the lattice numbers would print in exponent form in JavaScript.
            guard x.isFinite, abs(x) < 1e15 else { return nil }
            // The seed text of each dimension is `wiggle<handle>:<dimension>:0`; its hash is
            // carried on through `:<lattice number>` without building the strings.
            func offset(_ dimension: Int) -> Double {
                var seed = FNV1a()
                seed.add("wiggle"); seed.add(Int64(handle)); seed.add(":"); seed.add(Int64(dimension)); seed.add(":0")
                return amplitude * Self.noise(seed: seed, x)
            }
            switch keyframed(time * frameRate) {
            case .number(let base): return .number(base + offset(0))
            case .vector(let base): return .vector(base.indices.map { base[$0] + offset($0) })
            case .path, .text: return nil
            }
        }
    }

    /// The prelude's `__noise`: smooth value noise in -1...1 between lattice points whose
    /// values come from `__hash` of `<seed>:<lattice number>` and `__generator`.
    private static func noise(seed: FNV1a, _ x: Double) -> Double {
        let floor = x.rounded(.down)
        let f = x - floor, u = f * f * (3 - 2 * f)
        let i = Int64(floor)
        func lattice(_ n: Int64) -> Double {
            var text = seed
            text.add(":"); text.add(n)
            return firstRandom(seed: text.value) * 2 - 1
        }
        return lattice(i) * (1 - u) + lattice(i + 1) * u
    }

    /// The first number of `__generator(seed)` (mulberry32), in 0..<1.
    private static func firstRandom(seed: UInt32) -> Double {
        let s = seed &+ 0x6D2B_79F5
        var t = (s ^ (s >> 15)) &* (s | 1)
        t ^= t &+ ((t ^ (t >> 7)) &* (t | 61))
        return Double(t ^ (t >> 14)) / 4_294_967_296
    }
}

/// The prelude's `__hash`, 32-bit FNV-1a over UTF-16 code units, fed piece by piece: ASCII
/// text, and integers as JavaScript prints them (`-12`).
private struct FNV1a {
    private(set) var value: UInt32 = 2_166_136_261

    mutating func add(_ text: StaticString) {
        text.withUTF8Buffer { for byte in $0 { add(unit: byte) } }
    }

    mutating func add(_ n: Int64) {
        if n < 0 { add(unit: UInt8(ascii: "-")) }
        let magnitude = n.magnitude
        var power: UInt64 = 1
        while magnitude / power >= 10 { power *= 10 }
        repeat {
            add(unit: UInt8(ascii: "0") + UInt8((magnitude / power) % 10))
            power /= 10
        } while power > 0
    }

    private mutating func add(unit: UInt8) { value = (value ^ UInt32(unit)) &* 16_777_619 }
}

/// Reads an expression's source token by token, skipping white space between tokens, in
/// UTF-8 bytes (reading it as `Character`s cost tens of thousands of instructions a source, for
/// every property with an expression). Only ASCII makes a native form: any other byte ends the
/// match (the engine then evaluates the source), and after a name it counts as part of it.
private struct SourceScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ source: String) { bytes = Array(source.utf8) }

    var isAtEnd: Bool {
        mutating get { skipSpace(); return index == bytes.count }
    }

    /// Takes `token` (ASCII, after any white space) if it comes next; identifiers must end there.
    mutating func take(_ token: StaticString) -> Bool {
        skipSpace()
        return token.withUTF8Buffer { token in
            guard bytes.count - index >= token.count, bytes[index..<index + token.count].elementsEqual(token) else { return false }
            let end = index + token.count
            if let last = token.last, Self.isLetter(last) || last == UInt8(ascii: "$"),
               end < bytes.count, Self.continuesToken(bytes[end]) { return false }
            index = end
            return true
        }
    }

    /// Takes a plain decimal literal (`12`, `0.5`, `.5`): no sign, exponent or other base, whose
    /// value in JavaScript is the same correctly rounded double.
    mutating func takeNumber() -> Double? {
        skipSpace()
        let start = index
        var digits = 0
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1; digits += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1; digits += 1 }
        }
        // A leading zero before more digits is an octal literal, which strict mode refuses.
        let integerPart = bytes[start..<index].prefix { $0 != UInt8(ascii: ".") }
        guard digits > 0, index - start <= 32, !(integerPart.count > 1 && integerPart.first == UInt8(ascii: "0")),
              index == bytes.count || !Self.continuesToken(bytes[index]) else { index = start; return nil }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// Takes a string literal of ASCII letters only (`'cycle'`, `"pingpong"`, `''`): no escape
    /// or other character can change what it says.
    mutating func takeQuotedWord() -> String? {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"") else { return nil }
        let quote = bytes[index]
        var end = index + 1
        while end < bytes.count, Self.isLetter(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == quote else { return nil }
        defer { index = end + 1 }
        return String(decoding: bytes[index + 1..<end], as: UTF8.self)
    }

    /// Skips ASCII white space (JavaScript's other white space ends the match instead).
    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    /// Whether `c`, right after a name or a number, would make it a longer name or number (any
    /// byte of a non-ASCII character may: identifiers take Unicode letters).
    private static func continuesToken(_ c: UInt8) -> Bool {
        isLetter(c) || isDigit(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c == UInt8(ascii: ".") || c >= 0x80
    }
}
