import CWebP
import Graphics

/// `WebPAnimationEncoder`'s per-frame work, which runs on any thread: finding the rectangle
/// that changed since the frame before and encoding it as a still WebP (libwebp's
/// `WebPEncode`), the bulk of the encoding time. The encoder only gathers the results in frame
/// order into the animation (libwebp's mux).
///
/// A pixel counts as changed when its bytes differ from the frame before, exactly: kept
/// pixels keep showing what was drawn for them, so lossy frames cannot drift. The rectangle
/// replaces the canvas as it is; when the changed pixels are all opaque it is also encoded
/// with the unchanged ones made transparent, to be blended over the canvas (flat transparent
/// areas often compress better), and the smaller of the two is kept, as libwebp's own
/// animation encoder does.
public struct WebPFrameCompressor: FrameCompressor {
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    let config: WebPConfig

    /// The frame's straight RGBA.
    public func prepare(_ frame: Bitmap) throws -> WebPFramePixels {
        try checkSize(of: frame, width: width, height: height)
        let rgba = frame.straightRGBA()
        let isOpaque = stride(from: 3, to: frame.pixels.count, by: 4).allSatisfy { frame.pixels[$0] == 255 }
        return WebPFramePixels(width: width, height: height, rgba: rgba, isOpaque: isOpaque)
    }

    /// Encodes what changed in `frame` since `previous` (everything for the first frame).
    public func compress(_ frame: WebPFramePixels, after previous: WebPFramePixels?) throws -> EncodedWebPFrame {
        let whole = PixelRectangle(x: 0, y: 0, width: width, height: height)
        guard let previous else {
            return try encode(frame.rgba, rowLength: width, of: whole, blends: false, isOpaque: frame.isOpaque)
        }
        guard let changed = changedRectangle(frame, since: previous) else {
            return EncodedWebPFrame(width: width, height: height, bitstream: [], rectangle: whole, blends: false,
                                    isOpaque: frame.isOpaque, changesNothing: true)
        }
        let replacing = try encode(frame.rgba, rowLength: width, of: changed, blends: false, isOpaque: frame.isOpaque)
        guard let blendable = blendablePixels(frame, since: previous, in: changed) else { return replacing }
        let blending = try encode(blendable, rowLength: changed.width,
                                  of: PixelRectangle(x: 0, y: 0, width: changed.width, height: changed.height),
                                  at: changed, blends: true, isOpaque: frame.isOpaque)
        return blending.bitstream.count < replacing.bitstream.count ? blending : replacing
    }

    /// The smallest rectangle holding every pixel that differs, its corner moved to even
    /// coordinates (WebP stores frame offsets halved); nil when none does.
    private func changedRectangle(_ frame: WebPFramePixels, since previous: WebPFramePixels) -> PixelRectangle? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        frame.rgba.withUnsafeBytes { current in
            previous.rgba.withUnsafeBytes { before in
                let now = current.bindMemory(to: UInt32.self), then = before.bindMemory(to: UInt32.self)
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width where now[row + x] != then[row + x] {
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        let (x, y) = (minX & ~1, minY & ~1)
        return PixelRectangle(x: x, y: y, width: maxX - x + 1, height: maxY - y + 1)
    }

    /// The pixels of `rectangle` with those equal to `previous` made transparent, so that
    /// blending shows the canvas there; nil when a changed pixel is not opaque (blending
    /// would mix it with the canvas).
    private func blendablePixels(_ frame: WebPFramePixels, since previous: WebPFramePixels,
                                 in rectangle: PixelRectangle) -> [UInt8]? {
        var pixels = [UInt8](repeating: 0, count: rectangle.width * rectangle.height * 4)
        let allOpaque = frame.rgba.withUnsafeBytes { current in
            previous.rgba.withUnsafeBytes { before in
                pixels.withUnsafeMutableBytes { out in
                    let now = current.bindMemory(to: UInt32.self), then = before.bindMemory(to: UInt32.self)
                    let kept = out.bindMemory(to: UInt32.self)
                    for row in 0..<rectangle.height {
                        let source = (rectangle.y + row) * width + rectangle.x, target = row * rectangle.width
                        for column in 0..<rectangle.width where now[source + column] != then[source + column] {
                            guard current[(source + column) * 4 + 3] == 255 else { return false }
                            kept[target + column] = now[source + column]
                        }
                    }
                    return true
                }
            }
        }
        return allOpaque ? pixels : nil
    }

    /// Encodes `rectangle` of the straight RGBA `pixels` (rows of `rowLength` pixels) as a
    /// still WebP placed at `placement` on the canvas (by default where it is taken from).
    private func encode(_ pixels: [UInt8], rowLength: Int, of rectangle: PixelRectangle, at placement: PixelRectangle? = nil,
                        blends: Bool, isOpaque: Bool) throws -> EncodedWebPFrame {
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw failure("libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(rectangle.width)
        picture.height = Int32(rectangle.height)
        let imported = pixels.withUnsafeBufferPointer { rgba in
            rgba.baseAddress.map {
                WebPPictureImportRGBA(&picture, $0 + (rectangle.y * rowLength + rectangle.x) * 4, Int32(rowLength * 4))
            } ?? 0
        }
        guard imported != 0 else { throw failure("cannot import the frame") }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        var config = self.config
        let encoded = withUnsafeMutablePointer(to: &writer) { writerPointer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0, let bytes = writer.mem else {
            throw failure("cannot encode a frame (libwebp error \(picture.error_code.rawValue))")
        }
        return EncodedWebPFrame(width: width, height: height,
                                bitstream: Array(UnsafeBufferPointer(start: bytes, count: writer.size)),
                                rectangle: placement ?? rectangle, blends: blends, isOpaque: isOpaque,
                                changesNothing: false)
    }

    private func failure(_ reason: String) -> MediaEncoderError {
        .encodingFailed(format: "WebP", reason: reason)
    }
}

/// A frame as `WebPFrameCompressor` prepares it: straight RGBA.
public struct WebPFramePixels: Sendable {
    let width: Int
    let height: Int
    let rgba: [UInt8]
    /// Whether every pixel is opaque.
    let isOpaque: Bool
}

/// One frame of an animated WebP, encoded, ready for `WebPAnimationEncoder/add(compressed:delay:)`.
public struct EncodedWebPFrame: Sendable {
    /// The size of the whole frame.
    let width: Int
    let height: Int
    /// A still WebP of the rectangle (empty when nothing changed).
    let bitstream: [UInt8]
    /// Where the frame goes on the canvas.
    let rectangle: PixelRectangle
    /// Whether the frame is blended over the canvas (its transparent pixels show what is
    /// there) rather than replacing the rectangle.
    let blends: Bool
    /// Whether the whole source frame was opaque.
    let isOpaque: Bool
    /// Whether the frame is the one before again: it only lengthens that frame.
    let changesNothing: Bool
}
