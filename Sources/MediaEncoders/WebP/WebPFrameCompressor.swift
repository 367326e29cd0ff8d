import CWebP
import Graphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `WebPAnimationEncoder`'s per-frame work, which runs on any thread: finding the rectangle
/// that changed since the frame before and encoding it as a still WebP (libwebp's
/// `WebPEncode`), the bulk of the encoding time. The encoder only gathers the results in frame
/// order into the animation (libwebp's mux).
///
/// A pixel counts as changed when its bytes differ from the frame before, exactly: kept
/// pixels keep showing what was drawn for them, so lossy frames cannot drift. When the changed
/// pixels are all opaque, the rectangle is blended over the canvas with unchanged pixels made
/// transparent (they compress to almost nothing); otherwise it replaces the canvas as it is.
/// One encoding per frame.
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
        let lossless = config.lossless != 0
        if let blendable = blendablePixels(frame, since: previous, in: changed, clearing: lossless ? 1 : 16,
                                           worthIt: lossless ? 0 : 0.5) {
            return try encode(blendable, rowLength: changed.width,
                              of: PixelRectangle(x: 0, y: 0, width: changed.width, height: changed.height),
                              at: changed, blends: true, isOpaque: frame.isOpaque)
        }
        return try encode(frame.rgba, rowLength: width, of: changed, blends: false, isOpaque: frame.isOpaque)
    }

    /// The smallest rectangle holding every pixel that differs, its corner moved to even
    /// coordinates (WebP stores frame offsets halved); nil when none does.
    private func changedRectangle(_ frame: WebPFramePixels, since previous: WebPFramePixels) -> PixelRectangle? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        frame.rgba.withUnsafeBytes { current in
            previous.rgba.withUnsafeBytes { before in
                guard let nowBytes = current.baseAddress, let thenBytes = before.baseAddress else { return }
                let now = current.bindMemory(to: UInt32.self), then = before.bindMemory(to: UInt32.self)
                let rowBytes = width * 4
                for y in 0..<height {
                    // Most rows of most frames are unchanged: compared whole (by the C library),
                    // then only the changed ones scanned from both ends.
                    let row = y * width
                    guard memcmp(nowBytes + row * 4, thenBytes + row * 4, rowBytes) != 0 else { continue }
                    var first = 0
                    while now[row + first] == then[row + first] { first += 1 }
                    var last = width - 1
                    while now[row + last] == then[row + last] { last -= 1 }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        let (x, y) = (minX & ~1, minY & ~1)
        return PixelRectangle(x: x, y: y, width: maxX - x + 1, height: maxY - y + 1)
    }

    /// The pixels of `rectangle` to blend over the canvas: transparent (showing the canvas)
    /// in every `block` × `block` square (from the rectangle's corner) left unchanged since
    /// `previous`, as they are elsewhere. Nil when blending cannot show the frame (a changed
    /// pixel is not opaque, so blending would mix it with the canvas), or when under `worthIt`
    /// of the rectangle turns transparent.
    ///
    /// Lossless frames clear every unchanged pixel (`block` 1): transparent pixels cost
    /// almost nothing there. In lossy frames an alpha plane with scattered holes costs more
    /// than it saves, so only whole 16x16 squares (VP8's macroblocks) are cleared, and the
    /// frame blends only when at least half of it is cleared. On LottieLogo1, 9squares,
    /// dog_car_ride, MotionCorpse and issue_1523 at 512x512 this gives files from 3 % smaller
    /// to 6 % larger than libwebp's animation encoder at the same quality (which tries more
    /// candidates per frame); replacing the rectangle always made LottieLogo1 17 % larger,
    /// encoding both ways and keeping the smaller one took twice the time.
    private func blendablePixels(_ frame: WebPFramePixels, since previous: WebPFramePixels,
                                 in rectangle: PixelRectangle, clearing block: Int, worthIt: Double) -> [UInt8]? {
        var pixels = [UInt8](repeating: 0, count: rectangle.width * rectangle.height * 4)
        var cleared = 0
        let opaque = frame.rgba.withUnsafeBytes { current in
            previous.rgba.withUnsafeBytes { before in
                pixels.withUnsafeMutableBytes { out in
                    let now = current.bindMemory(to: UInt32.self), then = before.bindMemory(to: UInt32.self)
                    let kept = out.bindMemory(to: UInt32.self)
                    for blockY in stride(from: 0, to: rectangle.height, by: block) {
                        for blockX in stride(from: 0, to: rectangle.width, by: block) {
                            let rows = blockY..<min(blockY + block, rectangle.height)
                            let columns = blockX..<min(blockX + block, rectangle.width)
                            var unchanged = true
                            for row in rows {
                                let source = (rectangle.y + row) * width + rectangle.x
                                for column in columns where now[source + column] != then[source + column] {
                                    guard current[(source + column) * 4 + 3] == 255 else { return false }
                                    unchanged = false
                                }
                            }
                            if unchanged {
                                cleared += rows.count * columns.count
                                continue
                            }
                            for row in rows {
                                let source = (rectangle.y + row) * width + rectangle.x, target = row * rectangle.width
                                for column in columns {
                                    // An unchanged pixel that is not opaque would blend over itself.
                                    let shown = now[source + column] != then[source + column]
                                        || current[(source + column) * 4 + 3] == 255
                                    if shown { kept[target + column] = now[source + column] }
                                }
                            }
                        }
                    }
                    return true
                }
            }
        }
        guard opaque, Double(cleared) >= worthIt * Double(rectangle.width * rectangle.height) else { return nil }
        return pixels
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
