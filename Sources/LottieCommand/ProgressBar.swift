import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress bar on standard error for multi-frame work, drawn only when standard
/// error is a terminal (so logs and pipes stay clean) and not asked to be quiet.
struct ProgressBar {
    private let total: Int
    private let label: String
    private let isVisible: Bool
    private var lastDrawn = -1

    init(total: Int, label: String, quiet: Bool = false) {
        self.total = max(1, total)
        self.label = label
        isVisible = !quiet && total > 1 && isatty(STDERR_FILENO) == 1
    }

    /// Shows that `done` of the total are finished (redrawn only when the bar moves).
    mutating func update(_ done: Int) {
        guard isVisible else { return }
        let width = 30
        let filled = min(width, done * width / total)
        let percent = min(100, done * 100 / total)
        guard percent != lastDrawn else { return }
        lastDrawn = percent
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total)".utf8))
    }

    /// Clears the bar's line.
    func finish() {
        guard isVisible else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
