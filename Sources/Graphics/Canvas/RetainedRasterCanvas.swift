/// A raster canvas whose pixels stay from one frame to the next, so that a frame can repaint
/// only the pixels that changed (what `Layers`' `IncrementalRenderer` does).
public protocol RetainedRasterCanvas: Canvas {
    /// Starts a new frame that keeps the previous frame's pixels outside `rects` and gives the
    /// pixels they touch (device pixels, rounded out) exactly the values that running `draw`
    /// on a new, transparent canvas would give them, whatever `draw` paints elsewhere.
    ///
    /// Before `draw` runs, every open `save` is undone and the transform is the identity, with
    /// no clip. (Drawing through a clip to the rectangles is not enough: cairo rounds shapes
    /// that cross a clip's edge differently, by one unit here and there.)
    func redraw(pixelsIn rects: [Rect], _ draw: () -> Void)

    /// Whether repainting rectangles far apart in separate `redraw(pixelsIn:_:)` calls, each
    /// drawing only what reaches its rectangles, costs less than one call for all of them
    /// (true for a canvas that draws through a clip to the rectangles; false for one that
    /// draws everything once and copies the rectangles).
    var repaintsSeparately: Bool { get }
}

extension RetainedRasterCanvas {
    /// One `redraw(pixelsIn:_:)` call for all the rectangles of a frame.
    public var repaintsSeparately: Bool { false }
}
