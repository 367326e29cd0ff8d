/// How the per-frame walks of a layer tree (damage tracking, drawing, bounds) reach layers
/// without reference counting them: every frame visits every layer, and a retain and a release
/// of each (atomic operations) came to a fifth of a small animation's frame time.
extension Array where Element == Layer {
    /// Calls `body` with each layer in order, not retained: the array holds them, and it must
    /// not change while `body` runs (the walks only read the tree).
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
