import Foundation
import Graphics
import Layers

/// Renders frames of a Lottie animation: builds the layer tree once, then updates it frame by
/// frame (only what changed is recomputed) and draws it into any `Canvas`.
///
/// A reference type used from one task at a time; make one per thread to render in parallel
/// (the `LottieAnimation` itself is an immutable value shared by all).
public final class LottieRenderer {
    /// The animation being rendered.
    public let animation: LottieAnimation
    /// The root of the layer tree, in composition coordinates (0...width × 0...height).
    public let rootLayer: Layer
    /// Counters of the work done by `update(frame:)` calls since the last `statistics.reset()`.
    public let statistics = RenderStatistics()
    /// The frame the tree shows (after the last `update(frame:)`).
    public internal(set) var currentFrame: Double?

    let layers: CompositionLayerGroup
    private let images: ImageStore
    let context: CompositionContext
    /// The engine of the animation's expressions (nil without any, or with expressions off).
    let expressions: ExpressionEngine?
    /// The retained state of `render(frame:into:mode:backgroundColor:incremental:)`.
    private var incrementalRenderer: IncrementalRenderer?

    /// Builds the layer tree for an animation; without `options`, with
    /// `LottieConfiguration.shared.renderOptions`.
    public init(animation: LottieAnimation, options: LottieRenderOptions = LottieConfiguration.shared.renderOptions) {
        self.animation = animation
        images = ImageStore(animation: animation, directory: options.imageDirectory)
        let fonts = FontStore(provider: options.fontProvider, glyphs: animation.glyphs)
        let context = CompositionContext(animation: animation, images: images, statistics: statistics,
                                         includesOutPoint: options.showsLayersAtOutPoint,
                                         text: TextResources(fonts: fonts, textProvider: options.textProvider),
                                         budget: RenderBudget(options.renderLimits))
        self.context = context
        let expressions = options.evaluatesExpressions
            ? ExpressionEngine(animation: animation, limits: options.expressionLimits) : nil
        self.expressions = expressions
        // What is bound to slots and expressions registers with them as it is built.
        layers = SlotBindings.$building.withValue(context.slots) {
            ExpressionEngine.$building.withValue(expressions) {
                CompositionLayerGroup(layers: animation.layers, context: context)
            }
        }
        let root = Layer()
        root.name = animation.name ?? "Lottie"
        root.anchorPoint = .zero
        root.bounds = Rect(origin: .zero, size: animation.size)
        root.masksToBounds = true
        for layer in layers.rootLayers { root.addSublayer(layer) }
        rootLayer = root
        applyDynamicOptions(options)
    }

    /// Images that could not be found or decoded while building the tree, by asset id.
    public var imageProblems: [String: String] { images.problems }

    /// What the renderer met in the animation but does not draw, the rest rendering without
    /// it: effects and layer styles, found while building the tree; images skipped
    /// (`.skippedImage`: missing, outside the image folder, undecodable or over the image
    /// limits); the `RenderLimits` the animation exceeded (`.limitExceeded`, each once); and
    /// slots set that nothing is bound to (`.missingReference`, each once); as of the frames
    /// rendered so far or `loadImages()`.
    public var renderWarnings: [LottieWarning] {
        context.warnings + images.warnings + context.budget.warnings + context.slots.warnings
            + (expressions?.warnings ?? [])
    }

    /// The render limits in force (from `LottieRenderOptions.renderLimits`).
    public var renderLimits: RenderLimits { context.budget.limits }

    /// Fonts that could not be found (each names the missing font and the fallback used),
    /// as of the frames rendered so far: fonts are looked up when a text layer first shows.
    /// A new `fontProvider` starts the list afresh.
    public var fontWarnings: [String] { context.text.fonts.warnings }

    /// Finds and decodes every image asset now instead of when its layer first shows, so that
    /// the first frames do not pay for decoding (what rlottie and ThorVG do while loading).
    /// Images are still looked up again when the image provider changes.
    public func loadImages() {
        for asset in animation.images.values { _ = images.bitmap(for: asset) }
    }

    /// Brings the layer tree to an absolute composition frame (fractional frames interpolate).
    public func update(frame: Double) {
        guard frame != currentFrame else { return }
        expressions?.beginFrame()
        context.isAtAnimationEnd = frame >= animation.endFrame
        // The tree follows the frame exactly: no implicit animations of the changes.
        Transaction.performWithoutActions { layers.display(frame: frame) }
        currentFrame = frame
    }

    /// The frame at a progress of the composition (0 = `ip`, 1 = `op`).
    public func frame(atProgress progress: Double) -> Double {
        animation.startFrame + (animation.endFrame - animation.startFrame) * progress
    }

    /// The transform that places the composition into an output of `size` with `mode`, from
    /// composition to output coordinates (what `render(frame:into:mode:backgroundColor:)` and
    /// `hitTest(_:inOutputOfSize:mode:minimumOpacity:atTime:)` use).
    public func transform(toFit size: Size, mode: LottieContentMode = .scaleAspectFitTopLeft) -> Graphics.AffineTransform {
        mode.transform(placing: animation.size, in: size)
    }

    /// Updates to `frame` and draws the composition into `canvas`, placed in the canvas by
    /// `mode`. The default, ``LottieContentMode/scaleAspectFitTopLeft``, puts a composition
    /// drawn into a canvas of its aspect ratio where lottie-ios's snapshot images have it.
    public func render(frame: Double, into canvas: any Canvas, mode: LottieContentMode = .scaleAspectFitTopLeft,
                       backgroundColor: Color? = nil) {
        update(frame: frame)
        Renderer.render(rootLayer, into: canvas, transform: transform(toFit: canvas.size, mode: mode),
                        backgroundColor: backgroundColor)
    }

    /// Updates to `frame` and brings `canvas` to it. With `incremental`, only the pixels that
    /// changed since the last frame this renderer drew incrementally into the same canvas are
    /// repainted (see `IncrementalRenderer`); the canvas must then hold that frame untouched,
    /// and a change of canvas, size, `mode` or background colour repaints everything. Without
    /// it, the canvas is cleared and the frame drawn whole. Either way the pixels are the
    /// same, and `statistics` counts what was repainted.
    public func render(frame: Double, into canvas: any RetainedRasterCanvas, mode: LottieContentMode = .scaleAspectFitTopLeft,
                       backgroundColor: Color? = nil, incremental: Bool) {
        update(frame: frame)
        let placement = transform(toFit: canvas.size, mode: mode)
        let damage: FrameDamage
        if incremental {
            let renderer = incrementalRenderer ?? IncrementalRenderer()
            incrementalRenderer = renderer
            damage = renderer.render(rootLayer, into: canvas, transform: placement, backgroundColor: backgroundColor)
        } else {
            // The canvas no longer holds what the incremental renderer drew last.
            incrementalRenderer?.invalidate()
            let whole = Rect(origin: .zero, size: canvas.size)
            canvas.redraw(pixelsIn: [whole]) {
                Renderer.render(rootLayer, into: canvas, transform: placement, backgroundColor: backgroundColor)
            }
            damage = FrameDamage(rectangles: [whole], isWholeCanvas: true)
        }
        statistics.record(damage)
    }
}
