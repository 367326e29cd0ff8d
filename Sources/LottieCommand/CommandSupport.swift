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
    /// Loads `path` (`.json`, `.lottie`, `.tgs`), returning the animation and the folder that
    /// external images are relative to.
    static func load(_ path: String) throws -> (LottieAnimation, URL) {
        let url = URL(fileURLWithPath: path)
        do {
            return (try LottieAnimation.load(fileURL: url), url.deletingLastPathComponent())
        } catch {
            throw CommandError("\(path): \(oneLine(error))")
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

/// The largest output a command renders (per side), so that absurd sizes fail clearly.
let maxOutputSide = 16384
/// The most pixels of one output frame (a 16384×4096 or 8192×8192 frame is 256 MB already).
let maxOutputPixels = 8192 * 8192
