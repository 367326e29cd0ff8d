import Foundation
import Lottie
import LottieExport

/// The blocking part of a request, run on a Dispatch thread by ``BlockingWork``: loading the
/// body (through the cache), checking the request against the limits, and exporting the file.
struct RenderEngine: Sendable {
    let limits: ServiceLimits
    let cache: AnimationCache
    let workDirectory: URL
    let metrics: ServiceMetrics

    /// The load limits of a request body.
    var loadLimits: LoadLimits {
        var limits = LoadLimits()
        limits.maxFileSize = self.limits.maxBodyBytes
        limits.maxDecompressedSize = self.limits.maxDecompressedBytes
        return limits
    }

    /// The animation in `data` (a `.json`, `.lottie` or `.tgs`, recognised from its bytes),
    /// from the cache when the same bytes were loaded before; and whether it was.
    func load(_ data: Data) throws -> (LottieAnimation, cacheHit: Bool) {
        guard !data.isEmpty else { throw ServiceError.badRequest("the request body is empty: send a .json, .lottie or .tgs file") }
        if let animation = cache.animation(for: data) {
            metrics.cache(hit: true)
            return (animation, true)
        }
        metrics.cache(hit: false)
        let animation = try LottieAnimation.load(data: data, limits: loadLimits)
        cache.insert(animation, for: data)
        return (animation, false)
    }

    /// Renders `data` as `parameters` ask into a new file of the work folder, checking
    /// `cancellation` between frames.
    func render(_ data: Data, _ parameters: RenderParameters, cancellation: RenderCancellation) throws -> RenderedFile {
        let (animation, hit) = try load(data)
        try cancellation.check()
        let size = try parameters.pixelSize(for: animation, maxPixels: limits.maxPixelsPerFrame)
        let schedule = try parameters.schedule(for: animation, maxFrames: limits.maxFramesPerRequest)
        var options = LottieRenderOptions()
        options.evaluatesExpressions = parameters.evaluatesExpressions
        options.showsLayersAtOutPoint = parameters.showsLayersAtOutPoint
        options.expressionLimits.heapBytes = limits.maxExpressionHeapBytes
        let settings = RenderSettings(animation: animation, options: options, width: size.width, height: size.height,
                                      mode: parameters.mode, background: parameters.background, jobs: 1)
        let url = workDirectory.appendingPathComponent("render-\(UUID().uuidString).\(parameters.format.fileExtension)")
        try AnimationExporter(settings: settings, cancellation: cancellation)
            .export(parameters.format, schedule: schedule, encoding: parameters.encoding, to: url)
        // Stopped while the file was finished: nobody will send it.
        if let reason = cancellation.stopReason {
            try? FileManager.default.removeItem(at: url)
            throw reason
        }
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
        return RenderedFile(url: url, size: bytes, format: parameters.format, cacheHit: hit)
    }

    /// The JSON of `lottie info --json` for `data`.
    func describe(_ data: Data) throws -> String {
        let (animation, _) = try load(data)
        var description = AnimationDescription(animation: animation, fileSize: data.count)
        if DotLottieFile.isArchive(data) {
            let archive = try DotLottieFile.load(data: data, limits: loadLimits)
            description.archive = ArchiveDescription(file: archive, shown: try archive.manifestEntry(forAnimation: nil).id)
        }
        return description.json()
    }
}
