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

    /// GIF delays are whole centiseconds and browsers slow delays under 2 cs down to 10 cs, so
    /// 60 fps is written as 50 fps (every delay 2 cs, the 2 s kept), with a note.
    @Test("GIF at --fps 60: 50 fps, delays of 20 ms, a note", .enabled(if: CommandTool.hasPillow, "needs python3 with Pillow (Debian python3-pil)"))
    func gifAboveFiftyFPS() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["render", "fixture.json", "--fps", "60", "--width", "16", "-o", "fast.gif"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote fast.gif (100 frames, 16x16, 50 fps)\n")
        #expect(run.stderr.hasPrefix("note: GIF cannot show 60 fps"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        let info = try CommandTool.python("""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            durations = set()
            for i in range(im.n_frames):
                im.seek(i)
                durations.add(im.info['duration'])
            print(im.n_frames, sorted(durations))
            """, [dir.appendingPathComponent("fast.gif").path])
        #expect(info == "100 [20]")
    }

    @Test("MP4 of odd size comes out even, says so, and notes the dropped alpha", .enabled(if: CommandTool.find("ffprobe") != nil && CommandTool.find("ffmpeg") != nil, "needs ffmpeg and ffprobe (Debian ffmpeg)"))
    func mp4OddSize() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ffprobe = try #require(CommandTool.find("ffprobe"))
        var run = try CommandTool.lottie(["render", "fixture.json", "--fps", "5", "--width", "33", "--height", "21",
                                          "-o", "odd.mp4"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote odd.mp4 (10 frames, 34x22, 5 fps)\n")
        #expect(run.stderr == """
            note: H.264 needs even sides: scaling 33x21 to 34x22
            note: MP4 has no alpha: transparent parts are black (give --background, or write .webm, which keeps alpha)

            """)
        let probe = try CommandTool.run(ffprobe, ["-v", "error", "-show_entries", "stream=width,height", "-of", "csv=p=0",
                                                  dir.appendingPathComponent("odd.mp4").path])
        #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "34,22")
        // With a background the frames are opaque: nothing to note about alpha.
        run = try CommandTool.lottie(["render", "fixture.json", "--fps", "5", "--width", "32", "--background", "#FFFFFF",
                                      "-o", "white.mp4"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
    }

    @Test("- reads the animation from standard input and -o - writes the file to standard output", .enabled(if: CommandTool.hasPillow, "needs python3 with Pillow (Debian python3-pil)"))
    func standardInputAndOutput() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fixture = dir.appendingPathComponent("fixture.json")
        let run = try CommandTool.lottie(["render", "-", "--frame", "30", "--width", "50", "-o", "-", "--format", "png"],
                                         in: dir, stdin: fixture)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "wrote standard output (50x50, frame 30)\n")
        try run.stdoutData.write(to: dir.appendingPathComponent("piped.png"))
        let probe = try CommandTool.python(Self.pixelProbe, [dir.appendingPathComponent("piped.png").path, "20", "25", "5", "25"])
        #expect(probe == "50 50 255 0 0 255 0")
        // An animation to standard output, and a name without an extension, with --format.
        let gif = try CommandTool.lottie(["render", "-", "--fps", "5", "--width", "20", "-o", "-", "--format", "gif"],
                                         in: dir, stdin: fixture)
        #expect(gif.status == 0, "\(gif.stderr)")
        #expect(gif.stdoutData.starts(with: Array("GIF89a".utf8)) && gif.stdoutData.last == 0x3B)
        let named = try CommandTool.lottie(["render", "fixture.json", "--fps", "5", "--width", "20", "-o", "clip", "--format", "webp"], in: dir)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("clip")).starts(with: Array("RIFF".utf8)))
        let info = try CommandTool.lottie(["info", "-", "--json"], in: dir, stdin: fixture)
        #expect(info.status == 0 && info.stdout.contains("\"frame"))
        // Nothing is left in the folder but what was asked for.
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["fixture.json", "piped.png", "clip"])
    }

    @Test("--frames past the animation is limited to its frames, with a note; missing folders are created")
    func rangeClampedAndFoldersCreated() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["render", "fixture.json", "--frames", "0-1000", "--fps", "10", "--width", "16",
                                          "-o", "out/dir/x.gif"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        // Frames 0...59 at a step of 3: 20 frames, not 334.
        #expect(run.stdout == "wrote out/dir/x.gif (20 frames, 16x16, 10 fps)\n")
        #expect(run.stderr == "note: --frames 0-1000 goes past the animation's frames 0-59: rendering 0-59\n")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/dir/x.gif").path))
    }

    /// The warning comes before any rendering, so an output that then fails keeps this fast.
    @Test("renders over the pixel budget are warned about")
    func pixelBudgetWarning() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["render", "fixture.json", "--width", "4000", "-o", "fixture.json/x.webp"], in: dir)
        #expect(run.stderr.hasPrefix("warning: 60 frames of 4000x4000 is 960 megapixels, over the 100-megapixel budget"))
        #expect(run.status == 1)
    }

    @Test("WebP: --lossless writes VP8L; --quality changes lossy size", .enabled(if: CommandTool.find("webpinfo") != nil, "needs webpinfo (Debian: webp)"))
    func webPLosslessAndQuality() throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (file, options) in [("lossless.webp", ["--lossless"]), ("low.webp", ["--quality", "5"]), ("high.webp", ["--quality", "95"])] {
            let run = try CommandTool.lottie(["render", "fixture.json", "--fps", "5", "--width", "40", "--background", "#3060A0"]
                                             + options + ["-o", file], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let info = try CommandTool.run(try #require(CommandTool.find("webpinfo")), [dir.appendingPathComponent("lossless.webp").path])
        #expect(info.stdout.contains("VP8L") && !info.stdout.contains("Chunk VP8 "))
        let size = { (name: String) in (try? Data(contentsOf: dir.appendingPathComponent(name)).count) ?? 0 }
        #expect(size("low.webp") < size("high.webp"))
    }

    /// Every command that writes a file reports it in the same words as `render`.
    @Test("demo commands report 'wrote PATH (…)' as render does")
    func demoCommandsReportAlike() throws {
        let dir = try CommandTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let runs: [([String], String)] = [
            (["render", "-o", "demo.gif", "--width", "16", "--fps", "5"], "wrote demo.gif (15 frames, 16x16, 5 fps)"),
            (["layers-demo", "-o", "layers.gif", "--fps", "5", "--scale", "0.25"], "wrote layers.gif ("),
            (["layers-demo", "-o", "layers.png", "--frames", "2", "--scale", "0.25"], "wrote layers.png (2 frames in a strip"),
            (["components-demo", "-o", "components.gif", "--fps", "2", "--scale", "0.25"], "wrote components.gif ("),
            (["hosted-demo", "-o", "hosted.gif", "--scale", "0.5"], "wrote hosted.gif (90 frames, 100x100, 30 fps)"),
            (["plot-curves", "-o", "plots", "--width", "48", "--height", "32"], "wrote plots/"),
            (["demo", "-o", "demo.json"], "wrote demo.json ("),
        ]
        for (arguments, prefix) in runs {
            let run = try CommandTool.lottie(arguments, in: dir)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            let lines = run.stdout.split(separator: "\n")
            #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("wrote ") && $0.hasSuffix(")") }, "\(arguments): \(run.stdout)")
            #expect(run.stdout.hasPrefix(prefix), "\(arguments): \(run.stdout)")
        }
    }

    /// Ctrl-C during a GIF export: the process exits with 128 + the signal, and neither the
    /// GIF nor its temporary file is left. The signal is sent once the temporary file exists,
    /// that is, while the GIF is being written.
    @Test("SIGINT and SIGTERM during a GIF export leave no file", arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func interruptedExport(signal: Int32, status: Int32) throws {
        let dir = try CommandTool.folderWithFixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let process = try CommandTool.start(["render", "fixture.json", "--fps", "240", "--width", "1200", "--jobs", "1",
                                             "--quiet", "-o", "long.gif"], in: dir)
        defer { if process.isRunning { process.terminate() } }
        var started = false
        for _ in 0..<3000 where !started {
            started = try FileManager.default.contentsOfDirectory(atPath: dir.path).contains { $0.hasSuffix(".partial") }
            if !started { usleep(10_000) }
        }
        try #require(started, "the export never started writing")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["fixture.json"])
    }
}
