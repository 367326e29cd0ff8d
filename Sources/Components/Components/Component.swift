/// An immutable description of part of a layer tree, produced by a render function from a
/// model (ComponentKit's `CKComponent`).
///
/// Components are cheap, short-lived objects: every render makes new ones, and a
/// `ComponentHost` mounts them by matching them with the previous render by identity (see
/// `ComponentScope`). The concrete kinds are `LayerComponent` (has a layer), `StackComponent`
/// and `OverlayComponent` (arrange children, no layer of their own) and `CompositeComponent`
/// (renders to one child; subclass it for your own components).
///
/// Its initializer is internal: subclass one of the concrete kinds, not `Component` itself.
///
/// Components are objects rather than values because an animation names the component it
/// animates (`ComponentAnimation(overlay, …)`), and "the same component" across renders means
/// the same identity but a different instance.
///
/// Subclasses override the three animation hooks. The host calls them on every component of a
/// new render: `animationsOnInitialMount()` when its identity was not mounted before, the two
/// `…FromPreviousComponent(_:)` hooks when it was, with another instance. A component that
/// returns animations must have a scope (`ComponentError.animationsRequireScope`).
open class Component {
    /// The scope that identifies the component across renders; nil for none.
    public let scope: ComponentScope?
    /// The children, in order (drawn in this order, later ones on top).
    let children: [Component]
    /// How the children are sized and placed.
    let layoutRule: LayoutRule

    init(scope: ComponentScope?, children: [Component], layoutRule: LayoutRule) {
        self.scope = scope
        self.children = children
        self.layoutRule = layoutRule
    }

    /// The animations to run when the component first appears: targets are this component or
    /// one of its descendants, each with a layer. The default is none.
    ///
    /// ```swift
    /// override func animationsOnInitialMount() -> [ComponentAnimation] {
    ///     var fade = BasicAnimation(key: .opacity, from: 0, duration: 0.5)
    ///     fade.timingFunction = .easeOut
    ///     return [ComponentAnimation(self, fade)]
    /// }
    /// ```
    open func animationsOnInitialMount() -> [ComponentAnimation] { [] }

    /// The animations to run when this component replaces `previous`, the instance with the same
    /// identity in the render before (always of the same type). Compare the two to decide; the
    /// default is none.
    open func animationsFromPreviousComponent(_ previous: Component) -> [ComponentAnimation] { [] }

    /// How the frame changes of the whole hierarchy in this update animate, when this component
    /// replaces `previous` (nil or a zero duration: no animation, the default). Only one bounds
    /// animation applies per update; see `ComponentHost.update(_:)` for which one.
    open func boundsAnimationFromPreviousComponent(_ previous: Component) -> BoundsAnimation? { nil }
}

/// How a component sizes itself and places its children.
enum LayoutRule {
    /// A layer component: explicit lengths, or fitting its only child plus the insets.
    case box(ComponentSize, EdgeInsets)
    /// A composite component: exactly its only child's layout.
    case passThrough
    /// Children one after another along an axis.
    case stack(StackLayout)
    /// The first child sized by the range, the others laid over it at its size.
    case overlay
}
