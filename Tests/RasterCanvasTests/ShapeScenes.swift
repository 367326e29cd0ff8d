import Foundation
import Graphics
import Testing

/// A five-pointed star drawn as one self-intersecting pentagram (the non-zero rule fills its
/// centre, the even-odd rule leaves it empty).
func pentagram(center: Point, radius: Double) -> BezierPath {
    var path = BezierPath()
    for k in 0..<5 {
        let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
        let p = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if k == 0 { path.move(to: p) } else { path.line(to: p) }
    }
    path.close()
    return path
}

/// A wavy open path of lines and curves with sharp and shallow corners.
func zigzag(in rect: Rect) -> BezierPath {
    var path = BezierPath()
    path.move(to: Point(x: rect.minX, y: rect.maxY))
    path.line(to: Point(x: rect.minX + rect.width * 0.2, y: rect.minY))
    path.line(to: Point(x: rect.minX + rect.width * 0.35, y: rect.maxY))
    path.curve(to: Point(x: rect.minX + rect.width * 0.7, y: rect.midY),
               control1: Point(x: rect.minX + rect.width * 0.45, y: rect.minY),
               control2: Point(x: rect.minX + rect.width * 0.6, y: rect.minY))
    path.line(to: Point(x: rect.maxX, y: rect.minY + rect.height * 0.1))
    path.line(to: Point(x: rect.maxX - rect.width * 0.05, y: rect.maxY))
    return path
}

enum ShapeScenes {
    static let all: [Scene] = [
        Scene(name: "fill-rect-aligned") { c in
            c.fill(BezierPath(rect: Rect(x: 20, y: 20, width: 100, height: 60)), color: .red)
        },
        Scene(name: "fill-rect-fractional") { c in
            c.fill(BezierPath(rect: Rect(x: 20.3, y: 20.6, width: 100.25, height: 60.5)), color: Color(red: 0.2, green: 0.5, blue: 0.9))
        },
        Scene(name: "fill-ellipse-translucent") { c in
            c.fill(BezierPath(ellipseIn: Rect(x: 10, y: 30, width: 140, height: 90)), color: Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.6))
            c.fill(BezierPath(ellipseIn: Rect(x: 50, y: 10, width: 60, height: 140)), color: Color(red: 0.1, green: 0.6, blue: 0.3, alpha: 0.5))
        },
        Scene(name: "fill-rule-nonzero") { c in
            c.fill(pentagram(center: Point(x: 80, y: 85), radius: 70), with: .solid(.blue), rule: .nonZero)
        },
        Scene(name: "fill-rule-evenodd") { c in
            c.fill(pentagram(center: Point(x: 80, y: 85), radius: 70), with: .solid(.blue), rule: .evenOdd)
            var rings = BezierPath(ellipseIn: Rect(x: 10, y: 10, width: 60, height: 60))
            rings.append(BezierPath(ellipseIn: Rect(x: 25, y: 25, width: 30, height: 30)))
            c.fill(rings, with: .solid(.red), rule: .evenOdd)
        },
        Scene(name: "fill-rotated-scaled") { c in
            c.concatenate(AffineTransform(translationX: 80, y: 80).rotated(by: 0.5).scaledBy(x: 1.5, y: 0.7))
            c.fill(BezierPath(roundedRect: Rect(x: -40, y: -40, width: 80, height: 80), cornerRadius: 15), color: .green)
        },
        Scene(name: "fill-quad-curves") { c in
            var p = BezierPath()
            p.move(to: Point(x: 10, y: 150))
            p.quadCurve(to: Point(x: 150, y: 150), control: Point(x: 80, y: -60))
            p.quadCurve(to: Point(x: 10, y: 150), control: Point(x: 80, y: 100))
            c.fill(p, color: Color(red: 0.5, green: 0.2, blue: 0.7))
        },
        Scene(name: "fill-tiny-shapes") { c in
            for i in 0..<20 {
                for j in 0..<20 {
                    let s = 0.05 + Double(i * 20 + j) * 0.01
                    c.fill(BezierPath(ellipseIn: Rect(x: 4 + Double(i) * 8, y: 4 + Double(j) * 8, width: s, height: s)), color: .black)
                }
            }
            c.fill(BezierPath(rect: Rect(x: 1.2, y: 150.4, width: 150, height: 0.3)), color: .red)
        },
        Scene(name: "fill-huge-shapes") { c in
            c.fill(BezierPath(ellipseIn: Rect(x: -1e5, y: 40, width: 2e5 + 40, height: 2e5)), color: .blue)
            var p = BezierPath()
            p.move(to: Point(x: -3e6, y: 150))
            p.line(to: Point(x: 3e6, y: 100))
            p.line(to: Point(x: 3e6, y: 160))
            p.close()
            c.fill(p, color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.7))
        },
        Scene(name: "fill-overlapping-subpaths") { c in
            var p = BezierPath()
            for i in 0..<6 {
                p.append(BezierPath(ellipseIn: Rect(x: 10 + Double(i) * 20, y: 30 + Double(i % 3) * 25, width: 50, height: 50)))
            }
            c.fill(p, with: .solid(Color(red: 0.2, green: 0.3, blue: 0.8, alpha: 0.8)), rule: .nonZero)
        },
        // Hundreds of discs overlapping along their edges: FreeType (like ThorVG's and rlottie's
        // rasterizers) sums the coverage of overlapping edges within a pixel where cairo samples
        // the winding number, so pixels where two anti-aliased edges cross come out more
        // opaque. Most pixels here are such pixels.
        Scene(name: "fill-many-overlapping-subpaths", minimumMatching: 0.88) { c in
            var p = BezierPath()
            for i in 0..<400 {
                let x = Double((i * 37) % 150), y = Double((i * 91) % 150)
                p.append(BezierPath(ellipseIn: Rect(x: x, y: y, width: 9, height: 9)))
            }
            c.fill(p, with: .solid(Color(red: 0.2, green: 0.3, blue: 0.8, alpha: 0.8)), rule: .nonZero)
        },
    ]
}

@Suite struct ShapeComparison {
    @Test(arguments: ShapeScenes.all) func shapes(_ scene: Scene) throws { try compareBackends(scene) }
}
