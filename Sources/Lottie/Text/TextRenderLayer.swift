import Graphics
import Layers

/// Draws the letters of a text layer as filled and stroked outlines (so raster, SVG and PDF
/// output all get real vector text), and answers hit tests on the letters' shapes.
final class TextRenderLayer: Layer {
    /// The letters as of the last update.
    private(set) var letters: [TextLetterStyle] = []
    /// Whether the stroke is drawn over the fill (`of`).
    private(set) var strokeOverFill = false

    /// Replaces the letters. Returns whether anything changed (and the layer will redraw).
    @discardableResult
    func update(letters new: [TextLetterStyle], strokeOverFill over: Bool) -> Bool {
        guard new != letters || over != strokeOverFill else { return false }
        letters = new
        strokeOverFill = over
        setNeedsDisplay()
        return true
    }

    override func draw(in canvas: any Canvas) {
        for letter in letters where letter.opacity > 0 {
            canvas.withSavedState {
                canvas.concatenate(letter.transform)
                if !strokeOverFill { stroke(letter, in: canvas) }
                if let fill = letter.fill {
                    canvas.fill(letter.outline, with: .solid(fill.withAlpha(fill.alpha * letter.opacity)), rule: .nonZero)
                }
                if strokeOverFill { stroke(letter, in: canvas) }
            }
        }
    }

    private func stroke(_ letter: TextLetterStyle, in canvas: any Canvas) {
        guard let color = letter.stroke, letter.strokeWidth > 0 else { return }
        canvas.stroke(letter.outline, with: .solid(color.withAlpha(color.alpha * letter.opacity)),
                      style: StrokeStyle(width: letter.strokeWidth, cap: .butt, join: .miter, miterLimit: 4))
    }

    override func contains(_ point: Point) -> Bool {
        for letter in letters where letter.opacity > 0 {
            guard let inverse = letter.transform.inverted else { continue }
            let p = inverse.apply(to: point)
            if letter.fill != nil, letter.outline.contains(p, rule: .nonZero) { return true }
            if letter.stroke != nil, letter.strokeWidth > 0, letter.outline.strokeContains(p, width: letter.strokeWidth) { return true }
        }
        return false
    }
}
