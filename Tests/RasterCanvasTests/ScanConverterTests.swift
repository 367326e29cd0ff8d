import CFreeType
import Foundation
import Graphics
@testable import RasterCanvas
import Testing

/// `ScanConverter` against FreeType's smooth rasterizer (`FT_Outline_Render`), which computes
/// the same cells in 1/256 pixel, and against itself under clips.
@Suite struct ScanConverterTests {
    /// A coverage grid of `size`² pixels and the order its spans came in.
    private struct Coverage {
        var grid: [UInt8]
        var inOrder = true
    }

    /// Our coverage of `store` within `clip` (by default the whole grid).
    private func ours(_ store: OutlineStore, rule: FillRule, size: Int, clip: PixelRect? = nil) -> Coverage {
        let spans = SpanBuffer()
        ScanConverter().render(store, rule: rule, clip: clip ?? PixelRect(x: 0, y: 0, width: size, height: size), into: spans)
        var coverage = Coverage(grid: [UInt8](repeating: 0, count: size * size))
        var last: (y: Int32, end: Int32) = (.min, .min)
        for i in 0..<spans.count {
            let span = spans.spans[i]
            // Rows top to bottom, spans left to right and disjoint within a row.
            coverage.inOrder = coverage.inOrder && (span.y > last.y || (span.y == last.y && span.x >= last.end))
            last = (span.y, span.x + span.length)
            for x in Int(span.x)..<Int(span.x + span.length) { coverage.grid[Int(span.y) * size + x] = span.coverage }
        }
        return coverage
    }

    /// Where FreeType's span callback writes.
    private final class Grid {
        var pixels: [UInt8]
        let size: Int
        init(size: Int) {
            self.size = size
            pixels = [UInt8](repeating: 0, count: size * size)
        }
    }

    /// FreeType's coverage of `store` (fewer than 32,768 points) in a `size`² grid.
    private func freeType(_ store: OutlineStore, rule: FillRule, size: Int) throws -> [UInt8] {
        var library: FT_Library?
        #expect(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var contours = store.contourEnds.map { Int16($0) }
        let grid = Grid(size: size)
        contours.withUnsafeMutableBufferPointer { ends in
            var outline = FT_Outline()
            outline.n_points = Int16(store.pointCount)
            outline.n_contours = Int16(ends.count)
            outline.points = store.points
            outline.tags = store.tags
            outline.contours = ends.baseAddress
            outline.flags = rule == .evenOdd ? FT_OUTLINE_EVEN_ODD_FILL : 0
            var params = FT_Raster_Params()
            params.flags = FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP
            params.clip_box = FT_BBox(xMin: 0, yMin: 0, xMax: size, yMax: size)
            params.user = Unmanaged.passUnretained(grid).toOpaque()
            params.gray_spans = { y, count, spans, user in
                guard let spans, let user else { return }
                let grid = Unmanaged<Grid>.fromOpaque(user).takeUnretainedValue()
                for i in 0..<Int(count) {
                    for x in Int(spans[i].x)..<Int(spans[i].x) + Int(spans[i].len) {
                        grid.pixels[Int(y) * grid.size + x] = spans[i].coverage
                    }
                }
            }
            withUnsafeMutablePointer(to: &outline) { pointer in
                params.source = UnsafeRawPointer(pointer)
                #expect(FT_Outline_Render(library, pointer, &params) == 0)
            }
        }
        return grid.pixels
    }

    /// Adds a closed polygon of `count` corners around `center`, corner `k` at `radius(k)`.
    private func addPolygon(to store: OutlineStore, _ count: Int, radius: (Int) -> Double, center: Point,
                            clockwise: Bool = false) {
        for i in 0...count {
            let k = clockwise ? count - i : i
            let angle = Double(k) / Double(count) * 2 * .pi
            let p = Point(x: center.x + radius(k) * cos(angle), y: center.y + radius(k) * sin(angle))
            if i == 0 { store.move(to: p) } else { store.line(to: p) }
        }
        store.closeContour()
    }

    /// A star, a ring's two circles (one wound each way), a disc over the star (winding two
    /// where they overlap), and a zigzag of long edges and near-horizontal ones, all within
    /// `size`.
    private func shapes(size: Double) -> OutlineStore {
        let store = OutlineStore()
        addPolygon(to: store, 14, radius: { $0 % 2 == 0 ? size * 0.45 : size * 0.2 }, center: Point(x: size * 0.5, y: size * 0.5))
        addPolygon(to: store, 90, radius: { _ in size * 0.3 }, center: Point(x: size * 0.3, y: size * 0.6))
        addPolygon(to: store, 90, radius: { _ in size * 0.22 }, center: Point(x: size * 0.3, y: size * 0.6), clockwise: true)
        addPolygon(to: store, 60, radius: { _ in size * 0.12 }, center: Point(x: size * 0.55, y: size * 0.45))
        store.move(to: Point(x: 3.3, y: 1.7))
        for i in 1..<40 { store.line(to: Point(x: 3.3 + Double(i) * size / 41, y: i % 2 == 0 ? 1.7 : size - 2.9)) }
        store.line(to: Point(x: size - 5.2, y: size * 0.5 + 0.3))
        store.closeContour()
        return store
    }

