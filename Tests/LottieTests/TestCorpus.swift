import Foundation
import Lottie

/// The shared conformance animations, found by walking up from this file to a folder that has
/// `shared/conformance` (the repository's `../shared` in CI, `/work/shared` in a worktree).
enum TestCorpus {
    static let conformance: URL? = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("shared/conformance")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("corpus/samples").path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()

    static let animationExtensions: Set<String> = ["json", "lottie", "lot", "tgs"]

    /// Every animation file under `corpus/samples` and `web/samples`, sorted.
    static let animationFiles: [URL] = {
        guard let root = conformance else { return [] }
        var result: [URL] = []
        for sub in ["corpus/samples", "web/samples"] {
            let base = root.appendingPathComponent(sub)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where animationExtensions.contains(url.pathExtension.lowercased()) {
                result.append(url)
            }
        }
        return result.sorted { $0.path < $1.path }
    }()

    /// The samples `dev.txt` lists (under `corpus/samples`, by path without extension) and
    /// every animation under `web/samples`: the animations tuned against, sorted.
    static let devAndWebFiles: [URL] = {
        guard let root = conformance,
              let list = try? String(contentsOf: root.appendingPathComponent("dev.txt"), encoding: .utf8) else { return [] }
        let dev = Set(list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }.map { "corpus/samples/" + $0 })
        return animationFiles.filter { url in
            let relative = name(url)
            return relative.hasPrefix("web/samples/") || dev.contains(String(relative.dropLast(url.pathExtension.count + 1)))
        }
    }()

    /// Options that find a sample's images beside it and the corpus's fonts.
    static func renderOptions(for url: URL) -> LottieRenderOptions {
        LottieRenderOptions(imageDirectory: url.deletingLastPathComponent(),
                            fontDirectory: conformance?.appendingPathComponent("corpus/samples/Fonts"))
    }

    /// A path relative to the conformance folder, for messages.
    static func name(_ url: URL) -> String {
        guard let root = conformance?.path else { return url.lastPathComponent }
        return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count + 1)) : url.path
    }

    /// A sample by its path under `corpus/samples`.
    static func sample(_ path: String) -> URL? {
        conformance.map { $0.appendingPathComponent("corpus/samples/" + path) }
    }
}
