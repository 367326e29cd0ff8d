
import Graphics
import Testing

enum ClipScenes {
    static let all: [Scene] = [
        Scene(name: "clip-rect-aligned") { c in
            c.clip(to: BezierPath(rect: Rect(x: 20, y: 30, width: 100, height: 90)))
            drawDiscs(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
        },
        Scene(name: "clip-rect-fractional") { c in
            c.clip(to: BezierPath(rect: Rect(x: 20.4, y: 30.7, width: 100.2, height: 90.5)))
            drawDiscs(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
        },
        Scene(name: "clip-path-nested") { c in
            c.clip(to: BezierPath(ellipseIn: Rect(x: 10, y: 10, width: 140, height: 140)))
            c.save()
            c.clip(to: pentagram(center: Point(x: 80, y: 85), radius: 80), rule: .evenOdd)
            drawBackdrop(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
            c.restore()
            c.fill(BezierPath(rect: Rect(x: 0, y: 120, width: 160, height: 40)), color: Color(red: 0.1, green: 0.1, blue: 0.5, alpha: 0.7))
        },
        Scene(name: "clip-rotated-rect-and-pixels") { c in
            c.concatenate(AffineTransform(translationX: 80, y: 80).rotated(by: 0.4))
            c.clip(to: BezierPath(rect: Rect(x: -50, y: -40, width: 100, height: 80)))
            c.clipToPixels(covering: Rect(x: -60, y: -30, width: 120, height: 200))
            c.concatenate(AffineTransform(rotationAngle: -0.4))
            drawBackdrop(c, in: Rect(x: -80, y: -80, width: 160, height: 160))
        },
        // Two rectangles whose edges share a column of pixels without overlapping: their
        // intersection is empty, and nothing may show in that column.
        Scene(name: "clip-rects-meeting-inside-a-pixel") { c in
            c.clip(to: BezierPath(rect: Rect(x: 10, y: 10, width: 60.3, height: 120)))
            c.clip(to: BezierPath(rect: Rect(x: 70.6, y: 20, width: 60, height: 120)))
            c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 160, height: 160)), color: .black)
        },
        Scene(name: "clip-rects-nested-fractional") { c in
            c.clip(to: BezierPath(rect: Rect(x: 10.25, y: 12.5, width: 100.5, height: 90.75)))
            c.save()
            c.concatenate(AffineTransform(translationX: 3.3, y: -2.1).scaledBy(x: 1.5, y: 0.75))
            c.clip(to: BezierPath(rect: Rect(x: 20.1, y: 30.2, width: 60.4, height: 100.3)))
            drawDiscs(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
            c.restore()
        },
        Scene(name: "clip-save-restore") { c in
            for i in 0..<4 {
                c.save()
                c.clip(to: BezierPath(ellipseIn: Rect(x: Double(i) * 35, y: Double(i) * 30, width: 60, height: 60)))
                c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 160, height: 160)), color: softColours[i % 3].withAlpha(0.8))
                c.restore()
            }
            c.fill(BezierPath(rect: Rect(x: 120, y: 10, width: 30, height: 30)), color: .black)
        },
    ]
}

