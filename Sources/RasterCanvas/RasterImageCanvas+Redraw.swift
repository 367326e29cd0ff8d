import Graphics

extension RasterImageCanvas {
    // MARK: Repainting damage (RetainedRasterCanvas)

    /// Starts a frame that repaints only the pixels of `rects` (device pixels, rounded out):
    /// they are cleared and `draw` runs clipped to them. The rest of the pixels keep the
    /// previous frame's values.
    ///
    /// Rectangles close together are drawn in one pass over their bounding box, and the
    /// pixels of the box outside them are put back afterwards (the caller may leave out of
    /// `draw` what does not reach the rectangles themselves, so those pixels would be
    /// incomplete); rectangles far apart are drawn one pass each.
    ///
    /// Coverage, shading and compositing of a pixel never depend on the clip around it (see
    /// `geometryBox(margin:)` and `Shader.shade`), so the repainted pixels get exactly the
    /// values a whole frame drawn on a new canvas gives them.
    public func redraw(pixelsIn rects: [Rect], _ draw: () -> Void) {
        let boxes = rects.compactMap { PixelRect(enclosing: $0)?.intersection(base.rect) }.filter { !$0.isEmpty }
        guard let first = boxes.first else { return }
        // The pixels kept are read below: what `clear()` left must be cleared first.
        settlePendingClear()
        beginFrame()
        let bounds = boxes.dropFirst().reduce(first) { $0.union($1) }
        if boxes.count == 1 || bounds.area <= 4 * boxes.reduce(0, { $0 + $1.area }) {
            let kept = keepPixels(of: bounds, outside: boxes)
            defer { restorePixels(kept, of: bounds, outside: boxes) }
            repaint(bounds, draw)
        } else {
            for box in boxes { repaint(box, draw) }
        }
    }

    /// True: each `redraw(pixelsIn:_:)` draws through a clip to its rectangles, so rectangles
    /// far apart are best repainted by separate calls that each draw only what reaches them.
    public var repaintsSeparately: Bool { true }

    /// Clears `box` (only what earlier frames drew there: the rest is transparent already) and
    /// runs `draw` clipped to it.
    private func repaint(_ box: PixelRect, _ draw: () -> Void) {
        resetState(clip: box)
        clearPixels(in: box)
        draw()
    }

    /// A copy of the canvas's pixels of `bounds` that lie outside `boxes` (in a buffer the
    /// size of `bounds`), when there are boxes that leave some out.
    private func keepPixels(of bounds: PixelRect, outside boxes: [PixelRect]) -> (UnsafeMutablePointer<UInt32>, capacity: Int)? {
        guard boxes.count > 1 else { return nil }
        let (copy, capacity) = layerPool.take(bounds.area)
        forEachRun(of: bounds, outside: boxes) { y, x, count in
            (copy + (y - bounds.y) * bounds.width + (x - bounds.x)).update(from: base.row(y) + x, count: count)
        }
        return (copy, capacity)
    }

    /// Puts back the kept pixels, and releases the copy.
    private func restorePixels(_ kept: (UnsafeMutablePointer<UInt32>, capacity: Int)?, of bounds: PixelRect,
                               outside boxes: [PixelRect]) {
        guard let (copy, capacity) = kept else { return }
        defer { layerPool.give(copy, capacity: capacity) }
        forEachRun(of: bounds, outside: boxes) { y, x, count in
            (base.row(y) + x).update(from: copy + (y - bounds.y) * bounds.width + (x - bounds.x), count: count)
        }
    }

    /// Calls `body` with each run of pixels of `bounds` that no box covers: row, first column,
    /// length.
    private func forEachRun(of bounds: PixelRect, outside boxes: [PixelRect], _ body: (Int, Int, Int) -> Void) {
        var covered: [Range<Int>] = []
        for y in bounds.y..<bounds.maxY {
            // The columns the boxes repaint in this row, in order.
            covered.removeAll(keepingCapacity: true)
            for box in boxes where y >= box.y && y < box.maxY { covered.append(box.x..<box.maxX) }
            covered.sort { $0.lowerBound < $1.lowerBound }
            var x = bounds.x
            for range in covered {
                if range.lowerBound > x { body(y, x, range.lowerBound - x) }
                x = max(x, range.upperBound)
            }
            if x < bounds.maxX { body(y, x, bounds.maxX - x) }
        }
    }
}
