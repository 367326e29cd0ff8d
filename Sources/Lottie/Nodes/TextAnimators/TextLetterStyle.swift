import Graphics

/// How one letter is drawn at the current frame: where, in what colours, how opaque.
struct TextLetterStyle: Equatable {
    /// The outline, in the letter's space.
    var outline: BezierPath
    /// From the letter's space into the text layer's.
    var transform: AffineTransform
    /// The fill colour, nil when the text is not filled.
    var fill: Color?
    /// The stroke colour, nil when the text is not stroked.
    var stroke: Color?
    /// The stroke width.
    var strokeWidth: Double
    /// The letter's opacity, 0...1.
    var opacity: Double
}
