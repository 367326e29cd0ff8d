import Foundation

extension LottieAnimation {
    /// The extensions `named(_:bundle:subdirectory:limits:animationCache:)` looks for, in order.
    static let bundleResourceExtensions = ["json", "lottie"]

    /// Loads an animation that a bundle holds as a resource (lottie-ios'
    /// `named(_:bundle:subdirectory:animationCache:)`): `name.json`, else `name.lottie` (its
    /// active or first animation), in `subdirectory` of the bundle's resources when given. A
    /// name that already ends in `.json` or `.lottie` looks for that file only. Use
    /// `Bundle.module` for the resources of a Swift package target.
    ///
    /// The file is loaded as `load(fileURL:limits:)` loads it (external images looked for next
    /// to it) and kept in `animationCache` under its standardized path, so that the next load of
    /// the same resource is served from memory; pass nil not to cache.
    ///
    /// Returns nil, as lottie-ios does, when the bundle has no such resource or it cannot be
    /// loaded; the reason for a file that fails to load goes to `LottieLogger.current` as a
    /// warning.
    public static func named(_ name: String, bundle: Bundle = .main, subdirectory: String? = nil,
                             limits: LoadLimits = .default,
                             animationCache: LottieAnimationCache? = .shared) -> LottieAnimation? {
        guard let url = resourceURL(named: name, in: bundle, subdirectory: subdirectory) else { return nil }
        do {
            return try load(fileURL: url, limits: limits, animationCache: animationCache)
        } catch {
            LottieLogger.current.warn("Error when loading animation \"\(name)\" (\(url.path)): \(error)")
            return nil
        }
    }

    /// The URL of the bundle's `.json` or `.lottie` resource for `name`, if it has one.
    static func resourceURL(named name: String, in bundle: Bundle, subdirectory: String?) -> URL? {
        let given = bundleResourceExtensions.first { name.hasSuffix(".\($0)") }
        let base = given.map { String(name.dropLast($0.count + 1)) } ?? name
        for ext in given.map({ [$0] }) ?? bundleResourceExtensions {
            if let url = bundle.url(forResource: base, withExtension: ext, subdirectory: subdirectory) { return url }
        }
        return nil
    }
}
