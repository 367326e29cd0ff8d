import Foundation
import Graphics
import Testing

/// `lottie render --fit` takes the content modes by their Swift names and the earlier `fit`,
/// `fill` and `stretch`. The fixture is 100 × 100 with a 20 × 20 red square at x = frame,
/// y = 40; frame 30 puts it at 30...50 × 40...60. Outputs are 200 × 150, another aspect ratio.
@Suite("FitOption", .serialized)
struct FitOptionCommandTests {
    /// Renders frame 30 at 200 × 150 with `extra` arguments and returns the PNG's bytes.
    static func render(_ extra: [String], in dir: URL) throws -> Data {
        let name = "out-\(UUID().uuidString).png"
        let run = try CommandTool.lottie(["render", "fixture.json", "--frame", "30", "--width", "200", "--height", "150",
                                          "-o", name] + extra, in: dir)
        #expect(run.status == 0, "\(extra): \(run.stderr)")
        return try Data(contentsOf: dir.appendingPathComponent(name))
    }

    static func isRed(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let c = bitmap.color(x: x, y: y)
        return c.alpha > 0.99 && c.red > 0.99 && c.green < 0.01
    }

    @Test("without --fit the output is the top-left aspect fit, byte for byte, under each of its names")
    func defaultUnchanged() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = try Self.render([], in: dir)
        for names in [["--fit", "scaleAspectFitTopLeft"], ["--fit", "fit"], ["--mode", "fit"]] {
            #expect(try Self.render(names, in: dir) == plain, "\(names)")
        }
        // ×1.5 from the top-left: the square at 45...75 × 60...90, the margin at x 150...200.
        let bitmap = try Bitmap(pngData: plain)
        #expect(Self.isRed(bitmap, 46, 61) && Self.isRed(bitmap, 74, 89))
        #expect(!Self.isRed(bitmap, 44, 75) && !Self.isRed(bitmap, 76, 75))
        #expect(bitmap.color(x: 175, y: 75).alpha == 0)
    }

    @Test("--fit places the composition by lottie-ios's content modes")
    func modes() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Worked out by hand: where the square's top-left pixel goes, and its side.
        let cases: [(String, x: Int, y: Int, side: Int)] = [
            ("scaleAspectFit", 70, 60, 30),   // ×1.5, composition at 25...175
            ("center", 80, 65, 20),           // natural size, composition at 50...150 × 25...125
            ("bottomRight", 130, 90, 20),     // composition at 100...200 × 50...150
            ("top", 80, 40, 20),              // composition at 50...150 × 0...100
            ("scaleAspectFill", 60, 55, 40),  // ×2 (200 × 200), 25 cropped above and below
        ]
        for (name, x, y, side) in cases {
            let bitmap = try Bitmap(pngData: try Self.render(["--fit", name], in: dir))
            #expect(Self.isRed(bitmap, x, y) && Self.isRed(bitmap, x + side - 1, y + side - 1), "\(name)")
            #expect(!Self.isRed(bitmap, x - 1, y) && !Self.isRed(bitmap, x + side, y + side - 1), "\(name)")
            #expect(!Self.isRed(bitmap, x, y - 1) && !Self.isRed(bitmap, x, y + side), "\(name)")
        }
    }

    @Test("fill and stretch are scaleAspectFill and scaleToFill")
    func aliases() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.render(["--fit", "fill"], in: dir) == Self.render(["--fit", "scaleAspectFill"], in: dir))
        let stretched = try Self.render(["--fit", "stretch"], in: dir)
        #expect(try stretched == Self.render(["--fit", "scaleToFill"], in: dir))
        // ×2 by ×1.5: the square at 60...100 × 60...90.
        let bitmap = try Bitmap(pngData: stretched)
        #expect(Self.isRed(bitmap, 60, 60) && Self.isRed(bitmap, 99, 89) && !Self.isRed(bitmap, 100, 75))
    }

    @Test("frames takes --fit for its cells")
    func framesCommand() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["frames", "fixture.json", "--count", "2", "--width", "80", "--height", "40",
                                          "--fit", "bottomLeft", "-o", "sheet.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test("--help lists every choice")
    func helpListsChoices() throws {
        let dir = try CommandTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let help = try CommandTool.lottie(["render", "--help"], in: dir).stdout
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for name in ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top", "bottom", "left", "right",
                     "topLeft", "topRight", "bottomLeft", "bottomRight", "scaleAspectFitTopLeft", "fit", "fill", "stretch"] {
            #expect(help.contains(name), "\(name)")
        }
        #expect(help.contains("--fit"))
    }
}
