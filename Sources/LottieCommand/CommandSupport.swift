import ArgumentParser
import Foundation
import Graphics
import Lottie

/// A one-line error for the command line.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// Loading an animation for a command, with errors as one line.
enum AnimationInput {
    /// The bytes of `path`, or of standard input for `-`.
    static func read(_ path: String) throws -> Data {
        if path == "-" {
            do {
                guard let data = try FileHandle.standardInput.readToEnd(), !data.isEmpty else {
                    throw CommandError("standard input: empty (pipe an animation in, e.g. lottie render - -o out.gif < anim.json)")
                }
                return data
            } catch let error as CommandError {
                throw error
            } catch {
                throw CommandError("standard input: cannot read: \(oneLine(error))")
            }
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandError("\(path): cannot read file: \(oneLine(error))")
        }
    }

    /// Loads `path` (`.json`, `.lottie`, `.tgs`; `-` reads standard input), returning the
    /// animation and the folder that external images are relative to (the current folder for
    /// standard input). Of a dotLottie archive, the animation and theme `choice` names.
    static func load(_ path: String, choice: DotLottieChoice = DotLottieChoice()) throws -> (LottieAnimation, URL) {
        guard path == "-" else {
            let url = URL(fileURLWithPath: path)
            do {
                if isArchive(url) {
                    return (try choice.animation(in: DotLottieFile.load(fileURL: url)), url.deletingLastPathComponent())
                }
                try refuse(choice, path)
                return (try LottieAnimation.load(fileURL: url), url.deletingLastPathComponent())
            } catch let error as CommandError {
                throw error
            } catch {
                throw CommandError("\(path): \(oneLine(error))")
            }
        }
        return (try loadStandardInput(read(path), choice: choice),
                URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }

    /// Loads the bytes read from standard input (of a dotLottie archive, what `choice` names).
    static func loadStandardInput(_ data: Data, choice: DotLottieChoice = DotLottieChoice()) throws -> LottieAnimation {
        do {
            if DotLottieFile.isArchive(data) { return try choice.animation(in: DotLottieFile.load(data: data)) }
            try refuse(choice, "standard input")
            return try LottieAnimation.load(data: data)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("standard input: \(oneLine(error))")
        }
    }

    /// The dotLottie archive at `path`, or nil when the file is something else.
    static func archive(_ path: String) throws -> DotLottieFile? {
        let data = try read(path)
        guard DotLottieFile.isArchive(data) else { return nil }
        do {
            return try DotLottieFile.load(data: data)
        } catch {
            throw CommandError("\(path == "-" ? "standard input" : path): \(oneLine(error))")
        }
    }

    /// Whether the file starts like a zip archive (false when it cannot be read: loading it
    /// then says why).
    private static func isArchive(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return DotLottieFile.isArchive((try? handle.read(upToCount: 4)) ?? Data())
    }

    /// Refuses a choice of animation or theme for an input that is not a dotLottie archive.
    private static func refuse(_ choice: DotLottieChoice, _ input: String) throws {
        guard choice.isEmpty else {
            throw CommandError("\(input): --animation and --theme choose within .lottie files, and this is not one")
        }
    }

    /// Loads `path`, or the bundled demo animation when there is none, with render options
    /// that find its images beside it and fonts in `fonts` (a folder) before the system's. Of
    /// a dotLottie archive, the animation and theme `choice` names.
    static func loadOrDemo(_ path: String?, fonts: String? = nil,
                           choice: DotLottieChoice = DotLottieChoice()) throws -> (LottieAnimation, LottieRenderOptions) {
        let fontDirectory = fonts.map { URL(fileURLWithPath: $0, isDirectory: true) }
        guard let path else {
            try refuse(choice, "the bundled demo")
            do {
                return (try DemoAnimation.load(), LottieRenderOptions(fontDirectory: fontDirectory))
            } catch {
                throw CommandError("the bundled demo animation does not load: \(error)")
            }
        }
        let (animation, directory) = try load(path, choice: choice)
        return (animation, LottieRenderOptions(imageDirectory: directory, fontDirectory: fontDirectory))
    }
}

/// An error as one line for a message: Foundation's file errors by their reason (the POSIX
/// one underneath when there is one), everything else by its description.
func oneLine(_ error: any Error) -> String {
    let text: String
    if error is CocoaError || type(of: error) is NSError.Type {
        let nsError = error as NSError
        text = (nsError.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? nsError.localizedDescription
    } else {
        text = String(describing: error)
    }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
}
