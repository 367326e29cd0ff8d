import Graphics

/// Draws frame after frame of a layer tree into one retained raster canvas, repainting only
/// the pixels that changed since the frame before, as ThorVG's partial rendering does.
///
/// Each frame, every layer is compared with how it was drawn the frame before (see
/// `Documentation/LayersAndTiming.md`, "Damage"): a layer that changed damages the device
/// pixels it covered and those it covers now. The union of the damage, kept as a few
/// rectangles, is repainted through `RetainedRasterCanvas.redraw(pixelsIn:_:)` with only the
/// layers that reach it: layers wholly outside it are not drawn at all. The result is
/// identical, byte for byte, to drawing the frame whole with `Renderer.render` on a new
/// canvas.
///
/// The renderer owns the canvas's pixels between frames: nothing else may draw into the
/// canvas (call `invalidate()` if something did). A different canvas, canvas size, layer,
/// transform or background colour repaints everything. The renderer keeps the last canvas and
/// layer it drew alive until it draws another. A reference type used from one task at a
/// time, like the tree it draws.
public final class IncrementalRenderer {
    /// The most rectangles a frame's damage is kept in; beyond, the closest are merged.
    public let maximumRectangleCount: Int
    /// What the last frame repainted.
    public private(set) var lastDamage = FrameDamage(rectangles: [], isWholeCanvas: false)
    /// How many frames were drawn whole without comparing their layers with the frame before,
    /// while frame after frame changed most of what is drawn (see `render`).
    public private(set) var untrackedFrameCount = 0

    private let tracker = DamageTracker()
    private var needsWholeFrame = true
    /// Frames still to draw whole without tracking.
    private var framesLeftUntracked = 0
    /// How many frames the next stretch without tracking lasts.
    private var untrackedStretch = IncrementalRenderer.shortestUntrackedStretch
    /// Tracked frames in a row drawn whole because of their damage.
    private var wholeFramesInARow = 0
    /// Whether tracking has just resumed after frames drawn without it.
    private var isProbing = false

    /// Tracked frames in a row drawn whole for their damage before tracking pauses.
    private static let wholeFramesBeforePause = 8
    private static let shortestUntrackedStretch = 4
    private static let longestUntrackedStretch = 32
    /// The canvas and layer of the last frame, held strongly like the layer: a weak reference
    /// would give the canvas a side table, which every retain and release of it in the
    /// drawing (several per layer drawn) then goes through, and an identifier alone could
    /// mistake a new canvas at a freed one's address for it.
    private var lastCanvas: AnyObject?
    private var lastLayer: Layer?
    private var lastSize = Size.zero
    private var lastTransform = AffineTransform.identity
    private var lastBackground: Color?

    /// A renderer keeping each frame's damage in at most `maximumRectangleCount` rectangles
    /// (at least 1).
    public init(maximumRectangleCount: Int = 8) {
        self.maximumRectangleCount = max(1, maximumRectangleCount)
    }

    /// Makes the next frame repaint the whole canvas (without comparing its layers with
    /// anything).
    public func invalidate() {
        needsWholeFrame = true
        tracker.reset()
    }

