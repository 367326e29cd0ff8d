import CairoCanvas
import Foundation
import Graphics
import Lottie
import Testing

private typealias F = KeypathFixtures

/// Where each `LottieContentMode` puts the composition, checked against values worked out by
/// hand and against a model of lottie-ios's `LottieAnimationView.layoutAnimation()`.
@Suite("Content modes")
struct ContentModeTests {
    /// The composition of every test here: 100 × 50.
    static let composition = Size(width: 100, height: 50)

    /// Where the composition's rectangle lands: its top-left and bottom-right corners.
    struct Placement: CustomTestStringConvertible, Sendable {
        let mode: LottieContentMode
        let output: Size
        let topLeft: Point
        let bottomRight: Point
        var testDescription: String { "\(mode) in \(output.width) × \(output.height)" }
    }

    /// The 100 × 50 composition in a 300 × 300 output (scaled modes: ×3 to fit, ×6 to fill;
    /// the others at natural size with 200 × 250 to spare), then in outputs it overflows.
    static let placements: [Placement] = [
        Placement(mode: .scaleToFill, output: Size(width: 300, height: 300), topLeft: Point(x: 0, y: 0), bottomRight: Point(x: 300, y: 300)),
        Placement(mode: .scaleAspectFit, output: Size(width: 300, height: 300), topLeft: Point(x: 0, y: 75), bottomRight: Point(x: 300, y: 225)),
        Placement(mode: .scaleAspectFill, output: Size(width: 300, height: 300), topLeft: Point(x: -150, y: 0), bottomRight: Point(x: 450, y: 300)),
        Placement(mode: .scaleAspectFitTopLeft, output: Size(width: 300, height: 300), topLeft: Point(x: 0, y: 0), bottomRight: Point(x: 300, y: 150)),
        Placement(mode: .center, output: Size(width: 300, height: 300), topLeft: Point(x: 100, y: 125), bottomRight: Point(x: 200, y: 175)),
        Placement(mode: .top, output: Size(width: 300, height: 300), topLeft: Point(x: 100, y: 0), bottomRight: Point(x: 200, y: 50)),
        Placement(mode: .bottom, output: Size(width: 300, height: 300), topLeft: Point(x: 100, y: 250), bottomRight: Point(x: 200, y: 300)),
        Placement(mode: .left, output: Size(width: 300, height: 300), topLeft: Point(x: 0, y: 125), bottomRight: Point(x: 100, y: 175)),
        Placement(mode: .right, output: Size(width: 300, height: 300), topLeft: Point(x: 200, y: 125), bottomRight: Point(x: 300, y: 175)),
        Placement(mode: .topLeft, output: Size(width: 300, height: 300), topLeft: Point(x: 0, y: 0), bottomRight: Point(x: 100, y: 50)),
        Placement(mode: .topRight, output: Size(width: 300, height: 300), topLeft: Point(x: 200, y: 0), bottomRight: Point(x: 300, y: 50)),
        Placement(mode: .bottomLeft, output: Size(width: 300, height: 300), topLeft: Point(x: 0, y: 250), bottomRight: Point(x: 100, y: 300)),
        Placement(mode: .bottomRight, output: Size(width: 300, height: 300), topLeft: Point(x: 200, y: 250), bottomRight: Point(x: 300, y: 300)),
        // A tall output: ×0.4 fits (40 × 20), ×4 fills (400 × 200).
        Placement(mode: .scaleAspectFit, output: Size(width: 40, height: 200), topLeft: Point(x: 0, y: 90), bottomRight: Point(x: 40, y: 110)),
        Placement(mode: .scaleAspectFill, output: Size(width: 40, height: 200), topLeft: Point(x: -180, y: 0), bottomRight: Point(x: 220, y: 200)),
        Placement(mode: .scaleAspectFitTopLeft, output: Size(width: 40, height: 200), topLeft: Point(x: 0, y: 0), bottomRight: Point(x: 40, y: 20)),
        // A 60 × 20 output the natural-size composition overflows on every side.
        Placement(mode: .center, output: Size(width: 60, height: 20), topLeft: Point(x: -20, y: -15), bottomRight: Point(x: 80, y: 35)),
        Placement(mode: .bottomRight, output: Size(width: 60, height: 20), topLeft: Point(x: -40, y: -30), bottomRight: Point(x: 60, y: 20)),
        Placement(mode: .top, output: Size(width: 60, height: 20), topLeft: Point(x: -20, y: 0), bottomRight: Point(x: 80, y: 50)),
    ]

    /// A renderer for an empty 100 × 50 composition (the transform needs only the size).
    static func emptyRenderer() throws -> LottieRenderer {
        LottieRenderer(animation: try F.load(F.animation(width: 100, height: 50, layers: [])))
    }

