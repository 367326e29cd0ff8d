import Graphics
import Testing

/// Frames with known colours for the encoder tests.
enum TestFrames {
    static let red: [Int] = [230, 30, 40]
    static let green: [Int] = [20, 200, 60]
    static let blue: [Int] = [30, 60, 220]
    static let yellow: [Int] = [240, 220, 100]

    /// A frame whose pixels are `colour(x, y)`: RGB 0...255 and alpha, or nil for transparent.
    static func make(width: Int, height: Int, _ colour: (Int, Int) -> [Int]?) throws -> Bitmap {
        var bitmap = try #require(Bitmap(width: width, height: height))
        for y in 0..<height {
            for x in 0..<width {
                guard let c = colour(x, y) else { continue }
                bitmap.setColor(Color(red: Double(c[0]) / 255, green: Double(c[1]) / 255,
                                      blue: Double(c[2]) / 255, alpha: c.count > 3 ? Double(c[3]) / 255 : 1),
                                x: x, y: y)
            }
        }
        return bitmap
    }

    /// Three 32x24 frames: red left half with a transparent right half; all green; blue top
    /// half over a yellow bottom half.
    static func threeFrames() throws -> [Bitmap] {
        [
            try make(width: 32, height: 24) { x, _ in x < 16 ? red : nil },
            try make(width: 32, height: 24) { _, _ in green },
            try make(width: 32, height: 24) { _, y in y < 12 ? blue : yellow },
        ]
    }

    /// Where `threeFrames` is checked, with the expected RGBA there (alpha 0: transparent).
    static let threeFrameSamples: [[(x: Int, y: Int, rgba: [Int])]] = [
        [(4, 4, red + [255]), (8, 20, red + [255]), (24, 4, [0, 0, 0, 0]), (28, 20, [0, 0, 0, 0])],
        [(4, 4, green + [255]), (24, 4, green + [255]), (28, 20, green + [255])],
        [(4, 4, blue + [255]), (24, 8, blue + [255]), (4, 16, yellow + [255]), (28, 20, yellow + [255])],
    ]

    /// A smooth 64x64 two-axis gradient of 4096 distinct colours, more than a palette holds.
    static func gradient() throws -> Bitmap {
        try make(width: 64, height: 64) { x, y in [x * 4, y * 4, 255 - (x + y) * 2] }
    }

    /// An anti-aliased disc of radius 12 moving right by 4 pixels a frame over a 64x64
    /// gradient: most pixels stay the same from frame to frame, and the gradient needs
    /// dithering.
    static func movingDisc(frameCount: Int) throws -> [Bitmap] {
        try (0..<frameCount).map { k in
            let centreX = 16.0 + 4 * Double(k), centreY = 32.0
            return try make(width: 64, height: 64) { x, y in
                let dx = Double(x) - centreX, dy = Double(y) - centreY
                let cover = max(0, min(1, 12.5 - (dx * dx + dy * dy).squareRoot()))
                let background = [Double(x) * 3 + 30, Double(y) * 2.5 + 60, 220 - Double(x + y)]
                let disc = [240.0, 140, 40]
                return (0..<3).map { Int((disc[$0] * cover + background[$0] * (1 - cover)).rounded()) }
            }
        }
    }

    /// The largest per-channel difference, ignoring colour when both pixels are transparent.
    static func difference(_ a: [Int], _ b: [Int]) -> Int {
        if a[3] == 0 && b[3] == 0 { return 0 }
        return zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }
}
