import Foundation
import Graphics

/// Images from a folder: the asset's file (`p`) inside the folder, under the asset's own
/// subfolder (`u`, e.g. `images/`) when there is one there, else directly in the folder
/// (lottie-ios' `FilepathImageProvider`). PNG, JPEG, WebP and GIF files are read.
public struct FolderImageProvider: LottieImageProvider, Hashable {
    /// The folder.
    public var directory: URL

    /// A provider reading from `directory`.
    public init(directory: URL) { self.directory = directory }

    /// The asset's file from the folder, decoded.
    public func image(for asset: LottieImageAsset) -> Bitmap? {
        guard !asset.fileName.isEmpty, !asset.fileName.hasPrefix("data:") else { return nil }
        let candidates = [directory.appendingPathComponent(asset.directory).appendingPathComponent(asset.fileName),
                          directory.appendingPathComponent(asset.fileName)]
        for url in candidates {
            if let data = try? Data(contentsOf: url), let bitmap = try? Bitmap(imageData: data) { return bitmap }
        }
        return nil
    }
}
