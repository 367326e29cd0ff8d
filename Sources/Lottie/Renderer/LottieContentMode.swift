import Graphics

/// How the composition is placed in an output or a player of another size: lottie-ios's
/// content modes (`UIView.ContentMode` on `LottieAnimationView`), plus
/// ``scaleAspectFitTopLeft``.
///
/// The scaling modes (``scaleToFill``, ``scaleAspectFit``, ``scaleAspectFill``) resize the
/// composition; the nine placing modes (``center``, ``top``, …, ``bottomRight``) keep its natural
/// size, one output unit per composition unit, and align it as named. Whatever falls outside the
/// output is cropped.
///
/// Each mode is placed as lottie-ios's `LottieAnimationView.layoutAnimation()` places it: the
/// composition's centre at the centre of the output for the centred modes, and an edge on the
/// output's edge for the aligned ones.
public enum LottieContentMode: String, Sendable, CaseIterable {
    /// Independent x and y scales so that the composition exactly fills the output, its aspect
    /// ratio not kept.
    case scaleToFill
    /// One scale for both axes so that the whole composition fits, centred: margins on two
    /// sides when the aspect ratios differ (lottie-ios's default).
    case scaleAspectFit
    /// One scale for both axes so that the composition covers the output, centred; what
    /// overflows is cropped.
    case scaleAspectFill
    /// Natural size, centred.
    case center
    /// Natural size, centred horizontally, on the top edge.
    case top
    /// Natural size, centred horizontally, on the bottom edge.
    case bottom
    /// Natural size, centred vertically, on the left edge.
    case left
    /// Natural size, centred vertically, on the right edge.
    case right
    /// Natural size, in the top-left corner.
    case topLeft
    /// Natural size, in the top-right corner.
    case topRight
    /// Natural size, in the bottom-left corner.
    case bottomLeft
    /// Natural size, in the bottom-right corner.
    case bottomRight
    /// One scale for both axes so that the whole composition fits, anchored at the top-left
    /// corner: the margin, if any, is on the right or at the bottom. Not a lottie-ios mode.
    ///
    /// The default of `LottieRenderer`'s drawing and of `lottie render`. Pixel outputs have
    /// whole-pixel sizes, so an output of the composition's aspect ratio is usually a fraction
    /// of a pixel larger than the scaled composition (375 × 667 at 500 pixels high is 281.25
    /// pixels wide, drawn into 282 columns); centring would shift every pixel by a fraction.
    /// lottie-ios's snapshot tests (its `Tests/SnapshotTests.swift`), the images renderers are
    /// compared with, draw a view of the composition's aspect ratio into an image rounded up to
    /// whole pixels: the composition at the top-left, the partial column or row at the far edge.
    case scaleAspectFitTopLeft

    /// The transform that places a composition of `content` size into an output of `size`:
    /// scale, then translation, from composition to output coordinates. The identity for an
    /// empty composition.
    func transform(placing content: Size, in size: Size) -> AffineTransform {
        let w = content.width, h = content.height
        guard w > 0, h > 0 else { return .identity }
        let sx = size.width / w, sy = size.height / h
        // The free space on each axis at the scale of the mode, split by where the mode aligns
        // the composition: 0 (leading edge), 1/2 (centred) or 1 (trailing edge).
        let (scaleX, scaleY, alignX, alignY): (Double, Double, Double, Double)
        switch self {
        case .scaleToFill: (scaleX, scaleY, alignX, alignY) = (sx, sy, 0, 0)
        case .scaleAspectFit: (scaleX, scaleY, alignX, alignY) = (min(sx, sy), min(sx, sy), 0.5, 0.5)
        case .scaleAspectFill: (scaleX, scaleY, alignX, alignY) = (max(sx, sy), max(sx, sy), 0.5, 0.5)
        case .scaleAspectFitTopLeft: (scaleX, scaleY, alignX, alignY) = (min(sx, sy), min(sx, sy), 0, 0)
        case .center: (scaleX, scaleY, alignX, alignY) = (1, 1, 0.5, 0.5)
        case .top: (scaleX, scaleY, alignX, alignY) = (1, 1, 0.5, 0)
        case .bottom: (scaleX, scaleY, alignX, alignY) = (1, 1, 0.5, 1)
        case .left: (scaleX, scaleY, alignX, alignY) = (1, 1, 0, 0.5)
        case .right: (scaleX, scaleY, alignX, alignY) = (1, 1, 1, 0.5)
        case .topLeft: (scaleX, scaleY, alignX, alignY) = (1, 1, 0, 0)
        case .topRight: (scaleX, scaleY, alignX, alignY) = (1, 1, 1, 0)
        case .bottomLeft: (scaleX, scaleY, alignX, alignY) = (1, 1, 0, 1)
        case .bottomRight: (scaleX, scaleY, alignX, alignY) = (1, 1, 1, 1)
        }
        let scale = AffineTransform(scaleX: scaleX, y: scaleY)
        // Aligning at the leading edge adds nothing, so that the top-left modes are a pure scale.
        guard alignX != 0 || alignY != 0 else { return scale }
        return scale.concatenating(AffineTransform(translationX: (size.width - w * scaleX) * alignX,
                                                   y: (size.height - h * scaleY) * alignY))
    }
}

extension LottieContentMode {
    /// The former name of ``scaleAspectFitTopLeft``.
    @available(*, deprecated, renamed: "scaleAspectFitTopLeft")
    public static var aspectFit: LottieContentMode { .scaleAspectFitTopLeft }

    /// The former name of ``scaleAspectFill``.
    @available(*, deprecated, renamed: "scaleAspectFill")
    public static var aspectFill: LottieContentMode { .scaleAspectFill }

    /// The former name of ``scaleToFill``.
    @available(*, deprecated, renamed: "scaleToFill")
    public static var stretch: LottieContentMode { .scaleToFill }
}
