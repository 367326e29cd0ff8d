import ArchiveTesting
import Foundation
import Testing
@testable import Lottie
import Graphics

/// A small valid animation: one shape layer with a rectangle and a fill.
let tinyAnimationJSON = """
{"v":"5.7.4","fr":30,"ip":0,"op":60,"w":100,"h":50,"nm":"tiny","layers":[
 {"ty":4,"ind":1,"nm":"box","ip":0,"op":60,"st":0,"ks":{},
  "shapes":[{"ty":"rc","p":{"a":0,"k":[50,25]},"s":{"a":0,"k":[20,10]},"r":{"a":0,"k":0}},
            {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
"""

@Suite("Loading: containers, limits and the cache")
struct LoadingTests {
    @Test func loadsJSONFromStringDataAndFile() throws {
        let fromString = try LottieAnimation.load(string: tinyAnimationJSON)
        let fromData = try LottieAnimation.load(data: Data(tinyAnimationJSON.utf8))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-model-\(UUID().uuidString).json")
        try Data(tinyAnimationJSON.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try LottieAnimation.load(fileURL: url)
        #expect(fromString == fromData && fromData == fromFile)
        #expect(fromString.width == 100 && fromString.height == 50 && fromString.framerate == 30)
        #expect(fromString.duration == 2)
    }

    @Test func loadsTelegramStickerGzip() throws {
        let gz = TestArchives.gzip(Array(tinyAnimationJSON.utf8))
        #expect(try LottieAnimation.load(data: gz) == LottieAnimation.load(string: tinyAnimationJSON))
    }

    @Test func gzipBombStopsAtTheLimit() throws {
        // 20 000 back-references: 2.6 kB of deflate data expanding to 5.16 MB.
        let repeats = 20_000
        let deflate = TestArchives.bombDeflate(repeats: repeats)
        let size = TestArchives.bombSize(repeats: repeats)
        #expect(deflate.count < 40_000 && size == 5_160_001)
        let bomb = TestArchives.gzip(deflate: deflate, crc: 0, size: size)
        var limits = LoadLimits()
        limits.maxDecompressedSize = 1 << 20
        #expect(throws: LottieError.limitExceeded(limit: .decompressedSize, maximum: 1 << 20, path: "")) {
            try LottieAnimation.load(data: bomb, limits: limits)
        }
    }

