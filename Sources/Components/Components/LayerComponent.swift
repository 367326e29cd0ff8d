import Graphics
import Layers

/// A component that has a layer (ComponentKit's component with a view): the only kind that
/// puts something on screen and the only kind an animation can be applied to directly.
///
/// Its size is explicit per axis, or fits its child plus `insets`. The child's layers become
/// sublayers of this component's layer, placed inside the insets.
///
/// Subclass it and override `configure(_:size:)` to set what `LayerAttributes` does not cover
/// (a shape layer's path, say).
open class LayerComponent: Component {
    /// The kind of layer, which decides which layers can be reused for it.
    public let kind: LayerKind
    /// The layer's appearance.
    public let attributes: LayerAttributes
    /// The requested size.
    public let size: ComponentSize
    /// The space between the layer's edges and its child.
    public let insets: EdgeInsets
    /// The content laid out inside the layer, if any.
    public let child: Component?

    /// A layer component.
    public init(scope: ComponentScope? = nil, kind: LayerKind = .plain, attributes: LayerAttributes = LayerAttributes(),
                size: ComponentSize = .fitting, insets: EdgeInsets = .zero, child: Component? = nil) {
        self.kind = kind
        self.attributes = attributes
        self.size = size
        self.insets = insets
        self.child = child
        super.init(scope: scope, children: child.map { [$0] } ?? [], layoutRule: .box(size, insets))
    }

    /// Sets up what the attributes do not cover, each time the component is mounted (with
    /// implicit animations off), after the attributes and the geometry: `size` is the layer's
    /// size. Set everything your subclass owns, since the layer may have been used by another
    /// component of the same kind before. The default does nothing.
    open func configure(_ layer: Layer, size: Size) {}
}
