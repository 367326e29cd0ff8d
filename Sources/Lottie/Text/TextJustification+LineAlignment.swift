/// How far a line is pushed by its alignment.
extension LottieTextJustification {
    /// The share of a line's free width (the box's width less the line's, or the whole line's
    /// width around a point) placed before the line: 0 left-aligned, ½ centred, 1 right-aligned.
    ///
    /// The justified modes (3...6) start every line at the left: the lines `TextLayout`
    /// stretches fill the box, and a paragraph's last line is left-aligned whatever the mode
    /// names. lottie-ios draws all four with Core Text's justified alignment
    /// (`TextJustification.textAlignment` is `.justified`), whose last line is naturally
    /// aligned; lottie-web (`TextProperty`, `TextAnimatorProperty`) offsets only modes 1 and 2.
    var leadingShare: Double {
        switch self {
        case .right: 1
        case .center: 0.5
        case .left, .justifyLastLineLeft, .justifyLastLineRight, .justifyLastLineCenter, .justifyAll: 0
        }
    }
}
