import Foundation
import GoldenTesting
import Graphics
import Lottie
import Testing

/// `lottie frames`, `bench`, `play` and `demo`.
@Suite("ToolCommands", .serialized)
struct ToolCommandTests {
    @Test("frames: a grid of evenly spaced frames, in reading order", .enabled(if: CommandTool.hasPillow, "needs python3 with Pillow (Debian python3-pil)"))
    func contactSheet() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["frames", "fixture.json", "--count", "4", "--columns", "2", "--width", "50",
                                          "--no-labels", "-o", "sheet.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // Cells of 50×50 with 4 px gaps: 2 × 54 + 4 = 112 square. Whole frames 0, 20, 39, 59:
        // the square's left edge at x = frame / 2 within its cell, y 20...30.
        let info = try CommandTool.python("""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1]).convert('RGBA')
            def red(x, y):
                p = im.getpixel((x, y))
                return p[0] > 200 and p[1] < 60
            cells = [(4, 4), (58, 4), (4, 58), (58, 4 + 54)]
            frames = [0, 20, 39, 59]
            inside = all(red(cx + int(f / 2) + 5, cy + 25) for (cx, cy), f in zip(cells, frames))
            outside = not any(red(cx + int(f / 2) - 3, cy + 25) for (cx, cy), f in zip(cells, frames) if f > 6)
            print(im.size[0], im.size[1], inside, outside, im.getpixel((1, 1)))
            """, [dir.appendingPathComponent("sheet.png").path])
        #expect(info == "112 112 True True (43, 43, 43, 255)")
    }

    @Test("the bundled demo's contact sheet matches its golden (six frames: trims, precomp, mask, matte)")
    func demoContactSheetGolden() throws {
        let dir = try CommandTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["frames", "--count", "6", "--columns", "3", "--width", "64", "-o", "sheet.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let sheet = try Bitmap(pngData: try Data(contentsOf: dir.appendingPathComponent("sheet.png")))
        // Each row: a 64 px cell, a 13 px label strip (7 px digits and 3 px margins), a 4 px gap.
        #expect(sheet.width == 3 * 68 + 4 && sheet.height == 2 * (64 + 13 + 4) + 4)
        try GoldenImage.check(sheet, named: "demo-contact-sheet", channelTolerance: 6, maxDifferingFraction: 0.01)
    }

    /// Without size options a cell is the composition's size (100×100 here; larger ones are
    /// capped at 256), and each has its frame number under it in light digits on the dark sheet.
    @Test("frames: default cells and frame labels; --width is the cell width", .enabled(if: CommandTool.hasPillow, "needs python3 with Pillow (Debian python3-pil)"))
    func contactSheetDefaults() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["frames", "fixture.json", "--count", "2", "-o", "sheet.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote sheet.png (2 frames in 2x1, cells 100x100, sheet 212x128)\n")
        // Light pixels in each label strip (rows 104...124), centred under the cell, none beside.
        let info = try CommandTool.python("""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1]).convert('RGB')
            def light(x0, x1):
                return sum(1 for x in range(x0, x1) for y in range(104, 125) if im.getpixel((x, y))[0] > 150)
            print(light(40, 64), light(4, 30), light(144, 168), light(108, 134))
            """, [dir.appendingPathComponent("sheet.png").path])
        let counts = info.split(separator: " ").compactMap { Int($0) }
        try #require(counts.count == 4, "\(info)")
        #expect(counts[0] > 10 && counts[2] > 10, "\(info)")  // "0" and "59"
        #expect(counts[1] == 0 && counts[3] == 0, "\(info)")
        let help = try CommandTool.lottie(["frames", "--help"], in: dir)
        #expect(help.stdout.contains("Width of each cell"))
    }

    @Test("bench --json: load time, median and p95 per frame, frame count, peak memory")
    func benchJSON() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["bench", "fixture.json", "--width", "64", "--height", "64", "--json"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["frames"] as? Int == 60)
        let median = try #require(object["frame_ms_median"] as? Double)
        let p95 = try #require(object["frame_ms_p95"] as? Double)
        #expect(median > 0 && p95 >= median)
        #expect((object["load_ms"] as? Double).map { $0 > 0 } == true)
        #expect((object["peak_memory_mb"] as? Double).map { $0 > 1 } == true)
    }

    @Test("play --once: truecolor half-block frames, one per display-link tick, then exits")
    func playOnce() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["play", "fixture.json", "--once", "--columns", "20", "--speed", "8"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let pictures = run.stdout.components(separatedBy: "\u{1B}[H").dropFirst()
        // 2 s at speed 8 is a quarter second: about 8 frames at 30 fps (late frames are skipped).
        #expect(pictures.count >= 2 && pictures.count <= 9)
        for picture in pictures {
            // 20 columns × 20 pixel rows = 10 text rows, plus the status line.
            #expect(picture.split(separator: "\n").count == 11)
        }
        // The red square shows as red foreground or background cells.
        #expect(run.stdout.contains("8;2;255;0;0m"))
        #expect(pictures.last?.contains("frame 60.0") == true)
    }

    @Test("info --json: size, timing, markers and the features used")
    func infoJSON() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["info", "fixture.json", "--json"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["width"] as? Double == 100 && object["framerate"] as? Double == 30)
        #expect(object["end_frame"] as? Double == 60 && object["duration"] as? Double == 2)
        #expect((object["markers"] as? [Any])?.count == 4)
        #expect(object["features"] as? [String] == ["fills", "markers", "rectangles", "shape layers"])
    }

    @Test("demo prints an animation with shapes, trims, gradients, masks, mattes and a precomp")
    func demo() throws {
        let dir = try CommandTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["demo"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let animation = try LottieAnimation.load(string: run.stdout)
        #expect(animation.warnings.isEmpty, "\(animation.warnings)")
        #expect(animation.width == 256 && animation.height == 256 && animation.frameCount == 90)
        #expect(!animation.precompositions.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let layers = try #require(json["layers"] as? [[String: Any]])
        #expect(layers.contains { $0["masksProperties"] != nil })
        #expect(layers.contains { $0["tt"] as? Int == 1 } && layers.contains { $0["td"] as? Int == 1 })
        #expect(layers.contains { $0["ty"] as? Int == 0 })
        for kind in ["\"ty\":\"tm\"", "\"ty\":\"gf\"", "\"ty\":\"gs\"", "\"ty\":\"sr\"", "\"ty\":\"el\"", "\"ty\":\"rc\""] {
            #expect(run.stdout.contains(kind), "no \(kind)")
        }
    }
}
