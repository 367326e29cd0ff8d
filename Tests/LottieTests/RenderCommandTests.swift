import Foundation
import Testing

/// `lottie render` writes each output format, read back by an independent tool. The fixture is
/// 100×100, 60 frames at 30 fps (2 s), with a 20×20 red square at x = frame, y = 40.
@Suite("RenderCommand", .serialized)
struct RenderCommandTests {
    /// Prints width, height, one pixel's RGBA and another pixel's alpha of an image.
    static let pixelProbe = """
    import sys
    from PIL import Image
    im = Image.open(sys.argv[1]).convert('RGBA')
    a = im.getpixel((int(sys.argv[2]), int(sys.argv[3])))
    b = im.getpixel((int(sys.argv[4]), int(sys.argv[5])))
    print(im.size[0], im.size[1], *a, b[3])
    """

    @Test("one PNG frame at a size: the square where the frame puts it", .enabled(if: CommandTool.hasPillow, "needs python3 with Pillow (Debian python3-pil)"))
    func singlePNG() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["render", "fixture.json", "--frame", "30", "--width", "50", "--height", "50",
                                          "--output", "one.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // Frame 30 at half size: the square covers x 15...25, y 20...30.
        let probe = try CommandTool.python(Self.pixelProbe, [dir.appendingPathComponent("one.png").path, "20", "25", "5", "25"])
        #expect(probe == "50 50 255 0 0 255 0")
    }

    @Test("--progress picks the frame, --background fills under it", .enabled(if: CommandTool.hasPillow, "needs python3 with Pillow (Debian python3-pil)"))
    func progressAndBackground() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["render", "fixture.json", "--progress", "0.5", "--background", "#00FF00",
                                          "-o", "bg.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // Progress 0.5 = frame 30: the square covers x 30...50; the corner is the green background.
        let probe = try CommandTool.python(Self.pixelProbe, [dir.appendingPathComponent("bg.png").path, "40", "50", "95", "95"])
        #expect(probe == "100 100 255 0 0 255 255")
        let corner = try CommandTool.python(Self.pixelProbe, [dir.appendingPathComponent("bg.png").path, "95", "95", "0", "0"])
        #expect(corner.hasPrefix("100 100 0 255 0 255"))
    }

