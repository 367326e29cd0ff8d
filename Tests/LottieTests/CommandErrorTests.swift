import Foundation
import Testing

/// Bad input to every subcommand ends with one line on standard error and a non-zero exit
/// status, and leaves no output file behind.
@Suite("CommandErrors", .serialized)
struct CommandErrorTests {
    /// A folder with the fixture, a file that is JSON but not an animation, and one that is not
    /// JSON at all.
    static func folder() throws -> URL {
        let dir = try CommandTool.folderWithFixture()
        try Data(#"{"hello": "world"}"#.utf8).write(to: dir.appendingPathComponent("not-animation.json"))
        try Data("this is not json".utf8).write(to: dir.appendingPathComponent("garbage.json"))
        return dir
    }

    static let badRuns: [(String, [String])] = [
        ("missing file", ["render", "missing.json", "-o", "x.png"]),
        ("not an animation", ["render", "not-animation.json", "-o", "x.png"]),
        ("not JSON", ["render", "garbage.json", "-o", "x.gif"]),
        ("absurd size", ["render", "fixture.json", "--width", "100000", "--height", "100000", "-o", "x.png"]),
        ("absurd size, one side", ["render", "fixture.json", "--width", "100000", "-o", "x.gif"]),
        ("unwritable PNG", ["render", "fixture.json", "-o", "fixture.json/x.png"]),
        ("unwritable GIF", ["render", "fixture.json", "-o", "fixture.json/x.gif"]),
        ("unwritable WebP", ["render", "fixture.json", "-o", "fixture.json/x.webp"]),
        ("unwritable SVG", ["render", "fixture.json", "-o", "fixture.json/x.svg"]),
        ("unwritable PDF", ["render", "fixture.json", "-o", "fixture.json/x.pdf"]),
        ("unwritable sequence", ["render", "fixture.json", "--frames", "0-2", "-o", "fixture.json/x-%02d.png"]),
        ("unknown format", ["render", "fixture.json", "-o", "x.bmp"]),
        ("no output", ["render", "fixture.json"]),
        ("zero fps", ["render", "fixture.json", "--fps", "0", "-o", "x.gif"]),
        ("zero speed", ["render", "fixture.json", "--speed", "0", "-o", "x.gif"]),
        ("bad range", ["render", "fixture.json", "--frames", "9-3", "-o", "x.gif"]),
        ("negative loop", ["render", "fixture.json", "--loop", "-1", "-o", "x.gif"]),
        ("bad quality", ["render", "fixture.json", "--quality", "101", "-o", "x.webp"]),
        ("bad colour", ["render", "fixture.json", "--background", "red", "-o", "x.png"]),
        ("bad mode", ["render", "fixture.json", "--mode", "squash", "-o", "x.png"]),
        ("bad fit", ["render", "fixture.json", "--fit", "squash", "-o", "x.png"]),
        ("frames: bad fit", ["frames", "fixture.json", "--fit", "aspectFit", "-o", "x.png"]),
        ("frame and progress", ["render", "fixture.json", "--frame", "1", "--progress", "0.5", "-o", "x.png"]),
        ("unknown option", ["render", "fixture.json", "--wat", "-o", "x.png"]),
        ("frames: missing file", ["frames", "missing.json", "-o", "x.png"]),
        ("frames: not an animation", ["frames", "not-animation.json", "-o", "x.png"]),
        ("frames: absurd size", ["frames", "fixture.json", "--width", "100000", "-o", "x.png"]),
        ("frames: absurd sheet", ["frames", "fixture.json", "--width", "4000", "--count", "100", "-o", "x.png"]),
        ("frames: unwritable", ["frames", "fixture.json", "-o", "fixture.json/x.png"]),
        ("frames: not PNG", ["frames", "fixture.json", "-o", "x.gif"]),
        ("bench: missing file", ["bench", "missing.json"]),
        ("bench: not an animation", ["bench", "not-animation.json"]),
        ("bench: absurd size", ["bench", "fixture.json", "--width", "100000", "--height", "100000"]),
        ("play: missing file", ["play", "missing.json", "--once"]),
        ("play: not an animation", ["play", "garbage.json", "--once"]),
        ("play: absurd size", ["play", "fixture.json", "--once", "--columns", "100000"]),
        ("play: no terminal", ["play", "fixture.json"]),
        ("info: missing file", ["info", "missing.json"]),
        ("info: not an animation", ["info", "not-animation.json"]),
        ("info: not JSON", ["info", "garbage.json", "--json"]),
        ("info: bad load count", ["info", "fixture.json", "--time-loads", "0"]),
        ("demo: unwritable", ["demo", "-o", "fixture.json/demo.json"]),
        ("fps out of range", ["render", "fixture.json", "--fps", "1000", "-o", "x.gif"]),
        ("negative quality", ["render", "fixture.json", "--quality", "-1", "-o", "x.gif"]),
        ("fps for one PNG", ["render", "fixture.json", "--fps", "10", "-o", "x.png"]),
        ("zero width", ["render", "fixture.json", "--width", "0", "-o", "x.png"]),
        ("negative height", ["render", "fixture.json", "--height", "-5", "-o", "x.png"]),
        ("zero jobs", ["render", "fixture.json", "--jobs", "0", "-o", "x.gif"]),
        ("range outside the animation", ["render", "fixture.json", "--frames", "200-300", "-o", "x.gif"]),
        ("standard output without a format", ["render", "fixture.json", "-o", "-"]),
        ("unknown --format", ["render", "fixture.json", "--format", "bmp", "-o", "-"]),
        ("--lossless for GIF", ["render", "fixture.json", "--lossless", "-o", "x.gif"]),
        ("--loop for MP4", ["render", "fixture.json", "--loop", "2", "-o", "x.mp4"]),
        ("--quality for PNG", ["render", "fixture.json", "--quality", "50", "-o", "x.png"]),
        ("empty standard input", ["render", "-", "-o", "x.png"]),
        ("frames: zero jobs", ["frames", "fixture.json", "--jobs", "0", "-o", "x.png"]),
        ("frames: zero cell width", ["frames", "fixture.json", "--width", "0", "-o", "x.png"]),
        ("plot-curves: absurd size", ["plot-curves", "--width", "20000", "--height", "20000", "-o", "plots"]),
        ("layers-demo: fps past GIF's", ["layers-demo", "--fps", "60", "-o", "x.gif"]),
        ("layers-demo: unwritable", ["layers-demo", "-o", "fixture.json/x.gif"]),
        ("components-demo: unwritable", ["components-demo", "-o", "fixture.json/x.gif"]),
        ("hosted-demo: unwritable", ["hosted-demo", "-o", "fixture.json/x.gif"]),
        ("plot-curves: unwritable", ["plot-curves", "-o", "fixture.json/plots"]),
        ("unwritable MP4", ["render", "fixture.json", "-o", "fixture.json/x.mp4"]),
        ("unknown subcommand", ["transmogrify"]),
    ]

    @Test("one line on stderr, non-zero exit, no output file", arguments: badRuns.indices)
    func badInput(_ index: Int) throws {
        let (name, arguments) = Self.badRuns[index]
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        let run = try CommandTool.lottie(arguments, in: dir)
        #expect(run.status != 0, "\(name): exit status 0")
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "\(name): stderr was \(run.stderr.debugDescription)")
        #expect(lines.first?.hasPrefix("Error: ") == true, "\(name): \(run.stderr)")
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(after == before, "\(name): left \(after.subtracting(before))")
    }

