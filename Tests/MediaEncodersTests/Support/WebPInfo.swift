import Foundation
import Testing

/// What libwebp's own `webpinfo` tool reports about a file's chunks.
struct WebPInfo {
    var canvasWidth: Int?
    var canvasHeight: Int?
    var loopCount: Int?
    /// One entry per ANMF chunk, in milliseconds.
    var frameDurations: [Int] = []

    static func read(_ url: URL) throws -> WebPInfo {
        let tool = try #require(ExternalTool.webpinfo)
        let output = try ExternalTool.run(tool, [url.path])
        let text = String(decoding: output.stdout, as: UTF8.self)
        try #require(output.status == 0, "webpinfo rejected \(url.lastPathComponent): \(text)")
        var info = WebPInfo()
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            if line.hasPrefix("Canvas size"), numbers.count == 2 {
                info.canvasWidth = numbers[0]
                info.canvasHeight = numbers[1]
            } else if line.hasPrefix("Loop count") {
                info.loopCount = numbers.first
            } else if line.hasPrefix("Duration:"), let duration = numbers.first {
                info.frameDurations.append(duration)
            }
        }
        return info
    }
}
