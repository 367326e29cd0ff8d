/// Why a cairo canvas could not be created or could not write its output.
public enum CairoCanvasError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The requested surface size is not positive, not finite or too large.
    case invalidSize(width: Double, height: Double)
    /// The output file could not be created or opened for writing.
    case cannotOpen(path: String, reason: String)
    /// Writing the output failed (disk full, closed handle…).
    case writeFailed(reason: String)
    /// Cairo reported an error status (its own message).
    case cairo(String)
    /// The output format has a single page (SVG).
    case multiplePagesUnsupported(format: String)
    /// The canvas was already finished; nothing more can be drawn or written.
    case alreadyFinished

    /// A sentence for people.
    public var description: String {
        switch self {
        case .invalidSize(let w, let h): return "invalid canvas size \(w)x\(h)"
        case .cannotOpen(let p, let r): return "cannot open \(p) for writing: \(r)"
        case .writeFailed(let r): return "writing the output failed: \(r)"
        case .cairo(let m): return "cairo error: \(m)"
        case .multiplePagesUnsupported(let f): return "\(f) output has a single page"
        case .alreadyFinished: return "the canvas is already finished"
        }
    }
}
