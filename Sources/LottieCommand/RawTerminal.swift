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

    /// Switches to unbuffered, silent key input and the alternate screen; with `mouse`, the
    /// terminal also reports mouse presses, releases and motion (SGR form).
    static func enable(mouse: Bool = false) {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        saved = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        signal(SIGINT) { _ in
            RawTerminal.restore()
            _exit(130)
        }
        emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J" + (mouse ? "\u{1B}[?1000h\u{1B}[?1003h\u{1B}[?1006h" : ""))
    }

    /// Restores the saved settings, the main screen and the cursor.
    static func restore() {
        guard var settings = saved else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        saved = nil
        emit("\u{1B}[?1000l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
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
    /// Another printable key (or `\n` for Enter).
    case character(Character)
    /// A mouse report at a character cell (1-based).
    case pointer(PointerKind, column: Int, row: Int)
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
        var parser = TerminalInputParser()
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1 {
            if let key = parser.feed(byte) { lock.withLock { pending.append(key) } }
        }
    }
}
