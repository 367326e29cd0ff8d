@testable import Layers
import Testing

@Suite("Incremental repaint passes: overlapping boxes give their shared pixels to one pass")
struct RepaintPassTests {
    private func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelBox {
        PixelBox(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// The pixels the boxes cover, each listed once.
    private func pixels(_ boxes: [PixelBox]) -> Set<[Int]> {
        var covered: Set<[Int]> = []
        for b in boxes { for y in b.minY..<b.maxY { for x in b.minX..<b.maxX { covered.insert([x, y]) } } }
        return covered
    }

    @Test func aBoxAcrossTheWholeWidthOfALaterOneKeepsItsRowsOut() {
        // A damage pattern seen in MotionCorpse: a wide band over the foot of a tall column.
        let band = box(95, 219, 221, 70), column = box(96, 0, 85, 289)
        let passes = IncrementalRenderer.withoutSharedParts(of: [band, column])
        #expect(passes == [band, box(96, 0, 85, 219)])
    }

    @Test func anEarlierBoxLosesWhatALaterOneCoversAlongItsWholeHeight() {
        // The column starts a pixel left of the band, so only the band can give up the part.
        let band = box(95, 219, 221, 70), column = box(94, 0, 79, 289)
        let passes = IncrementalRenderer.withoutSharedParts(of: [band, column])
        #expect(passes == [box(173, 219, 143, 70), column])
    }

    @Test func aBoxInsideAnotherIsDropped() {
        #expect(IncrementalRenderer.withoutSharedParts(of: [box(0, 0, 50, 50), box(10, 10, 5, 5)]) == [box(0, 0, 50, 50)])
        #expect(IncrementalRenderer.withoutSharedParts(of: [box(10, 10, 5, 5), box(0, 0, 50, 50)]) == [box(0, 0, 50, 50)])
    }

    @Test func aCrossingThatNeitherBoxCanGiveUpAsOneBoxIsLeftAlone() {
        let boxes = [box(0, 10, 50, 5), box(20, 0, 5, 50)]
        #expect(IncrementalRenderer.withoutSharedParts(of: boxes) == boxes)
    }

    @Test func thePassesCoverExactlyThePixelsOfTheBoxes() {
        // Every pair of boxes from a grid of places and sizes, in both orders, and triples of
        // some of them: side by side, overlapping in every way, nested, apart.
        let places = [0, 4, 9], sizes = [3, 6, 12]
        let boxes = places.flatMap { x in places.flatMap { y in sizes.flatMap { w in sizes.map { h in box(x, y, w, h) } } } }
        var cases = boxes.flatMap { a in boxes.map { b in [a, b] } }
        let few = boxes.enumerated().filter { $0.offset % 9 == 0 }.map(\.element)
        cases += few.flatMap { a in few.flatMap { b in few.map { c in [a, b, c] } } }
        for boxes in cases {
            let passes = IncrementalRenderer.withoutSharedParts(of: boxes)
            #expect(pixels(passes) == pixels(boxes), "boxes \(boxes)")
            #expect(passes.allSatisfy { !$0.isEmpty } && passes.count <= boxes.count, "boxes \(boxes)")
        }
    }
}
