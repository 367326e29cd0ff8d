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
    /// standard input).
    static func load(_ path: String) throws -> (LottieAnimation, URL) {
        guard path == "-" else {
            let url = URL(fileURLWithPath: path)
            do {
                return (try LottieAnimation.load(fileURL: url), url.deletingLastPathComponent())
            } catch {
                throw CommandError("\(path): \(oneLine(error))")
            }
        }
        return (try loadStandardInput(read(path)), URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }

    /// Loads the bytes read from standard input.
    static func loadStandardInput(_ data: Data) throws -> LottieAnimation {
        do {
            return try LottieAnimation.load(data: data)
        } catch {
            throw CommandError("standard input: \(oneLine(error))")
        }
    }

    /// Loads `path`, or the bundled demo animation when there is none, with render options
    /// that find its images beside it and fonts in `fonts` (a folder) before the system's.
    static func loadOrDemo(_ path: String?, fonts: String? = nil) throws -> (LottieAnimation, LottieRenderOptions) {
        let fontDirectory = fonts.map { URL(fileURLWithPath: $0, isDirectory: true) }
        guard let path else {
            do {
                return (try DemoAnimation.load(), LottieRenderOptions(fontDirectory: fontDirectory))
            } catch {
                throw CommandError("the bundled demo animation does not load: \(error)")
            }
        }
        let (animation, directory) = try load(path)
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
