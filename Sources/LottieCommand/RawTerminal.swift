import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal in the mode a live preview needs: keys arrive one by one without echo, the
/// picture is drawn on the alternate screen with the cursor hidden; `restore()` (also run on
/// Ctrl-C) puts everything back.
enum RawTerminal {
    /// The settings before `enable()`; read by the signal handler, so a plain global.
    nonisolated(unsafe) private static var saved: termios?

    /// Whether standard input and output are both terminals.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// The terminal's size in character cells, if it reports one.
    static var size: (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Switches to unbuffered, silent key input and the alternate screen.
    static func enable() {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        saved = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        signal(SIGINT) { _ in
            RawTerminal.restore()
            _exit(130)
        }
        emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    }

    /// Restores the saved settings, the main screen and the cursor.
    static func restore() {
        guard var settings = saved else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        saved = nil
        emit("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    }

    /// Writes text straight to standard output (async-signal-safe).
    static func emit(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDOUT_FILENO, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// The keys the preview understands.
enum PreviewKey {
    case togglePause, stepBack, stepForward, quit
}

/// Reads keys from standard input on a thread of its own; the preview drains them on its
/// frame thread, so the player is only ever touched there.
final class KeyReader: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [PreviewKey] = []

    /// Starts reading.
    init() {
        Thread.detachNewThread { [self] in readLoop() }
    }

    /// The keys pressed since the last call.
    func drain() -> [PreviewKey] {
        lock.withLock {
            defer { pending.removeAll() }
            return pending
        }
    }

    private func readLoop() {
        var escape: [UInt8] = []
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1 {
            var key: PreviewKey?
            if !escape.isEmpty || byte == 0x1B {
                escape.append(byte)
                // ESC [ C / ESC [ D are the right and left arrows.
                if escape.count == 3 {
                    key = escape == [0x1B, 0x5B, 0x43] ? .stepForward : escape == [0x1B, 0x5B, 0x44] ? .stepBack : nil
                    escape.removeAll()
                } else if escape.count == 2, byte != 0x5B {
                    escape.removeAll()
                }
            } else {
                switch byte {
                case UInt8(ascii: " "): key = .togglePause
                case UInt8(ascii: "q"), UInt8(ascii: "Q"): key = .quit
                default: break
                }
            }
            if let key { lock.withLock { pending.append(key) } }
        }
    }
}
