/// How the per-frame walks of a layer tree (damage tracking, drawing, bounds) reach layers
/// without reference counting them: every frame visits every layer, and a retain and a release
/// of each (atomic operations) came to 15–25 % of a small animation's frame time.
extension Array where Element == Layer {
    /// Calls `body` with each layer in order, not retained: this array, a value the caller
    /// holds (a copy of a layer's sublayers, say), keeps them alive whatever `body` does to the
    /// tree.
    @inline(__always) func forEachUnretained(_ body: (Layer) -> Void) {
        for index in indices {
            Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
        }
    }
}

extension Layer {
    /// Calls `body` with `renderedValues(at:)`: the layer itself when it has no animations,
    /// passed as it is (returning it would retain it), else its presentation at `time`.
    @inline(__always) func withRenderedValues<Result>(at time: Double, _ body: (Layer) -> Result) -> Result {
        animationStorage.records.isEmpty ? body(self) : body(presentation(at: time))
    }
}

/// A sublayer to draw and the values to draw it with, as `LayerTreeDrawer.withVisibleSublayers(of:_:)`
/// lists them. The layer is held unretained: the drawer holds its superlayer's sublayer array
/// while it draws the list. An animated layer's presentation, which nothing else holds, is
/// held here.
struct VisibleSublayer {
    private let reference: Unmanaged<Layer>
    /// The presentation to draw an animated layer with; nil when the layer is its own values.
    private let presentation: Layer?

    /// `layer` drawn with `values` (itself, or its presentation).
    init(_ layer: Layer, values: Layer) {
        reference = .passUnretained(layer)
        presentation = values === layer ? nil : values
    }

    /// Calls `body` with the layer and the values to draw it with, neither retained.
    @inline(__always) func withLayer<Result>(_ body: (_ layer: Layer, _ values: Layer) -> Result) -> Result {
        reference._withUnsafeGuaranteedRef { layer in
            if let presentation { body(layer, presentation) } else { body(layer, layer) }
        }
    }
}
