import Graphics

/// A bitmap as truecolor text: each character cell shows two pixels, the upper as the
/// foreground of `▀` and the lower as the background, over a backdrop colour for
/// transparency. Colour codes are written only when they change along a row.
enum TerminalPicture {
    /// The ANSI text for `bitmap` (its height rounded up to even rows), one line per two
    /// pixel rows, each line ending with a colour reset.
    static func ansi(_ bitmap: Bitmap, backdrop: Color) -> String {
        var out = ""
        out.reserveCapacity(bitmap.width * (bitmap.height / 2 + 1) * 24)
        var y = 0
        while y < bitmap.height {
            var lastTop: (Int, Int, Int)?, lastBottom: (Int, Int, Int)?
            for x in 0..<bitmap.width {
                let top = rgb(bitmap, x, y, over: backdrop)
                let bottom = y + 1 < bitmap.height ? rgb(bitmap, x, y + 1, over: backdrop) : rgb(of: backdrop)
                if lastTop.map({ $0 != top }) ?? true { out += "\u{1B}[38;2;\(top.0);\(top.1);\(top.2)m" }
                if lastBottom.map({ $0 != bottom }) ?? true { out += "\u{1B}[48;2;\(bottom.0);\(bottom.1);\(bottom.2)m" }
                out += "▀"
                (lastTop, lastBottom) = (top, bottom)
            }
            out += "\u{1B}[0m\n"
            y += 2
        }
        return out
    }

    private static func rgb(_ bitmap: Bitmap, _ x: Int, _ y: Int, over backdrop: Color) -> (Int, Int, Int) {
        let c = bitmap.color(x: x, y: y)
        let a = c.alpha
        return (channel(c.red * a + backdrop.red * (1 - a)), channel(c.green * a + backdrop.green * (1 - a)),
                channel(c.blue * a + backdrop.blue * (1 - a)))
    }

    private static func rgb(of color: Color) -> (Int, Int, Int) {
        (channel(color.red), channel(color.green), channel(color.blue))
    }

    private static func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
}
