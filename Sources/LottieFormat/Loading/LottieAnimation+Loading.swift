import Foundation

extension LottieAnimation {
    /// Loads an animation from the bytes of a `.json` file, a dotLottie archive (its active or
    /// first animation) or a Telegram `.tgs` sticker; the format is recognised from the bytes.
    ///
    /// Embedded images over the image limits of `limits` add `.skippedImage` warnings; external
    /// image files are not looked at (see `load(fileURL:limits:)`).
    public static func load(data: Data, limits: LoadLimits = .default) throws -> LottieAnimation {
        try load(data: data, limits: limits, imageFiles: .unknown).loggingWarnings()
    }

    private static func load(data: Data, limits: LoadLimits, imageFiles: ImagePlan.Files) throws -> LottieAnimation {
        guard data.count <= limits.maxFileSize else {
            throw LottieError.limitExceeded(limit: .fileSize, maximum: limits.maxFileSize, path: "")
        }
        // The archive's animations are checked against the archive's images as it loads.
        if DotLottieFile.isArchive(data) { return try DotLottieFile.read(data: data, limits: limits).animation() }
        var animation: LottieAnimation
        if Inflate.isGzip(data) {
            animation = try loadUnchecked(jsonBytes: Inflate.inflate(data, format: .gzip, maxOutput: limits.maxDecompressedSize),
                                          limits: limits)
        } else {
            animation = try JSONParser.withDocument(data, maxDepth: limits.maxNestingDepth) { try decode($0, limits: limits) }
        }
        animation.checkImages(files: imageFiles)
        return animation
    }

    /// Loads an animation from JSON text.
    public static func load(string: String, limits: LoadLimits = .default) throws -> LottieAnimation {
        let bytes = Array(string.utf8)
        guard bytes.count <= limits.maxFileSize else {
            throw LottieError.limitExceeded(limit: .fileSize, maximum: limits.maxFileSize, path: "")
        }
        return try load(jsonBytes: bytes, limits: limits)
    }

    /// Loads an animation from a `.json`, `.lottie` or `.tgs` file.
    ///
    /// Images that will not be drawn add `.skippedImage` warnings naming their asset: over the
    /// image limits of `limits`, and external files (`u` + `p`) that are missing or would be
    /// read from outside the file's folder.
    public static func load(fileURL: URL, limits: LoadLimits = .default) throws -> LottieAnimation {
        try load(data: readFile(fileURL, limits: limits), limits: limits, imageFiles: .folder(fileURL.deletingLastPathComponent()))
            .loggingWarnings()
    }

    /// Loads an animation from the UTF-8 bytes of Lottie JSON (warning about embedded images
    /// as `load(data:limits:)` does).
    public static func load(jsonBytes: [UInt8], limits: LoadLimits = .default) throws -> LottieAnimation {
        var animation = try loadUnchecked(jsonBytes: jsonBytes, limits: limits)
        animation.checkImages(files: .unknown)
        return animation.loggingWarnings()
    }

    /// The animation, after sending its warnings to `LottieLogger.current`: what every public
    /// loader returns, so that each load logs its warnings once.
    func loggingWarnings() -> LottieAnimation {
        LottieLogger.current.warn(warnings)
        return self
    }

    /// Decodes JSON without judging its images (for callers that fill them in first).
    static func loadUnchecked(jsonBytes: [UInt8], limits: LoadLimits) throws -> LottieAnimation {
        try JSONParser.withDocument(jsonBytes, maxDepth: limits.maxNestingDepth) { try decode($0, limits: limits) }
    }

    /// Builds the animation from a parsed document.
    ///
    /// A version before 4.1.9 promises fill and stroke colours in 0...255, but files are found
    /// whose version says `1.0.0` while their colours are plainly 0...1: divided by 255 they would
    /// all be black. The data decides: when no such colour has a component above 1, the file is
    /// read again with 0...1 colours (lottie-ios, which never looks at the version, draws these
    /// files in their colours). Only legacy-version files can be read twice.
    private static func decode(_ document: JSONDocument, limits: LoadLimits) throws -> LottieAnimation {
        var decoder = ModelDecoder(document: document, limits: limits)
        var animation = try decoder.animation()
        if decoder.hasLegacyColors, !decoder.sawLegacyRangeColor {
            let version = animation.version
            decoder = ModelDecoder(document: document, limits: limits)
            decoder.versionDecidesColorRange = false
            animation = try decoder.animation()
            decoder.warn(.legacyFormat, path: "v", "version \(version) would store fill and stroke colours in 0...255, "
                         + "but none is above 1: read as 0...1")
        }
        animation.warnings = decoder.warnings
        animation.limits = limits
        return animation
    }

    /// Reads a file, refusing files larger than the limit before reading them.
    static func readFile(_ url: URL, limits: LoadLimits) throws -> Data {
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch {
            throw LottieError.unreadableFile(path: url.path, reason: "no such file")
        }
        guard size <= limits.maxFileSize else {
            throw LottieError.limitExceeded(limit: .fileSize, maximum: limits.maxFileSize, path: url.lastPathComponent)
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw LottieError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
    }
}
