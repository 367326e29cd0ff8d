import Graphics

/// Supplies the bitmaps of an animation's image assets (lottie-ios' `AnimationImageProvider`).
///
/// A renderer asks its provider first for every image; when the provider has none, the asset's
/// embedded data and then the file next to the animation are used. Set one with
/// `LottieRenderOptions.imageProvider`, or change it on a live renderer
/// (`LottieRenderer.imageProvider`) and call `reloadImages()`.
public protocol LottieImageProvider: Sendable {
    /// The bitmap for `asset`, or nil to fall back to the asset's own image.
    func image(for asset: LottieImageAsset) -> Bitmap?
}
