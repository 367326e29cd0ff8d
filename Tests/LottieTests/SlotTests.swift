import Foundation
import Graphics
import Lottie
import Testing

private typealias D = DotLottieFixture

/// Slots at run time on the renderer: every kind changes the next frame and clearing restores
/// the file's value; keypath value providers win over slots; unknown slots and values of the
/// wrong kind are refused without harm.
@Suite("Run-time slots")
struct SlotTests {
    private func renderer() throws -> LottieRenderer { LottieRenderer(animation: try D.file().animation(id: "alpha")) }

    @Test("the renderer lists the slots the animation binds, with their kinds")
    func slotsAndKinds() throws {
        let renderer = try renderer()
        #expect(renderer.slotIDs == ["alpha", "fill", "photo", "shade", "spot", "title"])
        #expect(renderer.slotKinds("fill") == [.color])
        #expect(renderer.slotKinds("alpha") == [.scalar])
        #expect(renderer.slotKinds("spot") == [.vector])
        #expect(renderer.slotKinds("shade") == [.gradient])
        #expect(renderer.slotKinds("photo") == [.image])
        #expect(renderer.slotKinds("title") == [.text])
        #expect(renderer.slotKinds("nothing").isEmpty)
    }

    @Test("a colour slot set at run time changes the next frame; clearing it restores the file's value")
    func color() throws {
        let renderer = try renderer()
        #expect(D.near(try D.pixel(renderer, D.Point.fill), D.red))
        #expect(try renderer.setSlot("fill", value: .color(D.green)) == 1)
        #expect(D.near(try D.pixel(renderer, D.Point.fill), D.green))
        #expect(renderer.slotValues["fill"] == .color(D.green))
        #expect(renderer.clearSlot("fill") == 1)
        #expect(D.near(try D.pixel(renderer, D.Point.fill), D.red))
        #expect(renderer.slotValues.isEmpty)
    }

    @Test("a scalar slot (a fill's opacity)")
    func scalar() throws {
        let renderer = try renderer()
        #expect(abs(try D.pixel(renderer, D.Point.alpha).alpha - 1) < 0.01)
        try renderer.setSlot("alpha", value: .scalar(50))
        #expect(abs(try D.pixel(renderer, D.Point.alpha).alpha - 0.5) < 0.02)
        renderer.clearSlot("alpha")
        #expect(abs(try D.pixel(renderer, D.Point.alpha).alpha - 1) < 0.01)
    }

    @Test("a vector slot (a rectangle's position), animated with keyframes")
    func vector() throws {
        let renderer = try renderer()
        #expect(D.near(try D.pixel(renderer, D.Point.spotAtDefault), D.blue))
        #expect(try D.pixel(renderer, D.Point.spotMoved).alpha == 0)
        let moving = KeyframeGroup(keyframes: [Keyframe(time: 0, value: LottieVector3(25, 75)),
                                               Keyframe(time: 30, value: LottieVector3(75, 75))])
        try renderer.setSlot("spot", value: .vector(moving))
        #expect(D.near(try D.pixel(renderer, D.Point.spotAtDefault), D.blue), "keyframes start where the file's value is")
        #expect(D.near(try D.pixel(renderer, D.Point.spotMoved, frame: 30), D.blue))
        #expect(try D.pixel(renderer, D.Point.spotAtDefault, frame: 30).alpha == 0)
    }

    @Test("a gradient slot, with another stop count than the file's")
    func gradient() throws {
        let renderer = try renderer()
        #expect(D.near(try D.pixel(renderer, D.Point.shade), D.red))
        let three = Gradient(stops: [GradientStop(location: 0, color: D.blue), GradientStop(location: 0.5, color: D.blue),
                                     GradientStop(location: 1, color: D.blue)])
        try renderer.setSlot("shade", value: .gradient(three))
        #expect(D.near(try D.pixel(renderer, D.Point.shade), D.blue))
        renderer.clearSlot("shade")
        #expect(D.near(try D.pixel(renderer, D.Point.shade), D.red))
    }

