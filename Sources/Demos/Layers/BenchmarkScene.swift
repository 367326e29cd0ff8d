import Foundation
import Graphics
import Layers

/// A fixed scene for timing the renderer: about 200 filled and stroked paths (stars, ellipses,
/// rounded rectangles and curvy blobs) over a 512×512 background, some rotated, some
/// dashed, some translucent (which makes offscreen groups). The same every time: the shapes
/// come from a fixed pseudo-random sequence.
public enum BenchmarkScene {
    /// The size of the scene, in units (render it 1:1 into a canvas of this size).
    public static let size = Size(width: 512, height: 512)

    /// Builds the scene with `shapeCount` shape layers.
    public static func make(shapeCount: Int = 200) -> Layer {
        let root = Layer()
        root.name = "benchmark"
        root.frame = Rect(origin: .zero, size: size)
        root.backgroundColor = Color(white: 0.96)
        var random = SplitMix64(seed: 0x5EED)
        for index in 0..<max(0, shapeCount) {
            let shape = ShapeLayer()
            let extent = random.next(in: 16...72)
            shape.bounds = Rect(x: -extent, y: -extent, width: 2 * extent, height: 2 * extent)
            shape.position = Point(x: random.next(in: 0...size.width), y: random.next(in: 0...size.height))
            shape.transform = Transform3D(rotationAngle: random.next(in: 0...(2 * .pi)), x: 0, y: 0, z: 1)
            shape.path = path(kind: index % 4, extent: extent, random: &random)
            shape.fillColor = Color(red: random.next(in: 0.1...0.95), green: random.next(in: 0.1...0.95),
                                    blue: random.next(in: 0.1...0.95), alpha: random.next(in: 0.6...1))
            shape.strokeColor = Color(white: random.next(in: 0...0.4))
            shape.lineWidth = random.next(in: 1...4)
            shape.lineJoin = .round
            if index % 7 == 0 { shape.lineDashPattern = [6, 3] }
            if index % 10 == 0 { shape.opacity = 0.7 }
            root.addSublayer(shape)
        }
        return root
    }

    /// One of four kinds of path around the origin, `extent` in radius.
    private static func path(kind: Int, extent: Double, random: inout SplitMix64) -> BezierPath {
        switch kind {
        case 0:
            let points = 5 + Int(random.next(in: 0...3))
            var star = BezierPath()
            for i in 0..<(2 * points) {
                let r = i % 2 == 0 ? extent : extent * 0.45
                let a = Double(i) * .pi / Double(points) - .pi / 2
                let p = Point(x: r * cos(a), y: r * sin(a))
                if i == 0 { star.move(to: p) } else { star.line(to: p) }
            }
            star.close()
            return star
        case 1:
            return BezierPath(ellipseIn: Rect(x: -extent, y: -extent * 0.6, width: 2 * extent, height: 1.2 * extent))
        case 2:
            return BezierPath(roundedRect: Rect(x: -extent, y: -extent * 0.7, width: 2 * extent, height: 1.4 * extent),
                              cornerRadius: extent * 0.3)
        default:
            var blob = BezierPath()
            let lobes = 6
            var previous = Point(x: extent, y: 0)
            blob.move(to: previous)
            for i in 1...lobes {
                let a = Double(i) * 2 * .pi / Double(lobes)
                let r = extent * random.next(in: 0.6...1)
                let next = Point(x: r * cos(a), y: r * sin(a))
                let bulge = extent * 0.5
                blob.curve(to: next,
                           control1: previous + Point(x: -previous.y, y: previous.x).normalized * bulge,
                           control2: next + Point(x: next.y, y: -next.x).normalized * bulge)
                previous = next
            }
            blob.close()
            return blob
        }
    }
}
