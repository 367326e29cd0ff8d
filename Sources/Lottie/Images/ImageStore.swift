import Foundation
import Graphics

/// Finds and decodes the bitmaps of image assets: the image provider's, embedded `data:` URLs,
/// or files inside the image folder (`u` + `p`; see `ImageFileLocation`). Images that cannot
/// be found or decoded, or are over the animation's image limits (see `ImagePlan`), are
/// skipped (nil), as lottie-ios skips what it cannot find, after one warning each.
final class ImageStore {
    private let animation: LottieAnimation
    private let directory: URL?
    /// Made when the first image is looked up, so that building a renderer reads no files.
    private var plan: ImagePlan?
    private var cache: [String: Bitmap?] = [:]
    /// What could not be found or decoded, by asset id.
    private(set) var problems: [String: String] = [:]
    /// The same problems as warnings naming the assets, in the order they were met.
    private(set) var warnings: [LottieWarning] = []
    /// Asked first for every image; changing it empties the cache.
    var provider: (any LottieImageProvider)? {
        didSet { reload() }
    }

    init(animation: LottieAnimation, directory: URL?) {
        self.animation = animation
        self.directory = directory
    }

    func bitmap(for asset: LottieImageAsset) -> Bitmap? {
        if let cached = cache[asset.id] { return cached }
        let bitmap = provider?.image(for: asset) ?? load(asset)
        cache[asset.id] = bitmap
        return bitmap
    }

    /// The bitmap of an image slot's value (its `data`), decoded within the animation's image
    /// limits; nil, with a warning naming the slot, when it has no data or cannot be decoded.
    func slotBitmap(_ value: LottieImageAsset, slot id: String) -> Bitmap? {
        let path = SlotBindings.path(id)
        guard let data = value.data else {
            warnings.append(LottieWarning(kind: .skippedImage, path: path, message: "the image slot value holds no image data"))
            return nil
        }
        do {
            return try Bitmap(imageData: data, maxPixels: animation.limits.maxImagePixels)
        } catch {
            warnings.append(LottieWarning(kind: .skippedImage, path: path, message: "image could not be decoded: \(error)"))
            return nil
        }
    }

    /// Forgets every bitmap and problem, so that images are looked up again.
    func reload() {
        cache = [:]
        problems = [:]
        warnings = []
        plan = nil
    }

    private func load(_ asset: LottieImageAsset) -> Bitmap? {
        if plan == nil { plan = ImagePlan(animation: animation, files: .folder(directory)) }
        // Asked once per asset: the cache keeps the answer until `reload()` makes a new plan.
        switch plan?.takeDecision(for: asset.id) {
        case .decode(let data, _, let minimumWidth, let minimumHeight)?:
            do {
                return try Bitmap(imageData: data, maxPixels: animation.limits.maxImagePixels,
                                  minimumWidth: minimumWidth, minimumHeight: minimumHeight)
            } catch {
                report(asset, "image could not be decoded: \(error)")
                return nil
            }
        case .skip(let reason, _)?:
            report(asset, reason)
            return nil
        case nil:
            // Only assets no image layer shows (sounds, unused images) are left out of the
            // plan: nothing would draw them.
            return nil
        }
    }

    private func report(_ asset: LottieImageAsset, _ reason: String) {
        problems[asset.id] = reason
        let warning = LottieWarning(kind: .skippedImage, path: asset.jsonPath, message: reason)
        warnings.append(warning)
        LottieLogger.current.warn(warning.description)
    }
}
