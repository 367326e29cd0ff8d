@testable import Components

/// A scoped (or not) composite whose three animation hooks are closures, so each test says
/// what it asks for.
final class ProbeComponent: CompositeComponent {
    /// A state value the hooks can compare.
    let value: Int
    private let initial: (ProbeComponent) -> [ComponentAnimation]
    private let fromPrevious: (ProbeComponent, ProbeComponent) -> [ComponentAnimation]
    private let bounds: (ProbeComponent, ProbeComponent) -> BoundsAnimation?

    init(scope: ComponentScope?, value: Int = 0, rendering child: Component,
         initial: @escaping (ProbeComponent) -> [ComponentAnimation] = { _ in [] },
         fromPrevious: @escaping (_ new: ProbeComponent, _ old: ProbeComponent) -> [ComponentAnimation] = { _, _ in [] },
         bounds: @escaping (_ new: ProbeComponent, _ old: ProbeComponent) -> BoundsAnimation? = { _, _ in nil }) {
        self.value = value
        self.initial = initial
        self.fromPrevious = fromPrevious
        self.bounds = bounds
        super.init(scope: scope, rendering: child)
    }

    override func animationsOnInitialMount() -> [ComponentAnimation] { initial(self) }

    override func animationsFromPreviousComponent(_ previous: Component) -> [ComponentAnimation] {
        (previous as? ProbeComponent).map { fromPrevious(self, $0) } ?? []
    }

    override func boundsAnimationFromPreviousComponent(_ previous: Component) -> BoundsAnimation? {
        (previous as? ProbeComponent).flatMap { bounds(self, $0) }
    }
}

/// A plain layer component of a fixed size.
func box(_ width: Double, _ height: Double, scope: ComponentScope? = nil,
         attributes: LayerAttributes = LayerAttributes()) -> LayerComponent {
    LayerComponent(scope: scope, attributes: attributes, size: ComponentSize(width: width, height: height))
}
