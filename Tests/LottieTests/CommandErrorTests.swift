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
        ("unwritable PNG", ["render", "fixture.json", "-o", "/nonexistent-dir/x.png"]),
        ("unwritable GIF", ["render", "fixture.json", "-o", "/nonexistent-dir/x.gif"]),
        ("unwritable WebP", ["render", "fixture.json", "-o", "/nonexistent-dir/x.webp"]),
        ("unwritable SVG", ["render", "fixture.json", "-o", "/nonexistent-dir/x.svg"]),
        ("unwritable PDF", ["render", "fixture.json", "-o", "/nonexistent-dir/x.pdf"]),
        ("unwritable sequence", ["render", "fixture.json", "--frames", "0-2", "-o", "/nonexistent-dir/x-%02d.png"]),
        ("unknown format", ["render", "fixture.json", "-o", "x.bmp"]),
        ("no output", ["render", "fixture.json"]),
        ("zero fps", ["render", "fixture.json", "--fps", "0", "-o", "x.gif"]),
        ("zero speed", ["render", "fixture.json", "--speed", "0", "-o", "x.gif"]),
        ("bad range", ["render", "fixture.json", "--frames", "9-3", "-o", "x.gif"]),
        ("negative loop", ["render", "fixture.json", "--loop", "-1", "-o", "x.gif"]),
        ("bad quality", ["render", "fixture.json", "--quality", "101", "-o", "x.webp"]),
        ("bad colour", ["render", "fixture.json", "--background", "red", "-o", "x.png"]),
        ("bad mode", ["render", "fixture.json", "--mode", "squash", "-o", "x.png"]),
        ("frame and progress", ["render", "fixture.json", "--frame", "1", "--progress", "0.5", "-o", "x.png"]),
        ("unknown option", ["render", "fixture.json", "--wat", "-o", "x.png"]),
        ("frames: missing file", ["frames", "missing.json", "-o", "x.png"]),
        ("frames: not an animation", ["frames", "not-animation.json", "-o", "x.png"]),
        ("frames: absurd size", ["frames", "fixture.json", "--width", "100000", "-o", "x.png"]),
        ("frames: absurd sheet", ["frames", "fixture.json", "--width", "4000", "--count", "100", "-o", "x.png"]),
        ("frames: unwritable", ["frames", "fixture.json", "-o", "/nonexistent-dir/x.png"]),
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
        ("demo: unwritable", ["demo", "-o", "/nonexistent-dir/demo.json"]),
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
}
