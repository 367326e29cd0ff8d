import Graphics

/// A canvas that records what is drawn into a `DisplayList` instead of drawing it.
///
/// It keeps saves and restores balanced within each level of grouping: a `restore()` without a
/// matching `save()` is ignored, and saves left open are closed at the end of the group or
/// by `finish()`, so that replaying the list can never disturb the state of the canvas it is
/// replayed into. Each list also gets the bounds of what it paints (see `DisplayList.bounds`).
final class RecordingCanvas: Canvas {
    let size: Size
    var currentTransform: AffineTransform { level.transform.concatenating(level.origin) }

    /// One level of grouping being recorded, in its own space (the canvas space it began in).
    private struct Level {
        /// The canvas transform when the level began.
        var origin: AffineTransform
        /// The transform concatenated since, and the clip's bounds, in the level's space.
        var transform: AffineTransform = .identity
        var clip: Rect?
        var saved: [(transform: AffineTransform, clip: Rect?)] = []
        var operations: [DisplayList.Operation] = []
        /// The union of what was painted, nil once something of unknown extent was.
        var bounds: Rect? = .null

        /// Adds paint covering `rect` in the current space (nil: unknown extent).
        mutating func paint(_ rect: Rect?) {
            guard let rect, let known = bounds else {
                bounds = nil
                return
            }
            var covered = transform.apply(to: rect)
            if let clip { covered = covered.intersection(clip) }
            bounds = known.union(covered)
        }
    }
    private var levels = [Level(origin: .identity)]
    private var level: Level {
        get { levels[levels.count - 1] }
        _modify { yield &levels[levels.count - 1] }
    }

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
        level.saved.append((level.transform, level.clip))
        record(.save)
    }

    func restore() {
        guard let saved = level.saved.popLast() else { return }
        level.transform = saved.transform
        level.clip = saved.clip
        record(.restore)
    }

    func concatenate(_ transform: AffineTransform) {
        level.transform = transform.concatenating(level.transform)
        record(.concatenate(transform))
    }

    func fill(_ path: BezierPath, with paint: Paint, rule: FillRule) {
        level.paint(path.controlPointBounds)
        record(.fill(path, paint, rule))
    }

    func stroke(_ path: BezierPath, with paint: Paint, style: StrokeStyle) {
        let outset = style.boundsOutset
        level.paint(path.controlPointBounds.insetBy(dx: -outset, dy: -outset))
        record(.stroke(path, paint, style))
    }

    func clip(to path: BezierPath, rule: FillRule) {
        let clipped = level.transform.apply(to: path.controlPointBounds)
        level.clip = level.clip.map { $0.intersection(clipped) } ?? clipped
        record(.clip(path, rule))
    }

    func draw(_ image: Bitmap, transform: AffineTransform, opacity: Double) {
        level.paint(transform.apply(to: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))))
        record(.image(image, transform, opacity: opacity))
    }

    func drawGroup(opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        let group = recordLevel(content)
        level.paint(group.bounds)
        record(.group(opacity: opacity, blendMode, group))
    }

    func drawMasked(mode: MaskMode, mask: () -> Void, content: () -> Void) {
        let maskList = recordLevel(mask)
        let contentList = recordLevel(content)
        level.paint(DisplayList.maskedBounds(mode: mode, mask: maskList.bounds, content: contentList.bounds))
        record(.masked(mode, mask: maskList, content: contentList))
    }

    func drawBlurred(radius: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        let group = recordLevel(content)
        // The blur's reach is in device pixels, unknown here.
        level.paint(nil)
        record(.blurred(radiusX: radius, radiusY: radius, opacity: opacity, blendMode, group))
    }

    func drawBlurred(radiusX: Double, radiusY: Double, opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        let group = recordLevel(content)
        level.paint(nil)
        record(.blurred(radiusX: radiusX, radiusY: radiusY, opacity: opacity, blendMode, group))
    }

    func drawWithDropShadow(color: Color, offset: Point, radius: Double, _ content: () -> Void) {
        let shadowed = recordLevel(content)
        level.paint(nil)
        record(.shadowed(color, offset: offset, radius: radius, shadowed))
    }

    func drawColorFiltered(_ filter: ColorFilter, _ content: () -> Void) {
        let filtered = recordLevel(content)
        // A colour filter recolours pixels in place: it paints where its content paints.
        level.paint(filtered.bounds)
        record(.colorFiltered(filter, filtered))
    }

    private func record(_ operation: DisplayList.Operation) {
        level.operations.append(operation)
    }

    /// Records `body` as a separate list, in the current space.
    private func recordLevel(_ body: () -> Void) -> DisplayList {
        levels.append(Level(origin: currentTransform))
        body()
        return closeLevel()
    }

    /// Removes the innermost level, closing its open saves, and returns its operations.
    private func closeLevel() -> DisplayList {
        let closed = levels.removeLast()
        if levels.isEmpty { levels.append(Level(origin: .identity)) }
        var operations = closed.operations
        operations.append(contentsOf: repeatElement(.restore, count: closed.saved.count))
        return DisplayList(operations: operations, bounds: closed.bounds)
    }
}
