import Foundation
import Testing

@Suite("lottie state-machine")
struct StateMachineCommandTests {
    private func directory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sm-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try StateMachineFixture.archive().write(to: dir.appendingPathComponent("interactive.lottie"))
        // LOTTIE_WRITE_STATE_MACHINE_FIXTURE=path keeps a copy of the archive (for the demo GIF).
        if let keep = ProcessInfo.processInfo.environment["LOTTIE_WRITE_STATE_MACHINE_FIXTURE"] {
            try? StateMachineFixture.archive().write(to: URL(fileURLWithPath: keep))
        }
        return dir
    }

    @Test func listsTheStateMachinesOfAnArchive() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["state-machine", "interactive.lottie"], in: dir)
        #expect(run.status == 0)
        #expect(run.stdout == "toggle\nrating\nbutton\n")
        let info = try CommandTool.lottie(["info", "interactive.lottie"], in: dir)
        #expect(info.stdout.contains("state machines: toggle, rating, button\n"))
    }

    @Test func printsTheTransitionsOfAScriptAndRendersTheFrames() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandTool.lottie(["state-machine", "interactive.lottie", "rating", "--fps", "30", "--tail", "0",
                                          "--events", "input:rating=3; wait:40f; down@70,90; wait:0.5; input:rating=nine",
                                          "-o", "rating.gif"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "  0.000s  start -> star0",
            "  0.000s  input:rating=3",
            "  0.000s  star0 -> star3",
            "  1.333s  down@70,90",
            "  1.333s  star3 -> star4",
            "  1.833s  input:rating=nine",
            "  1.833s    (no input \"rating\" taking nine)",
            "end: state star4 at frame 15.0",
            "wrote rating.gif (56 frames, 100x100, 30 fps)",
        ])
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("rating.gif").path))
    }

    @Test func badScriptsAndIdsAreOneLineErrors() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let unknown = try CommandTool.lottie(["state-machine", "interactive.lottie", "nope"], in: dir)
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("no state machine \"nope\"; available: toggle, rating, button"))
        let script = try CommandTool.lottie(["state-machine", "interactive.lottie", "toggle", "--events", "jump@1,2"], in: dir)
        #expect(script.status != 0)
        #expect(script.stderr.contains("unknown pointer event 'jump'"))
        let wait = try CommandTool.lottie(["state-machine", "interactive.lottie", "toggle", "--events", "wait:forever"], in: dir)
        #expect(wait.stderr.contains("is not wait:SECONDS"))
        let play = try CommandTool.lottie(["play", "interactive.lottie", "--state-machine", "toggle", "--once"], in: dir)
        #expect(play.status != 0)
        #expect(play.stderr == "Error: --state-machine needs a terminal (lottie state-machine runs one on a script)\n")
    }
}