    /// Brings `canvas` to the frame of `layer` at media time `time` (default: now), drawn as
    /// `Renderer.render(_:into:transform:backgroundColor:atTime:)` draws it, repainting only
    /// what changed since the last frame this renderer drew into the canvas. Returns what was
    /// repainted (also kept in `lastDamage`).
    @discardableResult
    public func render(_ layer: Layer, into canvas: any RetainedRasterCanvas, transform: AffineTransform = .identity,
                       backgroundColor: Color? = nil, atTime time: Double? = nil) -> FrameDamage {
        let time = time ?? MediaTime.now()
        let size = canvas.size
        let canvasBox = PixelBox(covering: Rect(origin: .zero, size: size), margin: 0)
        // The whole canvas, unless the damage says less.
        var region = DamageRegion(maximumCount: 1)
        region.add(canvasBox)
        // Boxes repainted one pass each (see `clusterBounds(of:)`); empty: `region` in one pass.
        var passes: [PixelBox] = []
        let isFirst = lastCanvas !== canvas || lastLayer !== layer || lastSize != size || lastTransform != transform
            || lastBackground != backgroundColor
        if isFirst {
            // Nothing drawn before to compare with: the frame is drawn whole without recording
            // what it draws (a single still frame never needs it), and tracking starts with the
            // next one, drawn whole too.
            invalidate()
        } else if framesLeftUntracked > 0 {
            // While every frame changes most of what is drawn, finding the damage costs more
            // than it saves: frames are drawn whole without it for a stretch (longer each time
            // a probe finds the same), and tracking resumes with a whole frame, since its
            // records no longer describe the canvas.
            framesLeftUntracked -= 1
            untrackedFrameCount += 1
            invalidate()
            if framesLeftUntracked == 0 { isProbing = true }
        } else {
            let isNew = needsWholeFrame
            let damage = tracker.damage(drawing: layer, transform: transform, canvasSize: size, time: time,
                                        maximumCount: maximumRectangleCount)
            needsWholeFrame = false
            // Repainting the damage, or the groups of rectangles repainted over their bounding
            // boxes, past about two thirds of what drawing the frame whole costs (both measured
            // in pixels painted, `DamageTracker.repaintCost(of:)`): the frame is drawn whole.
            let limit = tracker.wholeFrameCost * 2 / 3
            var repaintsWhole = isNew || tracker.repaintCost(of: damage.boxes) >= limit
            if !repaintsWhole, canvas.repaintsSeparately, damage.boxes != [canvasBox] {
                passes = Self.withoutSharedParts(of: Self.clusterBounds(of: damage.boxes))
                repaintsWhole = tracker.repaintCost(of: passes) >= limit
            }
            if !isNew { pace(drawnWhole: repaintsWhole) }
            if repaintsWhole {
                passes = []
            } else {
                region = damage
            }
        }
        (lastCanvas, lastLayer, lastSize) = (canvas, layer, size)
        (lastTransform, lastBackground) = (transform, backgroundColor)

        let isWholeCanvas = region.boxes == [canvasBox]
        lastDamage = FrameDamage(rectangles: (passes.isEmpty ? region.boxes : passes).map(\.rect), isWholeCanvas: isWholeCanvas)
        guard !region.isEmpty else { return lastDamage }
        if isWholeCanvas || !canvas.repaintsSeparately {
            canvas.redraw(pixelsIn: lastDamage.rectangles) {
                Renderer.draw(layer, into: canvas, transform: transform, backgroundColor: backgroundColor, atTime: time,
                              isDrawn: isWholeCanvas ? nil : { [tracker] in tracker.mayPaint($0, in: region) })
            }
            return lastDamage
        }
        // Groups of rectangles close together, each repainted over its bounding box with only the
        // layers that reach it: the box is repainted whole, so no pixel of it outside the damage
        // needs keeping aside and putting back (on MotionCorpse that copying cost more than
        // painting the gaps).
        for box in passes {
            var part = DamageRegion(maximumCount: 1)
            part.add(box)
            canvas.redraw(pixelsIn: [box.rect]) {
                Renderer.draw(layer, into: canvas, transform: transform, backgroundColor: backgroundColor, atTime: time,
                              isDrawn: { [tracker] in tracker.mayPaint($0, in: part) })
            }
        }
        return lastDamage
    }

    /// Counts a tracked frame that could have been repainted in part (`drawnWhole`: its damage
    /// made it whole) and pauses tracking after enough whole ones in a row, or after a whole
    /// one just after a pause, for a stretch twice as long as the last.
    private func pace(drawnWhole: Bool) {
        guard drawnWhole else {
            (wholeFramesInARow, isProbing, untrackedStretch) = (0, false, Self.shortestUntrackedStretch)
            return
        }
        wholeFramesInARow += 1
        guard isProbing || wholeFramesInARow >= Self.wholeFramesBeforePause else { return }
        if isProbing { untrackedStretch = min(untrackedStretch * 2, Self.longestUntrackedStretch) }
        (framesLeftUntracked, wholeFramesInARow, isProbing) = (untrackedStretch, 0, false)
        invalidate()
    }

