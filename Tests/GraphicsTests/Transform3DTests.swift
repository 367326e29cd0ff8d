import Foundation
import Testing
import Graphics

@Suite struct Transform3DTests {
    let r2 = 0.7071067811865476  // √2 / 2

    @Test func translateThenRotateIsTheRowVectorProduct() {
        // [1 0 0 0; 0 1 0 0; 0 0 1 0; 10 20 0 1] · [0 1 0 0; -1 0 0 0; 0 0 1 0; 0 0 0 1]
        let t = Transform3D(translationX: 10, y: 20, z: 0)
            .concatenating(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
        #expect(matches(t, [0, 1, 0, 0,
                            -1, 0, 0, 0,
                            0, 0, 1, 0,
                            -20, 10, 0, 1]))
        // (1, 0) is moved to (11, 20), then turned a quarter towards +y: (-20, 11).
        #expect(isClose(t.apply(to: Point(1, 0)), Point(-20, 11), 1e-12))
    }

    @Test func concatenationAppliesTheReceiverFirstLikeCATransform3DConcat() {
        let scale = Transform3D(scaleX: 2, y: 3, z: 1)
        let move = Transform3D(translationX: 5, y: 7, z: 0)
        #expect(matches(scale.concatenating(move), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 5, 7, 0, 1]))
        #expect(matches(move.concatenating(scale), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 10, 21, 0, 1]))
        // CATransform3DTranslate(t, …) = translate · t: the translation happens first.
        #expect(scale.translatedBy(x: 5, y: 7, z: 0) == move.concatenating(scale))
        #expect(move.scaledBy(x: 2, y: 3, z: 1) == scale.concatenating(move))
        let spin = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)
        #expect(move.rotated(by: 0.4, x: 0, y: 0, z: 1) == spin.concatenating(move))
    }

    @Test func rotationAboutTheDiagonalOfTheXYPlane() {
        // u = (1,1,0)/√2, c = 0, s = 1: the transpose of Rodrigues' matrix.
        let expected = [0.5, 0.5, -r2, 0,
                        0.5, 0.5, r2, 0,
                        r2, -r2, 0, 0,
                        0, 0, 0, 1]
        let t = Transform3D(rotationAngle: .pi / 2, x: 1, y: 1, z: 0)
        #expect(matches(t, expected, 1e-15))
        // The axis length does not matter.
        #expect(matches(Transform3D(rotationAngle: .pi / 2, x: 3, y: 3, z: 0), expected, 1e-15))
        // Points on the axis stay; +x goes to (½, ½, −√2/2).
        let onAxis = t.apply(to: Vector3(2, 2, 0))
        #expect(isClose(onAxis.x, 2, 1e-12) && isClose(onAxis.y, 2, 1e-12) && isClose(onAxis.z, 0, 1e-12))
        let x = t.apply(to: Vector3(1, 0, 0))
        #expect(isClose(x.x, 0.5, 1e-15) && isClose(x.y, 0.5, 1e-15) && isClose(x.z, -r2, 1e-15))
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        let t = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1)
        #expect(t.isAffine)
        #expect(isClose(t.affine, AffineTransform(rotationAngle: 0.7), 1e-15))
    }

    @Test func zeroAxisRotationIsTheIdentity() {
        #expect(Transform3D(rotationAngle: 1.2, x: 0, y: 0, z: 0).isIdentity)
        #expect(Transform3D(rotationAngle: .nan, x: 0, y: 0, z: 1).isIdentity)
    }

    @Test func perspectiveProjectsAPointTurnedAwayFromTheViewer() {
        // Rotating 60° about +y sends +x to (cos 60°, 0, −sin 60°); m34 = −1/500 then divides
        // by w = 1 − z/500.
        let t = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
            .concatenating(.perspective(distance: 500))
        #expect(matches(t, [0.5, 0, -0.8660254037844386, 0.0017320508075688772,
                            0, 1, 0, 0,
                            0.8660254037844386, 0, 0.5, -0.001,
                            0, 0, 0, 1], 1e-15))
        // (100, 40, 0) → (50, 40, −86.6025…), w = 1.1732050807568877.
        #expect(isClose(t.homogeneousW(of: Point(100, 40)), 1.1732050807568877, 1e-14))
        #expect(isClose(t.apply(to: Point(100, 40)), Point(42.61829480634601, 34.094635845076795), 1e-12))
        #expect(Transform3D.perspective(distance: 500).m34 == -0.002)
        #expect(Transform3D.perspective(distance: 0).isIdentity)
    }

    @Test func inverseTimesSelfIsTheIdentity() throws {
        let t = Transform3D(rotationAngle: 0.3, x: 1, y: 2, z: 3)
            .concatenating(Transform3D(translationX: 5, y: -7, z: 11))
            .concatenating(.perspective(distance: 400))
            .concatenating(Transform3D(scaleX: 2, y: 0.5, z: 3))
        let inverse = try #require(t.inverted)
        let identity = Transform3D.identity.entries
        #expect(matches(inverse.concatenating(t), identity, 1e-12))
        #expect(matches(t.concatenating(inverse), identity, 1e-12))
    }

    @Test func inversesOfSimpleTransformsAreTheHandComputedOnes() throws {
        let move = try #require(Transform3D(translationX: 10, y: 20, z: 30).inverted)
        #expect(matches(move, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -10, -20, -30, 1]))
        let scale = try #require(Transform3D(scaleX: 2, y: 4, z: 8).inverted)
        #expect(matches(scale, [0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, 0.125, 0, 0, 0, 0, 1]))
        #expect(Transform3D(scaleX: 0, y: 1, z: 1).inverted == nil)
        #expect(isClose(Transform3D(scaleX: 2, y: 4, z: 8).determinant, 64))
    }

    @Test func affinenessFollowsCoreAnimationsRules() {
        #expect(Transform3D.identity.isAffine)
        #expect(Transform3D(translationX: 3, y: 4, z: 0).isAffine)
        #expect(!Transform3D(translationX: 0, y: 0, z: 1).isAffine)      // m43
        #expect(!Transform3D(scaleX: 1, y: 1, z: 2).isAffine)            // m33
        #expect(!Transform3D.perspective(distance: 100).isAffine)         // m34
        #expect(!Transform3D(rotationAngle: 0.1, x: 1, y: 0, z: 0).isAffine)
    }

    @Test func affineRoundTripAndConcatenationAgree() {
        let a = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: 7)
        let b = AffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: -2)
        let lifted = Transform3D(affine: a)
        #expect(lifted.isAffine)
        #expect(lifted.affine == a)
        #expect(matches(lifted, [2, 1, 0, 0, -1, 3, 0, 0, 0, 0, 1, 0, 5, 7, 0, 1]))
        let product = Transform3D(affine: a).concatenating(Transform3D(affine: b)).affine
        #expect(isClose(product, a.concatenating(b), 1e-12))
        #expect(isClose(lifted.apply(to: Point(1, 2)), a.apply(to: Point(1, 2)), 1e-12))
    }

    @Test func flattenedAffineIsExactWithoutPerspective() {
        let t = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
            .concatenating(Transform3D(translationX: 4, y: 5, z: 9))
        #expect(t.flattenedAffine(for: Rect(x: 0, y: 0, width: 10, height: 10)) == t.affine)
        // A uniform w (m44) is a plain scale of the projected plane.
        var halved = Transform3D(translationX: 10, y: 20, z: 0)
        halved.m44 = 2
        #expect(isClose(halved.flattenedAffine(for: .zero), AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 5, ty: 10)))
    }

    @Test func flattenedAffineFitsTheProjectedCorners() {
        // The square (0,0,100,100) turned 60° about +y under a 500-unit perspective projects
        // to a trapezoid with corners (0,0), (42.618…,0), (0,100), (42.618…,85.236…).
        let t = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
            .concatenating(.perspective(distance: 500))
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let fit = t.flattenedAffine(for: rect)
        #expect(isClose(fit, AffineTransform(a: 0.4261829480634599, b: -0.07381705193654006,
                                             c: 0, d: 0.92618294806346, tx: 0, ty: 3.690852596827), 1e-12))
        // The centre goes to the mean of the projected corners.
        #expect(isClose(fit.apply(to: rect.center), Point(21.309147403172997, 46.309147403173), 1e-12))
        // Every corner is within half the difference of the opposite projected edges (14.76/2).
        for corner in [Point(0, 0), Point(100, 0), Point(0, 100), Point(100, 100)] {
            #expect(fit.apply(to: corner).distance(to: t.apply(to: corner)) <= 7.382 + 1e-9)
        }
    }

    @Test func flattenedAffineFallsBackWhenACornerIsBehindTheEye() {
        // Turned −60° about +y, the edge x = 1000 comes towards the viewer to z = +866, past
        // the eye 500 units away (w = 1 − 866/500 < 0).
        let t = Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0)
            .concatenating(.perspective(distance: 500))
        #expect(t.homogeneousW(of: Point(1000, 0)) < 0)
        #expect(t.flattenedAffine(for: Rect(x: 0, y: 0, width: 1000, height: 10)) == t.affine)
    }
}
