import Foundation

extension LottieAnimation {
    /// Loads an animation from the bytes of a `.json` file, a dotLottie archive (its active or
    /// first animation) or a Telegram `.tgs` sticker; the format is recognised from the bytes.
    public static func load(data: Data, limits: LoadLimits = .default) throws -> LottieAnimation {
        guard data.count <= limits.maxFileSize else {
            throw LottieError.limitExceeded(limit: .fileSize, maximum: limits.maxFileSize, path: "")
        }
        if DotLottieFile.isArchive(data) { return try DotLottieFile.load(data: data, limits: limits).animation() }
        if Inflate.isGzip(data) {
            return try load(jsonBytes: Inflate.inflate(data, format: .gzip, maxOutput: limits.maxDecompressedSize), limits: limits)
        }
        return try JSONParser.withDocument(data, maxDepth: limits.maxNestingDepth) { try decode($0, limits: limits) }
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
    public static func load(fileURL: URL, limits: LoadLimits = .default) throws -> LottieAnimation {
        try load(data: readFile(fileURL, limits: limits), limits: limits)
    }

    /// Loads an animation from the UTF-8 bytes of Lottie JSON.
    public static func load(jsonBytes: [UInt8], limits: LoadLimits = .default) throws -> LottieAnimation {
        try JSONParser.withDocument(jsonBytes, maxDepth: limits.maxNestingDepth) { try decode($0, limits: limits) }
    }

    /// Builds the animation from a parsed document.
    private static func decode(_ document: JSONDocument, limits: LoadLimits) throws -> LottieAnimation {
        let decoder = ModelDecoder(document: document, limits: limits)
        var animation = try decoder.animation()
        animation.warnings = decoder.warnings
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
