import CFreeType
import Graphics

/// Feeds an `OutlineStore` (fill geometry: every subpath becomes a closed contour).
struct OutlineSink: GeometrySink {
    let store: OutlineStore
    func beginSubpath(at p: Point, closed: Bool) { store.move(to: p) }
    func line(to p: Point) { store.line(to: p) }
    func cubic(to p: Point, control1 c1: Point, control2 c2: Point) { store.cubic(to: p, control1: c1, control2: c2) }
    func endSubpath() { store.closeContour() }
}

/// Coverage from outlines, as spans (`ScanConverter`), and the FreeType library the stroker
/// works with.
///
/// Works in device pixels, whatever layer the spans are for: a pixel's coverage is the same
/// whichever layer and clip it is drawn through.
final class Rasterizer {
    let library: FT_Library
    let spans = SpanBuffer()
    private let scanConverter: ScanConverter
    /// An outline with curves, flattened (see `render`).
    private let flattened = OutlineStore()

    /// A rasterizer for a canvas of `width` × `height` pixels (which only sizes its working
    /// memory: any outline can be rendered); nil when FreeType cannot be initialised.
    init?(width: Int, height: Int) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        self.library = library
        scanConverter = ScanConverter(width: width, height: height)
    }

    deinit { FT_Done_FreeType(library) }

    /// Renders the coverage of `store` within `clip` (device pixels) into `spans`, replacing
    /// what they held. The canvas hands over outlines of lines (its paths are flattened on the
    /// way); curves in an outline are flattened as fills' are.
    func render(_ store: OutlineStore, rule: FillRule, clip: PixelRect) {
        var writer = SpanBufferWriter(buffer: spans)
        paint(store, rule: rule, clip: clip, with: &writer)
    }

    /// Hands the coverage of `store` within `clip`, row by row as it is swept, to `painter`
    /// (a `SolidSpanPainter` paints it at once, with no span list); `spans` are replaced.
    func paint<Painter: SpanDestination>(_ store: OutlineStore, rule: FillRule, clip: PixelRect, with painter: inout Painter) {
        spans.removeAll()
        guard !store.isEmpty, !clip.isEmpty else { return }
        scanConverter.render(store.hasCurves ? flatten(store) : store, rule: rule, clip: clip, into: &painter)
    }

    private func flatten(_ store: OutlineStore) -> OutlineStore {
        flattened.removeAll()
        var sink = FlatteningSink(OutlineSink(store: flattened))
        store.replay(transform: .identity, into: &sink)
        return flattened
    }
}
