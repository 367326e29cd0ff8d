/// A component made of another component (ComponentKit's `CKCompositeComponent`): subclass it to
/// give a piece of your UI a name, state-dependent rendering and animation hooks.
///
/// It has no layer of its own: it takes its child's size and place, and an animation that
/// targets it is applied to its child's layer (through further composites if need be).
///
/// ```swift
/// final class BadgeComponent: CompositeComponent {
///     init(count: Int) {
///         super.init(scope: "badge", rendering: LayerComponent(
///             attributes: LayerAttributes(backgroundColor: count > 0 ? .red : .clear),
///             size: ComponentSize(width: 16, height: 16)))
///     }
/// }
/// ```
open class CompositeComponent: Component {
    /// What the component renders to.
    public let child: Component

    /// A component rendering to `child`.
    public init(scope: ComponentScope? = nil, rendering child: Component) {
        self.child = child
        super.init(scope: scope, children: [child], layoutRule: .passThrough)
    }
}
