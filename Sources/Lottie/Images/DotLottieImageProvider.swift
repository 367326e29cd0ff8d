import Foundation
import Graphics

/// Images from a dotLottie archive's image folder, by the asset's file name: the images of a
/// `.lottie` file for any animation that refers to them (the archive's own animations already
/// carry them). Only the archive's entries are read, never files on disk.
public struct DotLottieImageProvider: LottieImageProvider, Hashable {
    /// The archive's image files by file name.
    public var files: [String: Data]
    /// The image limits applied when decoding (`maxImagePixels`, `maxImageScale`).
    public var limits: LoadLimits

    /// A provider of the images in `archive`, decoded within `limits`.
    public init(archive: DotLottieFile, limits: LoadLimits = .default) {
        files = archive.images
        self.limits = limits
    }

    /// The archive's image with the asset's file name, decoded; nil when there is none or it
    /// is over `limits.maxImagePixels`.
    public func image(for asset: LottieImageAsset) -> Bitmap? {
        guard let data = files[asset.fileName] else { return nil }
        return Bitmap(imageData: data, for: asset, limits: limits)
    }
}
