import Graphics

extension Color: Interpolatable {
    // `interpolated(to:fraction:)` (straight RGBA) comes from Graphics.

    /// Component-wise sum (may leave 0...1; the renderer clamps).
    public func adding(_ o: Color) -> Color {
        Color(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha)
    }
    /// Component-wise difference.
    public func subtracting(_ o: Color) -> Color {
        Color(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha)
    }
    /// All four components scaled.
    public func scaled(by f: Double) -> Color {
        Color(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f)
    }
    /// The Euclidean distance in RGBA.
    public func distance(to o: Color) -> Double {
        let d = subtracting(o)
        return (d.red * d.red + d.green * d.green + d.blue * d.blue + d.alpha * d.alpha).squareRoot()
    }
}
