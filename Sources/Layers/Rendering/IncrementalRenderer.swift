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
/// transform or background colour repaints everything. A reference type used from one task at
/// a time, like the tree it draws.
public final class IncrementalRenderer {
    /// The most rectangles a frame's damage is kept in; beyond, the closest are merged.
    public let maximumRectangleCount: Int
    /// What the last frame repainted.
    public private(set) var lastDamage = FrameDamage(rectangles: [], isWholeCanvas: false)

    private let tracker = DamageTracker()
    private var needsWholeFrame = true
    private weak var lastCanvas: AnyObject?
    private var lastLayer: Layer?
    private var lastSize = Size.zero
    private var lastTransform = AffineTransform.identity
    private var lastBackground: Color?

    /// A renderer keeping each frame's damage in at most `maximumRectangleCount` rectangles
    /// (at least 1).
    public init(maximumRectangleCount: Int = 8) {
        self.maximumRectangleCount = max(1, maximumRectangleCount)
    }

    /// Makes the next frame repaint the whole canvas.
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
        let whole = needsWholeFrame || lastCanvas !== canvas || lastLayer !== layer || lastSize != size
            || lastTransform != transform || lastBackground != backgroundColor
        var region = tracker.damage(drawing: layer, transform: transform, canvasSize: size, time: time,
                                    maximumCount: maximumRectangleCount)
        let canvasBox = PixelBox(covering: Rect(origin: .zero, size: size), margin: 0)
        (needsWholeFrame, lastCanvas, lastLayer, lastSize) = (false, canvas, layer, size)
        (lastTransform, lastBackground) = (transform, backgroundColor)

        // Damage, or the groups of rectangles repainted over their bounding boxes, past about
        // two thirds of what drawing the frame whole costs (`DamageTracker.wholeFrameCost`):
        // the frame is drawn whole.
        let limit = tracker.wholeFrameCost * 2 / 3
        var repaintsWhole = whole || region.area >= limit
        var clusters: [[PixelBox]] = []
        if !repaintsWhole, canvas.repaintsSeparately, region.boxes != [canvasBox] {
            clusters = Self.clusters(of: region.boxes)
            let repainted = clusters.reduce(0) { total, cluster in
                total + cluster.dropFirst().reduce(cluster[0]) { $0.union($1) }.area
            }
            repaintsWhole = repainted >= limit
        }
        if repaintsWhole {
            region = DamageRegion(maximumCount: 1)
            region.add(canvasBox)
            clusters = []
        }
        let isWholeCanvas = region.boxes == [canvasBox]
        lastDamage = FrameDamage(rectangles: region.boxes.map(\.rect), isWholeCanvas: isWholeCanvas)
        guard !region.isEmpty else { return lastDamage }
        if isWholeCanvas || !canvas.repaintsSeparately {
            canvas.redraw(pixelsIn: lastDamage.rectangles) {
                Renderer.draw(layer, into: canvas, transform: transform, backgroundColor: backgroundColor, atTime: time,
                              isDrawn: isWholeCanvas ? nil : { [tracker] in tracker.mayPaint($0, in: region) })
            }
            return lastDamage
        }
        // Groups of rectangles close together, each repainted with only the layers that reach it.
        for cluster in clusters {
            var part = DamageRegion(maximumCount: cluster.count)
            for box in cluster { part.add(box) }
            canvas.redraw(pixelsIn: cluster.map(\.rect)) {
                Renderer.draw(layer, into: canvas, transform: transform, backgroundColor: backgroundColor, atTime: time,
                              isDrawn: { [tracker] in tracker.mayPaint($0, in: part) })
            }
        }
        return lastDamage
    }

    /// `boxes` in groups whose bounding box is at most twice their own area, pairs merged
    /// while any pair qualifies (a frame has at most `maximumRectangleCount` boxes).
    static func clusters(of boxes: [PixelBox]) -> [[PixelBox]] {
        var clusters = boxes.map { (members: [$0], bounds: $0, area: $0.area) }
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
            clusters[i] = (clusters[i].members + merged.members, clusters[i].bounds.union(merged.bounds), clusters[i].area + merged.area)
        }
        return clusters.map(\.members)
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
