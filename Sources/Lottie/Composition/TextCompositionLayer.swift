import Graphics
import Layers

/// A text layer (`ty` 5): the document of the current frame laid out with its font, the text
/// animators applied per letter, drawn by one render layer.
///
/// Layout runs again only when the document (or the provided text) changes; letters are
/// restyled only when an animator property changed.
final class TextCompositionLayer: CompositionLayer {
    let text: LottieTextData
    let animators: [TextAnimatorNode]
    let alignment: NodeProperty<LottieVector3>
    /// The mask path the text follows, if any.
    let path: TextPathNode?
    let renderLayer = TextRenderLayer()
    private var layout: TextLayout?
    private var layoutKey: (document: LottieTextDocument, text: String)?
    private lazy var keypath: String = computeKeypath()

    init(model: borrowing LottieLayer, text: LottieTextData, context: CompositionContext) {
        self.text = text
        animators = text.animators.map { TextAnimatorNode($0) }
        alignment = NodeProperty(text.moreOptions.alignment ?? KeyframeGroup(LottieVector3(0, 0)))
        path = text.pathOptions.flatMap { TextPathNode($0, masks: model.masks) }
        super.init(model: model, context: context)
        renderLayer.anchorPoint = .zero
        renderLayer.name = model.name + " text"
        contentsLayer.addSublayer(renderLayer)
        let documents: [LottieTextDocument]
        switch text.document.content {
        case .constant(let d): documents = [d]
        case .animated(let keyframes): documents = keyframes.map(\.value)
        }
        for document in documents {
            context.text.fonts.font(named: document.fontName, description: context.animation.font(named: document.fontName))
                .preload(document.text)
        }
    }

    required init(layer: Layer) {
        guard let other = layer as? TextCompositionLayer else { preconditionFailure("text layers copy text layers") }
        text = other.text
        animators = other.animators
        alignment = other.alignment
        path = other.path
        super.init(layer: layer)
    }

    /// The laid-out text as of the last update.
    var currentLayout: TextLayout? { layout }

    override func displayContents(frame: Double) {
        let statistics = context.statistics
        var changed = false
        for animator in animators where animator.updateProperties(frame: frame, statistics: statistics) { changed = true }
        if alignment.needsUpdate(frame: frame) {
            alignment.update(frame: frame)
            changed = true
        }
        if let path, path.updateProperties(frame: frame) { changed = true }
        let document = Self.document(of: text.document, at: frame)
        let source = document.text
        let shown = context.text.textProvider?.text(forKeypath: keypath, sourceText: source) ?? source
        if layout == nil || layoutKey?.document != document || layoutKey?.text != shown {
            let font = context.text.fonts.font(named: document.fontName,
                                               description: context.animation.font(named: document.fontName))
            layout = TextLayout(text: shown, document: document, font: font, grouping: text.moreOptions.grouping)
            layoutKey = (document, shown)
            changed = true
        }
        guard changed, let layout else { return }
        let letters = TextLetterStyler.style(layout, animators: animators, alignment: alignment.value, path: path?.placement)
        if renderLayer.update(letters: letters, strokeOverFill: document.strokeOverFill) { statistics.layersRedrawn += 1 }
    }

    /// The document shown at `frame`: documents change only at keyframes (hold).
    static func document(of group: KeyframeGroup<LottieTextDocument>, at frame: Double) -> LottieTextDocument {
        switch group.content {
        case .constant(let d): return d
        case .animated(let keyframes):
            return keyframes.last { $0.time <= frame }?.value ?? keyframes[0].value
        }
    }

    /// The layer's keypath: the names of the composition layers holding it, outermost first,
    /// in `AnimationKeypath`'s escaped string form.
    private func computeKeypath() -> String {
        var names = [model.name]
        var node = superlayer
        while let current = node {
            if let layer = current as? CompositionLayer { names.append(layer.model.name) }
            node = current.superlayer
        }
        return AnimationKeypath(keys: names.reversed()).string
    }
}
