import Graphics

/// The part of the graphics state the canvas tracks beside cairo's own stack.
///
/// Cairo puts a context into a permanent error state when it is given a singular matrix or
/// an unmatched `cairo_restore`. Neither may happen because of input (Lottie animations
/// scale layers to zero all the time), so the canvas remembers a singular transform here
/// instead of handing it to cairo (nothing draws while one is in effect), and refuses
/// restores below `floor`, the depth at which the innermost group or mask began.
struct GraphicsStateStack {
    /// The singular user-space → device transform in effect, or nil while cairo's own
    /// matrix is the current one.
    var singularTransform: AffineTransform?
    /// The depth below which `pop` refuses to go.
    var floor = 0
    private var saved: [AffineTransform?] = []

    /// The number of saves not yet restored.
    var depth: Int { saved.count }

    /// Records a save.
    mutating func push() { saved.append(singularTransform) }

    /// Records a restore; false (and nothing changes) when it would go below `floor`.
    mutating func pop() -> Bool {
        guard saved.count > floor else { return false }
        singularTransform = saved.removeLast()
        return true
    }
}
