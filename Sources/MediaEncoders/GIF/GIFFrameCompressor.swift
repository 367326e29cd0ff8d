import Graphics

/// `GIFEncoder`'s per-frame work, which runs on any thread: thresholding alpha, then choosing
/// the frame's palette and remapping it (libimagequant), the bulk of a GIF's encoding time.
/// Only the LZW compression and the writing are left to the encoder, in frame order.
public struct GIFFrameCompressor: FrameCompressor {
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    let quantizer: PaletteQuantizer

    /// Thresholds the frame's alpha at 50 %, GIF having only opaque and transparent pixels.
    public func prepare(_ frame: Bitmap) throws -> GIFPixels {
        try checkSize(of: frame, width: width, height: height)
        return GIFPixels(frame)
    }

    /// Quantizes `frame` over `previous` when it can be drawn over it (no pixel turns
    /// transparent again), redrawing only the pixels that changed; otherwise whole, to be
    /// drawn on a cleared canvas.
    public func compress(_ frame: GIFPixels, after previous: GIFPixels?) throws -> QuantizedGIFFrame {
        let beneath = previous.flatMap { frame.canBeDrawn(over: $0) ? $0 : nil }
        return QuantizedGIFFrame(indexed: try quantizer.quantize(frame, over: beneath), drawsOverPrevious: beneath != nil)
    }
}

/// A GIF frame reduced to its palette, ready for `GIFEncoder/add(compressed:delay:)`.
public struct QuantizedGIFFrame: Sendable {
    let indexed: IndexedFrame
    /// Whether the frame is drawn over the one before (which then stays in place) rather than
    /// on a cleared canvas.
    let drawsOverPrevious: Bool
}
