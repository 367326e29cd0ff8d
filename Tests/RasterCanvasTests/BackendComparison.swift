import CairoCanvas
import Foundation
import GoldenTesting
import Graphics
import RasterCanvas
import Testing

/// A picture drawn through the `Canvas` protocol, to be drawn by both backends.
struct Scene: CustomStringConvertible, Sendable {
    let name: String
    var width = 160
    var height = 160
    /// The fraction of pixels that must match (see `PerceptualDifference`).
    var minimumMatching = 0.99
    let draw: @Sendable (any Canvas) -> Void

    var description: String { name }
}

/// Draws `scene` with `CairoImageCanvas` and `RasterImageCanvas` and compares the pictures
/// perceptually; the pictures (and a difference map) are written to
/// `$RASTER_SCENES_DIR/<name>-{cairo,raster,diff}.png` when that variable is set, and to the
/// temporary directory's `raster-scenes/` when the comparison fails.
@discardableResult
func compareBackends(_ scene: Scene, sourceLocation: SourceLocation = #_sourceLocation) throws -> PerceptualDifference.Result? {
    let cairo = try #require(CairoImageCanvas(width: scene.width, height: scene.height), sourceLocation: sourceLocation)
    let raster = try #require(RasterImageCanvas(width: scene.width, height: scene.height), sourceLocation: sourceLocation)
    scene.draw(cairo)
    scene.draw(raster)
    let reference = cairo.makeBitmap(), candidate = raster.makeBitmap()
    let result = try #require(PerceptualDifference.compare(reference, candidate), sourceLocation: sourceLocation)
    let failed = result.matchingFraction < scene.minimumMatching
    let environment = ProcessInfo.processInfo.environment
    if let directory = environment["RASTER_SCENES_DIR"] ?? (failed ? FileManager.default.temporaryDirectory
        .appendingPathComponent("raster-scenes").path : nil) {
        let folder = URL(fileURLWithPath: directory)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? reference.writePNG(to: folder.appendingPathComponent("\(scene.name)-cairo.png"))
        try? candidate.writePNG(to: folder.appendingPathComponent("\(scene.name)-raster.png"))
        try? PerceptualDifference.differenceImage(reference, candidate)?.writePNG(to: folder.appendingPathComponent("\(scene.name)-diff.png"))
    }
    if environment["RASTER_SCENES_REPORT"] != nil { print("scene \(scene.name): \(result)") }
    #expect(!failed, "\(scene.name): \(result)", sourceLocation: sourceLocation)
    return result
}
