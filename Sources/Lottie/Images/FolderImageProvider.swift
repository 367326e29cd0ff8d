import Foundation
import Graphics

/// Images from a folder: the asset's file (`p`) inside the folder, under the asset's own
/// subfolder (`u`, e.g. `images/`) when there is one there, else directly in the folder
/// (lottie-ios' `FilepathImageProvider`). PNG, JPEG, WebP and GIF files are read.
///
/// Only files inside the folder are read: `..` that climbs out of it, absolute paths and
/// symbolic links leading out are refused (lottie-ios would read them). Images over
/// `limits.maxImagePixels` are refused before decoding, and large images are decoded no larger
/// than `limits.maxImageScale` asks.
public struct FolderImageProvider: LottieImageProvider, Hashable {
    /// The folder.
    public var directory: URL
    /// The image limits applied to the files read (`maxImagePixels`, `maxImageScale`,
    /// `maxFileSize`).
    public var limits: LoadLimits

    /// A provider reading from `directory`.
    public init(directory: URL, limits: LoadLimits = .default) {
        self.directory = directory
        self.limits = limits
    }

    /// The asset's file from the folder, decoded; nil when there is none inside the folder or
    /// it is over the limits.
    public func image(for asset: LottieImageAsset) -> Bitmap? {
        guard !asset.fileName.isEmpty, !asset.fileName.hasPrefix("data:") else { return nil }
        for directoryName in [asset.directory, ""] {
            let location = ImageFileLocation(directory: directoryName, fileName: asset.fileName, root: directory)
            guard case .file(let url) = location,
                  let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  let size = (attributes[.size] as? NSNumber)?.intValue, size <= limits.maxFileSize,
                  let data = try? Data(contentsOf: url) else { continue }
            if let bitmap = Bitmap(imageData: data, for: asset, limits: limits) { return bitmap }
        }
        return nil
    }
}

extension Bitmap {
    /// Decodes an image asset's bytes within the per-image limits: nil over
    /// `limits.maxImagePixels` (before allocating) or when the data is not an image; reduced
    /// as `limits.maxImageScale` allows.
    init?(imageData data: Data, for asset: LottieImageAsset, limits: LoadLimits) {
        let minimum = ImagePlan.minimumSize(of: asset, limits: limits)
        guard let header = try? ImageHeader(data: data), header.pixelCount <= limits.maxImagePixels,
              let bitmap = try? Bitmap(imageData: data, maxPixels: limits.maxImagePixels,
                                       minimumWidth: minimum.width, minimumHeight: minimum.height) else { return nil }
        self = bitmap
    }
}
