import Graphics
import Layers

/// The render layer of one fill or stroke ("Shape Render Layer" in `Documentation/NodeRenderSystem.md`): draws the paths
/// its renderer collected with the renderer's paint, and is redrawn only when they change.
final class ShapeRenderLayer: Layer {
    /// What to draw.
    enum Instruction: Equatable {
        case none
        case fill(BezierPath, Paint, FillRule)
        case stroke(BezierPath, Paint, StrokeStyle)
    }

    /// The current drawing; setting a different one marks the layer for redraw.
    private(set) var instruction: Instruction = .none

    /// Replaces the drawing. Returns whether it changed (and the layer will redraw).
    @discardableResult
    func update(_ new: Instruction) -> Bool {
        guard new != instruction else { return false }
        instruction = new
        setNeedsDisplay()
        return true
    }

    override func draw(in canvas: any Canvas) {
        switch instruction {
        case .none: break
        case .fill(let path, let paint, let rule): canvas.fill(path, with: paint, rule: rule)
        case .stroke(let path, let paint, let style): canvas.stroke(path, with: paint, style: style)
        }
    }

    override func contains(_ point: Point) -> Bool {
        switch instruction {
        case .none: return false
        case .fill(let path, _, let rule): return path.contains(point, rule: rule)
        case .stroke(let path, _, let style): return path.strokeContains(point, width: style.width)
        }
    }
}
