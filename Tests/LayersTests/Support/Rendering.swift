import CairoCanvas
import Graphics
import Layers
import Testing

/// Renders a layer tree into a new cairo image of `width`×`height` over `background`.
func renderBitmap(_ layer: Layer, width: Int, height: Int, transform: AffineTransform = .identity,
                  background: Color? = .white, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bitmap {
    let canvas = try #require(CairoImageCanvas(width: width, height: height), sourceLocation: sourceLocation)
    Renderer.render(layer, into: canvas, transform: transform, backgroundColor: background)
    return canvas.makeBitmap()
}

extension Bitmap {
    /// The premultiplied bytes of a pixel as [r, g, b, a].
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return (0..<4).map { Int(pixels[i + $0]) }
    }

}

/// Expects every channel of pixel (x, y) to be within `tolerance` of `expected` ([r, g, b, a],
/// premultiplied 0...255), reporting the actual value otherwise.
func expectPixel(_ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 2,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = bitmap.rgba(x, y)
    let near = zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    #expect(near, "pixel (\(x), \(y)) is \(actual), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}

/// A layer of the given frame and background colour.
func coloredLayer(_ frame: Rect, _ color: Color) -> Layer {
    let layer = Layer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// A root layer covering `width`×`height` from the origin.
func rootLayer(_ width: Double, _ height: Double) -> Layer {
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: width, height: height)
    return root
}

/// A small test picture, `width`×`height` pixels: four coloured quadrants (red, green, blue,
/// yellow clockwise from the top left) inside a one-pixel black frame, so that its placement
/// and orientation show.
func quadrantBitmap(width: Int, height: Int) -> Bitmap? {
    guard var bitmap = Bitmap(width: width, height: height) else { return nil }
    for y in 0..<height {
        for x in 0..<width {
            let edge = x == 0 || y == 0 || x == width - 1 || y == height - 1
            let left = x < width / 2, top = y < height / 2
            let color: Color = edge ? .black
                : top ? (left ? .red : .green)
                : (left ? Color(red: 1, green: 1, blue: 0) : .blue)
            bitmap.setColor(color, x: x, y: y)
        }
    }
    return bitmap
}
