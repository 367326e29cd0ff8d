import CFreeType
import Foundation
import Graphics
@testable import RasterCanvas
import Testing

/// `PolylineStroker` against FreeType's stroker, which it builds its outlines like: the same
/// polylines stroked by both, and the coverage compared pixel by pixel.
@Suite struct PolylineStrokerTests {
    private static let size = 220

    /// Coverage of `store` in a `size`² grid, its curves flattened as strokes' are (see
    /// `RasterImageCanvas.strokeCoverage`).
    private func coverage(_ store: OutlineStore, rasterizer: Rasterizer) -> [UInt8] {
        let flat = OutlineStore()
        var sink = FlatteningSink(OutlineSink(store: flat), method: .halving)
        store.replay(transform: .identity, into: &sink)
        rasterizer.render(flat, rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: Self.size, height: Self.size))
        var grid = [UInt8](repeating: 0, count: Self.size * Self.size)
        for i in 0..<rasterizer.spans.count {
            let span = rasterizer.spans.spans[i]
            for x in Int(span.x)..<Int(span.x + span.length) { grid[Int(span.y) * Self.size + x] = span.coverage }
        }
        return grid
    }

    /// The outline FreeType's stroker makes of one subpath.
    private func freeTypeOutline(_ points: [Point], closed: Bool, radius: Double, cap: LineCap, join: LineJoin,
                                 miterLimit: Double, library: FT_Library) throws -> OutlineStore {
        var stroker: FT_Stroker?
        #expect(FT_Stroker_New(library, &stroker) == 0)
        defer { FT_Stroker_Done(stroker) }
        let ftCap: FT_Stroker_LineCap = switch cap {
        case .butt: FT_STROKER_LINECAP_BUTT
        case .round: FT_STROKER_LINECAP_ROUND
        case .square: FT_STROKER_LINECAP_SQUARE
        }
        let ftJoin: FT_Stroker_LineJoin = switch join {
        case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
        case .round: FT_STROKER_LINEJOIN_ROUND
        case .bevel: FT_STROKER_LINEJOIN_BEVEL
        }
        FT_Stroker_Set(stroker, FT_Fixed((radius * 64).rounded()), ftCap, ftJoin, FT_Fixed((miterLimit * 65536).rounded()))
        func fixed(_ p: Point) -> FT_Vector { FT_Vector(x: FT_Pos((p.x * 64).rounded()), y: FT_Pos((p.y * 64).rounded())) }
        var start = fixed(points[0])
        #expect(FT_Stroker_BeginSubPath(stroker, &start, closed ? 0 : 1) == 0)
        for p in points.dropFirst() {
            var v = fixed(p)
            #expect(FT_Stroker_LineTo(stroker, &v) == 0)
        }
        #expect(FT_Stroker_EndSubPath(stroker) == 0)
        var pointCount: FT_UInt = 0, contourCount: FT_UInt = 0
        #expect(FT_Stroker_GetCounts(stroker, &pointCount, &contourCount) == 0)
        var outline = FT_Outline()
        #expect(FT_Outline_New(library, pointCount, FT_Int(contourCount), &outline) == 0)
        defer { FT_Outline_Done(library, &outline) }
        outline.n_points = 0
        outline.n_contours = 0
        FT_Stroker_Export(stroker, &outline)
        let store = OutlineStore()
        store.appendExported(points: outline.points, tags: outline.tags, pointCount: Int(outline.n_points),
                             contourEnds: outline.contours, contourCount: Int(outline.n_contours))
        return store
    }

    /// The outline `Stroker` makes of one subpath (through `PolylineStroker`: lines only).
    private func ourOutline(_ points: [Point], closed: Bool, radius: Double, cap: LineCap, join: LineJoin,
                            miterLimit: Double, rasterizer: Rasterizer) throws -> OutlineStore {
        let stroker = try #require(Stroker(rasterizer: rasterizer))
        #expect(stroker.configure(radius: radius, cap: cap, join: join, miterLimit: miterLimit,
                                  axisX: Point(x: 1, y: 0), axisY: Point(x: 0, y: 1), deviceMap: nil, tolerance: 0.1))
        let sink = StrokerSink(stroker: stroker)
        sink.beginSubpath(at: points[0], closed: closed)
        for p in points.dropFirst() { sink.line(to: p) }
        sink.endSubpath()
        return stroker.store
    }

    /// A pseudo-random polyline (deterministic): `count` points in the grid, away from its edges.
    private func polyline(count: Int, seed: UInt64) -> [Point] {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let margin = 40.0, span = Double(Self.size) - 2 * margin
        return (0..<count).map { _ in Point(x: margin + next() * span, y: margin + next() * span) }
    }

    /// Open and closed polylines (long and short segments, sharp and shallow corners), every
    /// join and cap, thin and wide: the coverage is FreeType's up to the 1/64-pixel rounding
    /// of points that both make (FreeType's in fixed-point trigonometry), and the same almost
    /// everywhere.
    @Test(arguments: [LineJoin.miter, .round, .bevel])
    func outlinesCoverWhatFreeTypesCover(join: LineJoin) throws {
        let rasterizer = try #require(Rasterizer(width: 64, height: 64))
        var compared = 0
        for seed in UInt64(1)...24 {
            let points = polyline(count: 3 + Int(seed % 9), seed: seed)
            let radius = [1.3, 4, 9.5, 17][Int(seed % 4)]
            let cap = [LineCap.butt, .round, .square][Int(seed / 4 % 3)]
            let miterLimit = [1.5, 4, 10][Int(seed % 3)]
            for closed in [false, true] {
                // Closed strokes that cover their inside are drawn by their outer border alone
                // (see `Stroker`), FreeType's with a hole.
                let xs = points.map(\.x), ys = points.map(\.y)
                let smallerSide = min((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
                if closed, 2 * radius >= smallerSide { continue }
                let ours = try ourOutline(points, closed: closed, radius: radius, cap: cap, join: join,
                                          miterLimit: miterLimit, rasterizer: rasterizer)
                let theirs = try freeTypeOutline(points, closed: closed, radius: radius, cap: cap, join: join,
                                                 miterLimit: miterLimit, library: rasterizer.library)
                let a = coverage(ours, rasterizer: rasterizer), b = coverage(theirs, rasterizer: rasterizer)
                let differences = zip(a, b).map { abs(Int($0) - Int($1)) }
                let label = "seed \(seed), \(closed ? "closed" : "open"), radius \(radius), \(cap) caps"
                #expect(b.contains(255), "\(label): FreeType's stroke covers something")
                // Points agree to 1/64 pixel; an arc whose controls differ by that much can be
                // flattened in other pieces (within 0.1 pixel), a tenth of a pixel's coverage.
                #expect(differences.max() ?? 0 <= 26, "\(label): largest difference \(differences.max() ?? 0)")
                #expect(Double(differences.reduce(0, +)) / Double(a.count) < 0.05, "\(label)")
                compared += 1
            }
        }
        #expect(compared >= 40)
    }
}