    /// Both sizes: one band (the outline's box holds few cells), and several.
    @Test(arguments: [FillRule.nonZero, .evenOdd], [200, 700])
    func coverageIsFreeTypesWithinALevelOrTwo(rule: FillRule, size: Int) throws {
        let store = shapes(size: Double(size))
        let expected = try freeType(store, rule: rule, size: size)
        let actual = ours(store, rule: rule, size: size)
        #expect(actual.inOrder)
        #expect(expected.contains(255) && expected.contains { $0 > 0 && $0 < 255 })
        // FreeType rounds where an edge crosses a cell to 1/256 pixel: edge pixels are a level
        // or two apart, the others equal.
        let differences = zip(expected, actual.grid).map { abs(Int($0) - Int($1)) }
        #expect(differences.max() ?? 0 <= 3)
        #expect(Double(differences.reduce(0, +)) / Double(size * size) < 0.25)
        let edgePixels = expected.filter { $0 > 0 && $0 < 255 }.count
        #expect(differences.filter { $0 > 0 }.count <= edgePixels)
    }

    /// A clip takes the pixels inside it from the whole picture, whatever crosses its edges.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func clipsCutTheWholeCoverage(rule: FillRule) throws {
        let size = 200
        let store = shapes(size: Double(size))
        let whole = ours(store, rule: rule, size: size).grid
        for clip in [PixelRect(x: 37, y: 51, width: 90, height: 70), PixelRect(x: 0, y: 100, width: 200, height: 1),
                     PixelRect(x: 150, y: 0, width: 1, height: 200), PixelRect(x: 99, y: 99, width: 1, height: 1)] {
            let clipped = ours(store, rule: rule, size: size, clip: clip)
            #expect(clipped.inOrder)
            for y in 0..<size {
                for x in 0..<size {
                    let inside = x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY
                    let difference = abs(Int(clipped.grid[y * size + x]) - Int(inside ? whole[y * size + x] : 0))
                    #expect(difference == 0, "(\(x), \(y)) in \(clip)")
                    if difference > 0 { return }
                }
            }
        }
    }

    /// Edges that enter a band from above start it where their walk from the top would have
    /// come in, and edges cut by a clip's sides leave the same sums in the clip's cells: a
    /// region converted in seven bands, in single rows and in rectangles here and there gives
    /// every pixel the same coverage. The polygons' corners are drawn at random (fixed seed),
    /// half of them on pixel boundaries, where a walk's ties between leaving a cell by its
    /// bottom and by its side fall.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func bandsAndClipsGiveEveryPixelTheSameCoverage(rule: FillRule) {
        let (width, height) = (1_500, 300)
        // Knuth's MMIX linear congruential generator; its high bits.
        var state: UInt64 = 0x5eed
        let random = { () -> UInt64 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let store = OutlineStore()
        for _ in 0..<40 {
            let corners = 3 + Int(random() % 10)
            for k in 0..<corners {
                func coordinate(_ extent: Int) -> Double {
                    let whole = Double(random() % UInt64(extent + 40)) - 20
                    return random() % 2 == 0 ? whole : whole + Double(random() % 64) / 64
                }
                let p = Point(x: coordinate(width), y: coordinate(height))
                if k == 0 { store.move(to: p) } else { store.line(to: p) }
            }
            store.closeContour()
        }
        func coverage(in clip: PixelRect) -> [UInt8] {
            let spans = SpanBuffer()
            ScanConverter().render(store, rule: rule, clip: clip, into: spans)
            var grid = [UInt8](repeating: 0, count: width * height)
            for i in 0..<spans.count {
                let span = spans.spans[i]
                for x in Int(span.x)..<Int(span.x + span.length) { grid[Int(span.y) * width + x] = span.coverage }
            }
            return grid
        }
        let grid = PixelRect(x: 0, y: 0, width: width, height: height)
        let whole = coverage(in: grid)
        #expect(whole.contains(255) && whole.contains { $0 > 0 && $0 < 255 })
        var clips = stride(from: 0, to: height, by: 13).map { PixelRect(x: 0, y: $0, width: width, height: 1) }
        for _ in 0..<12 {
            let x = Int(random() % UInt64(width)), y = Int(random() % UInt64(height))
            clips.append(PixelRect(x: x, y: y, width: 1 + Int(random() % 400), height: 1 + Int(random() % 120)).intersection(grid))
        }
        for clip in clips {
            let clipped = coverage(in: clip)
            var differing = 0
            for y in 0..<height {
                for x in 0..<width {
                    let inside = x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY
                    if clipped[y * width + x] != (inside ? whole[y * width + x] : 0) { differing += 1 }
                }
            }
            #expect(differing == 0, "\(differing) pixels differ in \(clip)")
        }
    }

    /// A converter made for a canvas has room for the band of every region within it: growing
    /// the band clears fresh memory, a cost that would fall on the canvas's first frame. The
    /// canvas's own layout is not the largest: narrower regions fit more rows in a band (410
    /// pixels wide, 159 rows of 412 cells, where 512 wide takes 127 rows of 514).
    @Test(arguments: [(512, 512), (300, 900), (2000, 40)])
    func bandsOfRegionsWithinTheCanvasNeverGrow(width: Int, height: Int) {
        let converter = ScanConverter(width: width, height: height)
        let (cells, words) = (converter.cellCapacity, converter.wordCapacity)
        let spans = SpanBuffer()
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        for regionWidth in 1...width {
            let store = OutlineStore()
            store.move(to: Point(x: 0, y: 0))
            store.line(to: Point(x: Double(regionWidth), y: 0))
            store.line(to: Point(x: Double(regionWidth), y: Double(height)))
            store.line(to: Point(x: 0, y: Double(height)))
            store.closeContour()
            spans.removeAll()
            converter.render(store, rule: .nonZero, clip: canvas, into: spans)
            #expect(spans.count == height, "region \(regionWidth) × \(height): one span a row")
        }
        #expect(converter.cellCapacity == cells)
        #expect(converter.wordCapacity == words)
    }

    @Test func nothingToCoverMakesNoSpans() {
        let spans = SpanBuffer()
        let converter = ScanConverter()
        let clip = PixelRect(x: 0, y: 0, width: 50, height: 50)
        let store = OutlineStore()
        converter.render(store, rule: .nonZero, clip: clip, into: spans)
        // Only horizontal edges; a single point; a triangle outside the clip.
        store.move(to: Point(x: 5, y: 5)); store.line(to: Point(x: 40, y: 5)); store.closeContour()
        store.move(to: Point(x: 9, y: 9)); store.closeContour()
        store.move(to: Point(x: 60, y: 60)); store.line(to: Point(x: 90, y: 61)); store.line(to: Point(x: 70, y: 95))
        store.closeContour()
        converter.render(store, rule: .nonZero, clip: clip, into: spans)
        converter.render(store, rule: .nonZero, clip: PixelRect(x: 20, y: 20, width: 0, height: 0), into: spans)
        #expect(spans.count == 0)
    }

    /// Rows as wide as a canvas may be (bands of two rows), and a hundred and fifty thousand
    /// edges through one pixel (its cell's sums are added with wrapping, so they cannot trap,
    /// and come out exact when the total fits).
    @Test func extremeOutlinesConvert() {
        let spans = SpanBuffer()
        let converter = ScanConverter()
        let wide = OutlineStore()
        wide.move(to: Point(x: -10, y: 0.5))
        wide.line(to: Point(x: 40_000, y: 0.5))
        wide.line(to: Point(x: 40_000, y: 5.5))
        wide.line(to: Point(x: -10, y: 5.5))
        wide.closeContour()
        converter.render(wide, rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: 32_767, height: 8), into: spans)
        #expect(spans.count == 6)
        #expect(spans.bounds == PixelRect(x: 0, y: 0, width: 32_767, height: 6))
        let crowded = OutlineStore()
        for _ in 0..<50_000 {
            crowded.move(to: Point(x: 3.2, y: 3.1))
            crowded.line(to: Point(x: 3.7, y: 3.9))
            crowded.line(to: Point(x: 3.3, y: 3.8))
            crowded.closeContour()
        }
        spans.removeAll()
        converter.render(crowded, rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: 10, height: 10), into: spans)
        // Fifty thousand triangles over a fifth of the pixel: covered whole.
        var coverage: [UInt8] = []
        for i in 0..<spans.count {
            let span = spans.spans[i]
            if span.y == 3, span.x <= 3, span.x + span.length > 3 { coverage.append(span.coverage) }
        }
        #expect(coverage == [255])
    }

    /// A square from (10.25, 10.5) to (30.75, 20.5): whole pixels inside, a quarter, three
    /// quarters and halves along its sides, a product of those at its corners.
    @Test func squareEdgesGetTheirShareOfEachPixel() {
        let store = OutlineStore()
        store.move(to: Point(x: 10.25, y: 10.5))
        store.line(to: Point(x: 30.75, y: 10.5))
        store.line(to: Point(x: 30.75, y: 20.5))
        store.line(to: Point(x: 10.25, y: 20.5))
        store.closeContour()
        let grid = ours(store, rule: .nonZero, size: 40).grid
        func at(_ x: Int, _ y: Int) -> Int { Int(grid[y * 40 + x]) }
        #expect(at(20, 15) == 255)
        #expect(at(10, 15) == 192 && at(30, 15) == 192)   // 3/4 of 256, rounded down
        #expect(at(20, 10) == 128 && at(20, 20) == 128)
        #expect(at(10, 10) == 96)                         // 3/4 · 1/2
        #expect(at(9, 15) == 0 && at(31, 15) == 0 && at(20, 9) == 0 && at(20, 21) == 0)
    }
}

