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
            throw CommandError("\(path): \(error)")
        }
    }
}

/// The largest output a command renders (per side), so that absurd sizes fail clearly.
let maxOutputSide = 16384
