/// Running `draw(in:)` only when needed.
extension Layer {
    /// What `draw(in:)` draws, recorded at the first render after `setNeedsDisplay()` and
    /// replayed until the next.
    func recordedDrawing() -> DisplayList {
        if !needsDisplay, let cachedDrawing { return cachedDrawing }
        let recorder = RecordingCanvas(size: bounds.standardized.size)
        draw(in: recorder)
        let drawing = recorder.finish()
        cachedDrawing = drawing
        needsDisplay = false
        return drawing
    }
}
