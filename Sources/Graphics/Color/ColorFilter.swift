import Foundation

/// A per-pixel colour operation: a chain of SVG-style stages (`feColorMatrix`,
/// `feComponentTransfer` tables, and the switches between sRGB and linear light that SVG's
/// `color-interpolation-filters` implies), each mapping a straight-alpha colour to another.
///
/// Canvases apply it with `drawColorFiltered(_:_:)`; `apply(to:)` is the reference
/// definition they follow.
public struct ColorFilter: Hashable, Sendable {
    /// One step of the chain.
    public enum Stage: Hashable, Sendable {
        /// Multiplies (r, g, b, a, 1) by a 4×5 matrix.
        case matrix(ColorMatrix)
        /// Maps red, green and blue each through a piecewise-linear table of evenly spaced
        /// values (SVG's `type="table"`); alpha is unchanged. An empty table leaves its
        /// channel unchanged.
        case table(red: [Double], green: [Double], blue: [Double])
        /// Converts sRGB-encoded components to linear light.
        case sRGBToLinear
        /// Converts linear-light components back to sRGB encoding.
        case linearToSRGB
    }

    /// The stages, applied in order.
    public var stages: [Stage]

    /// A filter of the given stages.
    public init(_ stages: [Stage]) { self.stages = stages }

    /// The colour after every stage, each result clamped to 0...1 as SVG clamps between
    /// primitives.
    public func apply(to color: Color) -> Color {
        var c = color.clamped
        for stage in stages {
            switch stage {
            case .matrix(let m):
                c = m.apply(to: c)
            case .table(let r, let g, let b):
                c = Color(red: Self.lookUp(c.red, in: r), green: Self.lookUp(c.green, in: g),
                          blue: Self.lookUp(c.blue, in: b), alpha: c.alpha)
            case .sRGBToLinear:
                c = Color(red: Self.linear(c.red), green: Self.linear(c.green), blue: Self.linear(c.blue), alpha: c.alpha)
            case .linearToSRGB:
                c = Color(red: Self.encoded(c.red), green: Self.encoded(c.green), blue: Self.encoded(c.blue), alpha: c.alpha)
            }
            c = c.clamped
        }
        return c
    }

    /// SVG's table transfer: `v` in 0...1 falls in one of `n − 1` equal intervals and is
    /// interpolated between that interval's end values.
    static func lookUp(_ v: Double, in table: [Double]) -> Double {
        guard let last = table.last else { return v }
        guard table.count > 1, v < 1 else { return last }
        let position = max(0, v) * Double(table.count - 1)
        let k = Int(position)
        return table[k] + (position - Double(k)) * (table[k + 1] - table[k])
    }

    /// The sRGB decoding curve.
    static func linear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// The sRGB encoding curve.
    static func encoded(_ v: Double) -> Double {
        v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}

/// A 4×5 colour matrix as SVG's `feColorMatrix type="matrix"` has it: row i gives output
/// channel i (red, green, blue, alpha) as a weighted sum of the input red, green, blue, alpha
/// and 1.
public struct ColorMatrix: Hashable, Sendable {
    /// The 20 entries, row by row.
    public private(set) var values: [Double]

    /// A matrix of 20 values in row order; missing values are 0 and extra ones are ignored.
    public init(_ values: [Double]) {
        self.values = Array((values + repeatElement(0, count: 20)).prefix(20))
    }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0,
                                              0, 1, 0, 0, 0,
                                              0, 0, 1, 0, 0,
                                              0, 0, 0, 1, 0])

    /// The matrix applied to a straight-alpha colour (not clamped).
    public func apply(to c: Color) -> Color {
        func row(_ i: Int) -> Double {
            let k = 5 * i
            return values[k] * c.red + values[k + 1] * c.green + values[k + 2] * c.blue + values[k + 3] * c.alpha + values[k + 4]
        }
        return Color(red: row(0), green: row(1), blue: row(2), alpha: row(3))
    }
}
