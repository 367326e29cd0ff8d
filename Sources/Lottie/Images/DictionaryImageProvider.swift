import Graphics

/// Images from a dictionary whose keys are asset ids (`image_0`), file names (`img_0.png`)
/// or asset names (`nm`), tried in that order (lottie-ios' `DictionaryImageProvider`).
public struct DictionaryImageProvider: LottieImageProvider, Hashable {
    /// The bitmaps by asset id, file name or asset name.
    public var images: [String: Bitmap]

    /// A provider of these bitmaps.
    public init(_ images: [String: Bitmap]) { self.images = images }

    /// The bitmap under the asset's id, file name or name.
    public func image(for asset: LottieImageAsset) -> Bitmap? {
        images[asset.id] ?? images[asset.fileName] ?? asset.name.flatMap { images[$0] }
    }
}
