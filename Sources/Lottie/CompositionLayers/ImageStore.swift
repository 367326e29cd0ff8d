import Foundation
import Graphics

/// Finds and decodes the bitmaps of image assets: the image provider's, embedded `data:` URLs,
/// or files next to the animation (`u` + `p`). Images that cannot be found or decoded are
/// skipped (nil), as lottie-ios does, after one warning each.
final class ImageStore {
    private let directory: URL?
    private var cache: [String: Bitmap?] = [:]
    /// What could not be found or decoded, by asset id.
    private(set) var problems: [String: String] = [:]
    /// Asked first for every image; changing it empties the cache.
    var provider: (any LottieImageProvider)? {
        didSet { reload() }
    }

    init(directory: URL?) { self.directory = directory }

    func bitmap(for asset: LottieImageAsset) -> Bitmap? {
        if let cached = cache[asset.id] { return cached }
        let bitmap = provider?.image(for: asset) ?? load(asset)
        cache[asset.id] = bitmap
        return bitmap
    }

    /// Forgets every bitmap and problem, so that images are looked up again.
    func reload() {
        cache = [:]
        problems = [:]
    }

    private func load(_ asset: LottieImageAsset) -> Bitmap? {
        let data: Data
        if let embedded = asset.data {
            data = embedded
        } else if let directory {
            let url = directory.appendingPathComponent(asset.directory).appendingPathComponent(asset.fileName)
            guard let d = try? Data(contentsOf: url) else {
                problems[asset.id] = "image file \(asset.directory)\(asset.fileName) not found"
                return nil
            }
            data = d
        } else {
            problems[asset.id] = "image \(asset.fileName) is not embedded"
            return nil
        }
        do {
            return try Bitmap(imageData: data)
        } catch {
            problems[asset.id] = "image \(asset.id) could not be decoded: \(error)"
            return nil
        }
    }
}
