import Foundation
import Graphics

/// Options for turning an animation into a layer tree.
public struct LottieRenderOptions: Sendable {
    /// Property values set on every renderer built with these options (what `lottie render
    /// --set` passes), applied in order.
    public var valueOverrides: [LottieValueOverride] = []
    /// Asked first for every image asset's bitmap (before embedded data and `imageDirectory`).
    public var imageProvider: (any LottieImageProvider)?
    /// Where external image files are looked up (`u` + `p` of image assets): usually the folder
    /// of the animation file. Nil: only embedded images are drawn.
    ///
    /// Files are read only from inside this folder: a path that climbs out with `..`, an
    /// absolute path, or a symbolic link that leads out of it is refused with a
    /// `.skippedImage` warning (`LottieRenderer.renderWarnings`). Images of an animation from a
    /// dotLottie archive come from the archive only, never from this folder.
    public var imageDirectory: URL?
    /// Whether a layer is still visible at its out point `op` (`ip <= t <= op`, as lottie-ios
    /// draws it), or hidden there as the Lottie specification has it (`ip <= t < op`, the
    /// default, as lottie-web, ThorVG and rlottie draw it).
    ///
    /// Either way, at and past the animation's own out point (progress 1, where a finished play
    /// rests) the layers that last until then stay visible: the specification renders no frame
    /// at `op`, and holding the last picture there keeps a finished animation from going blank.
    public var showsLayersAtOutPoint: Bool
    /// Where text layers get their fonts (embedded glyphs always come first).
    public var fontProvider: LottieFontProvider
    /// Replaces the text of text layers, if set.
    public var textProvider: (any LottieTextProvider)?
    /// Bounds on the work a frame may ask for (repeater copies, path sizes, dashes, gradient
    /// stops); the defaults are far beyond real animations. Raise them to draw hostile-looking
    /// but trusted files in full, e.g. `options.renderLimits.maxRepeaterCopies = 1_000_000`.
    public var renderLimits: RenderLimits = .default
    /// Whether After Effects expressions (a property's `x`) are evaluated, as lottie-web and
    /// ThorVG do (the default), or ignored so that every property shows its keyframed value, as
    /// lottie-ios does. Compare against lottie-ios with this off.
    public var evaluatesExpressions: Bool = true
    /// Bounds on the time and memory expressions may spend; an expression past one shows its
    /// keyframed value, with a warning in `LottieRenderer.renderWarnings`.
    public var expressionLimits: ExpressionLimits = .default

    /// Default options. `fontDirectory` is a folder of font files searched before the
    /// system's fonts (added to `fontProvider`'s folders).
    public init(imageDirectory: URL? = nil, showsLayersAtOutPoint: Bool = false, fontDirectory: URL? = nil,
                fontProvider: LottieFontProvider = LottieFontProvider(), textProvider: (any LottieTextProvider)? = nil) {
        self.imageDirectory = imageDirectory
        self.showsLayersAtOutPoint = showsLayersAtOutPoint
        var fonts = fontProvider
        if let fontDirectory { fonts.fontDirectories.insert(fontDirectory, at: 0) }
        self.fontProvider = fonts
        self.textProvider = textProvider
    }
}
