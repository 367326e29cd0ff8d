import Graphics

/// A picture as a GIF can show it: straight RGBA in which every pixel is either opaque or
/// fully transparent (all four bytes zero). Frames become this with alpha under 50 % counted
/// as transparent; the canvas a viewer shows between frames is one too.
struct GIFPixels {
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
}
