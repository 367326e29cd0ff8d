import Foundation
import Graphics

/// Colours chosen so that every blend mode changes something (no pure 0 or 1 channels).
let softColours = [Color(red: 1, green: 0.6, blue: 0.2), Color(red: 0.2, green: 0.7, blue: 0.6),
                   Color(red: 0.5, green: 0.3, blue: 0.9)]

/// Vertical bars of mid tones filling `rect`, with a translucent band across.
func drawBackdrop(_ canvas: any Canvas, in rect: Rect) {
    let colours: [Color] = [
        Color(white: 0.85), Color(red: 0.8, green: 0.7, blue: 0.2), Color(red: 0.2, green: 0.6, blue: 0.8),
        Color(red: 0.3, green: 0.8, blue: 0.3), Color(red: 0.7, green: 0.3, blue: 0.7), Color(red: 0.8, green: 0.25, blue: 0.2),
        Color(red: 0.2, green: 0.25, blue: 0.7), Color(white: 0.3),
    ]
    let width = rect.width / Double(colours.count)
    for (i, colour) in colours.enumerated() {
        canvas.fill(BezierPath(rect: Rect(x: rect.minX + Double(i) * width, y: rect.minY, width: width, height: rect.height)),
                    color: colour)
    }
    canvas.fill(BezierPath(rect: Rect(x: rect.minX, y: rect.midY - 10, width: rect.width, height: 20)),
                color: Color(white: 1, alpha: 0.4))
}

/// Three overlapping discs filling `rect`.
func drawDiscs(_ canvas: any Canvas, in rect: Rect, alpha: Double = 1, colours: [Color] = softColours) {
    let r = rect.width * 0.3
    let centres = [Point(x: rect.midX, y: rect.minY + r * 1.1),
                   Point(x: rect.midX - r * 0.7, y: rect.maxY - r * 1.1),
                   Point(x: rect.midX + r * 0.7, y: rect.maxY - r * 1.1)]
    for (centre, colour) in zip(centres, colours) {
        canvas.fill(BezierPath(ellipseIn: Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r)),
                    color: colour.withAlpha(alpha))
    }
}

/// A 48 × 32 test image: a diagonal colour ramp with a checkerboard of 4-pixel squares, a
/// translucent lower edge and a one-pixel white frame.
func testImage() -> Bitmap {
    var image = Bitmap(width: 48, height: 32)!
    for y in 0..<32 {
        for x in 0..<48 {
            let checker = ((x / 4) + (y / 4)) % 2 == 0
            var colour = Color(red: Double(x) / 47, green: Double(y) / 31, blue: checker ? 0.9 : 0.2,
                               alpha: y >= 28 ? 0.5 : 1)
            if x == 0 || y == 0 || x == 47 { colour = .white }
            image.setColor(colour, x: x, y: y)
        }
    }
    return image
}

/// A 40 × 40 image of a disc and a diagonal bar on transparency: rows whose opaque pixels
/// start and end at different columns, and rows with none.
func cutOutImage() -> Bitmap {
    var image = Bitmap(width: 40, height: 40)!
    for y in 0..<40 {
        for x in 0..<40 {
            let dx = Double(x) - 15.5, dy = Double(y) - 14.5
            if dx * dx + dy * dy < 100 {
                image.setColor(Color(red: Double(x) / 39, green: 0.5, blue: Double(y) / 39), x: x, y: y)
            } else if y > 30, y < 37, abs(x - y) < 4 {
                image.setColor(Color(red: 0.9, green: 0.7, blue: 0.1, alpha: 0.7), x: x, y: y)
            }
        }
    }
    return image
}

/// A 256 × 256 image of fine detail (one-pixel stripes and a checkerboard), which only
/// averaging can shrink without aliasing.
func detailedImage() -> Bitmap {
    var image = Bitmap(width: 256, height: 256)!
    for y in 0..<256 {
        for x in 0..<256 {
            let colour: Color
            if x < 128 {
                colour = x % 2 == 0 ? Color(red: 1, green: 0.2, blue: 0.2) : Color(red: 0.1, green: 0.1, blue: 0.6)
            } else {
                colour = (x + y) % 2 == 0 ? .white : Color(red: 0.1, green: 0.5, blue: 0.1)
            }
            image.setColor(colour, x: x, y: y)
        }
    }
    return image
}

/// A five-stop gradient with a hard stop.
let rainbow = Gradient(stops: [
    GradientStop(location: 0, color: Color(red: 0.9, green: 0.1, blue: 0.1)),
    GradientStop(location: 0.3, color: Color(red: 0.9, green: 0.8, blue: 0.1)),
    GradientStop(location: 0.5, color: Color(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.6)),
    GradientStop(location: 0.5, color: Color(red: 0.1, green: 0.3, blue: 0.9)),
    GradientStop(location: 1, color: Color(red: 0.6, green: 0.1, blue: 0.8)),
])