    @Test func truncatedGzipIsAContainerError() throws {
        let gz = TestArchives.gzip(Array(tinyAnimationJSON.utf8))
        #expect(throws: LottieError.invalidContainer("gzip data is truncated")) {
            try LottieAnimation.load(data: gz.prefix(gz.count - 20))
        }
    }

    @Test func zipBombStopsAtTheLimit() throws {
        let manifest = #"{"version":"1","animations":[{"id":"bomb"}]}"#
        let archive = TestArchives.zip([.plain("manifest.json", Array(manifest.utf8)), .bomb("animations/bomb.json", repeats: 20_000)])
        var limits = LoadLimits()
        limits.maxDecompressedSize = 1 << 20
        #expect(throws: LottieError.limitExceeded(limit: .decompressedSize, maximum: 1 << 20, path: "animations/bomb.json")) {
            try DotLottieFile.load(data: archive, limits: limits)
        }
    }

    @Test func readsHandMadeDotLottieV2WithThemeAndImage() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        let json = """
        {"v":"5.12.0","fr":25,"ip":0,"op":10,"w":10,"h":10,
         "slots":{"fillColor":{"p":{"a":0,"k":[0,0,1,1]}}},
         "assets":[{"id":"img","w":4,"h":4,"u":"/i/","p":"pic.png","e":0}],
         "layers":[{"ty":2,"refId":"img","ind":1,"ip":0,"op":10,"st":0,"ks":{}},
                   {"ty":4,"ind":2,"ip":0,"op":10,"st":0,"ks":{},"shapes":[
                     {"ty":"fl","c":{"a":0,"k":[1,1,1,1],"sid":"fillColor"},"o":{"a":0,"k":100}}]}]}
        """
        let theme = #"{"rules":[{"id":"fillColor","type":"Color","value":[1,0.5,0,1]}]}"#
        let manifest = #"{"version":"2","animations":[{"id":"main","initialTheme":"warm"}],"themes":[{"id":"warm"}]}"#
        let archive = TestArchives.zip([
            .plain("manifest.json", Array(manifest.utf8)), .plain("a/main.json", Array(json.utf8)),
            .plain("i/pic.png", png), .plain("t/warm.json", Array(theme.utf8)),
        ])
        let file = try DotLottieFile.load(data: archive)
        #expect(file.manifest.version == "2")
        #expect(file.manifest.animations.map(\.id) == ["main"])
        #expect(file.manifest.animations.first?.initialTheme == "warm")
        let plain = try file.animation()
        #expect(plain.images["img"]?.data == Data(png))
        #expect(plain.images["img"]?.imageFormat == .png)
        #expect(fillColor(plain) == Color(red: 0, green: 0, blue: 1))
        let themed = try file.animation(themeID: "warm")
        #expect(fillColor(themed) == Color(red: 1, green: 0.5, blue: 0))
        #expect(throws: LottieError.animationNotFound(id: "nope", available: ["main"])) { try file.animation(id: "nope") }
        // The same archive through the generic loader gives its first animation.
        #expect(try LottieAnimation.load(data: archive) == plain)
    }

    private func fillColor(_ a: LottieAnimation) -> Color? {
        guard case .shapes(let items)? = a.layers.last?.content, case .fill(let fill)? = items.first?.content else { return nil }
        return fill.color.initialValue
    }

    @Test func readsCorpusDotLotties() throws {
        guard let multiple = TestCorpus.sample("DotLottie/multiple_animations.lottie"),
              let images = TestCorpus.sample("Issues/issue_1945.lottie"),
              let v2 = TestCorpus.sample("DotLottie/zen_lottiev2.lottie"),
              FileManager.default.fileExists(atPath: multiple.path) else { return }
        let file = try DotLottieFile.load(fileURL: multiple)
        #expect(file.manifest.animations.map(\.id) == ["0", "1", "2"])
        #expect(file.manifest.animations.map(\.speed) == [1, 2, 1])
        #expect(file.manifest.animations.map(\.mode) == ["normal", "normal", "bounce"])
        #expect(Set(file.animations.keys) == ["0", "1", "2"])
        #expect(try file.animation(id: "1") != file.animation(id: "2"))

        let withImages = try LottieAnimation.load(fileURL: images)
        #expect(withImages.images.count == 26)
        #expect(withImages.images.values.allSatisfy { $0.data != nil && $0.imageFormat == .png })

        let second = try DotLottieFile.load(fileURL: v2)
        #expect(second.manifest.version == "2" && second.animations["Main Scene"] != nil)
    }

    @Test func fileSizeLimitIsCheckedBeforeParsing() {
        var limits = LoadLimits()
        limits.maxFileSize = 100
        #expect(throws: LottieError.limitExceeded(limit: .fileSize, maximum: 100, path: "")) {
            try LottieAnimation.load(string: tinyAnimationJSON, limits: limits)
        }
    }

    @Test func cacheEvictsTheLeastRecentlyUsed() throws {
        let cache = LottieAnimationCache(capacity: 2)
        let a = try LottieAnimation.load(string: tinyAnimationJSON)
        var b = a
        b.name = "b"
        var c = a
        c.name = "c"
        cache.setAnimation(a, forKey: "a")
        cache.setAnimation(b, forKey: "b")
        #expect(cache.animation(forKey: "a") == a)  // a is now the most recent
        cache.setAnimation(c, forKey: "c")  // evicts b
        #expect(cache.count == 2)
        #expect(cache.animation(forKey: "b") == nil)
        #expect(cache.animation(forKey: "a")?.name == "tiny")
        #expect(cache.animation(forKey: "c")?.name == "c")
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func cacheLoadsFilesOnce() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-cache-\(UUID().uuidString).json")
        try Data(tinyAnimationJSON.utf8).write(to: url)
        let cache = LottieAnimationCache(capacity: 4)
        let first = try cache.animation(fileURL: url)
        try FileManager.default.removeItem(at: url)
        // The file is gone; the cached animation is still served.
        #expect(try cache.animation(fileURL: url) == first)
    }
}
