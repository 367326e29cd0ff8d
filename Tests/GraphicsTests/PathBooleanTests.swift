import Foundation
import Testing
import Graphics

@Suite struct PathBooleanTests {
    func square(_ x: Double, _ y: Double, _ side: Double) -> BezierPath { BezierPath(rect: Rect(x: x, y: y, width: side, height: side)) }

    func circle(_ cx: Double, _ cy: Double, _ r: Double) -> BezierPath {
        BezierPath(ellipseIn: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    /// The (operand, result) membership of a grid of points disagrees nowhere further than
    /// `margin` from the operands' outlines.
    func expectMatchesPointwise(_ operands: [BezierPath], _ op: PathBooleanOperation, _ result: BezierPath,
                                in box: Rect, margin: Double = 0.1, sourceLocation: SourceLocation = #_sourceLocation) {
        var mismatches = 0
        let steps = 50
        for i in 0...steps {
            for j in 0...steps {
                let p = Point(box.minX + box.width * Double(i) / Double(steps), box.minY + box.height * Double(j) / Double(steps))
                let inside = operands.map { $0.contains(p) }
                let expected: Bool
                switch op {
                case .union: expected = inside.contains(true)
                case .intersection: expected = !inside.contains(false)
                case .difference: expected = inside[0] && !inside.dropFirst().contains(true)
                case .exclusion: expected = inside.filter { $0 }.count % 2 == 1
                }
                guard result.contains(p, rule: .nonZero) != expected || result.contains(p, rule: .evenOdd) != expected else { continue }
                // Points within the flattening tolerance of an outline may go either way.
                let nearOutline = operands.contains { $0.strokeContains(p, width: 2 * margin) }
                if !nearOutline { mismatches += 1 }
            }
        }
        #expect(mismatches == 0, "\(mismatches) grid points classified wrongly", sourceLocation: sourceLocation)
    }

    @Test func overlappingSquaresHaveExactAreas() {
        let a = square(0, 0, 10), b = square(5, 5, 10)
        #expect(abs(area(a.combined(with: b, operation: .union)) - 175) < 1e-3)
        #expect(abs(area(a.combined(with: b, operation: .intersection)) - 25) < 1e-3)
        #expect(abs(area(a.combined(with: b, operation: .difference)) - 75) < 1e-3)
        #expect(abs(area(a.combined(with: b, operation: .exclusion)) - 150) < 1e-3)
        for op in PathBooleanOperation.allCases {
            expectMatchesPointwise([a, b], op, a.combined(with: b, operation: op), in: Rect(x: -2, y: -2, width: 19, height: 19))
        }
    }

    @Test func overlappingCirclesMatchTheLensFormula() {
        // Two circles of radius 100 whose centres are 100 apart: the lens is
        // 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
        let r = 100.0, d = 100.0
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        let disc = Double.pi * r * r
        let a = circle(0, 0, r), b = circle(d, 0, r)
        func relative(_ op: PathBooleanOperation, _ expected: Double) -> Double {
            abs(area(a.combined(with: b, operation: op)) - expected) / expected
        }
        #expect(relative(.intersection, lens) < 0.005)
        #expect(relative(.union, 2 * disc - lens) < 0.005)
        #expect(relative(.difference, disc - lens) < 0.005)
        #expect(relative(.exclusion, 2 * disc - 2 * lens) < 0.005)
        for op in PathBooleanOperation.allCases {
            expectMatchesPointwise([a, b], op, a.combined(with: b, operation: op), in: Rect(x: -120, y: -120, width: 340, height: 240))
        }
    }

    @Test func disjointOperands() {
        let a = square(0, 0, 10), b = circle(30, 5, 5)
        #expect(abs(area(a.combined(with: b, operation: .union)) - (100 + 25 * Double.pi)) / 178.5 < 0.005)
        #expect(a.combined(with: b, operation: .intersection).isEmpty)
        #expect(abs(area(a.combined(with: b, operation: .difference)) - 100) < 1e-3)
        #expect(abs(area(a.combined(with: b, operation: .exclusion)) - (100 + 25 * Double.pi)) / 178.5 < 0.005)
    }

    @Test func nestedOperandsMakeHoles() {
        let outer = square(0, 0, 20), inner = square(5, 5, 10)
        let ring = outer.combined(with: inner, operation: .difference)
        #expect(abs(area(ring) - 300) < 1e-3)
        #expect(!ring.contains(Point(10, 10), rule: .nonZero))
        #expect(!ring.contains(Point(10, 10), rule: .evenOdd))
        #expect(ring.contains(Point(2, 10)))
        #expect(ring.subpaths.count == 2)
        #expect(abs(area(outer.combined(with: inner, operation: .union)) - 400) < 1e-3)
        #expect(abs(area(outer.combined(with: inner, operation: .intersection)) - 100) < 1e-3)
        #expect(abs(area(outer.combined(with: inner, operation: .exclusion)) - 300) < 1e-3)
        // The hole is an operand's own hole too: a ring unioned with a square in its hole.
        let filled = BezierPath.combining([ring, square(8, 8, 4)], operation: .union)
        #expect(abs(area(filled) - 316) < 1e-3)
        #expect(filled.contains(Point(10, 10)) && !filled.contains(Point(6, 6)))
    }

    @Test func selfIntersectingOperandsUseTheNonZeroRegion() {
        // A bow tie: two triangles of area 25 wound in opposite directions (signed area 0).
        var bowTie = BezierPath()
        bowTie.move(to: Point(0, 0)); bowTie.line(to: Point(10, 10)); bowTie.line(to: Point(10, 0)); bowTie.line(to: Point(0, 10)); bowTie.close()
        let cleaned = BezierPath.combining([bowTie], operation: .union)
        #expect(abs(area(cleaned) - 50) < 1e-3)
        #expect(abs(abs(signedArea(cleaned)) - 50) < 1e-3)  // both lobes now wind the same way
        // A pentagram of circumradius 100: its non-zero region is the ten-pointed star outline,
        // 5·R·r·sin 36° with inner radius r = R·cos 72°/cos 36°.
        var star = BezierPath()
        for k in 0..<5 {
            let angle = -Double.pi / 2 + Double(k) * 4 * .pi / 5
            let p = Point(100 * cos(angle), 100 * sin(angle))
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        let inner = 100 * cos(0.4 * .pi) / cos(0.2 * .pi)
        let expected = 5 * 100 * inner * sin(0.2 * .pi)
        let outline = BezierPath.combining([star], operation: .union)
        #expect(abs(area(outline) - expected) / expected < 1e-3)
        #expect(outline.contains(Point(0, 0), rule: .evenOdd))
        // Its even-odd centre is wound twice; intersecting with a disc keeps that.
        let disc = circle(0, 0, 50)
        expectMatchesPointwise([star, disc], .intersection, star.combined(with: disc, operation: .intersection),
                               in: Rect(x: -110, y: -110, width: 220, height: 220))
    }

    @Test func operationsAreCumulativeInOrder() {
        let a = square(0, 0, 30), b = square(-5, 10, 15), c = square(20, -5, 15)
        // A − B − C: 900 − 10·15 − 10·10.
        #expect(abs(area(BezierPath.combining([a, b, c], operation: .difference)) - 650) < 1e-3)
        // A ∩ B ∩ C is empty (B and C are apart), A ∩ B alone is 150.
        #expect(BezierPath.combining([a, b, c], operation: .intersection).isEmpty)
        #expect(abs(area(BezierPath.combining([a, b], operation: .intersection)) - 150) < 1e-3)
        // An empty operand takes no part.
        #expect(abs(area(BezierPath.combining([a, BezierPath(), b], operation: .intersection)) - 150) < 1e-3)
        // Exclusion in turn: a point in all three of three overlapping squares is in the result.
        let d = square(10, 10, 30), e = square(20, 20, 30)
        let xor3 = BezierPath.combining([a, d, e], operation: .exclusion)
        #expect(xor3.contains(Point(25, 25)))
        #expect(!xor3.contains(Point(15, 15)))
        expectMatchesPointwise([a, d, e], .exclusion, xor3, in: Rect(x: -5, y: -5, width: 60, height: 60))
    }

    @Test func sharedEdgesAndIdenticalOperands() {
        let left = square(0, 0, 10), right = square(10, 0, 10)
        let union = left.combined(with: right, operation: .union)
        #expect(abs(area(union) - 200) < 1e-3)
        // One rectangle: the shared edge and its collinear vertices are gone.
        #expect(union.elements.count == 5)
        #expect(left.combined(with: right, operation: .intersection).isEmpty)
        #expect(left.combined(with: left, operation: .exclusion).isEmpty)
        #expect(abs(area(left.combined(with: left, operation: .intersection)) - 100) < 1e-3)
        // Touching at a corner only: two separate loops.
        let corner = left.combined(with: square(10, 10, 10), operation: .union)
        #expect(corner.subpaths.count == 2)
        #expect(abs(area(corner) - 200) < 1e-3)
    }

    @Test func partlySharedEdgesAndSharedVertices() {
        // Overlapping along part of the top and bottom edges.
        let a = square(0, 0, 10), b = BezierPath(rect: Rect(x: 5, y: 0, width: 10, height: 10))
        #expect(abs(area(a.combined(with: b, operation: .union)) - 150) < 1e-3)
        #expect(abs(area(a.combined(with: b, operation: .intersection)) - 50) < 1e-3)
        #expect(abs(area(a.combined(with: b, operation: .exclusion)) - 100) < 1e-3)
        // A triangle whose apex touches the square's edge, and one sharing a corner.
        var apex = BezierPath()
        apex.move(to: Point(5, 10)); apex.line(to: Point(0, 20)); apex.line(to: Point(10, 20)); apex.close()
        #expect(abs(area(a.combined(with: apex, operation: .union)) - 150) < 1e-3)
        #expect(a.combined(with: apex, operation: .intersection).isEmpty)
    }

    /// Random star-shaped polygons (some self-intersecting), combined three at a time with
    /// every operation and checked point by point.
    @Test func randomPolygonsMatchPointwise() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for _ in 0..<4 {
            let operands: [BezierPath] = (0..<3).map { _ in
                let center = Point(30 + 40 * random(), 30 + 40 * random())
                var p = BezierPath()
                let n = 5 + Int(random() * 8)
                // Occasionally wind twice round, crossing itself.
                let turns = random() < 0.3 ? 2.0 : 1.0
                for k in 0..<n {
                    let angle = turns * 2 * .pi * Double(k) / Double(n)
                    let r = 10 + 25 * random()
                    let q = center + Point(cos(angle), sin(angle)) * r
                    if k == 0 { p.move(to: q) } else { p.line(to: q) }
                }
                p.close()
                return p
            }
            for op in PathBooleanOperation.allCases {
                expectMatchesPointwise(operands, op, BezierPath.combining(operands, operation: op),
                                       in: Rect(x: 0, y: 0, width: 100, height: 100), margin: 0.05)
            }
        }
    }

    @Test func curvesAreFlattenedWithinTheTolerance() {
        // Two crossing circles: the result is traced from their flattened outlines.
        let a = circle(0, 0, 100), b = circle(150, 0, 100)
        let result = BezierPath.combining([a, b], operation: .union, tolerance: 0.05)
        #expect(!result.elements.contains { if case .curve = $0 { true } else { false } })
        // Every vertex of the polygon lies on a circle (within the bezier circle's own 0.03 %),
        // and the chords stray at most the tolerance inside, losing at most tolerance × perimeter.
        for e in result.elements {
            if case .line(let p) = e { #expect(min(abs(p.length - 100), abs((p - Point(150, 0)).length - 100)) < 0.04) }
        }
        let exact = 2 * area(a) - area(a.combined(with: b, operation: .intersection))
        #expect(area(result) < exact)
        #expect(exact - area(result) < 0.05 * 4 * Double.pi * 100)
    }

    /// Outlines that neither cross nor touch: the result is made of whole subpaths of the
    /// operands, with their curves, each wound so that the result is on its left (outer
    /// boundaries and holes oppositely).
    @Test func outlinesThatDoNotMeetKeepTheirCurves() {
        func curveCount(_ path: BezierPath) -> Int { path.elements.filter { if case .curve = $0 { true } else { false } }.count }
        // A letter minus its two counters.
        let letter = circle(0, 0, 100), counters = [circle(-40, 0, 20), circle(40, 0, 30)]
        let cut = BezierPath.combining([letter] + counters, operation: .difference)
        #expect(cut.subpaths.count == 3)
        #expect(curveCount(cut) == 12)
        let expected = area(letter) - area(counters[0]) - area(counters[1])
        #expect(abs(area(cut) - expected) < 1e-6 * expected)
        let windings = cut.subpaths.map { signedArea($0) > 0 }
        #expect(windings[0] != windings[1] && windings[1] == windings[2])
        expectMatchesPointwise([letter] + counters, .difference, cut, in: Rect(x: -110, y: -110, width: 220, height: 220))

        // A lone shape added to itself is that shape, drawn as it was.
        let shape = circle(10, 10, 50)
        #expect(BezierPath.combining([shape], operation: .union) == shape)
        // Operands made of several subpaths: an outline with a hole wound the same way, which the
        // non-zero rule fills (so the inner outline bounds nothing), and a disc apart.
        var ringed = circle(0, 0, 100)
        ringed.append(circle(0, 0, 50))
        let apart = circle(300, 0, 40)
        for op in PathBooleanOperation.allCases {
            let result = BezierPath.combining([ringed, apart], operation: op)
            expectMatchesPointwise([ringed, apart], op, result, in: Rect(x: -110, y: -110, width: 460, height: 220))
            #expect(result.isEmpty || curveCount(result) > 0)
        }
        #expect(BezierPath.combining([ringed, apart], operation: .union).subpaths.count == 2)
        #expect(BezierPath.combining([ringed, apart], operation: .intersection).isEmpty)
        // Outlines that touch at a point or cross are traced as polygons.
        let touching = BezierPath.combining([circle(0, 0, 10), circle(20, 0, 10)], operation: .union)
        #expect(touching.subpaths.count == 2 && curveCount(touching) == 0)
        #expect(curveCount(BezierPath.combining([letter, circle(90, 0, 20)], operation: .difference)) == 0)
    }
}
