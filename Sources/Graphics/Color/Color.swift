/// An sRGB colour with straight (non-premultiplied) alpha; components are nominally 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A grey of the given white level.
    @inlinable public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// The same colour with another alpha.
    @inlinable public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Components clamped to 0...1 (NaN becomes 0).
    @inlinable public var clamped: Color {
        @inline(__always) func c(_ v: Double) -> Double { v >= 0 ? (v <= 1 ? v : 1) : 0 }
        return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// Premultiplied components (r·a, g·a, b·a, a).
    @inlinable public var premultiplied: (red: Double, green: Double, blue: Double, alpha: Double) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    /// Linear interpolation of all four components.
    @inlinable public func interpolated(to o: Color, fraction t: Double) -> Color {
        Color(red: red + (o.red - red) * t, green: green + (o.green - green) * t,
              blue: blue + (o.blue - blue) * t, alpha: alpha + (o.alpha - alpha) * t)
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the `#` is optional). Returns nil for
    /// anything else.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard [3, 4, 6, 8].contains(s.count), let v = UInt64(s, radix: 16) else { return nil }
        func channel(_ shift: Int, _ bits: Int) -> Double {
            let mask: UInt64 = (1 << UInt64(bits)) - 1
            return Double((v >> UInt64(shift)) & mask) / Double(mask)
        }
        switch s.count {
        case 3: self.init(red: channel(8, 4), green: channel(4, 4), blue: channel(0, 4))
        case 4: self.init(red: channel(12, 4), green: channel(8, 4), blue: channel(4, 4), alpha: channel(0, 4))
        case 6: self.init(red: channel(16, 8), green: channel(8, 8), blue: channel(0, 8))
        default: self.init(red: channel(24, 8), green: channel(16, 8), blue: channel(8, 8), alpha: channel(0, 8))
        }
    }

    /// `#rrggbbaa` with components clamped and rounded to 8 bits.
    public var hexString: String {
        let c = clamped
        func h(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(c.red) + h(c.green) + h(c.blue) + h(c.alpha)
    }

    public var description: String { hexString }
}