    /// `boxes` with the pixels two of them share given to one only, where what is left of the
    /// other is one box (the first covers a whole side of it) or nothing: both passes would
    /// otherwise clear and repaint the shared pixels, and draw every layer reaching them twice.
    /// The boxes still cover the same pixels.
    static func withoutSharedParts(of boxes: [PixelBox]) -> [PixelBox] {
        var kept: [PixelBox] = []
        for box in boxes {
            var rest = box
            for k in kept.indices where !rest.isEmpty {
                let shared = kept[k].intersection(rest)
                guard !shared.isEmpty else { continue }
                if let trimmed = trimmed(rest, without: shared) {
                    rest = trimmed
                } else if let trimmed = trimmed(kept[k], without: shared) {
                    kept[k] = trimmed
                }
            }
            if !rest.isEmpty { kept.append(rest) }
        }
        return kept.filter { !$0.isEmpty }
    }

    /// `box` without `shared` (a part of it), when that leaves one box (possibly empty).
    private static func trimmed(_ box: PixelBox, without shared: PixelBox) -> PixelBox? {
        var box = box
        let acrossWidth = shared.minX <= box.minX && shared.maxX >= box.maxX
        let downHeight = shared.minY <= box.minY && shared.maxY >= box.maxY
        if acrossWidth && shared.minY <= box.minY {
            box.minY = shared.maxY  // the rows below it are left
        } else if acrossWidth && shared.maxY >= box.maxY {
            box.maxY = shared.minY  // the rows above it
        } else if downHeight && shared.minX <= box.minX {
            box.minX = shared.maxX  // the columns right of it
        } else if downHeight && shared.maxX >= box.maxX {
            box.maxX = shared.minX  // the columns left of it
        } else {
            return nil
        }
        return box
    }

    /// The bounding boxes of `boxes` in groups whose bounding box is at most twice their own
    /// area, pairs merged while any pair qualifies (a frame has at most
    /// `maximumRectangleCount` boxes).
    static func clusterBounds(of boxes: [PixelBox]) -> [PixelBox] {
        var clusters = boxes.map { (bounds: $0, area: $0.area) }
        while clusters.count > 1 {
            var best: (i: Int, j: Int, waste: Int)?
            for i in clusters.indices {
                for j in clusters.indices where j > i {
                    let bounds = clusters[i].bounds.union(clusters[j].bounds)
                    let area = clusters[i].area + clusters[j].area
                    guard bounds.area <= 2 * area else { continue }
                    if bounds.area - area < best?.waste ?? Int.max { best = (i, j, bounds.area - area) }
                }
            }
            guard let (i, j, _) = best else { break }
            let merged = clusters.remove(at: j)
            clusters[i] = (clusters[i].bounds.union(merged.bounds), clusters[i].area + merged.area)
        }
        return clusters.map(\.bounds)
    }
}

/// The pixels one frame of `IncrementalRenderer` repainted.
public struct FrameDamage: Hashable, Sendable {
    /// Rectangles of whole device pixels; empty when nothing changed. They may overlap a
    /// little.
    public var rectangles: [Rect]
    /// Whether the frame was repainted whole (the first frame, a change of canvas, size,
    /// transform or background, or damage over most of the canvas).
    public var isWholeCanvas: Bool

    /// A description of a frame's damage.
    public init(rectangles: [Rect], isWholeCanvas: Bool) {
        self.rectangles = rectangles
        self.isWholeCanvas = isWholeCanvas
    }

    /// The number of pixels repainted (pixels in two rectangles counted twice).
    public var pixelCount: Int {
        rectangles.reduce(0) { $0 + Int($1.width * $1.height) }
    }
}
