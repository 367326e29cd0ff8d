import Graphics

/// A component tree laid out: every component with its size and the places of its children in
/// its own coordinates (y down, origin at its top-left corner).
struct ComponentLayout {
    /// A child and where its top-left corner goes.
    struct Placed {
        let origin: Point
        let layout: ComponentLayout
    }

    let component: Component
    let size: Size
    let children: [Placed]

    /// Lays `component` and its subtree out within `range`.
    init(_ component: Component, in range: SizeRange) throws {
        self.component = component
        switch component.layoutRule {
        case let .box(size, insets):
            (self.size, children) = try Self.box(component, size: size, insets: insets, in: range)
        case .passThrough:
            let child = try component.children.map { try ComponentLayout($0, in: range) }
            size = child.first?.size ?? range.min
            children = child.map { Placed(origin: .zero, layout: $0) }
        case let .stack(layout):
            (size, children) = try Self.stack(component, layout: layout, in: range)
        case .overlay:
            guard let base = try component.children.first.map({ try ComponentLayout($0, in: range) }) else {
                size = range.min
                children = []
                return
            }
            size = base.size
            let exact = SizeRange(min: base.size, max: base.size)
            children = try [Placed(origin: .zero, layout: base)] + component.children.dropFirst().map {
                Placed(origin: .zero, layout: try ComponentLayout($0, in: exact))
            }
        }
    }

    /// A layer component: explicit lengths (clamped to the range), or the child plus insets.
    private static func box(_ component: Component, size request: ComponentSize, insets: EdgeInsets,
                            in range: SizeRange) throws -> (Size, [Placed]) {
        guard request.isValid else { throw invalid(component, "size \(request) is not a finite, non-negative length") }
        guard insets.isValid else { throw invalid(component, "insets \(insets) are not finite, non-negative lengths") }
        let fixedWidth = request.width.map { min(max($0, range.min.width), range.max.width) }
        let fixedHeight = request.height.map { min(max($0, range.min.height), range.max.height) }
        var childRange = range.inset(by: insets)
        if let fixedWidth {
            let inner = max(0, fixedWidth - insets.left - insets.right)
            childRange.min.width = inner; childRange.max.width = inner
        }
        if let fixedHeight {
            let inner = max(0, fixedHeight - insets.top - insets.bottom)
            childRange.min.height = inner; childRange.max.height = inner
        }
        let child = try component.children.first.map { try ComponentLayout($0, in: childRange) }
        let content = child.map { Size(width: $0.size.width + insets.left + insets.right,
                                       height: $0.size.height + insets.top + insets.bottom) } ?? .zero
        let size = range.clamp(Size(width: fixedWidth ?? content.width, height: fixedHeight ?? content.height))
        return (size, child.map { [Placed(origin: Point(x: insets.left, y: insets.top), layout: $0)] } ?? [])
    }

    /// A stack: children measured with any length along the axis; across it, the stack takes
    /// the largest child (clamped to the range) and stretched children are laid out again at
    /// that length.
    private static func stack(_ component: Component, layout: StackLayout, in range: SizeRange) throws -> (Size, [Placed]) {
        guard layout.spacing >= 0, layout.spacing.isFinite else {
            throw invalid(component, "spacing \(layout.spacing) is not a finite, non-negative length")
        }
        guard layout.insets.isValid else { throw invalid(component, "insets \(layout.insets) are not finite, non-negative lengths") }
        let axis = AxisGeometry(layout.axis)
        let inner = range.inset(by: layout.insets)
        let crossMin = axis.cross(inner.min), crossMax = axis.cross(inner.max)
        let measuring = SizeRange(max: axis.size(main: .infinity, cross: crossMax))
        var laidOut = try component.children.map { try ComponentLayout($0, in: measuring) }
        let crossSize = min(max(laidOut.map { axis.cross($0.size) }.max() ?? 0, crossMin), crossMax)
        if layout.alignment == .stretch {
            let exact = SizeRange(min: axis.size(main: 0, cross: crossSize), max: axis.size(main: .infinity, cross: crossSize))
            laidOut = try laidOut.map { child in
                axis.cross(child.size) == crossSize ? child : try ComponentLayout(child.component, in: exact)
            }
        }
        let leading = Point(x: layout.insets.left, y: layout.insets.top)
        var main = axis.main(leading)
        var placed: [Placed] = []
        for child in laidOut {
            let free = crossSize - axis.cross(child.size)
            let offset: Double
            switch layout.alignment {
            case .start, .stretch: offset = 0
            case .center: offset = free / 2
            case .end: offset = free
            }
            placed.append(Placed(origin: axis.point(main: main, cross: axis.cross(leading) + offset), layout: child))
            main += axis.main(child.size) + layout.spacing
        }
        let content = laidOut.reduce(0) { $0 + axis.main($1.size) } + layout.spacing * Double(max(0, laidOut.count - 1))
        let body = axis.size(main: content, cross: crossSize)
        let size = range.clamp(Size(width: body.width + layout.insets.left + layout.insets.right,
                                    height: body.height + layout.insets.top + layout.insets.bottom))
        return (size, placed)
    }

    private static func invalid(_ component: Component, _ reason: String) -> ComponentError {
        .invalidLayout(component: component.debugName, reason: reason)
    }
}

/// Reading and writing sizes and points along a stack's axis (main) and across it (cross).
private struct AxisGeometry {
    let isVertical: Bool

    init(_ axis: StackLayout.Axis) { isVertical = axis == .vertical }

    func main(_ size: Size) -> Double { isVertical ? size.height : size.width }
    func cross(_ size: Size) -> Double { isVertical ? size.width : size.height }
    func main(_ point: Point) -> Double { isVertical ? point.y : point.x }
    func cross(_ point: Point) -> Double { isVertical ? point.x : point.y }
    func size(main: Double, cross: Double) -> Size {
        isVertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
    func point(main: Double, cross: Double) -> Point {
        isVertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
    }
}
