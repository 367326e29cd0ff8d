import CairoCanvas
import Foundation
import Graphics
import Testing

/// A new image canvas, failing the test when it cannot be made.
func makeCanvas(_ width: Int, _ height: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> CairoImageCanvas {
    try #require(CairoImageCanvas(width: width, height: height), sourceLocation: sourceLocation)
}

extension Bitmap {
    /// The premultiplied bytes of a pixel as [r, g, b, a].
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return (0..<4).map { Int(pixels[i + $0]) }
    }

    /// Whether every channel of a pixel is within `tolerance` of `expected`.
    func pixel(_ x: Int, _ y: Int, isNear expected: [Int], tolerance: Int = 1) -> Bool {
        zip(rgba(x, y), expected).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

/// A five-pointed star drawn as one self-intersecting pentagram, so the non-zero rule fills
/// its centre and the even-odd rule leaves it empty.
func pentagram(center: Point, radius: Double) -> BezierPath {
    var path = BezierPath()
    for k in 0..<5 {
        // Every second vertex of a pentagon, starting at the top.
        let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
        let p = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if k == 0 { path.move(to: p) } else { path.line(to: p) }
    }
    path.close()
    return path
}

/// The colours of the bars in `drawColourBars`.
let barColours: [Color] = [
    .white, Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 1), .green,
    Color(red: 1, green: 0, blue: 1), .red, .blue, Color(white: 0.25),
]

/// Mid-tone bars, for blend modes that leave pure 0 and 1 channels alone.
let midToneBarColours: [Color] = [
    Color(white: 0.85), Color(red: 0.8, green: 0.7, blue: 0.2), Color(red: 0.2, green: 0.6, blue: 0.8),
    Color(red: 0.3, green: 0.8, blue: 0.3), Color(red: 0.7, green: 0.3, blue: 0.7), Color(red: 0.8, green: 0.25, blue: 0.2),
    Color(red: 0.2, green: 0.25, blue: 0.7), Color(white: 0.3),
]

/// Vertical bars of `colours` filling `rect`.
func drawColourBars(_ canvas: Canvas, in rect: Rect, colours: [Color] = barColours) {
    let width = rect.width / Double(colours.count)
    for (i, colour) in colours.enumerated() {
        canvas.fill(BezierPath(rect: Rect(x: rect.minX + Double(i) * width, y: rect.minY, width: width, height: rect.height)),
                    color: colour)
    }
}

/// Mid-tone colours for `drawCircles`, so every blend mode visibly changes something.
let softColours = [Color(red: 1, green: 0.6, blue: 0.2), Color(red: 0.2, green: 0.7, blue: 0.6), Color(red: 0.5, green: 0.3, blue: 0.9)]

/// Three overlapping circles (red, green, blue unless given) filling `rect`.
func drawCircles(_ canvas: Canvas, in rect: Rect, alpha: Double = 1, colours: [Color] = [.red, .green, .blue]) {
    let r = rect.width * 0.3
    let centres = [Point(x: rect.midX, y: rect.minY + r * 1.1),
                   Point(x: rect.midX - r * 0.7, y: rect.maxY - r * 1.1),
                   Point(x: rect.midX + r * 0.7, y: rect.maxY - r * 1.1)]
    for (centre, colour) in zip(centres, colours) {
        canvas.fill(BezierPath(ellipseIn: Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r)),
                    color: colour.withAlpha(alpha))
    }
}
