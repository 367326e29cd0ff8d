/// Turns the bytes a terminal sends into preview keys: space, q, the arrows, other printable
/// characters, and mouse reports in the SGR form (`ESC [ < b ; column ; row M` for a press or
/// motion, `m` for a release), which terminals send after `RawTerminal.enable(mouse: true)`.
struct TerminalInputParser {
    private var escape: [UInt8] = []

    /// The longest escape sequence kept; longer ones are dropped.
    private static let maximumEscape = 32

    /// Feeds one byte; returns a key when one is complete.
    mutating func feed(_ byte: UInt8) -> PreviewKey? {
        if escape.isEmpty {
            switch byte {
            case 0x1B: escape = [byte]; return nil
            case UInt8(ascii: " "): return .togglePause
            case UInt8(ascii: "q"), UInt8(ascii: "Q"): return .quit
            case 0x0A, 0x0D: return .character("\n")
            case 0x21...0x7E: return .character(Character(Unicode.Scalar(byte)))
            default: return nil
            }
        }
        escape.append(byte)
        if escape.count == 2 {
            if byte != 0x5B { escape.removeAll() }
            return nil
        }
        if escape.count == 3 {
            switch byte {
            case 0x43: escape.removeAll(); return .stepForward  // ESC [ C
            case 0x44: escape.removeAll(); return .stepBack  // ESC [ D
            case UInt8(ascii: "<"): return nil  // a mouse report follows
            default: escape.removeAll(); return nil
            }
        }
        guard escape.count <= Self.maximumEscape else { escape.removeAll(); return nil }
        guard byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m") else { return nil }
        let body = String(decoding: escape.dropFirst(3).dropLast(), as: UTF8.self)
        escape.removeAll()
        let numbers = body.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let button = numbers[0]
        guard button & 64 == 0, button & 3 == 0 || button & 32 != 0 else { return nil }  // no wheel, left button only
        let kind: PointerKind = byte == UInt8(ascii: "m") ? .up : button & 32 != 0 ? .move : .down
        return .pointer(kind, column: numbers[1], row: numbers[2])
    }
}

/// What a mouse report says.
enum PointerKind {
    case down, up, move
}
