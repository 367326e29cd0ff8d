import Foundation
@testable import Graphics
import Testing

/// `ApartOutlines`: booleans of outlines shown apart, decided from the curves, are the results
/// noding the flattened rings gives; and the exact area it orients them by.
@Suite struct ApartOutlinesTests {
    @Test func areaIsExactForLinesAndCurves() {
        #expect(BezierPath(rect: Rect(x: 1, y: 2, width: 10, height: 20)).signedArea == 200)
        #expect(BezierPath(rect: Rect(x: 1, y: 2, width: 10, height: 20)).reversed().signedArea == -200)
        // A triangle (area 30) on a parabolic arch below its base (two thirds of 10 × 4), the
        // arch as a quadratic and as the same curve raised to a cubic.
        var quadratic = BezierPath(), cubic = BezierPath()
        quadratic.move(to: Point(0, 0))
        quadratic.quadCurve(to: Point(10, 0), control: Point(5, -8))
        cubic.move(to: Point(0, 0))
        cubic.curve(to: Point(10, 0), control1: Point(10.0 / 3, -16.0 / 3), control2: Point(20.0 / 3, -16.0 / 3))
        for var path in [quadratic, cubic] {
            path.line(to: Point(5, 6))
            path.close()
            #expect(abs(path.signedArea - (30 + 80.0 / 3)) < 1e-12)
        }
        // Closed curves: the shoelace sum of a fine flattening (`signedArea(_:)`), which falls
        // short by less than its tolerance times the perimeter.
        for path in [Outlines.circle(3, 4, 10), Outlines.blob(Point(5, 5), radii: [8, 12, 9, 11, 10]),
                     Outlines.spikedBlob(Point(0, 0), radii: [20, 15, 25, 18], angle: 0.3, lengths: (0.2, 0.3))] {
            #expect(abs(path.signedArea - signedArea(path)) < 1e-3 * abs(path.signedArea))
        }
    }

    /// Random circles, blobs and spiked blobs, apart, nested (letters with counters) and
    /// crossing, under every operation: wherever the curves decide, the result is exactly the
    /// one noding the flattened rings gives (the same subpaths, in the same order and
    /// direction).
    @Test func matchesNodingWhereverShownApart() {
        var random = RandomOutlines(seed: 0x9E37_79B9_7F4A_7C15)
        var decided = 0, withHoles = 0
        for _ in 0..<150 {
            var operands = (0..<(1 + Int(random.number() * 3))).map { _ in random.outline().path }
            // A letter: an outline and counters inside it, some in the same operand.
            if random.number() < 0.4 {
                let center = Point(100 * random.number(), 100 * random.number())
                var letter = Outlines.circle(center.x, center.y, 40)
                if random.number() < 0.5 { letter.append(Outlines.circle(center.x - 15, center.y, 8).reversed()) }
                operands.insert(letter, at: 0)
                operands.append(Outlines.blob(center + Point(15, 0), radii: [10, 12, 9, 11], handle: 1))
            }
            for operation in PathBooleanOperation.allCases {
                guard let curves = ApartOutlines.combined(operands, operation: operation, tolerance: 0.01) else { continue }
                decided += 1
                if curves.subpaths.count > 1 { withHoles += 1 }
                let noded = BezierPath.combiningFlattened(operands, operation: operation, tolerance: 0.01, maxPairTests: .max)
                #expect(curves == noded, "\(operation) of \(operands)")
            }
        }
        #expect(decided > 100 && withHoles > 40)
    }
}
