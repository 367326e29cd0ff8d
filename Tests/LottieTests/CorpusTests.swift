import Foundation
import Testing
@testable import Lottie

@Suite("Corpus: every shared animation loads and round-trips")
struct CorpusTests {
    @Test func everyAnimationLoads() throws {
        let files = TestCorpus.animationFiles
        guard !files.isEmpty else {
            print("CorpusTests: shared/conformance not found; skipped")
            return
        }
        var failures: [String] = []
        var warningsByKind: [LottieWarning.Kind: Int] = [:]
        var filesWithWarnings = 0
        for url in files {
            do {
                let animation = try LottieAnimation.load(fileURL: url)
                #expect(animation.framerate > 0)
                #expect(animation.width > 0 && animation.height > 0, "\(TestCorpus.name(url))")
                for w in animation.warnings { warningsByKind[w.kind, default: 0] += 1 }
                if !animation.warnings.isEmpty { filesWithWarnings += 1 }
            } catch {
                failures.append("\(TestCorpus.name(url)): \(error)")
            }
        }
        let summary = warningsByKind.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }
        print("CorpusTests: \(files.count) files, \(failures.count) failed, \(filesWithWarnings) with warnings: " + summary.joined(separator: ", "))
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(files.count >= 180)
    }

    @Test func everyAnimationRoundTrips() throws {
        let files = TestCorpus.animationFiles
        guard !files.isEmpty else { return }
        var mismatches: [String] = []
        for url in files {
            guard var animation = try? LottieAnimation.load(fileURL: url) else { continue }
            // Images a dotLottie archive supplies are not part of the JSON.
            for (id, image) in animation.images where !image.fileName.hasPrefix("data:") { animation.images[id]?.data = nil }
            let encoded = animation.jsonData()
            let decoded = try LottieAnimation.load(data: encoded)
            if decoded != animation { mismatches.append(TestCorpus.name(url)) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
