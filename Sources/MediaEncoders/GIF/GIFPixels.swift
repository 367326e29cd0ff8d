import Graphics

/// A picture as a GIF can show it: straight RGBA in which every pixel is either opaque or
/// fully transparent (all four bytes zero). Frames become this with alpha under 50 % counted
/// as transparent. What `GIFEncoder`'s compressor prepares from a frame, on any thread.
public struct GIFPixels: Sendable {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    /// Thresholds a frame's alpha at 50 %, keeping the colour of the pixels that stay.
    init(_ frame: Bitmap) {
        var rgba = frame.straightRGBA()
        for i in stride(from: 0, to: rgba.count, by: 4) {
            if rgba[i + 3] < 128 {
                rgba[i] = 0; rgba[i + 1] = 0; rgba[i + 2] = 0; rgba[i + 3] = 0
            } else {
                rgba[i + 3] = 255
            }
        }
        self.init(width: frame.width, height: frame.height, rgba: rgba)
    }

    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    func isTransparent(_ pixel: Int) -> Bool {
        rgba[pixel * 4 + 3] == 0
    }

    /// Whether this picture can be drawn over `canvas` with GIF's "leave in place" disposal:
    /// a GIF frame cannot make a pixel transparent again, it only lets the canvas show
    /// through, so every pixel transparent here must be transparent there already.
    func canBeDrawn(over canvas: GIFPixels) -> Bool {
        stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] != 0 || canvas.rgba[$0] == 0 }
    }

    /// Which pixels are opaque and exactly as they were in `previous`: those a frame drawn over
    /// `previous` need not draw again.
    func unchangedPixels(since previous: GIFPixels) -> [Bool] {
        var unchanged = [Bool](repeating: false, count: width * height)
        rgba.withUnsafeBufferPointer { current in
            previous.rgba.withUnsafeBufferPointer { before in
                for pixel in unchanged.indices {
                    let i = pixel * 4
                    unchanged[pixel] = current[i + 3] != 0 && current[i] == before[i] && current[i + 1] == before[i + 1]
                        && current[i + 2] == before[i + 2] && current[i + 3] == before[i + 3]
                }
            }
        }
        return unchanged
    }

    /// The pixels where `mask` is true, every other one transparent.
    func keeping(_ mask: [Bool]) -> [UInt8] {
        var kept = [UInt8](repeating: 0, count: rgba.count)
        for pixel in mask.indices where mask[pixel] {
            let i = pixel * 4
            kept[i] = rgba[i]; kept[i + 1] = rgba[i + 1]; kept[i + 2] = rgba[i + 2]; kept[i + 3] = rgba[i + 3]
        }
        return kept
    }
}
