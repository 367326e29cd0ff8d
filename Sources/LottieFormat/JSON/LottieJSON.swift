/// A JSON value, for the parts of a file the model keeps raw (slots, dotLottie themes and
/// manifests).
public indirect enum LottieJSON: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([LottieJSON])
    /// An object; key order is not kept.
    case object([String: LottieJSON])

    /// The member under `key` of an object, or nil.
    public subscript(key: String) -> LottieJSON? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// The number, or nil.
    public var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The string, or nil.
    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The array's elements, or nil.
    public var array: [LottieJSON]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The boolean (numbers are true when non-zero), or nil.
    public var bool: Bool? {
        switch self {
        case .bool(let b): return b
        case .number(let n): return n != 0
        default: return nil
        }
    }
}