    @Test("a %02d pattern writes a numbered PNG per frame; negative speed reverses the order",
          .enabled(if: CommandTool.hasPillow, "needs python3 with Pillow (Debian python3-pil)"))
    func pngSequenceBackwards() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["render", "fixture.json", "--frames", "0-59", "--speed", "-2", "--width", "50",
                                          "-o", "s-%02d.png"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // Frames 0, 2, …, 58 (30 of them), played backwards: s-00 is frame 58, s-29 frame 0.
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("s-") }
        #expect(files.count == 30)
        let first = try CommandTool.python(Self.pixelProbe, [dir.appendingPathComponent("s-00.png").path, "34", "25", "27", "25"])
        #expect(first == "50 50 255 0 0 255 0")
        let last = try CommandTool.python(Self.pixelProbe, [dir.appendingPathComponent("s-29.png").path, "5", "25", "12", "25"])
        #expect(last == "50 50 255 0 0 255 0")
    }

    @Test("GIF: frame count, size, delays and loop count", .enabled(if: CommandTool.hasPillow, "needs python3 with Pillow (Debian python3-pil)"))
    func gif() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["render", "fixture.json", "--fps", "10", "--loop", "3", "--width", "50",
                                          "-o", "a.gif"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let info = try CommandTool.python("""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            loop = im.info.get('loop', 'none')
            durations = []
            for i in range(im.n_frames):
                im.seek(i)
                durations.append(im.info['duration'])
            im.seek(10)
            red = im.convert('RGBA').getpixel((20, 25))
            print(im.n_frames, im.size[0], im.size[1], loop, min(durations), max(durations), red[0] > 200 and red[1] < 60)
            """, [dir.appendingPathComponent("a.gif").path])
        // 2 s at 10 fps = 20 frames of 100 ms; playing 3 times = NETSCAPE repeat count 2; frame 10
        // is 1 s in, animation frame 30, with the square over x 15...25.
        #expect(info == "20 50 50 2 100 100 True")
    }

    @Test("WebP: frame count, size, durations and loop count", .enabled(if: CommandTool.find("webpinfo") != nil, "needs webpinfo (Debian: webp)"))
    func webP() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["render", "fixture.json", "--fps", "20", "--loop", "2", "--width", "40",
                                          "-o", "a.webp"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let info = try CommandTool.run(try #require(CommandTool.find("webpinfo")), [dir.appendingPathComponent("a.webp").path])
        let lines = info.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.hasPrefix("Chunk ANMF") }.count == 40)
        #expect(lines.contains("Canvas size 40 x 40"))
        #expect(lines.contains { $0.hasPrefix("Loop count") && $0.hasSuffix(": 2") })
        let durations = lines.filter { $0.hasPrefix("Duration:") }
        #expect(durations.count == 40 && durations.allSatisfy { $0 == "Duration: 50" })
    }

    @Test("MP4 and WebM: frames, size, frame rate and codec", .enabled(if: CommandTool.find("ffprobe") != nil && CommandTool.find("ffmpeg") != nil, "needs ffmpeg and ffprobe (Debian ffmpeg)"))
    func video() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ffprobe = try #require(CommandTool.find("ffprobe"))
        for (file, fps, frames, codec) in [("a.mp4", "15", 30, "h264"), ("a.webm", "10", 20, "vp9")] {
            let run = try CommandTool.lottie(["render", "fixture.json", "--fps", fps, "--width", "64", "-o", file], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            let probe = try CommandTool.run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                      "-show_entries", "stream=codec_name,width,height,r_frame_rate,nb_read_frames",
                                                      "-of", "default=noprint_wrappers=1", dir.appendingPathComponent(file).path])
            let fields = Dictionary(probe.stdout.split(separator: "\n").compactMap { line -> (String, String)? in
                let parts = line.split(separator: "=", maxSplits: 1)
                return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
            }, uniquingKeysWith: { a, _ in a })
            #expect(fields["codec_name"] == codec)
            #expect(fields["width"] == "64" && fields["height"] == "64")
            #expect(fields["r_frame_rate"] == "\(fps)/1")
            #expect(fields["nb_read_frames"] == "\(frames)")
        }
    }

    @Test("SVG: one vector frame of the composition's size", .enabled(if: CommandTool.hasPillow, "needs python3 (with Pillow, Debian python3-pil)"))
    func svg() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["render", "fixture.json", "--frame", "30", "-o", "a.svg"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let info = try CommandTool.python("""
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            paths = [e for e in root.iter() if e.tag.endswith('path')]
            print(root.get('width'), root.get('height'), len(paths) > 0)
            """, [dir.appendingPathComponent("a.svg").path])
        #expect(info == "100 100 True")
    }

    @Test("PDF: a page per frame of the range, or one with --frame", .enabled(if: CommandTool.hasPillow, "needs python3 (with Pillow, Debian python3-pil)"))
    func pdf() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pageCount = """
            import re, sys
            data = open(sys.argv[1], 'rb').read()
            boxes = set(re.findall(rb'/MediaBox\\s*\\[\\s*([0-9. ]+)\\]', data))
            print(len(re.findall(rb'/Type\\s*/Page\\b(?!s)', data)), b','.join(sorted(boxes)).decode())
            """
        var run = try CommandTool.lottie(["render", "fixture.json", "--frames", "0-4", "-o", "pages.pdf"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try CommandTool.python(pageCount, [dir.appendingPathComponent("pages.pdf").path]) == "5 0 0 100 100")
        run = try CommandTool.lottie(["render", "fixture.json", "--frame", "3", "-o", "one.pdf"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try CommandTool.python(pageCount, [dir.appendingPathComponent("one.pdf").path]) == "1 0 0 100 100")
    }

    @Test("without an input, the bundled demo is rendered", .enabled(if: CommandTool.hasPillow, "needs python3 with Pillow (Debian python3-pil)"))
    func demoWithoutInput() throws {
        let dir = try CommandTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["render", "-o", "demo.gif", "--width", "64", "--fps", "10"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let info = try CommandTool.python("""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            print(im.n_frames, im.size[0], im.size[1], im.info.get('loop'))
            """, [dir.appendingPathComponent("demo.gif").path])
        // The demo lasts 3 s: 30 frames at 10 fps, looping for ever.
        #expect(info == "30 64 64 0")
    }
}
