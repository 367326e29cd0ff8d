import CGIF
import Foundation

extension Bitmap {
    /// Decodes the first frame of a GIF (still or animated, interlaced or not) onto a
    /// transparent canvas of the GIF's logical screen size, honouring its transparent index.
    ///
    /// The background colour is ignored, as browsers do. Later frames are not decoded.
    /// - Parameters:
    ///   - data: the bytes of a GIF file.
    ///   - maxPixels: refuse canvases with more pixels than this before allocating.
    /// - Throws: `BitmapError.malformed` for damaged data or a GIF without an image,
    ///   `BitmapError.tooLarge` above `maxPixels`.
    public init(gifData data: Data, maxPixels: Int = Bitmap.maxPixelCount) throws {
        self = try data.withUnsafeBytes { raw in
            var source = GIFByteSource(bytes: raw)
            return try withUnsafeMutablePointer(to: &source) { sourcePointer in
                var error: Int32 = 0
                guard let gif = DGifOpen(sourcePointer, readGIFBytes, &error) else {
                    throw GIFDecoding.failure(code: error)
                }
                defer { DGifCloseFile(gif, nil) }
                return try GIFDecoding.firstFrame(of: gif, maxPixels: maxPixels)
            }
        }
    }
}

/// The bytes giflib reads from, through `readGIFBytes`.
private struct GIFByteSource {
    let bytes: UnsafeRawBufferPointer
    var offset = 0
}

/// giflib's input callback: copies up to `count` bytes from the `GIFByteSource` in `UserData`.
private func readGIFBytes(_ gif: UnsafeMutablePointer<GifFileType>?, _ buffer: UnsafeMutablePointer<GifByteType>?,
                          _ count: Int32) -> Int32 {
    guard let gif, let buffer, count > 0, let user = gif.pointee.UserData else { return 0 }
    let source = user.assumingMemoryBound(to: GIFByteSource.self)
    let available = source.pointee.bytes.count - source.pointee.offset
    let n = min(Int(count), available)
    guard n > 0, let base = source.pointee.bytes.baseAddress else { return 0 }
    UnsafeMutableRawPointer(buffer).copyMemory(from: base + source.pointee.offset, byteCount: n)
    source.pointee.offset += n
    return Int32(n)
}

private enum GIFDecoding {
    /// Rows of an interlaced image arrive in four passes: every 8th row from 0, every 8th from
    /// 4, every 4th from 2, every 2nd from 1.
    static let interlacePasses: [(start: Int, step: Int)] = [(0, 8), (4, 8), (2, 4), (1, 2)]

    static func failure(code: Int32) -> BitmapError {
        let text = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
        return .malformed(format: "GIF", reason: text)
    }

    static func check(_ result: Int32, _ gif: UnsafeMutablePointer<GifFileType>) throws {
        if result != GIF_OK { throw failure(code: gif.pointee.Error) }
    }

    static func firstFrame(of gif: UnsafeMutablePointer<GifFileType>, maxPixels: Int) throws -> Bitmap {
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        guard width > 0, height > 0, width <= min(maxPixels, Bitmap.maxPixelCount) / height else {
            throw BitmapError.tooLarge(width: width, height: height)
        }
        var transparentIndex: Int?
        while true {
            var record = UNDEFINED_RECORD_TYPE
            try check(DGifGetRecordType(gif, &record), gif)
            switch record {
            case EXTENSION_RECORD_TYPE:
                if let index = try readExtension(gif) { transparentIndex = index >= 0 ? index : nil }
            case IMAGE_DESC_RECORD_TYPE:
                try check(DGifGetImageDesc(gif), gif)
                return try readImage(gif, canvasWidth: width, canvasHeight: height, transparentIndex: transparentIndex)
            case TERMINATE_RECORD_TYPE:
                throw BitmapError.malformed(format: "GIF", reason: "no image in the file")
            default:
                throw BitmapError.malformed(format: "GIF", reason: "unknown record")
            }
        }
    }

    /// Skips an extension, returning the transparent index when it is a graphic control
    /// extension (-1 when that extension has none).
    static func readExtension(_ gif: UnsafeMutablePointer<GifFileType>) throws -> Int? {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        try check(DGifGetExtension(gif, &code, &block), gif)
        var transparent: Int?
        if code == GRAPHICS_EXT_FUNC_CODE, let block {
            var control = GraphicsControlBlock()
            if DGifExtensionToGCB(Int(block[0]), block + 1, &control) == GIF_OK {
                transparent = Int(control.TransparentColor)
            }
        }
        while block != nil { try check(DGifGetExtensionNext(gif, &block), gif) }
        return transparent
    }

    static func readImage(_ gif: UnsafeMutablePointer<GifFileType>, canvasWidth: Int, canvasHeight: Int,
                          transparentIndex: Int?) throws -> Bitmap {
        let frame = gif.pointee.Image
        guard let map = frame.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
            throw BitmapError.malformed(format: "GIF", reason: "no colour table")
        }
        let colorCount = Int(map.pointee.ColorCount)
        let frameWidth = Int(frame.Width), frameHeight = Int(frame.Height)
        let left = Int(frame.Left), top = Int(frame.Top)
        guard frameWidth > 0, frameHeight > 0 else { throw BitmapError.malformed(format: "GIF", reason: "empty frame") }
        var rgba = [UInt8](repeating: 0, count: canvasWidth * canvasHeight * 4)
        var line = [GifPixelType](repeating: 0, count: frameWidth)
        let rowOrder: [Int] = frame.Interlace
            ? interlacePasses.flatMap { stride(from: $0.start, to: frameHeight, by: $0.step) }
            : Array(0..<frameHeight)
        for row in rowOrder {
            try check(DGifGetLine(gif, &line, Int32(frameWidth)), gif)
            let y = top + row
            guard y < canvasHeight else { continue }
            for column in 0..<frameWidth {
                let x = left + column, index = Int(line[column])
                // Pixels off the canvas are clipped; indices past the table stay transparent.
                guard x < canvasWidth, index < colorCount, index != transparentIndex else { continue }
                let color = colors[index], offset = (y * canvasWidth + x) * 4
                rgba[offset] = color.Red
                rgba[offset + 1] = color.Green
                rgba[offset + 2] = color.Blue
                rgba[offset + 3] = 255
            }
        }
        // Pixels are either opaque or fully transparent (all zero), so these bytes are
        // already premultiplied.
        guard let bitmap = Bitmap(width: canvasWidth, height: canvasHeight, premultipliedRGBA: rgba) else {
            throw BitmapError.tooLarge(width: canvasWidth, height: canvasHeight)
        }
        return bitmap
    }
}