enum GroupScenes {
    static let nested = Scene(name: "group-nested-opacity") { c in
        drawBackdrop(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
        c.drawGroup(opacity: 0.7, blendMode: .normal) {
            drawDiscs(c, in: Rect(x: 0, y: 0, width: 110, height: 110))
            c.drawGroup(opacity: 0.5, blendMode: .normal) {
                c.concatenate(AffineTransform(translationX: 50, y: 50))
                drawDiscs(c, in: Rect(x: 0, y: 0, width: 110, height: 110), colours: [.red, .green, .blue])
                c.drawGroup(opacity: 0.8, blendMode: .multiply) {
                    c.fill(BezierPath(ellipseIn: Rect(x: 20, y: 20, width: 60, height: 60)), color: Color(red: 0.9, green: 0.9, blue: 0.2))
                }
            }
        }
    }

    static let clipped = Scene(name: "group-in-path-clip") { c in
        drawBackdrop(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
        c.clip(to: BezierPath(ellipseIn: Rect(x: 15, y: 15, width: 130, height: 130)))
        c.drawGroup(opacity: 0.8, blendMode: .screen) {
            drawDiscs(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
        }
    }

    static let blendModes: [Scene] = BlendMode.allCases.map { mode in
        Scene(name: "blend-\(mode.rawValue)") { c in
            drawBackdrop(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
            c.drawGroup(opacity: 1, blendMode: mode) {
                drawDiscs(c, in: Rect(x: 5, y: 5, width: 150, height: 150), alpha: 0.9)
            }
            // The same with opacity, and over a transparent backdrop at the bottom.
            c.save()
            c.clip(to: BezierPath(rect: Rect(x: 0, y: 120, width: 160, height: 40)))
            c.drawGroup(opacity: 0.6, blendMode: mode) {
                c.fill(BezierPath(rect: Rect(x: 0, y: 125, width: 160, height: 30)),
                       with: .linearGradient(Gradient(colors: softColours), start: Point(x: 0, y: 0), end: Point(x: 160, y: 0)))
            }
            c.restore()
        }
    }

    /// Single paints blended as they are painted (`drawBlended`), which cairo draws as groups:
    /// a translucent gradient disc, and an image through a rotated clip at the bottom.
    static let directBlends: [Scene] = BlendMode.allCases.map { mode in
        Scene(name: "blended-\(mode.rawValue)") { c in
            drawBackdrop(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
            c.drawBlended(mode) {
                c.fill(BezierPath(ellipseIn: Rect(x: 12.5, y: 8.25, width: 130, height: 100)),
                       with: .radialGradient(Gradient(colors: softColours), center: Point(x: 70, y: 60), radius: 70,
                                             focal: Point(x: 50, y: 40)))
            }
            c.save()
            c.concatenate(AffineTransform(translationX: 80, y: 140).rotated(by: 0.3))
            c.clip(to: BezierPath(rect: Rect(x: -60, y: -14, width: 120, height: 28)))
            c.drawBlended(mode) {
                c.draw(testImage(), transform: AffineTransform(scaleX: 9, y: 3).translatedBy(x: -7, y: -5), opacity: 0.8)
            }
            c.restore()
        }
    }

    static let all = [nested, clipped] + blendModes + directBlends
}

enum MaskScenes {
    static let all: [Scene] = MaskMode.allCases.map { mode in
        Scene(name: "mask-\(mode.rawValue)") { c in
            drawBackdrop(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
            c.save()
            c.clip(to: BezierPath(roundedRect: Rect(x: 8, y: 8, width: 144, height: 144), cornerRadius: 30))
            c.drawMasked(mode: mode, mask: {
                c.fill(BezierPath(ellipseIn: Rect(x: 20, y: 20, width: 120, height: 120)),
                       with: .radialGradient(Gradient(colors: [.white, Color(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.7), .clear]),
                                             center: Point(x: 80, y: 80), radius: 60, focal: Point(x: 80, y: 80)))
                c.fill(BezierPath(rect: Rect(x: 0, y: 70, width: 160, height: 20)), color: Color(red: 0.9, green: 0.1, blue: 0.1))
            }, content: {
                drawDiscs(c, in: Rect(x: 0, y: 0, width: 160, height: 160), colours: [.red, .green, .blue])
            })
            c.restore()
        }
    }
}

enum ImageScenes {
    static let all: [Scene] = [
        Scene(name: "image-scaled-up") { c in
            c.draw(testImage(), transform: AffineTransform(scaleX: 3.1, y: 4.3).concatenating(AffineTransform(translationX: 5.5, y: 10.25)), opacity: 1)
        },
        Scene(name: "image-identity-and-opacity") { c in
            drawBackdrop(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
            c.draw(testImage(), transform: AffineTransform(translationX: 10, y: 10), opacity: 1)
            c.draw(testImage(), transform: AffineTransform(translationX: 70.5, y: 20.25), opacity: 0.6)
            c.draw(testImage(), transform: AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 20, y: 80)), opacity: 0.85)
        },
        Scene(name: "image-rotated") { c in
            c.draw(testImage(), transform: AffineTransform(scaleX: 2.2, y: 2.2).concatenating(AffineTransform(rotationAngle: 0.6))
                .concatenating(AffineTransform(translationX: 70, y: 5)), opacity: 1)
        },
        // Rows sampled only between their first and last pixel that is not transparent.
        Scene(name: "image-transparent-margins") { c in
            drawBackdrop(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
            let image = cutOutImage()
            c.draw(image, transform: AffineTransform(scaleX: 1.7, y: 1.9).concatenating(AffineTransform(translationX: 4.3, y: 6.6)), opacity: 1)
            c.draw(image, transform: AffineTransform(scaleX: -2.3, y: 1.5).concatenating(AffineTransform(translationX: 155.2, y: 3.1)),
                   opacity: 0.8)
            c.draw(image, transform: AffineTransform(scaleX: 0.9, y: 1.2).concatenating(AffineTransform(translationX: 30.5, y: 95)), opacity: 1)
        },
        Scene(name: "image-scaled-down") { c in
            let image = detailedImage()
            c.draw(image, transform: AffineTransform(scaleX: 0.3, y: 0.3).concatenating(AffineTransform(translationX: 5, y: 5)), opacity: 1)
            c.draw(image, transform: AffineTransform(scaleX: 0.55, y: 0.2).concatenating(rotation(0.3))
                .concatenating(AffineTransform(translationX: 20, y: 90)), opacity: 1)
            c.draw(image, transform: AffineTransform(scaleX: 0.05, y: 0.08).concatenating(AffineTransform(translationX: 120, y: 10)), opacity: 1)
        },
    ]
}

/// A rotation by `angle` radians.
func rotation(_ angle: Double) -> Graphics.AffineTransform { Graphics.AffineTransform(rotationAngle: angle) }

enum EffectScenes {
    static let all: [Scene] = [
        Scene(name: "blur-uniform") { c in
            drawBackdrop(c, in: Rect(x: 0, y: 0, width: 160, height: 160))
            c.drawBlurred(radius: 4, opacity: 1, blendMode: .normal) {
                drawDiscs(c, in: Rect(x: 10, y: 10, width: 140, height: 140))
            }
        },
        Scene(name: "blur-large-clipped") { c in
            c.clip(to: BezierPath(rect: Rect(x: 20, y: 20, width: 120, height: 120)))
            c.drawBlurred(radius: 12, opacity: 0.8, blendMode: .multiply) {
                c.fill(BezierPath(rect: Rect(x: 0, y: 60, width: 160, height: 40)), color: Color(red: 0.2, green: 0.3, blue: 0.9))
                c.fill(BezierPath(ellipseIn: Rect(x: 60, y: -40, width: 40, height: 80)), color: Color(red: 0.9, green: 0.3, blue: 0.2))
            }
        },
        Scene(name: "blur-one-axis") { c in
            c.drawBlurred(radiusX: 6, radiusY: 0, opacity: 1, blendMode: .normal) {
                c.fill(pentagram(center: Point(x: 80, y: 50), radius: 45), color: .blue)
            }
            c.drawBlurred(radiusX: 1, radiusY: 5, opacity: 1, blendMode: .normal) {
                c.fill(pentagram(center: Point(x: 80, y: 115), radius: 40), color: .red)
            }
        },
        Scene(name: "drop-shadow") { c in
            c.fill(BezierPath(rect: Rect(x: 0, y: 0, width: 160, height: 160)), color: Color(white: 0.95))
            c.drawWithDropShadow(color: Color(white: 0, alpha: 0.6), offset: Point(x: 6.5, y: 8.25), radius: 4) {
                c.fill(BezierPath(roundedRect: Rect(x: 20, y: 20, width: 90, height: 70), cornerRadius: 12), color: Color(red: 0.9, green: 0.5, blue: 0.2))
                c.stroke(pentagram(center: Point(x: 100, y: 105), radius: 40), with: .solid(Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.8)),
                         style: StrokeStyle(width: 4, join: .round))
            }
        },
        Scene(name: "color-filter") { c in
            let grey = ColorMatrix([0.3, 0.59, 0.11, 0, 0,
                                    0.3, 0.59, 0.11, 0, 0,
                                    0.3, 0.59, 0.11, 0, 0,
                                    0, 0, 0, 1, 0])
            c.drawColorFiltered(ColorFilter([.matrix(grey), .table(red: [0, 1], green: [0.2, 0.8], blue: [1, 0])])) {
                drawBackdrop(c, in: Rect(x: 0, y: 0, width: 160, height: 80))
                drawDiscs(c, in: Rect(x: 20, y: 60, width: 100, height: 100), alpha: 0.7)
            }
            c.drawColorFiltered(ColorFilter([.sRGBToLinear, .matrix(ColorMatrix([1, 0, 0, 0, 0.2, 0, 1, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 1, 0])), .linearToSRGB])) {
                c.fill(BezierPath(ellipseIn: Rect(x: 110, y: 90, width: 45, height: 60)), color: Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.8))
            }
        },
    ]
}

@Suite struct CompositingComparison {
    @Test(arguments: ClipScenes.all) func clips(_ scene: Scene) throws { try compareBackends(scene) }
    @Test(arguments: GroupScenes.all) func groups(_ scene: Scene) throws { try compareBackends(scene) }
    @Test(arguments: MaskScenes.all) func masks(_ scene: Scene) throws { try compareBackends(scene) }
    @Test(arguments: ImageScenes.all) func images(_ scene: Scene) throws { try compareBackends(scene) }
    @Test(arguments: EffectScenes.all) func effects(_ scene: Scene) throws { try compareBackends(scene) }
}
