import Foundation

extension LottieAnimation {
    /// Loads an animation from a URL (lottie-ios' `loadedFrom(url:session:animationCache:)`),
    /// keeping it in `animationCache` so that the next load of the same URL is served from
    /// memory.
    ///
    /// - `file:` URLs are read as `load(fileURL:limits:)` reads them (`.json`, `.lottie` or
    ///   `.tgs`, recognised from the bytes; external images looked for next to the file), cached
    ///   under the file's standardized path as `LottieAnimationCache.animation(fileURL:limits:)`
    ///   does.
    /// - `http:` and `https:` URLs are downloaded through Foundation's URL loading (following
    ///   redirects) and loaded as `load(data:limits:)` loads bytes, cached under the URL's
    ///   absolute string. The download is refused as soon as the server answers with a status
    ///   outside 200...299 (`LottieError.httpStatus`), announces or sends more than
    ///   `limits.maxFileSize` bytes (`.limitExceeded` of `.fileSize`), takes more than `timeout`
    ///   seconds in all (`.timedOut`), or closes the connection early (`.downloadFailed`).
    ///   External image files (`u` + `p`) are not downloaded: images embedded in the JSON or a
    ///   dotLottie archive are drawn.
    ///
    /// Only an animation that loaded completely is cached: a failed, refused or cut-off
    /// download, or bytes that are no animation, leave the cache as it was. A cached animation
    /// is returned as it was loaded, whatever `limits` this call gives. Other schemes throw
    /// `LottieError.unsupportedURL`. Cancelling the calling task stops the download
    /// (`CancellationError`).
    public static func loadedFrom(url: URL, limits: LoadLimits = .default, timeout: TimeInterval = 60,
                                  animationCache: LottieAnimationCache? = .shared) async throws -> LottieAnimation {
        if url.isFileURL {
            return try load(fileURL: url, limits: limits, animationCache: animationCache)
        }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw LottieError.unsupportedURL(url.absoluteString)
        }
        let key = url.absoluteString
        if let cached = animationCache?.animation(forKey: key) { return cached }
        let data = try await BoundedDownload.data(from: url, maxBytes: limits.maxFileSize, timeout: timeout)
        let animation = try load(data: data, limits: limits)
        animationCache?.setAnimation(animation, forKey: key)
        return animation
    }

    /// The animation in a file, from `animationCache` (keyed by the file's standardized path,
    /// as `LottieAnimationCache.animation(fileURL:limits:)` keys it) or loaded without a cache.
    static func load(fileURL: URL, limits: LoadLimits, animationCache: LottieAnimationCache?) throws -> LottieAnimation {
        try animationCache?.animation(fileURL: fileURL, limits: limits) ?? load(fileURL: fileURL, limits: limits)
    }
}
