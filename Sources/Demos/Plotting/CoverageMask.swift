import Graphics

/// An antialiased stencil: per pixel, how much of it a set of strokes covers (0...1). Shapes
/// are combined with `max`, so where segments of one polyline meet, the joint is not drawn twice.
struct CoverageMask {
    let width: Int
    let height: Int
    private(set) var coverage: [Float]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        coverage = [Float](repeating: 0, count: width * height)
    }

    /// A straight stroke with round ends, `lineWidth` pixels wide; coordinates in pixels with
    /// pixel (i, j) covering the square [i, i+1] × [j, j+1].
    mutating func addSegment(from a: Point, to b: Point, lineWidth: Double) {
        let radius = lineWidth / 2
        let reach = radius + 1
        let x0 = max(0, Int((min(a.x, b.x) - reach).rounded(.down)))
        let x1 = min(width - 1, Int((max(a.x, b.x) + reach).rounded(.up)))
        let y0 = max(0, Int((min(a.y, b.y) - reach).rounded(.down)))
        let y1 = min(height - 1, Int((max(a.y, b.y) + reach).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return }
        let d = b - a
        let lengthSquared = d.dot(d)
        for y in y0...y1 {
            for x in x0...x1 {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let t = lengthSquared > 0 ? min(1, max(0, (p - a).dot(d) / lengthSquared)) : 0
                let distance = p.distance(to: a + d * t)
                // A box-filtered edge: full inside, fading over one pixel at the border.
                let c = Float(min(1, max(0, radius + 0.5 - distance)))
                let i = y * width + x
                if c > coverage[i] { coverage[i] = c }
            }
        }
    }

    /// A polyline through `points`.
    mutating func addPolyline(_ points: [Point], lineWidth: Double) {
        guard let first = points.first else { return }
        if points.count == 1 { addSegment(from: first, to: first, lineWidth: lineWidth) }
        for (a, b) in zip(points, points.dropFirst()) { addSegment(from: a, to: b, lineWidth: lineWidth) }
    }

    /// A filled axis-aligned rectangle (whole pixels).
    mutating func addRect(x: Int, y: Int, width w: Int, height h: Int) {
        for row in max(0, y)..<min(height, y + h) {
            for column in max(0, x)..<min(width, x + w) { coverage[row * width + column] = 1 }
        }
    }
}

extension Bitmap {
    /// Paints `color` through `mask` over the current pixels (source-over, premultiplied).
    mutating func composite(_ color: Color, through mask: CoverageMask) {
        guard mask.width == width, mask.height == height else { return }
        let source = color.clamped.premultiplied
        let channels = [source.red, source.green, source.blue, source.alpha]
        for i in 0..<(width * height) where mask.coverage[i] > 0 {
            let k = Double(mask.coverage[i])
            let keep = 1 - source.alpha * k
            for c in 0..<4 {
                let old = Double(pixels[i * 4 + c]) / 255
                let new = channels[c] * k + old * keep
                pixels[i * 4 + c] = UInt8((min(1, max(0, new)) * 255).rounded())
            }
        }
    }
}
