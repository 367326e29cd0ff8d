import Foundation
import Graphics

/// Which of an animation's images may be decoded, and at what size, decided from their
/// headers before any pixels exist: each image is held to `LoadLimits.maxImagePixels`, kept
/// no larger than `LoadLimits.maxImageScale` asks, and counted against
/// `LoadLimits.maxTotalImagePixels` in the order of the file's `assets`. The loader makes one
/// to report what will not be drawn; each renderer makes its own (with its image folder) and
/// decodes only what it allows.
package struct ImagePlan {
    /// Where external image files are looked for.
    package enum Files {
        /// Not known yet (an animation loaded from bytes): only embedded images are judged.
        case unknown
        /// In this folder; nil when there is none, so only embedded images can be drawn.
        case folder(URL?)
    }

    /// What to do with one image.
    package enum Decision {
        /// Decode these bytes: the header says `header`, the image is kept at `minimumWidth ×
        /// minimumHeight` or more (see `Bitmap(imageData:maxPixels:minimumWidth:minimumHeight:)`).
        case decode(Data, header: ImageHeader, minimumWidth: Int, minimumHeight: Int)
        /// Not drawn, for this reason; the loader warns about it only when `warn` is set (not
        /// for what it reported another way, or for damaged image data).
        case skip(String, warn: Bool)
    }

    /// The decision for every image asset that image layers show, by asset id.
    private(set) var decisions: [String: Decision] = [:]
    /// Decoded pixels the allowed images will hold.
    private(set) var pixelsUsed = 0

    /// Decides every image of `animation` that image layers show, from the headers of the
    /// embedded data or of the files `files` points to, in the order of the file's `assets`.
    package init(animation: LottieAnimation, files: Files) {
        let limits = animation.limits
        animationFromArchive = animation.imagesComeFromArchive
        let shown = Self.imageReferences(of: animation)
        let assets = animation.images.values.filter { shown.contains($0.id) }.sorted {
            ($0.assetIndex ?? .max, $0.id) < ($1.assetIndex ?? .max, $1.id)
        }
        for asset in assets {
            if let decision = decide(asset, files: files, limits: limits) { decisions[asset.id] = decision }
        }
    }

    /// The decision for an asset, handed over once: the plan lets go of the image's bytes so
    /// that a renderer does not keep every file it read for as long as it lives.
    package mutating func takeDecision(for id: String) -> Decision? {
        decisions.removeValue(forKey: id)
    }

    /// The warnings about images that will not be drawn, in `assets` order.
    func warnings(for animation: LottieAnimation) -> [LottieWarning] {
        animation.images.values.sorted { ($0.assetIndex ?? .max, $0.id) < ($1.assetIndex ?? .max, $1.id) }
            .compactMap { asset in
                guard case .skip(let reason, true)? = decisions[asset.id] else { return nil }
                return LottieWarning(kind: .skippedImage, path: asset.jsonPath, message: reason)
            }
    }

    /// The smallest size an image of `asset` is kept at, from its `w`/`h` and
    /// `LoadLimits.maxImageScale`; zero (no reduction) without a usable size.
    package static func minimumSize(of asset: LottieImageAsset, limits: LoadLimits) -> (width: Int, height: Int) {
        func side(_ length: Double) -> Int {
            let scaled = (length * limits.maxImageScale).rounded(.up)
            guard scaled.isFinite, scaled >= 1, scaled <= Double(Int32.max) else { return 0 }
            return Int(scaled)
        }
        let width = side(asset.width), height = side(asset.height)
        return width > 0 && height > 0 ? (width, height) : (0, 0)
    }

    private mutating func decide(_ asset: LottieImageAsset, files: Files, limits: LoadLimits) -> Decision? {
        let name = asset.directory + asset.fileName
        let data: Data
        if let embedded = asset.data {
            data = embedded
        } else if asset.fileName.hasPrefix("data:") {
            // The loader warned that the URL could not be decoded.
            return .skip("the data: URL could not be decoded", warn: false)
        } else if animationFromArchive {
            return .skip("image \"\(asset.fileName)\" is not in the dotLottie archive", warn: true)
        } else {
            switch files {
            case .unknown:
                return nil
            case .folder(nil):
                return .skip("image \"\(name)\" is not embedded and no image folder was given", warn: true)
            case .folder(let root?):
                switch ImageFileLocation(directory: asset.directory, fileName: asset.fileName, root: root) {
                case .outside(let reason):
                    return .skip("image file \"\(name)\" \(reason) (\(root.path)); not read", warn: true)
                case .missing(let url):
                    return .skip("image file \"\(name)\" not found (looked for \(url.path))", warn: true)
                case .file(let url):
                    guard let bytes = Self.read(url, limits: limits) else {
                        return .skip("image file \"\(name)\" cannot be read, or is larger than LoadLimits.maxFileSize "
                                     + "(\(limits.maxFileSize) bytes)", warn: true)
                    }
                    data = bytes
                }
            }
        }
        let header: ImageHeader
        do {
            header = try ImageHeader(data: data)
        } catch {
            // Damaged images were never the loader's to judge: the renderer reports them when
            // it tries to decode them, as it always has.
            return .skip("image could not be decoded: \(error)", warn: false)
        }
        guard header.pixelCount <= limits.maxImagePixels, header.fits(maxPixels: Bitmap.maxPixelCount) else {
            return .skip("image declares \(header.width)x\(header.height) pixels, more than LoadLimits.maxImagePixels "
                         + "allows (\(limits.maxImagePixels) pixels)", warn: true)
        }
        let minimum = Self.minimumSize(of: asset, limits: limits)
        let kept = header.size(reducedBy: header.reduction(minimumWidth: minimum.width, minimumHeight: minimum.height))
        let pixels = kept.width * kept.height
        guard pixels <= limits.maxTotalImagePixels - pixelsUsed else {
            return .skip("image of \(kept.width)x\(kept.height) pixels would take the animation's images past "
                         + "LoadLimits.maxTotalImagePixels (\(limits.maxTotalImagePixels) pixels, "
                         + "\(pixelsUsed) already used)", warn: true)
        }
        pixelsUsed += pixels
        return .decode(data, header: header, minimumWidth: minimum.width, minimumHeight: minimum.height)
    }

    /// Set while deciding for an animation from a dotLottie archive.
    private var animationFromArchive = false

    /// A file's bytes, mapped rather than copied where the system allows (only the header is
    /// read unless the image is decoded), or nil when it cannot be read or is over the limit.
    private static func read(_ url: URL, limits: LoadLimits) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = (attributes[.size] as? NSNumber)?.intValue, size <= limits.maxFileSize else { return nil }
        return try? Data(contentsOf: url, options: .mappedIfSafe)
    }

    /// The ids of the image assets that image layers show, in the root composition or any
    /// precomposition.
    private static func imageReferences(of animation: LottieAnimation) -> Set<String> {
        var ids: Set<String> = []
        func visit(_ layers: [LottieLayer]) {
            for layer in layers { if case .image(let id) = layer.content { ids.insert(id) } }
        }
        visit(animation.layers)
        for precomposition in animation.precompositions.values { visit(precomposition.layers) }
        return ids
    }
}

extension LottieAnimation {
    /// Adds a warning for every image that will not be drawn, as far as can be told when
    /// loading: embedded images over the limits, and — when `files` is a folder — external
    /// files that are missing, outside the folder or over the limits.
    mutating func checkImages(files: ImagePlan.Files) {
        let plan = ImagePlan(animation: self, files: files)
        warnings += plan.warnings(for: self)
    }
}