    /// The exact message of each refused option, in the words of the option.
    static let validationMessages: [([String], String)] = [
        (["render", "fixture.json", "--fps", "1000", "-o", "x.gif"], "--fps 1000 is out of range (above 0, at most 240)"),
        (["render", "fixture.json", "--quality", "-1", "-o", "x.gif"], "--quality -1 is outside 0...100"),
        (["render", "fixture.json", "--fps", "10", "-o", "x.png"],
         "--fps needs several frames, but a single PNG is one (put a %04d pattern in the name for one file per frame)"),
        (["render", "fixture.json", "--width", "0", "-o", "x.png"], "--width 0 must be at least 1"),
        (["render", "fixture.json", "--height", "-5", "-o", "x.png"], "--height -5 must be at least 1"),
        (["render", "fixture.json", "--jobs", "0", "-o", "x.gif"], "--jobs 0 is outside 1...64"),
        (["render", "fixture.json", "--width", "20000", "--height", "20000", "-o", "x.gif"],
         "--width 20000 is larger than the limit of 16384 pixels"),
        (["render", "fixture.json", "--scale", "200", "-o", "x.gif"],
         "output size 20000x20000 is too large (at most 16384 pixels per side and 67 megapixels)"),
        (["render", "fixture.json", "--frames", "200-300", "-o", "x.gif"], "--frames 200-300 lies outside the animation's frames 0-59"),
        (["render", "fixture.json", "-o", "-"], "writing to standard output (-o -) needs --format (png, gif, webp, mp4, webm, svg or pdf)"),
        (["render", "fixture.json", "--lossless", "-o", "x.gif"], "--lossless applies to WebP, not GIF"),
        (["render", "fixture.json", "--fit", "squash", "-o", "x.png"],
         "--fit 'squash' is not a content mode; use one of scaleToFill, scaleAspectFit, scaleAspectFill, center, top, "
            + "bottom, left, right, topLeft, topRight, bottomLeft, bottomRight, scaleAspectFitTopLeft, fit, fill, stretch"),
        (["plot-curves", "--width", "20000", "--height", "20000"],
         "plot size 20000x20000 is too large (at most 16384 pixels per side and 67 megapixels)"),
        (["bench", "fixture.json", "--width", "20000", "--height", "20000"],
         "output size 20000x20000 is too large (at most 16384 pixels per side and 67 megapixels)"),
        (["serve", "--max-expression-heap-bytes", "0"], "--max-expression-heap-bytes 0 must be at least 1"),
    ]

