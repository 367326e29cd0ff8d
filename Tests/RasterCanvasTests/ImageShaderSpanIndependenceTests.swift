import Graphics
import Testing
@testable import RasterCanvas

/// A pixel's colour from an image shader depends on its position alone, not on the span it is
/// shaded in: repainted rectangles and `ImageSampleCache`, which shades whole rows once and
/// hands them out to later spans, rely on it.
@Suite struct ImageShaderSpanIndependenceTests {
    @Test(arguments: 0..<6)
    func everySpanOfARowGetsTheRowsColours(seed: Int) {
        var state = UInt64(seed) &* 7919 &+ 3
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        let width = 37, height = 23
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { pixels.deallocate() }
        for i in 0..<width * height {
            // Premultiplied: colour channels within alpha; a transparent margin on some rows.
            let a = UInt32(next(256)), r = UInt32(next(Int(a) + 1)), g = UInt32(next(Int(a) + 1)), b = UInt32(next(Int(a) + 1))
            pixels[i] = i % width < 3 && (i / width) % 4 == 0 ? 0 : r | g << 8 | b << 16 | a << 24
        }
        let extents = UnsafeMutablePointer<SIMD2<Int32>>.allocate(capacity: height)
        defer { extents.deallocate() }
        ImagePixels.measureRowExtents(of: pixels, width: width, height: height, into: extents)
        let image = ImagePixels(pixels: pixels, width: width, height: height, rowExtents: extents)
        let maps: [AffineTransform] = [
            AffineTransform(a: 0.43, b: 0, c: 0, d: 0.43, tx: -3.2, ty: 1.7),
            AffineTransform(a: 1.9, b: 0, c: 0, d: 0.7, tx: 0.25, ty: -2),
            AffineTransform(a: 0.3, b: 0.2, c: -0.2, d: 0.3, tx: 8, ty: 2),
            AffineTransform(a: -0.5, b: 0, c: 0, d: 0.5, tx: 30, ty: 0.5),
            AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -5, ty: -3),
            AffineTransform(a: 0.61, b: -0.05, c: 0.07, d: 0.58, tx: 2.5, ty: 3.5),
        ]
        let row = SampleRow()
        let columns = 90
        let whole = UnsafeMutablePointer<UInt32>.allocate(capacity: columns)
        let part = UnsafeMutablePointer<UInt32>.allocate(capacity: columns)
        defer { whole.deallocate(); part.deallocate() }
        for pad in [false, true] {
            let shader = Shader.image(image, fromDevice: maps[seed], pad: pad, row: row)
            for y in -3..<60 {
                shader.shade(x: -10, y: y, count: columns, into: whole)
                for _ in 0..<20 {
                    let start = next(columns), count = 1 + next(columns - start)
                    shader.shade(x: -10 + start, y: y, count: count, into: part)
                    for i in 0..<count where part[i] != whole[start + i] {
                        Issue.record("map \(seed) pad \(pad): pixel (\(start + i - 10), \(y)) is \(part[i]) in a span from \(start - 10), \(whole[start + i]) in the whole row")
                        return
                    }
                }
            }
        }
    }
}
