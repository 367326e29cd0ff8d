/// A component with another laid over it at the same size (ComponentKit's overlay layout
/// component). It has no layer of its own.
public final class OverlayComponent: Component {
    /// The component underneath, which decides the size.
    public let component: Component
    /// The component on top, if any.
    public let overlay: Component?

    /// `overlay` (if any) over `component`.
    public init(scope: ComponentScope? = nil, component: Component, overlay: Component?) {
        self.component = component
        self.overlay = overlay
        super.init(scope: scope, children: [component] + (overlay.map { [$0] } ?? []), layoutRule: .overlay)
    }
}