    @Test("an image slot replaces the picture; one that cannot be decoded keeps the asset's, with a warning")
    func image() throws {
        let renderer = try renderer()
        #expect(D.near(try D.pixel(renderer, D.Point.photo), D.red))
        try renderer.setSlot("photo", value: .image(data: try D.png(D.green)))
        #expect(D.near(try D.pixel(renderer, D.Point.photo), D.green))
        try renderer.setSlot("photo", value: .image(data: Data("not an image".utf8)))
        #expect(D.near(try D.pixel(renderer, D.Point.photo), D.red))
        #expect(renderer.renderWarnings.contains { $0.kind == .skippedImage && $0.path == "slots.photo" })
        try renderer.setSlot("photo", value: .image(data: try D.png(D.blue)))
        renderer.clearSlot("photo")
        #expect(D.near(try D.pixel(renderer, D.Point.photo), D.red))
    }

    @Test("a text slot: new characters keep the document's font, size and colour; or a whole document")
    func text() throws {
        let renderer = try renderer()
        #expect(D.near(try D.pixel(renderer, D.Point.title), D.red), "A covers the point")
        try renderer.setSlot("title", value: .text("B"))
        #expect(try D.pixel(renderer, D.Point.title).alpha == 0, "B is narrower")
        var wide = LottieTextDocument()
        wide.text = "A"
        wide.fontName = "Box-Regular"
        wide.fontSize = 50
        wide.fillColor = D.green
        try renderer.setSlot("title", value: .text(wide))
        #expect(D.near(try D.pixel(renderer, D.Point.title), D.green))
        renderer.clearSlot("title")
        #expect(D.near(try D.pixel(renderer, D.Point.title), D.red))
    }

    @Test("order: a slot replaces the file's value; a keypath provider on the same property wins over the slot")
    func providerWinsOverSlot() throws {
        let renderer = try renderer()
        let keypath: AnimationKeypath = "Shapes.Fill Box.Fill.Color"
        try renderer.setSlot("fill", value: .color(D.green))
        renderer.setValueProvider(ColorValueProvider(D.blue), keypath: keypath)
        #expect(D.near(try D.pixel(renderer, D.Point.fill), D.blue), "provider over slot")
        try renderer.setSlot("fill", value: .color(D.yellow))
        #expect(D.near(try D.pixel(renderer, D.Point.fill), D.blue), "a slot set later still loses")
        renderer.removeValueProvider(for: keypath)
        #expect(D.near(try D.pixel(renderer, D.Point.fill), D.yellow), "without the provider the slot shows")
        #expect(renderer.getOriginalValue(for: keypath) as? Color == D.yellow)
        renderer.clearSlot("fill")
        #expect(D.near(try D.pixel(renderer, D.Point.fill), D.red), "and without the slot the file's value")
    }

    @Test("an unknown slot is a warning naming the slots there are; a value of the wrong kind is refused")
    func unknownAndWrongKind() throws {
        let renderer = try renderer()
        #expect(try renderer.setSlot("nothing", value: .color(D.green)) == 0)
        #expect(try renderer.setSlot("nothing", value: .color(D.green)) == 0)
        let missing = renderer.renderWarnings.filter { $0.kind == .missingReference }
        #expect(missing.count == 1)
        #expect(missing.first?.path == "slots.nothing")
        #expect(missing.first?.message.contains(#""fill""#) == true)
        #expect(throws: LottieError.slotTypeMismatch(slot: "fill", expected: [.color], found: .scalar)) {
            try renderer.setSlot("fill", value: .scalar(3))
        }
        #expect(throws: LottieError.slotTypeMismatch(slot: "title", expected: [.text], found: .image)) {
            try renderer.setSlot("title", value: .image(data: Data()))
        }
        #expect(renderer.slotValues.isEmpty)
        #expect(D.near(try D.pixel(renderer, D.Point.fill), D.red))
        renderer.clearAllSlots()
        #expect(renderer.clearSlot("nothing") == 0)
    }

    @Test("a plain JSON animation's slots work the same, and files without slots bind none")
    func plainJSON() throws {
        let renderer = LottieRenderer(animation: try LottieAnimation.load(string: D.betaJSON))
        #expect(renderer.slotIDs == ["fill"])
        try renderer.setSlot("fill", value: .color(D.blue))
        #expect(D.near(try D.pixel(renderer, (50, 50)), D.blue))
        #expect(LottieRenderer(animation: try PlaybackFixture.animation()).slotIDs.isEmpty)
    }
}
