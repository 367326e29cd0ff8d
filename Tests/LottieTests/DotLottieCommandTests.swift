import Foundation
import Graphics
import Lottie
import Testing

private typealias D = DotLottieFixture

/// `lottie info` and `lottie render` on a dotLottie archive: its animations and themes listed,
/// chosen with `--animation` and `--theme`, unknown ids refused with the ids there are.
@Suite("dotLottie commands", .serialized)
struct DotLottieCommandTests {
    /// A temporary folder holding the fixture archive as `themed.lottie` and the playback
    /// fixture as `fixture.json`.
    private static func folder() throws -> URL {
        let dir = try CommandTool.folderWithFixture()
        try D.archive().write(to: dir.appendingPathComponent("themed.lottie"))
        return dir
    }

    @Test("info lists the archive's animations with their manifest settings, and its themes")
    func info() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["info", "themed.lottie"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("""
            animations: 2 in the archive, described: alpha
              alpha *: loop, mode bounce, speed 2, no autoplay, initial theme dark
              beta: no loop, speed 0.5, direction -1, autoplay
            themes:     2 (dark, light)
            """), "\(run.stdout)")
        #expect(run.stdout.hasPrefix("name:       alpha"))

        let json = try CommandTool.lottie(["info", "themed.lottie", "--animation", "beta", "--json"], in: dir)
        #expect(json.status == 0, "\(json.stderr)")
        let object = try LottieJSON(parsing: Array(json.stdoutData))
        #expect(object["name"]?.string == "beta")
        #expect(object["dotlottie"]?["described"]?.string == "beta")
        #expect(object["dotlottie"]?["themes"] == .array([.string("dark"), .string("light")]))
        #expect(object["dotlottie"]?["animations"]?.array?.last?["direction"]?.number == -1)
    }

    @Test("render: the active animation with its initial theme by default; --animation and --theme choose")
    func render() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        func colour(_ arguments: [String], at point: (Int, Int)) throws -> Color {
            let run = try CommandTool.lottie(["render", "themed.lottie", "--frame", "0", "-o", "out.png"] + arguments, in: dir)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            return try Bitmap(pngData: Data(contentsOf: dir.appendingPathComponent("out.png"))).color(x: point.0, y: point.1)
        }
        #expect(D.near(try colour([], at: D.Point.fill), D.blue), "alpha, theme dark")
        #expect(D.near(try colour(["--theme", "light"], at: D.Point.fill), Color(red: 1, green: 1, blue: 1)))
        #expect(D.near(try colour(["--theme", "none"], at: D.Point.fill), D.red))
        #expect(D.near(try colour(["--animation", "beta"], at: (50, 50)), D.green))
        #expect(D.near(try colour(["--animation", "beta", "--theme", "dark"], at: (50, 50)), D.yellow))
        // With --fit as well: beta (100x100, its box 30...70) centred in a 200x100 output puts
        // the box at x 80...120, where the top-left fit would have put it at 30...70.
        let centred = ["--animation", "beta", "--theme", "dark", "--width", "200", "--height", "100", "--fit", "scaleAspectFit"]
        #expect(D.near(try colour(centred, at: (100, 50)), D.yellow))
        #expect(try colour(centred, at: (60, 50)).alpha == 0)
    }

    @Test("unknown ids: a one-line error naming the ids there are, a non-zero exit status, no output file")
    func unknownIDs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [([String], String)] = [
            (["render", "themed.lottie", "--animation", "gamma", "-o", "x.png"], #"(animations: "alpha", "beta")"#),
            (["render", "themed.lottie", "--theme", "dusk", "-o", "x.png"], #"(themes: "dark", "light")"#),
            (["info", "themed.lottie", "--animation", "gamma"], #"(animations: "alpha", "beta")"#),
            (["render", "fixture.json", "--animation", "alpha", "-o", "x.png"], "choose within .lottie files"),
        ]
        for (arguments, expected) in cases {
            let run = try CommandTool.lottie(arguments, in: dir)
            #expect(run.status != 0, "\(arguments)")
            #expect(run.stderr.contains(expected), "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path), "\(arguments)")
        }
    }
}
