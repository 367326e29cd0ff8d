/// A raster canvas whose pixels stay from one frame to the next, so that a frame can repaint
/// only the pixels that changed (what `Layers`' `IncrementalRenderer` does).
///
/// Drawing into it must give every pixel the same value whatever the clip, when the clip is a
/// set of whole-pixel rectangles containing that pixel: then a frame repainted inside such a
/// clip is identical to the same frame drawn whole.
public protocol RetainedRasterCanvas: Canvas {
    /// Starts a new frame that keeps the previous frame's pixels except inside `rects`: undoes
    /// every open `save`, resets the transform to identity and the clip to the whole surface,
    /// and makes every pixel the rectangles touch (in device pixels, rounded out) transparent.
    func clear(pixelsIn rects: [Rect])
}
