import Graphics
import Testing
@testable import RasterCanvas

/// A radial gradient shades four pixels at a time in vector lanes, a span's last one to three
/// in a group whose other lanes go unwritten: every pixel must get the colour it gets alone,
/// whichever lane or span it falls in (a repainted rectangle shades spans that start anywhere).
@Suite struct RadialShaderTests {
    /// (focus, centre − focus, radius) in user space, and the device-to-user map.
    private static let geometries: [(focus: Point, toCenter: Point, radius: Double, fromDevice: AffineTransform)] = [
        (Point(x: 30, y: 20), Point(x: 0, y: 0), 25, .identity),
        (Point(x: 10, y: 14), Point(x: 12, y: -5), 40, AffineTransform(a: 0.8, b: 0.1, c: -0.2, d: 1.1, tx: 3, ty: -4)),
        (Point(x: -5, y: 60), Point(x: 33, y: 1), 34, AffineTransform(a: 2.5, b: 0, c: 0, d: 2.5, tx: -40, ty: 7)),
        // Far outside the circle: every pixel takes the last colour.
        (Point(x: 500, y: 500), Point(x: 1, y: 1), 3, .identity),
    ]

    @Test(arguments: 0..<geometries.count)
    func spansGiveEveryPixelItsOwnColour(index: Int) {
        let g = Self.geometries[index]
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: GradientTable.size)
        defer { table.deallocate() }
        // Every entry differs, so an index off by one shows.
        for i in 0..<GradientTable.size { table[i] = UInt32(i) &* 2_654_435_761 }
        let shader = Shader.radial(table: UnsafePointer(table), geometry: RadialGeometry(
            fromDevice: g.fromDevice, focus: g.focus, toCenter: g.toCenter,
            a: g.toCenter.x * g.toCenter.x + g.toCenter.y * g.toCenter.y - g.radius * g.radius))
        let columns = 80
        let alone = UnsafeMutablePointer<UInt32>.allocate(capacity: columns)
        let span = UnsafeMutablePointer<UInt32>.allocate(capacity: columns)
        defer { alone.deallocate(); span.deallocate() }
        var distinct = Set<UInt32>()
        for y in stride(from: -5, to: 70, by: 3) {
            for i in 0..<columns { shader.shade(x: i - 8, y: y, count: 1, into: alone + i) }
            distinct.formUnion(UnsafeBufferPointer(start: alone, count: columns))
            // Every start within four columns and every length up to 13, then longer spans.
            for start in 0..<4 {
                for count in Array(1...13) + [40, columns - start] {
                    shader.shade(x: start - 8, y: y, count: count, into: span)
                    for i in 0..<count where span[i] != alone[start + i] {
                        Issue.record("geometry \(index): pixel (\(start + i - 8), \(y)) in a span of \(count) from \(start - 8) is \(span[i]), alone \(alone[start + i])")
                        return
                    }
                }
            }
        }
        // The gradients inside the canvas really vary; the last one is one colour.
        #expect(index == Self.geometries.count - 1 ? distinct.count == 1 : distinct.count > 50)
    }
}
