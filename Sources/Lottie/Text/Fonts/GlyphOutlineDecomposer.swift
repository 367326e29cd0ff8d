import CFreeType
import Graphics

/// Turns a FreeType outline into a `BezierPath`: TrueType's conic (quadratic) and
/// PostScript's cubic segments are kept as they are; y is flipped so that it points down.
enum GlyphOutlineDecomposer {
    /// The path of `outline`, its coordinates multiplied by `scale`.
    static func path(of outline: UnsafeMutablePointer<FT_Outline>, scale: Double) -> BezierPath {
        let builder = Builder(scale: scale)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let to, let builder = Builder.from(user) else { return 1 }
                // FreeType's contours are implicitly closed.
                if builder.hasContour { builder.path.close() }
                builder.path.move(to: builder.point(to))
                builder.hasContour = true
                return 0
            },
            line_to: { to, user in
                guard let to, let builder = Builder.from(user) else { return 1 }
                builder.path.line(to: builder.point(to))
                return 0
            },
            conic_to: { control, to, user in
                guard let control, let to, let builder = Builder.from(user) else { return 1 }
                builder.path.quadCurve(to: builder.point(to), control: builder.point(control))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                guard let c1, let c2, let to, let builder = Builder.from(user) else { return 1 }
                builder.path.curve(to: builder.point(to), control1: builder.point(c1), control2: builder.point(c2))
                return 0
            },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(builder) {
            FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
        }
        guard status == 0 else { return BezierPath() }
        if builder.hasContour { builder.path.close() }
        return builder.path
    }

    /// Collects the segments FreeType reports.
    private final class Builder {
        let scale: Double
        var path = BezierPath()
        var hasContour = false

        init(scale: Double) { self.scale = scale }

        static func from(_ user: UnsafeMutableRawPointer?) -> Builder? {
            user.map { Unmanaged<Builder>.fromOpaque($0).takeUnretainedValue() }
        }

        func point(_ v: UnsafePointer<FT_Vector>) -> Point {
            Point(x: Double(v.pointee.x) * scale, y: -Double(v.pointee.y) * scale)
        }
    }
}
