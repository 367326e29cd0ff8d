import Foundation
import Testing
@testable import Graphics

/// Damaged files must decode to something or throw `BitmapError`, never crash or exit: each
/// fixture is corrupted in many deterministic ways (bytes overwritten, the file cut short).
@Suite struct DecoderRobustnessTests {
    /// A small deterministic generator, so a failure can be replayed.
    struct Mutator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let iterations = Int(ProcessInfo.processInfo.environment["DECODER_FUZZ_ITERATIONS"] ?? "") ?? 150

    @Test(arguments: ["quadrants-rgb.jpg", "quadrants-rgb-progressive.jpg", "quadrants-cmyk.jpg",
                      "quadrants-interlaced.gif", "quadrants-animated.gif", "quadrants-lossless.webp",
                      "quadrants-animated.webp"])
    func corruptedFilesThrowOrDecode(name: String) throws {
        let original = try Fixtures.data(name)
        var mutator = Mutator(state: name.utf8.reduce(UInt64(original.count)) { $0 &* 31 &+ UInt64($1) })
        var decoded = 0
        for iteration in 0..<Self.iterations {
            var bytes = [UInt8](original)
            if iteration % 4 == 3 {
                bytes.removeLast(1 + mutator.next(bytes.count - 1))
            } else {
                for _ in 0..<(1 + mutator.next(4)) {
                    bytes[mutator.next(bytes.count)] = UInt8(mutator.next(256))
                }
            }
            do {
                let bitmap = try Bitmap(imageData: Data(bytes), maxPixels: 1 << 20)
                #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4)
                decoded += 1
            } catch is BitmapError {
                continue
            }
        }
        // Mutations that miss the signature or hit slack still decode; that this happens at
        // all shows the loop reached the decoders rather than failing at the first check.
        #expect(decoded > 0)
    }
}
