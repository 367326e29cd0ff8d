import Demos
import Graphics
import Testing
@testable import Components

@Suite("Layout")
struct LayoutTests {
    /// The frames of a layout's children, in its own coordinates.
    private func frames(_ layout: ComponentLayout) -> [Rect] {
        layout.children.map { Rect(origin: $0.origin, size: $0.layout.size) }
    }

    @Test("a vertical stack puts children one below the other with spacing and insets, and wraps them")
    func verticalStack() throws {
        let stack = StackComponent(spacing: 4, alignment: .start, insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 5),
                                   children: [box(10, 20), nil, box(30, 5)])
        let layout = try ComponentLayout(stack, in: .unconstrained)
        #expect(layout.size == Size(width: 2 + 30 + 5, height: 1 + 20 + 4 + 5 + 3))
        #expect(frames(layout) == [Rect(x: 2, y: 1, width: 10, height: 20), Rect(x: 2, y: 25, width: 30, height: 5)])
    }

    @Test("cross-axis alignment: start, center, end and stretch")
    func alignment() throws {
        func xs(_ alignment: StackLayout.Alignment) throws -> [Rect] {
            try frames(ComponentLayout(StackComponent(alignment: alignment, children: [box(10, 5), box(40, 5)]),
                                       in: .width(100)))
        }
        #expect(try xs(.start) == [Rect(x: 0, y: 0, width: 10, height: 5), Rect(x: 0, y: 5, width: 40, height: 5)])
        #expect(try xs(.center) == [Rect(x: 45, y: 0, width: 10, height: 5), Rect(x: 30, y: 5, width: 40, height: 5)])
        #expect(try xs(.end) == [Rect(x: 90, y: 0, width: 10, height: 5), Rect(x: 60, y: 5, width: 40, height: 5)])
        // Stretch overrides explicit widths, as ComponentKit's does.
        #expect(try xs(.stretch) == [Rect(x: 0, y: 0, width: 100, height: 5), Rect(x: 0, y: 5, width: 100, height: 5)])
    }

    @Test("a horizontal stack lays children left to right and takes the tallest height")
    func horizontalStack() throws {
        let layout = try ComponentLayout(StackComponent(axis: .horizontal, spacing: 3, alignment: .center,
                                                        children: [box(10, 20), box(5, 4)]), in: .unconstrained)
        #expect(layout.size == Size(width: 18, height: 20))
        #expect(frames(layout) == [Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 13, y: 8, width: 5, height: 4)])
    }

    @Test("a layer component fits its child plus insets, or takes explicit lengths")
    func layerComponentSizing() throws {
        let fitting = LayerComponent(insets: EdgeInsets(all: 4), child: box(10, 6))
        let fitted = try ComponentLayout(fitting, in: .unconstrained)
        #expect(fitted.size == Size(width: 18, height: 14))
        #expect(frames(fitted) == [Rect(x: 4, y: 4, width: 10, height: 6)])

        // An explicit width gives the child exactly the inner width (a stretching stack fills it).
        let fixed = LayerComponent(size: ComponentSize(width: 50), insets: EdgeInsets(all: 5),
                                   child: StackComponent(children: [LayerComponent(size: ComponentSize(height: 3))]))
        let fixedLayout = try ComponentLayout(fixed, in: .unconstrained)
        #expect(fixedLayout.size == Size(width: 50, height: 13))
        #expect(frames(fixedLayout.children[0].layout) == [Rect(x: 0, y: 0, width: 40, height: 3)])

        // Explicit lengths are clamped into the range.
        let clamped = try ComponentLayout(box(500, 5), in: SizeRange(max: Size(width: 120, height: 100)))
        #expect(clamped.size == Size(width: 120, height: 5))
    }

    @Test("an overlay is laid out at exactly the size of the component under it")
    func overlay() throws {
        let overlay = OverlayComponent(component: box(30, 20),
                                       overlay: StackComponent(alignment: .end, children: [box(4, 4)]))
        let layout = try ComponentLayout(overlay, in: .unconstrained)
        #expect(layout.size == Size(width: 30, height: 20))
        #expect(layout.children[1].layout.size == Size(width: 30, height: 20))
        #expect(frames(layout.children[1].layout) == [Rect(x: 26, y: 0, width: 4, height: 4)])
    }

    @Test("invalid lengths are typed errors naming the component")
    func invalidLengths() {
        #expect(throws: ComponentError.invalidLayout(component: "LayerComponent",
                                                     reason: "size ComponentSize(width: Optional(-1.0), height: nil) is not a finite, non-negative length")) {
            try ComponentLayout(LayerComponent(size: ComponentSize(width: -1)), in: .unconstrained)
        }
        #expect(throws: ComponentError.self) {
            try ComponentLayout(StackComponent(spacing: .nan, children: []), in: .unconstrained)
        }
        #expect(throws: ComponentError.self) {
            try ComponentLayout(LayerComponent(insets: EdgeInsets(top: .infinity)), in: .unconstrained)
        }
    }

    @Test("the demo article is 58 points tall collapsed and 160 expanded, inside a 184-point column")
    func articleHeights() throws {
        let range = SizeRange(min: Size(width: 184, height: 0), max: Size(width: 184, height: .infinity))
        #expect(try ComponentLayout(ArticleComponent(id: 0, isExpanded: false, isLiked: false), in: range).size
                == Size(width: 184, height: 58))
        #expect(try ComponentLayout(ArticleComponent(id: 0, isExpanded: true, isLiked: true), in: range).size
                == Size(width: 184, height: 160))
    }
}
