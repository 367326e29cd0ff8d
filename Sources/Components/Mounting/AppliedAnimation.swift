import Layers

/// A component animation that has been applied and not yet cleaned up: what the host needs to
/// clean it up exactly once — when it ends, when its target is unmounted, or before its layer
/// serves another component.
final class AppliedAnimation {
    private enum State {
        /// `didRemount` is running; the cleanup is not known yet.
        case applying
        /// The animation ended while it was still being applied.
        case endedWhileApplying
        case running
        case cleanedUp
    }

    /// The component the animation belongs to.
    let target: ComponentIdentity
    /// The layer it was applied to.
    let layer: Layer
    private let completion: (() -> Void)?
    private var cleanup: (() -> Void)?
    private var state = State.applying

    init(target: ComponentIdentity, layer: Layer, completion: (() -> Void)?) {
        self.target = target
        self.layer = layer
        self.completion = completion
    }

    /// Whether the cleanup has run.
    var isCleanedUp: Bool { state == .cleanedUp }

    /// The animation is in place; `cleanup` undoes it.
    func didApply(cleanup: @escaping () -> Void) {
        switch state {
        case .applying:
            self.cleanup = cleanup
            state = .running
        case .endedWhileApplying:
            self.cleanup = cleanup
            state = .running
            end()
        case .running, .cleanedUp:
            break
        }
    }

    /// Cleans up (once), then calls the completion.
    func end() {
        switch state {
        case .applying:
            state = .endedWhileApplying
        case .running:
            state = .cleanedUp
            let cleanup = self.cleanup
            self.cleanup = nil
            cleanup?()
            completion?()
        case .endedWhileApplying, .cleanedUp:
            break
        }
    }
}
