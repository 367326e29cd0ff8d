import Graphics

/// A canvas that records what is drawn into a `DisplayList` instead of drawing it.
///
/// It keeps saves and restores balanced within each level of grouping: a `restore()` without a
/// matching `save()` is ignored, and saves left open are closed at the end of the group or
/// by `finish()`, so that replaying the list can never disturb the state of the canvas it is
/// replayed into.
final class RecordingCanvas: Canvas {
    let size: Size
    private(set) var currentTransform: AffineTransform = .identity

    /// One level of grouping being recorded: its operations and its saved transforms.
    private struct Level {
        var operations: [DisplayList.Operation] = []
        var savedTransforms: [AffineTransform] = []
    }
    private var levels = [Level()]

    /// A recorder whose canvas reports `size`.
    init(size: Size) { self.size = size }

    /// Ends the recording and returns what was drawn, wrapped in a save and restore when it
    /// changes the transform or clip, so that the change ends with the list.
    func finish() -> DisplayList {
        var list = closeLevel()
        let changesState = list.operations.contains {
            switch $0 {
            case .concatenate, .clip: return true
            default: return false
            }
        }
        if changesState { list.operations = [.save] + list.operations + [.restore] }
        return list
    }

    func save() {
        levels[levels.count - 1].savedTransforms.append(currentTransform)
        record(.save)
    }

    func restore() {
        guard let saved = levels[levels.count - 1].savedTransforms.popLast() else { return }
        currentTransform = saved
        record(.restore)
    }

    func concatenate(_ transform: AffineTransform) {
        currentTransform = transform.concatenating(currentTransform)
        record(.concatenate(transform))
    }

    func fill(_ path: BezierPath, with paint: Paint, rule: FillRule) { record(.fill(path, paint, rule)) }

    func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle) { record(.stroke(path, paint, style)) }

    func clip(to path: BezierPath, rule: FillRule) { record(.clip(path, rule)) }

    func draw(_ image: Bitmap, transform: AffineTransform, opacity: Double) {
        record(.image(image, transform, opacity: opacity))
    }

    func drawGroup(opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        let group = recordLevel(content)
        record(.group(opacity: opacity, blendMode, group))
    }

    func drawMasked(mode: MaskMode, mask: () -> Void, content: () -> Void) {
        let maskList = recordLevel(mask)
        let contentList = recordLevel(content)
        record(.masked(mode, mask: maskList, content: contentList))
    }

    func drawBlurred(radius: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        let group = recordLevel(content)
        record(.blurred(radiusX: radius, radiusY: radius, opacity: opacity, blendMode, group))
    }

    func drawBlurred(radiusX: Double, radiusY: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        let group = recordLevel(content)
        record(.blurred(radiusX: radiusX, radiusY: radiusY, opacity: opacity, blendMode, group))
    }

    func drawWithDropShadow(color: Color, offset: Point, radius: Double, _ content: () -> Void) {
        let shadowed = recordLevel(content)
        record(.shadowed(color, offset: offset, radius: radius, shadowed))
    }

    func drawColorFiltered(_ filter: ColorFilter, _ content: () -> Void) {
        let filtered = recordLevel(content)
        record(.colorFiltered(filter, filtered))
    }

    private func record(_ operation: DisplayList.Operation) {
        levels[levels.count - 1].operations.append(operation)
    }

    /// Records `body` as a separate list, starting and ending with the current transform.
    private func recordLevel(_ body: () -> Void) -> DisplayList {
        let transform = currentTransform
        levels.append(Level())
        body()
        let list = closeLevel()
        currentTransform = transform
        return list
    }

    /// Removes the innermost level, closing its open saves, and returns its operations.
    private func closeLevel() -> DisplayList {
        var level = levels.removeLast()
        if let outermost = level.savedTransforms.first { currentTransform = outermost }
        level.operations.append(contentsOf: repeatElement(.restore, count: level.savedTransforms.count))
        if levels.isEmpty { levels.append(Level()) }
        return DisplayList(operations: level.operations)
    }
}
