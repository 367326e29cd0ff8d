import Dispatch
import Foundation
import Graphics
import LottieExport
import MediaEncoders

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes one output: a file, or standard output for `-`.
///
/// Files are written through `OutputFile` (under a temporary name beside them, renamed into
/// place when complete), and their folder is created when it is missing. Standard output gets
/// the bytes only once the whole file is made: it is written to a scratch file first, then
/// copied out, so a failed render writes nothing there.
struct OutputTarget {
    /// The path as given (`-` for standard output).
    let path: String
    /// The file the writers write to: `path`, or a scratch file for standard output.
    let url: URL

    /// Whether the output is standard output.
    var isStandardOutput: Bool { path == "-" }
    /// The name messages use.
    var name: String { isStandardOutput ? "standard output" : path }

    /// Prepares `path` for writing: creates its folder when missing, or for `-` picks a scratch
    /// file with the extension `fileExtension` (which ffmpeg and the readers of errors see).
    init(_ path: String, fileExtension: String) throws {
        self.path = path
        if path == "-" {
            let scratch = FileManager.default.temporaryDirectory
                .appendingPathComponent("lottie-stdout-\(UUID().uuidString).\(fileExtension)")
            do {
                try InterruptCleanup.track(scratch, destination: scratch)
            } catch {
                throw CommandError("cannot write standard output: interrupted")
            }
            url = scratch
        } else {
            url = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw CommandError("cannot write \(path): it is a folder")
            }
            try Self.createFolder(of: path)
        }
    }

    /// After the writers have finished: copies the scratch file to standard output and
    /// deletes it (nothing to do for a file).
    func complete() throws {
        guard isStandardOutput else { return }
        defer { discard() }
        guard let input = FileHandle(forReadingAtPath: url.path) else {
            throw CommandError("cannot write standard output: the rendered file is missing")
        }
        defer { try? input.close() }  // read to the end already; closing cannot lose data
        do {
            while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty {
                try FileHandle.standardOutput.write(contentsOf: chunk)
            }
        } catch {
            throw CommandError("cannot write standard output: \(oneLine(error))")
        }
    }

    /// Deletes the scratch file of standard output, after an error too.
    func discard() {
        guard isStandardOutput else { return }
        InterruptCleanup.untrack(url)
        unlink(url.path)
    }

    /// Writes the output with `write` (given the URL to fill) through a temporary file, then
    /// completes it; errors become `cannot write PATH: reason`.
    func writeAtomically(_ write: (URL) throws -> Void) throws {
        do {
            try OutputFile.write(to: url, write)
            try complete()
        } catch {
            discard()
            throw commandError(error)
        }
    }

    /// An encoder or file error as the one-line message every command prints for this
    /// output: `cannot write PATH: reason` for a file that cannot be written, `PATH: …`
    /// otherwise.
    func commandError(_ error: any Error) -> CommandError {
        switch error {
        case let error as CommandError: return error
        case let error as ExportError: return CommandError(error.description)
        case MediaEncoderError.cannotWrite(_, let reason): return CommandError("cannot write \(name): \(reason)")
        case let error as MediaEncoderError: return CommandError("\(name): \(error)")
        case is CocoaError, is POSIXError: return CommandError("cannot write \(name): \(oneLine(error))")
        default: return CommandError("\(name): \(oneLine(error))")
        }
    }

    /// Creates the folders leading to `path` that are missing, with one message for every
    /// command and format: `cannot write PATH: …`.
    static func createFolder(of path: String) throws {
        try createFolder((path as NSString).deletingLastPathComponent, for: path)
    }

    private static func createFolder(_ folder: String, for path: String) throws {
        guard !folder.isEmpty else { return }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw CommandError("cannot write \(path): \(folder) is not a folder") }
            return
        }
        // Parents first, each checked the same way.
        try createFolder((folder as NSString).deletingLastPathComponent, for: path)
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
            throw CommandError("cannot write \(path): cannot create the folder \(folder): \(String(cString: strerror(errno)))")
        }
    }
}

/// The one-line reports commands print: `wrote PATH (details)` on success (to standard error
/// when standard output carries the file), and notes and warnings on standard error.
enum Report {
    /// Reports a finished output.
    static func wrote(_ target: OutputTarget, _ details: String) {
        wrote(target.name, details, toStandardError: target.isStandardOutput)
    }

    /// Reports a finished file.
    static func wrote(_ name: String, _ details: String, toStandardError: Bool = false) {
        let line = "wrote \(name) (\(details))"
        if toStandardError { standardError(line) } else { print(line) }
    }

