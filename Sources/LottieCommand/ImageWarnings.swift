import Foundation
import Lottie

/// Prints the images an animation will not draw (missing files, paths out of its folder,
/// images over the limits) to standard error, one `warning:` line each: a render that comes
/// out without them should say why.
func printSkippedImages(of animation: LottieAnimation) {
    for warning in animation.warnings where warning.kind == .skippedImage {
        FileHandle.standardError.write(Data("warning: \(warning.path): \(warning.message)\n".utf8))
    }
}
