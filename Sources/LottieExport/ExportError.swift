import Foundation

/// Why an export did not produce its output. Each message is one line, for a person.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request itself cannot be met: a frame rate, speed or frame range out of range, a
    /// size that is refused.
    case invalidRequest(String)
    /// The export was stopped through its ``RenderCancellation`` (the caller went away).
    case cancelled
    /// The export ran past its time budget and was stopped.
    case deadlineExceeded
    /// Rendering or encoding failed (a canvas could not be made, an encoder failed).
    case failed(String)

    /// The message.
    public var description: String {
        switch self {
        case .invalidRequest(let message), .failed(let message): return message
        case .cancelled: return "the render was cancelled"
        case .deadlineExceeded: return "the render ran past its time budget and was stopped"
        }
    }
}

/// A number as messages write it: without needless decimals (50, 29.97).
func compactNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.3g", value)
}