    /// Something the user should know about the output (a changed frame rate or size).
    static func note(_ message: String) { standardError("note: \(message)") }

    /// Something that may go wrong or take long.
    static func warning(_ message: String) { standardError("warning: \(message)") }

    private static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// `W x H` as the reports write it.
    static func size(_ width: Int, _ height: Int) -> String { "\(width)x\(height)" }

    /// A frame rate without needless decimals (50, 29.97).
    static func fps(_ fps: Double) -> String {
        fps == fps.rounded() && abs(fps) < 1e9 ? String(Int(fps)) : String(format: "%.3g", fps)
    }
}

/// Ends the process cleanly on Ctrl-C (SIGINT) or SIGTERM: the temporary files of unfinished
/// outputs are deleted and helper processes (ffmpeg) killed, and the process exits with
/// 128 + the signal number (130, 143), as shells report a process a signal ended.
///
/// The signals are received through dispatch sources, whose handlers run on an ordinary
/// thread, so the cleanup may lock and allocate, which a C signal handler could not. (On
/// Linux libdispatch installs a handler of its own and reads the signal from a signalfd; on
/// macOS its kqueue source only observes, so the signal must be ignored as well.)
enum Interruption {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Installs the handlers; call once, before any output is opened.
    static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            // Without this the default action would end the process before the source sees
            // the signal (macOS).
            let previous = signal(signalNumber, SIG_IGN)
            // A signal the process was started with ignored (a shell's background job, nohup)
            // stays ignored, as the GNU coding standards ask of programs that catch signals.
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                InterruptCleanup.interrupt()
                // `lottie play` restores the terminal on SIGINT itself; this covers it as well.
                RawTerminal.restore()
                let line = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[2Kinterrupted\n" : "interrupted\n"
                _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
                _exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}

/// The largest output a command renders, so that absurd sizes fail clearly.
enum OutputLimits {
    /// Pixels per side of one output image or frame.
    static let maximumSide = 16_384
    /// Pixels of one output image or frame (a 16384×4096 or 8192×8192 frame is 256 MB).
    static let maximumPixels = 8192 * 8192
    /// Pixels over all frames of one render above which a warning says it will be slow and
    /// large: 100 megapixels, e.g. 381 frames of 512×512 or 48 frames of 1920×1080.
    static let pixelBudget = 100_000_000

    /// Checks a size against the limits, with a message naming them.
    static func check(width: Double, height: Double, what: String = "output size") throws {
        guard width >= 1, height >= 1 else {
            throw CommandError("\(what) \(format(width))x\(format(height)) is too small (at least 1x1)")
        }
        guard width <= Double(maximumSide), height <= Double(maximumSide), width * height <= Double(maximumPixels) else {
            throw CommandError("\(what) \(format(width))x\(format(height)) is too large (at most \(maximumSide) pixels per side and \(maximumPixels / 1_000_000) megapixels)")
        }
    }

    /// Checks a size given in whole pixels.
    static func check(width: Int, height: Int, what: String = "output size") throws {
        try check(width: Double(width), height: Double(height), what: what)
    }

    /// Warns when `frames` frames of `width`×`height` go over the pixel budget.
    static func warnAboutBudget(frames: Int, width: Int, height: Int) {
        let total = Double(frames) * Double(width) * Double(height)
        guard total > Double(pixelBudget) else { return }
        Report.warning("\(frames) frames of \(width)x\(height) is \(Int(total / 1_000_000)) megapixels, over the \(pixelBudget / 1_000_000)-megapixel budget: expect a long render and a large file (--width, --scale or --fps make it smaller)")
    }

    private static func format(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// The GIF writing the demo commands share: frames made one at a time by `frame(index)`, at a
/// constant rate, written atomically, reported as `render` reports.
enum GIFOutput {
    static func write(to target: OutputTarget, width: Int, height: Int, frames: Int, fps: Double,
                      dithering: Bool = true, frame: (Int) throws -> Bitmap) throws {
        try OutputLimits.check(width: width, height: height)
        let gif: GIFEncoder
        do {
            gif = try GIFEncoder(url: target.url, width: width, height: height, dithering: dithering)
        } catch {
            target.discard()
            throw target.commandError(error)
        }
        do {
            for index in 0..<frames {
                try gif.add(frame: try frame(index), delay: .seconds(1 / fps))
            }
            try gif.finish()
            try target.complete()
        } catch {
            gif.cancel()
            target.discard()
            throw target.commandError(error)
        }
        Report.wrote(target, "\(frames) frames, \(Report.size(width, height)), \(Report.fps(fps)) fps")
    }
}
