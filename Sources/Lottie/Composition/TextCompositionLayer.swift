import Graphics
import Layers

/// A text layer (`ty` 5): the document of the current frame laid out with its font, the text
/// animators applied per letter, drawn by one render layer.
///
/// Layout runs again only when the document, the provided text or the fonts (a new font
/// provider) change; letters are restyled only when an animator property changed.
final class TextCompositionLayer: CompositionLayer {
    let text: LottieTextData
    let animators: [TextAnimatorNode]
    let alignment: NodeProperty<LottieVector3>
    /// The mask path the text follows, if any.
    let path: TextPathNode?
    let renderLayer = TextRenderLayer()
    /// The documents shown: the file's, or a text slot's value (see `TextSlotBinding`).
    private var documents: KeyframeGroup<LottieTextDocument>
    /// The expression on the source text, if any (it gets the document's text as `value`).
    private let sourceTextExpression: BoundExpression?
    private var layout: TextLayout?
    private var layoutKey: (document: LottieTextDocument, text: String, fonts: ObjectIdentifier)?
    private lazy var keypath: String = computeKeypath()

    init(model: borrowing LottieLayer, text: LottieTextData, context: CompositionContext) {
        self.text = text
        animators = text.animators.map { TextAnimatorNode($0) }
        alignment = NodeProperty(text.moreOptions.alignment ?? KeyframeGroup(LottieVector3(0, 0)))
        path = text.pathOptions.flatMap { TextPathNode($0, masks: model.masks) }
        documents = text.document
        sourceTextExpression = BoundExpression.binding(for: text.document)
        super.init(model: model, context: context)
        renderLayer.anchorPoint = .zero
        renderLayer.name = model.name + " text"
        contentsLayer.addSublayer(renderLayer)
        preloadFonts()
        if let slotID = text.document.slotID {
            context.slots.bind(TextSlotBinding(layer: self, original: text.document), to: slotID)
        }
    }

    /// Shows other documents (a text slot's value, or the file's again) from the next display.
    func showDocuments(_ documents: KeyframeGroup<LottieTextDocument>) {
        self.documents = documents
        preloadFonts()
    }

    /// Loads the glyphs every document shows before the first frame needs them.
    private func preloadFonts() {
        let all: [LottieTextDocument]
        switch documents.content {
        case .constant(let d): all = [d]
        case .animated(let keyframes): all = keyframes.map(\.value)
        }
        for document in all {
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
        documents = other.documents
        sourceTextExpression = other.sourceTextExpression
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
        var document = Self.document(of: documents, at: frame)
        if let sourceTextExpression { document = sourceTextExpression.evaluate(frame: frame, keyframed: document) }
        let source = document.text
        let shown = context.text.textProvider?.text(forKeypath: keypath, sourceText: source) ?? source
        let fonts = ObjectIdentifier(context.text.fonts)
        if layout == nil || layoutKey?.document != document || layoutKey?.text != shown || layoutKey?.fonts != fonts {
            let font = context.text.fonts.font(named: document.fontName,
                                               description: context.animation.font(named: document.fontName))
            layout = TextLayout(text: shown, document: document, font: font, grouping: text.moreOptions.grouping)
            layoutKey = (document, shown, fonts)
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
