import Graphics

extension Canvas {
    /// Runs `body`, which draws nothing outside `bounds` (nil: unknown), with the clip
    /// limited to the pixels the bounds cover, so that offscreen groups it begins are no
    /// larger than their content.
    func withPixelsCovering(_ bounds: Rect?, _ body: () -> Void) {
        guard let bounds else {
            body()
            return
        }
        save()
        clipToPixels(covering: bounds)
        body()
        restore()
    }
}
