import Graphics
import Testing
import Layers

@Suite("Layer hierarchy")
struct LayerHierarchyTests {
    private func named(_ names: String...) -> [Layer] {
        names.map { let l = Layer(); l.name = $0; return l }
    }

    private func names(_ layer: Layer) -> [String] { layer.sublayers.map { $0.name ?? "?" } }

    @Test("add, insert at/above/below, replace and remove keep CA's order and parent links")
    func editing() {
        let root = Layer()
        let l = named("a", "b", "c", "d", "e")
        root.addSublayer(l[0])
        root.addSublayer(l[1])
        root.insertSublayer(l[2], at: 0)
        #expect(names(root) == ["c", "a", "b"])
        root.insertSublayer(l[3], above: l[2])
        #expect(names(root) == ["c", "d", "a", "b"])
        root.insertSublayer(l[4], below: l[1])
        #expect(names(root) == ["c", "d", "a", "e", "b"])
        // Moving a sublayer within the same superlayer.
        root.insertSublayer(l[2], above: l[1])
        #expect(names(root) == ["d", "a", "e", "b", "c"])
        root.insertSublayer(l[0], at: 99)
        #expect(names(root) == ["d", "e", "b", "c", "a"])
        root.insertSublayer(l[0], below: nil)
        #expect(names(root) == ["a", "d", "e", "b", "c"])
        let f = named("f")[0]
        root.replaceSublayer(l[4], with: f)
        #expect(names(root) == ["a", "d", "f", "b", "c"])
        #expect(l[4].superlayer == nil && f.superlayer === root)
        l[3].removeFromSuperlayer()
        #expect(names(root) == ["a", "f", "b", "c"] && l[3].superlayer == nil)
    }

    @Test("Adding a layer elsewhere takes it from its old superlayer")
    func reparenting() {
        let first = Layer(), second = Layer(), child = Layer()
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers.isEmpty && second.sublayers.count == 1 && child.superlayer === second)
        second.sublayers = [Layer(), Layer()]
        #expect(child.superlayer == nil && second.sublayers.count == 2)
    }

    @Test("Cycles are refused")
    func cycles() {
        let root = Layer(), child = Layer(), grandchild = Layer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        grandchild.addSublayer(root)
        child.addSublayer(child)
        #expect(root.superlayer == nil && child.sublayers.count == 1)
        grandchild.mask = root
        #expect(grandchild.mask == nil)
    }

    @Test("A mask leaves its superlayer and its previous owner")
    func maskOwnership() {
        let root = Layer(), a = Layer(), b = Layer(), mask = Layer()
        root.addSublayer(mask)
        a.mask = mask
        #expect(mask.superlayer == nil && root.sublayers.isEmpty)
        b.mask = mask
        #expect(a.mask == nil && b.mask === mask)
        root.addSublayer(mask)
        #expect(b.mask == nil && mask.superlayer === root)
    }

    @Test("Finding by name searches depth first")
    func findByName() {
        let root = Layer()
        let l = named("x", "y", "z")
        root.addSublayer(l[0])
        l[0].addSublayer(l[1])
        root.addSublayer(l[2])
        #expect(root.sublayer(named: "y") === l[1])
        #expect(root.sublayer(named: "nope") == nil)
        #expect(l[1].isDescendant(of: root) && !root.isDescendant(of: l[1]))
    }
}
