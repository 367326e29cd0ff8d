import Foundation
import Lottie
import Testing

/// `LottieAnimation.named(_:bundle:subdirectory:limits:animationCache:)` on a bundle made from a
/// temporary folder (`Bundle(path:)`), as `Bundle.main` or `Bundle.module` would hold the files.
@Suite("Loading from bundles")
struct BundleLoadingTests {
    /// A folder with `tiny.json`, `anims/nested.json`, `archive.lottie` (`DotLottieFixture`) and
    /// `broken.json` (not an animation), and the bundle made from it. Each test has its own.
    private func makeBundle() throws -> (Bundle, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("anims"), withIntermediateDirectories: true)
        try Data(tinyAnimationJSON.utf8).write(to: folder.appendingPathComponent("tiny.json"))
        try Data(tinyAnimationJSON.utf8).write(to: folder.appendingPathComponent("anims/nested.json"))
        try DotLottieFixture.archive().write(to: folder.appendingPathComponent("archive.lottie"))
        try Data("{\"not\":\"lottie\"}".utf8).write(to: folder.appendingPathComponent("broken.json"))
        return (try #require(Bundle(path: folder.path)), folder)
    }

    @Test("A .json or .lottie resource loads by name, with or without its extension, in a subdirectory too")
    func loadsResources() throws {
        let (bundle, folder) = try makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tiny = try LottieAnimation.load(string: tinyAnimationJSON)
        #expect(LottieAnimation.named("tiny", bundle: bundle, animationCache: nil) == tiny)
        #expect(LottieAnimation.named("tiny.json", bundle: bundle, animationCache: nil) == tiny)
        #expect(LottieAnimation.named("nested", bundle: bundle, subdirectory: "anims", animationCache: nil) == tiny)
        let archived = try DotLottieFixture.file().animation()
        #expect(LottieAnimation.named("archive", bundle: bundle, animationCache: nil) == archived)
        #expect(LottieAnimation.named("archive.lottie", bundle: bundle, animationCache: nil) == archived)
    }

    @Test("A missing resource gives nil; one that fails to load gives nil and a warning")
    func missingOrBroken() throws {
        let (bundle, folder) = try makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let capture = LogCapture()
        LottieLogger.withLogger(capture.logger) {
            #expect(LottieAnimation.named("absent", bundle: bundle, animationCache: nil) == nil)
            #expect(LottieAnimation.named("nested", bundle: bundle, animationCache: nil) == nil, "not outside its subdirectory")
            #expect(LottieAnimation.named("archive.json", bundle: bundle, animationCache: nil) == nil, "the extension given is the only one tried")
            #expect(LottieAnimation.named("tiny", bundle: bundle, subdirectory: "absent", animationCache: nil) == nil)
            #expect(capture.warnings.isEmpty, "a missing resource is no error")
            #expect(LottieAnimation.named("broken", bundle: bundle, animationCache: nil) == nil)
            #expect(capture.warnings.count == 1)
            #expect(capture.warnings.first?.contains("broken") == true)
        }
    }

    @Test("A loaded resource is kept in the cache under its file's path")
    func cached() throws {
        let (bundle, folder) = try makeBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = LottieAnimationCache(capacity: 4)
        let first = try #require(LottieAnimation.named("tiny", bundle: bundle, animationCache: cache))
        let file = folder.appendingPathComponent("tiny.json")
        #expect(cache.animation(forKey: file.standardizedFileURL.path) == first)

        // The file changes: the cache still serves what was loaded; without a cache it is read anew.
        try Data(tinyAnimationJSON.replacingOccurrences(of: "\"w\":100", with: "\"w\":120").utf8).write(to: file)
        #expect(LottieAnimation.named("tiny", bundle: bundle, animationCache: cache)?.width == 100)
        #expect(LottieAnimation.named("tiny", bundle: bundle, animationCache: nil)?.width == 120)
    }
}
