import ArchiveTesting
import Foundation
import Layers
import Lottie
import Testing

/// An animation with something to warn about at each stage: an unknown layer type (loading),
/// a layer effect that is not drawn, a missing image file and a repeater over a low render
/// limit (rendering).
private let troubledJSON = """
{"v":"5.7.0","fr":30,"ip":0,"op":10,"w":100,"h":100,
 "assets":[{"id":"image_0","w":10,"h":10,"u":"images/","p":"missing.png","e":0}],
 "layers":[
  {"ty":99,"nm":"Unknown","ind":3,"ip":0,"op":10,"st":0,"ks":{}},
  {"ty":2,"nm":"Picture","ind":2,"refId":"image_0","ip":0,"op":10,"st":0,"ks":{}},
  {"ty":4,"nm":"Shapes","ind":1,"ip":0,"op":10,"st":0,"ks":{},
   "ef":[{"ty":26,"nm":"Wipe","en":1,"ef":[]}],
   "shapes":[{"ty":"rc","p":{"a":0,"k":[10,10]},"s":{"a":0,"k":[4,4]},"r":{"a":0,"k":0}},
     {"ty":"rp","nm":"Copies","c":{"a":0,"k":10},"o":{"a":0,"k":0},"m":1,
      "tr":{"ty":"tr","p":{"a":0,"k":[5,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},
            "so":{"a":0,"k":100},"eo":{"a":0,"k":100}}},
     {"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}}]}]}
"""

@Suite("LottieLogger: where warnings go")
struct LoggerTests {
    @Test("Each load sends its warnings to the logger once")
    func loadWarnings() throws {
        let capture = LogCapture()
        try LottieLogger.withLogger(capture.logger) {
            let animation = try LottieAnimation.load(string: troubledJSON)
            #expect(animation.warnings.contains { $0.kind == .unsupportedLayer })
            #expect(capture.warnings == animation.warnings.map(\.description))

            // Through a dotLottie archive: the archive logs its animations, a load of the
            // archive's bytes logs the one it returns.
            let manifest = #"{"version":"1","animations":[{"id":"only"}]}"#
            let archive = TestArchives.zip([.plain("manifest.json", Array(manifest.utf8)),
                                            .plain("animations/only.json", Array(troubledJSON.utf8))])
            capture.clear()
            let fromArchive = try LottieAnimation.load(data: archive)
            #expect(fromArchive.warnings.contains { $0.kind == .unsupportedLayer })
            #expect(capture.warnings == fromArchive.warnings.map(\.description))
            capture.clear()
            let file = try DotLottieFile.load(data: archive)
            #expect(capture.warnings == (try #require(file.animations["only"])).warnings.map(\.description))
        }
    }

    @Test("The renderer logs each render warning once, as it meets it")
    func renderWarnings() throws {
        let animation = try LottieAnimation.load(string: troubledJSON)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("logger-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = LottieRenderOptions(imageDirectory: folder)
        options.renderLimits.maxRepeaterCopies = 3
        let capture = LogCapture()
        let renderer = LottieLogger.withLogger(capture.logger) {
            let renderer = LottieRenderer(animation: animation, options: options)
            renderer.loadImages()
            for frame in 0..<3 { renderer.update(frame: Double(frame)) }
            return renderer
        }
        let kinds = Set(renderer.renderWarnings.map(\.kind))
        #expect(kinds == [.unsupportedEffect, .skippedImage, .limitExceeded])
        #expect(capture.warnings.sorted() == renderer.renderWarnings.map(\.description).sorted())
    }

    @Test("Missing fonts and keypaths the player's animation lacks are logged")
    func fontAndPlayerWarnings() throws {
        let capture = LogCapture()
        try LottieLogger.withLogger(capture.logger) {
            let json = TextTestFile.animation(document: TextTestFile.document("Hi"), fontFamily: "Zyxwv Missing", glyphs: false)
            let renderer = try TextTestFile.renderer(json)
            renderer.update(frame: 0)
            #expect(renderer.fontWarnings.count == 1)
            #expect(capture.warnings == renderer.fontWarnings)

            capture.clear()
            let (player, _) = try PlaybackFixture.player()
            player.setValueProvider(ColorValueProvider(.red), keypath: "Nothing.Here.Color")
            #expect(player.warnings.count == 1)
            #expect(capture.warnings == player.warnings.map(\.description))
        }
    }

    @Test("A logger bound to a task does not see what other tasks log")
    func taskBoundLoggersAreSeparate() async throws {
        let first = LogCapture(), second = LogCapture()
        async let a: Int = LottieLogger.withLogger(first.logger) {
            try LottieAnimation.load(string: troubledJSON).warnings.count
        }
        async let b: Int = LottieLogger.withLogger(second.logger) {
            _ = try LottieAnimation.load(string: tinyAnimationJSON)
            return 0
        }
        let (countA, countB) = try await (a, b)
        #expect(countA > 0 && first.warnings.count == countA)
        #expect(countB == 0 && second.warnings.isEmpty)
    }

    @Test("The shared logger is used where no task-bound logger is in effect")
    func sharedLogger() throws {
        let previous = LottieLogger.shared
        defer { LottieLogger.shared = previous }
        let capture = LogCapture()
        LottieLogger.shared = capture.logger
        LottieLogger.current.warn("from the test")
        // Other tests running now may log here too.
        #expect(capture.warnings.contains("from the test"))
        let bound = LogCapture()
        LottieLogger.withLogger(bound.logger) { LottieLogger.current.warn("bound") }
        #expect(bound.warnings == ["bound"])
        #expect(!capture.warnings.contains("bound"))
    }
}
