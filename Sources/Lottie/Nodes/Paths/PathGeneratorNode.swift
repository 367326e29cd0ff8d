import Graphics

/// A node that generates a path (rectangle, ellipse, polystar, bezier path) into its slot.
class PathGeneratorNode: AnimatorNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    /// Switching the node on or off changes its output: the next pass rebuilds it.
    var isEnabled = true { didSet { if isEnabled != oldValue { invalidate() } } }
    /// The generated path, in the group's space.
    let slot = PathSlot()

    init(name: String, properties: NodePropertyMap) {
        keypathName = name
        propertyMap = properties
    }

    /// Builds the path from the current property values.
    func makePath() -> BezierPath { BezierPath() }

    /// The generated path before modifiers, rebuilt only when a property changed; nil before
    /// the first pass and after `invalidate()`.
    private var basePath: BezierPath?

    /// Starts the output pass: regenerates the path if a property changed and resets the slot
    /// to it (modifiers then reshape it). The slot is marked changed only when the path is not
    /// the same as before: keyframes often repeat a value.
    func rebuildOutput(statistics: RenderStatistics?) {
        guard hasLocalUpdates || basePath == nil else {
            slot.start(at: basePath ?? BezierPath(), changed: false)
            return
        }
        let path = isEnabled ? makePath() : BezierPath()
        statistics?.pathsGenerated += 1
        let changed = path != basePath
        basePath = path
        slot.start(at: path, changed: changed)
    }

    /// Forgets the generated path, so that the next pass generates it again.
    func invalidate() { basePath = nil }
}

/// Builds closed or open paths from vertices with absolute in/out control points, the form
/// lottie-web's shape generators use (`setTripleAt`).
struct VertexPathBuilder {
    private(set) var path = BezierPath()
    private var first: (point: Point, inControl: Point)?
    private var previousOut: Point?

    init(capacity: Int) { path.reserveCapacity(capacity + 2) }

    /// Adds a vertex with its incoming and outgoing control points (absolute).
    mutating func add(_ point: Point, inControl: Point, outControl: Point) {
        if let previousOut {
            path.curve(to: point, control1: previousOut, control2: inControl)
        } else {
            path.move(to: point)
            first = (point, inControl)
        }
        previousOut = outControl
    }

    /// Adds a vertex whose control points sit on it (a corner).
    mutating func add(_ point: Point) { add(point, inControl: point, outControl: point) }

    /// Closes the path back to the first vertex with a curve.
    mutating func close() {
        guard let first, let previousOut else { return }
        path.curve(to: first.point, control1: previousOut, control2: first.inControl)
        path.close()
    }
}
