import Foundation
import Graphics
import Lottie
import LottieExport
import MediaEncoders
import Testing

/// `--jobs` changes how many threads render and encode, never the file: an export on one
/// thread and on two must be byte for byte the same, for every animated format.
@Suite(.timeLimit(.minutes(3)))
struct ExportThreadsTests {
    /// 2.5 seconds at 10 fps (25 frames, three one-second video segments), 96×96: a static
    /// gradient (GIF needs dithering, and most pixels stay the same), a disc moving across it
    /// and a square turning and fading (pixels with partial alpha over the gradient).
    static let json = """
    {"v":"5.7.0","fr":10,"ip":0,"op":25,"w":96,"h":96,"nm":"threads","layers":[
      {"ty":4,"nm":"square","ind":1,"ip":0,"op":25,"st":0,
       "ks":{"a":{"a":0,"k":[0,0]},"o":{"a":1,"k":[{"t":0,"s":[100],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":25,"s":[30]}]},
             "r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":25,"s":[90]}]},
             "s":{"a":0,"k":[100,100]},"p":{"a":0,"k":[70,26]}},
       "shapes":[{"ty":"rc","nm":"r","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[28,28]},"r":{"a":0,"k":0}},
                 {"ty":"fl","nm":"f","c":{"a":0,"k":[0.2,0.5,0.9,1]},"o":{"a":0,"k":100}}]},
      {"ty":4,"nm":"disc","ind":2,"ip":0,"op":25,"st":0,
       "ks":{"a":{"a":0,"k":[0,0]},"o":{"a":0,"k":100},"r":{"a":0,"k":0},"s":{"a":0,"k":[100,100]},
             "p":{"a":1,"k":[{"t":0,"s":[10,60],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":25,"s":[86,70]}]}},
       "shapes":[{"ty":"el","nm":"e","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[30,30]}},
                 {"ty":"fl","nm":"f","c":{"a":0,"k":[0.95,0.55,0.15,1]},"o":{"a":0,"k":100}}]},
      {"ty":4,"nm":"gradient","ind":3,"ip":0,"op":25,"st":0,
       "ks":{"a":{"a":0,"k":[0,0]},"o":{"a":0,"k":100},"r":{"a":0,"k":0},"s":{"a":0,"k":[100,100]},"p":{"a":0,"k":[0,0]}},
       "shapes":[{"ty":"rc","nm":"r","p":{"a":0,"k":[48,56]},"s":{"a":0,"k":[96,80]},"r":{"a":0,"k":0}},
                 {"ty":"gf","nm":"g","o":{"a":0,"k":100},"r":1,"t":1,"s":{"a":0,"k":[0,16]},"e":{"a":0,"k":[96,96]},
                  "g":{"p":2,"k":{"a":0,"k":[0,0.1,0.2,0.6,1,0.9,0.8,0.3]}}}]}]}
    """

    private static let ffmpegInstalled = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"]
        .contains { FileManager.default.isExecutableFile(atPath: $0) }

    private func export(_ format: OutputFormat, threads: Int, into directory: URL) throws -> Data {
        let animation = try LottieAnimation.load(string: Self.json)
        let settings = RenderSettings(animation: animation, options: LottieRenderOptions(), width: 96, height: 96,
                                      mode: .scaleAspectFit, background: nil, jobs: threads)
        let exporter = AnimationExporter(settings: settings)
        #expect(exporter.threads == threads)
        let schedule = try FrameSchedule(animation: animation, range: nil, fps: nil, speed: 1)
        #expect(schedule.frames.count == 25)
        let url = directory.appendingPathComponent("threads-\(threads).\(format.fileExtension)")
        try exporter.export(format, schedule: schedule, to: url)
        return try Data(contentsOf: url)
    }

    /// Stopped midway, an export on two threads stops its workers, throws the reason and
    /// leaves no file, as on one.
    @Test(arguments: [1, 2])
    func aStoppedExportLeavesNoFile(threads: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("threads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let animation = try LottieAnimation.load(string: Self.json)
        let settings = RenderSettings(animation: animation, options: LottieRenderOptions(), width: 96, height: 96,
                                      mode: .scaleAspectFit, background: nil, jobs: threads)
        let cancellation = RenderCancellation()
        let exporter = AnimationExporter(settings: settings, cancellation: cancellation)
        let schedule = try FrameSchedule(animation: animation, range: nil, fps: nil, speed: 1)
        let url = directory.appendingPathComponent("stopped.gif")
        let encoder = try exporter.makeEncoder(.gif, encoding: .init(), fps: schedule.fps, url: url)
        #expect(throws: ExportError.cancelled) {
            try exporter.encode(schedule, with: encoder) { index in
                if index == 5 { cancellation.cancel() }
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(arguments: [OutputFormat.gif, .webP])
    func oneAndTwoThreadsWriteTheSameFile(format: OutputFormat) throws {
        try expectTheSameFileOnOneAndTwoThreads(format)
    }

    @Test(.enabled(if: ffmpegInstalled, "needs ffmpeg (Debian package ffmpeg)"),
          arguments: [OutputFormat.video(.mp4), .video(.webM)])
    func oneAndTwoThreadsWriteTheSameVideo(format: OutputFormat) throws {
        try expectTheSameFileOnOneAndTwoThreads(format)
    }

    private func expectTheSameFileOnOneAndTwoThreads(_ format: OutputFormat) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("threads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try export(format, threads: 1, into: directory)
        let two = try export(format, threads: 2, into: directory)
        #expect(!one.isEmpty)
        #expect(one == two)
    }
}