    @Test("each refused option says what is wrong with it", arguments: validationMessages.indices)
    func validationMessage(_ index: Int) throws {
        let (arguments, message) = Self.validationMessages[index]
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(arguments, in: dir)
        #expect(run.status != 0)
        #expect(run.stderr == "Error: \(message)\n")
    }

    /// A folder that cannot be made (here: a file is in the way) fails with the same words for
    /// every command and format, and nothing is written.
    @Test("an unwritable folder: one message for every command and format")
    func unwritableFolderMessage() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let runs: [[String]] = [
            ["render", "fixture.json", "--frame", "1", "-o"], ["render", "fixture.json", "--fps", "5", "-o"],
            ["render", "fixture.json", "--fps", "5", "-o"], ["render", "fixture.json", "--frame", "1", "-o"],
            ["render", "fixture.json", "--frames", "0-1", "-o"], ["frames", "fixture.json", "--count", "2", "-o"],
            ["demo", "-o"], ["layers-demo", "-o"], ["components-demo", "-o"], ["hosted-demo", "-o"],
        ]
        let files = ["x.png", "x.gif", "x.webp", "x.svg", "x.pdf", "x.png", "x.json", "x.gif", "x.gif", "x.gif"]
        for (arguments, file) in zip(runs, files) {
            let path = "fixture.json/sub/" + file
            let run = try CommandTool.lottie(arguments + [path], in: dir)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.stderr == "Error: cannot write \(path): fixture.json is not a folder\n", "\(arguments)")
        }
        let plots = try CommandTool.lottie(["plot-curves", "-o", "fixture.json/plots"], in: dir)
        #expect(plots.stderr.hasPrefix("Error: cannot write fixture.json/plots/"))
        #expect(plots.stderr.hasSuffix(".png: fixture.json is not a folder\n"))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
                == ["fixture.json", "not-animation.json", "garbage.json"])
    }
}