    static func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test("every mode has a placement worked out by hand")
    func everyModeIsCovered() {
        #expect(Set(Self.placements.map(\.mode)) == Set(LottieContentMode.allCases))
    }

    @Test("the transform maps the composition's corners and centre where the mode places them", arguments: placements)
    func cornersAndCentre(_ placement: Placement) throws {
        let t = try Self.emptyRenderer().transform(toFit: placement.output, mode: placement.mode)
        let centre = Point(x: (placement.topLeft.x + placement.bottomRight.x) / 2, y: (placement.topLeft.y + placement.bottomRight.y) / 2)
        #expect(Self.close(t.apply(to: Point(x: 0, y: 0)), placement.topLeft))
        #expect(Self.close(t.apply(to: Point(x: 100, y: 50)), placement.bottomRight))
        #expect(Self.close(t.apply(to: Point(x: 100, y: 0)), Point(x: placement.bottomRight.x, y: placement.topLeft.y)))
        #expect(Self.close(t.apply(to: Point(x: 50, y: 25)), centre))
    }

    /// lottie-ios places its animation layer (bounds = the composition, anchor point in the
    /// middle) by a `position` and a scale `transform` about that anchor, chosen per mode in
    /// `LottieAnimationView.layoutAnimation()`. A composition point `p` lands at
    /// `position + scale · (p − composition centre)`.
    static func lottieIOSPlacement(of p: Point, mode: LottieContentMode, in view: Size) -> Point? {
        let (w, h) = (composition.width, composition.height)
        let viewCentre = Point(x: view.width / 2, y: view.height / 2)
        var position = Point(x: w / 2, y: h / 2)  // animation.bounds.center
        var scale = (x: 1.0, y: 1.0)
        let compAspect = w / h, viewAspect = view.width / view.height
        switch mode {
        case .scaleToFill:
            position = viewCentre
            scale = (view.width / w, view.height / h)
        case .scaleAspectFit:
            position = viewCentre
            let s = compAspect > viewAspect ? view.width / w : view.height / h
            scale = (s, s)
        case .scaleAspectFill:
            position = viewCentre
            let s = compAspect < viewAspect ? view.width / w : view.height / h
            scale = (s, s)
        case .center: position = viewCentre
        case .top: position.x = viewCentre.x
        case .bottom: position = Point(x: viewCentre.x, y: view.height - h / 2)
        case .left: position.y = viewCentre.y
        case .right: position = Point(x: view.width - w / 2, y: viewCentre.y)
        case .topLeft: break
        case .topRight: position.x = view.width - w / 2
        case .bottomLeft: position.y = view.height - h / 2
        case .bottomRight: position = Point(x: view.width - w / 2, y: view.height - h / 2)
        case .scaleAspectFitTopLeft: return nil  // not a lottie-ios mode
        }
        return Point(x: position.x + scale.x * (p.x - w / 2), y: position.y + scale.y * (p.y - h / 2))
    }

    @Test("each lottie-ios mode places points as lottie-ios's layout does", arguments: LottieContentMode.allCases)
    func matchesLottieIOSLayout(_ mode: LottieContentMode) throws {
        let renderer = try Self.emptyRenderer()
        let views = [Size(width: 300, height: 300), Size(width: 40, height: 200), Size(width: 60, height: 20),
                     Size(width: 317, height: 81), Size(width: 100, height: 50)]
        let points = [Point(x: 0, y: 0), Point(x: 100, y: 50), Point(x: 13, y: 41), Point(x: 87.5, y: 3)]
        for view in views {
            let t = renderer.transform(toFit: view, mode: mode)
            for p in points {
                guard let expected = Self.lottieIOSPlacement(of: p, mode: mode, in: view) else { continue }
                #expect(Self.close(t.apply(to: p), expected), "\(mode) in \(view): \(p)")
            }
        }
    }

    @Test("the renderer's default is aspect fit from the top-left corner, as before")
    func rendererDefault() throws {
        let renderer = try Self.emptyRenderer()
        let size = Size(width: 300, height: 300)
        #expect(renderer.transform(toFit: size) == AffineTransform(scaleX: 3, y: 3))
        #expect(renderer.transform(toFit: size) == renderer.transform(toFit: size, mode: .scaleAspectFitTopLeft))
    }

    @Test("an empty composition or output gives no placement to invert, and hit testing finds nothing")
    func degenerateSizes() throws {
        let empty = LottieRenderer(animation: try F.load(F.animation(width: 0, height: 50, layers: [])))
        for mode in LottieContentMode.allCases {
            #expect(empty.transform(toFit: Size(width: 10, height: 10), mode: mode) == .identity)
        }
        let renderer = try Self.emptyRenderer()
        #expect(renderer.hitTest(Point(x: 0, y: 0), inOutputOfSize: .zero, mode: .scaleAspectFit).isEmpty)
    }
}
