import Foundation
import Graphics

/// Images from a dotLottie archive's image folder, by the asset's file name: the images of a
/// `.lottie` file for any animation that refers to them (the archive's own animations already
/// carry them).
public struct DotLottieImageProvider: LottieImageProvider, Hashable {
    /// The archive's image files by file name.
    public var files: [String: Data]

    /// A provider of the images in `archive`.
    public init(archive: DotLottieFile) { files = archive.images }

    /// The archive's image with the asset's file name, decoded.
    public func image(for asset: LottieImageAsset) -> Bitmap? {
        guard let data = files[asset.fileName] else { return nil }
        return try? Bitmap(imageData: data)
    }
}
