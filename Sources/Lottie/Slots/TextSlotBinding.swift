/// A text layer whose documents are bound to a slot (`sid` on `t.d`): a slot value replaces
/// the documents, or only their characters.
final class TextSlotBinding: SlotBinding {
    let kind = LottieSlotValue.Kind.text
    /// Unowned: the layer holds the composition context, which holds the bindings.
    private unowned let layer: TextCompositionLayer
    /// The documents as loaded.
    private let original: KeyframeGroup<LottieTextDocument>

    init(layer: TextCompositionLayer, original: KeyframeGroup<LottieTextDocument>) {
        self.layer = layer
        self.original = original
    }

    func apply(_ value: LottieSlotValue) {
        switch value.content {
        case .text(let documents): layer.showDocuments(documents)
        case .characters(let characters):
            var documents = original
            switch original.content {
            case .constant(var d):
                d.text = characters
                documents.content = .constant(d)
            case .animated(let keyframes):
                documents.content = .animated(keyframes.map { k in
                    var k = k
                    k.value.text = characters
                    return k
                })
            }
            layer.showDocuments(documents)
        default: break
        }
    }

    func restore() { layer.showDocuments(original) }
}
