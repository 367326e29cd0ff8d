import Graphics
import Lottie
import Testing

@Suite("Animation keypaths")
struct KeypathTests {
    // MARK: The string form

    @Test func dottedStringSplitsIntoNames() {
        #expect(AnimationKeypath(keypath: "Layer.Group 1.Fill 1.Color").keys == ["Layer", "Group 1", "Fill 1", "Color"])
        #expect(AnimationKeypath(keypath: "**.Fill 1.Color").keys == ["**", "Fill 1", "Color"])
        #expect(AnimationKeypath(keypath: "").keys == [])
    }

    @Test func backslashEscapesDotsAndBackslashes() {
        #expect(AnimationKeypath(keypath: #"卡\.png.Transform"#).keys == ["卡.png", "Transform"])
        #expect(AnimationKeypath(keypath: #"a\\.b"#).keys == [#"a\"#, "b"])
        #expect(AnimationKeypath(keypath: #"end\"#).keys == [#"end\"#])
    }

    @Test func stringFormRoundTrips() {
        let keypath = AnimationKeypath(keys: ["Card.png", #"back\slash"#, "**", "Color"])
        #expect(keypath.string == #"Card\.png.back\\slash.**.Color"#)
        #expect(AnimationKeypath(keypath: keypath.string) == keypath)
        let literal: AnimationKeypath = "Layer.Transform"
        #expect(literal.keys == ["Layer", "Transform"])
    }

    @Test func wildcardMatchingOfConcreteNames() {
        let names = ["Layer", "Group 1", "Fill 1", "Color"]
        #expect(AnimationKeypath(keypath: "Layer.Group 1.Fill 1.Color").matches(names))
        #expect(AnimationKeypath(keypath: "**.Color").matches(names))
        #expect(AnimationKeypath(keypath: "**").matches(names))
        #expect(AnimationKeypath(keypath: "Layer.*.Fill 1.Color").matches(names))
        #expect(AnimationKeypath(keypath: "Layer.**.Group 1.Fill 1.**.Color").matches(names), "** may match nothing")
        #expect(!AnimationKeypath(keypath: "Layer.*.Color").matches(names), "* is exactly one level")
        #expect(!AnimationKeypath(keypath: "Layer.Group 1.Fill 1").matches(names), "no prefix matches")
        #expect(!AnimationKeypath(keypath: "**.Fill 2.Color").matches(names))
        #expect(AnimationKeypath(keypath: "*.*.*.*").matches(names))
        #expect(!AnimationKeypath(keypath: "*.*.*.*.*").matches(names))
    }

    // MARK: Searching the tree

    @Test func allHierarchyKeypathsListsLayersTransformsItemsAndProperties() throws {
        let renderer = LottieRenderer(animation: try KeypathFixtures.scene())
        let all = renderer.allHierarchyKeypaths()
        for expected in [
            "Badge", "Badge.Transform", "Badge.Transform.Position", "Badge.Transform.Opacity",
            "Badge.Circle", "Badge.Circle.Transform.Position", "Badge.Circle.Ellipse 1.Size", "Badge.Circle.Fill 1.Color",
            #"Card\.png"#, #"Card\.png.Box.Stroke 1.Stroke Width"#, #"Card\.png.Box.Rectangle 1.Size"#,
            "Precomp", "Precomp.Transform.Scale", "Precomp.Inner", "Precomp.Inner.Dot.Fill 1.Opacity",
        ] {
            #expect(all.contains(expected), "\(expected) missing")
        }
        // File order: a layer, then its transform, then its contents; layers top-most first.
        let order = ["Badge", "Badge.Transform", "Badge.Circle", #"Card\.png"#, "Precomp", "Precomp.Inner"].map { all.firstIndex(of: $0) ?? -1 }
        #expect(order == order.sorted() && !order.contains(-1))
        #expect(Set(all).count == all.count, "every keypath once")
    }

    @Test func doubleStarFindsEveryFillColourIncludingInsidePrecomps() throws {
        let renderer = LottieRenderer(animation: try KeypathFixtures.scene())
        let found = renderer.keypaths(matching: "**.Fill 1.Color").map(\.string)
        #expect(found == ["Badge.Circle.Fill 1.Color", #"Card\.png.Box.Fill 1.Color"#, "Precomp.Inner.Dot.Fill 1.Color"])
    }

    @Test func singleStarMatchesOneLevel() throws {
        let renderer = LottieRenderer(animation: try KeypathFixtures.scene())
        #expect(renderer.keypaths(matching: "*.Transform.Position").map(\.string)
            == ["Badge.Transform.Position", #"Card\.png.Transform.Position"#, "Precomp.Transform.Position"])
        #expect(renderer.keypaths(matching: "Precomp.*").map(\.string) == ["Precomp.Transform", "Precomp.Inner"])
        #expect(renderer.keypaths(matching: "*").map(\.string) == ["Badge", #"Card\.png"#, "Precomp"])
    }

    @Test func precompLayersAreReachableByTheirFullPathOnly() throws {
        let renderer = LottieRenderer(animation: try KeypathFixtures.scene())
        #expect(renderer.keypaths(matching: "Precomp.Inner.Dot.Ellipse 1.Position").count == 1)
        #expect(renderer.keypaths(matching: "Inner.Dot.Ellipse 1.Position").isEmpty, "inner layers are not at the root")
        #expect(renderer.keypaths(matching: "**.Inner.Dot").map(\.string) == ["Precomp.Inner.Dot"])
    }

    @Test func dottedNamesAreAddressableEscapedOrAsArrays() throws {
        let renderer = LottieRenderer(animation: try KeypathFixtures.scene())
        let escaped = renderer.keypaths(matching: AnimationKeypath(keypath: #"Card\.png.Box.Fill 1.Color"#))
        let array = renderer.keypaths(matching: AnimationKeypath(keys: ["Card.png", "Box", "Fill 1", "Color"]))
        #expect(escaped.count == 1)
        #expect(escaped == array)
        #expect(renderer.keypaths(matching: "Card.png.Box.Fill 1.Color").isEmpty, "an unescaped dot splits the name")
    }

    @Test func repeaterTemplateItemsStaySiblingsOfTheRepeater() throws {
        let repeater = #"{"ty":"rp","nm":"Repeater 1","c":\#(KeypathFixtures.k(3)),"o":\#(KeypathFixtures.k(0)),"m":1,"tr":{"p":\#(KeypathFixtures.k([20, 0])),"a":\#(KeypathFixtures.k([0, 0])),"s":\#(KeypathFixtures.k([100, 100])),"r":\#(KeypathFixtures.k(0)),"so":\#(KeypathFixtures.k(100)),"eo":\#(KeypathFixtures.k(100))}}"#
        let json = KeypathFixtures.animation(layers: [
            KeypathFixtures.shapeLayer("Row", index: 1, shapes: [KeypathFixtures.group("Dots", [
                KeypathFixtures.ellipse(center: [10, 10], size: [8, 8]), KeypathFixtures.fill([1, 0, 0]), repeater,
            ])]),
        ])
        let renderer = LottieRenderer(animation: try KeypathFixtures.load(json))
        #expect(renderer.keypaths(matching: "Row.Dots.*").map(\.string)
            == ["Row.Dots.Transform", "Row.Dots.Ellipse 1", "Row.Dots.Fill 1", "Row.Dots.Repeater 1"])
        #expect(renderer.keypaths(matching: "Row.Dots.Repeater 1.Copies").count == 1)
    }
}
