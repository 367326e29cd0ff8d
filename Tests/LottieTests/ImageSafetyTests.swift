import ArchiveTesting
import Foundation
import Graphics
import Layers
import Lottie
import Testing

private typealias F = KeypathFixtures

/// Hostile image assets: headers that claim huge images, more pixels than the animation's
/// budget, paths out of the animation's folder and missing files. Each must become a
/// `.skippedImage` warning naming the asset while the rest of the animation renders.
@Suite("Images that cannot hurt")
struct ImageSafetyTests {
    // MARK: Bytes

    /// A PNG whose header claims `width × height` RGBA pixels over a few bytes of zlib data
    /// (an empty stored block): decoding it for real would allocate the whole image first.
    static func pngBomb(width: Int, height: Int) -> Data {
        var ihdr = be32(width) + be32(height)
        ihdr += [8, 6, 0, 0, 0]  // 8-bit RGBA, deflate, adaptive filtering, not interlaced
        let zlib: [UInt8] = [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    /// A lossless WebP whose header claims `width × height` (at most 16384 a side) over a few
    /// bytes of image data.
    static func webPBomb(width: Int, height: Int) -> Data {
        // VP8L header: signature 0x2F, then width-1 and height-1 in 14 bits each, alpha, version.
        let bits = UInt32(width - 1) | UInt32(height - 1) << 14 | 1 << 28
        let payload: [UInt8] = [0x2F] + (0..<4).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) } + [0, 0, 0]
        let chunk = Array("VP8L".utf8) + le32(payload.count) + payload
        return Data(Array("RIFF".utf8) + le32(4 + chunk.count) + Array("WEBP".utf8) + chunk)
    }

    /// A solid-colour PNG.
    static func png(_ color: Color, width: Int = 10, height: Int = 10) throws -> Data {
        var bitmap = try #require(Bitmap(width: width, height: height))
        for y in 0..<height { for x in 0..<width { bitmap.setColor(color, x: x, y: y) } }
        return try bitmap.pngData()
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(body.count) + typed + be32(Int(TestArchives.crc32(typed)))
    }

    private static func be32(_ v: Int) -> [UInt8] { (0..<4).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
    private static func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }

    // MARK: Animations

    /// An image asset: embedded when `data` is given, else the file `u` + `p`.
    static func asset(_ id: String, data: Data? = nil, u: String = "", p: String = "", size: Int = 10) -> String {
        let path = data.map { "data:image/png;base64," + $0.base64EncodedString() } ?? p
        return #"{"id":"\#(id)","w":\#(size),"h":\#(size),"u":"\#(u)","p":"\#(path)","e":\#(data == nil ? 0 : 1)}"#
    }

    /// A 40 × 10 animation showing image assets `image_0`, `image_1`, ... side by side, each
    /// 10 × 10 at x = 10 × index.
    static func animation(_ assets: [String]) -> String {
        let layers = assets.indices.map { i in
            F.imageLayer("Image \(i)", index: i + 1, reference: "image_\(i)", transform: F.transform(position: F.k([Double(10 * i), 0])))
        }
        return F.animation(width: Double(10 * max(assets.count, 1)), height: 10, layers: layers, images: assets)
    }

    /// The colour at the centre of image `index` on a rendered frame.
    static func colors(_ renderer: LottieRenderer, count: Int) throws -> [Color] {
        let frame = try #require(F.render(renderer, frame: 0))
        return (0..<count).map { frame.color(x: 10 * $0 + 5, y: 5) }
    }

    static func skipped(_ warnings: [LottieWarning]) -> [String: String] {
        Dictionary(warnings.filter { $0.kind == .skippedImage }.map { ($0.path, $0.message) }) { a, _ in a }
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: Decoded-pixel bombs

    @Test func anEmbeddedPNGClaiming16384SquaredIsSkippedAndTheRestRenders() throws {
        let json = Self.animation([Self.asset("image_0", data: try Self.png(.red)),
                                   Self.asset("image_1", data: Self.pngBomb(width: 16384, height: 16384)),
                                   Self.asset("image_2", data: try Self.png(.blue))])
        let animation = try F.load(json)
        let loadWarning = try #require(Self.skipped(animation.warnings)["assets[1]"])
        #expect(loadWarning.contains("16384x16384") && loadWarning.contains("maxImagePixels"))

        let renderer = LottieRenderer(animation: animation)
        #expect(try Self.colors(renderer, count: 3).map(\.alpha) == [1, 0, 1])
        #expect(try Self.colors(renderer, count: 3)[2] == .blue)
        #expect(Self.skipped(renderer.renderWarnings)["assets[1]"] == loadWarning)
        #expect(renderer.imageProblems["image_1"] == loadWarning)
    }

    @Test func sixPNGBombsInOneFileAreEachSkipped() throws {
        let bomb = Self.pngBomb(width: 16384, height: 16384)
        let animation = try F.load(Self.animation((0..<6).map { Self.asset("image_\($0)", data: bomb) }))
        #expect(Set(Self.skipped(animation.warnings).keys) == Set((0..<6).map { "assets[\($0)]" }))
        let renderer = LottieRenderer(animation: animation)
        renderer.loadImages()
        #expect(renderer.imageProblems.count == 6)
    }

    @Test func aWebPClaiming16383SquaredIsSkipped() throws {
        let json = Self.animation([Self.asset("image_0", data: Self.webPBomb(width: 16383, height: 16383)),
                                   Self.asset("image_1", data: try Self.png(.green))])
        let animation = try F.load(json)
        #expect(Self.skipped(animation.warnings)["assets[0]"]?.contains("16383x16383") == true)
        let renderer = LottieRenderer(animation: animation)
        #expect(try Self.colors(renderer, count: 2) == [.clear, .green])
    }

    @Test func imagesPastTheTotalBudgetAreSkippedInAssetOrder() throws {
        var limits = LoadLimits()
        limits.maxTotalImagePixels = 250  // room for two 10 × 10 images, not three
        let json = Self.animation([Self.asset("image_0", data: try Self.png(.red)),
                                   Self.asset("image_1", data: try Self.png(.green)),
                                   Self.asset("image_2", data: try Self.png(.blue))])
        let animation = try LottieAnimation.load(string: json, limits: limits)
        let warnings = Self.skipped(animation.warnings)
        #expect(Array(warnings.keys) == ["assets[2]"])
        #expect(warnings["assets[2]"]?.contains("maxTotalImagePixels") == true)
        let renderer = LottieRenderer(animation: animation)
        #expect(try Self.colors(renderer, count: 3) == [.red, .green, .clear])
        #expect(Array(Self.skipped(renderer.renderWarnings).keys) == ["assets[2]"])
    }

    @Test func callersCanLowerOrRaiseThePerImageLimit() throws {
        let json = Self.animation([Self.asset("image_0", data: try Self.png(.red, width: 20, height: 20), size: 10)])
        var limits = LoadLimits()
        limits.maxImagePixels = 399
        let refused = try LottieAnimation.load(string: json, limits: limits)
        #expect(Self.skipped(refused.warnings)["assets[0]"]?.contains("20x20") == true)
        #expect(try Self.colors(LottieRenderer(animation: refused), count: 1) == [.clear])

        limits.maxImagePixels = 400
        let allowed = try LottieAnimation.load(string: json, limits: limits)
        #expect(Self.skipped(allowed.warnings).isEmpty)
        #expect(try Self.colors(LottieRenderer(animation: allowed), count: 1) == [.red])
    }

    @Test func anImageFarLargerThanItsAssetIsKeptSmaller() throws {
        // 80 × 80 pixels for a 10 × 10 asset: with maxImageScale 2 it is kept at 20 × 20.
        var limits = LoadLimits()
        limits.maxImageScale = 2
        let json = Self.animation([Self.asset("image_0", data: try Self.png(.green, width: 80, height: 80))])
        let renderer = LottieRenderer(animation: try LottieAnimation.load(string: json, limits: limits))
        #expect(try Self.colors(renderer, count: 1) == [.green])
        let bitmaps = Self.contents(of: renderer.rootLayer)
        #expect(bitmaps.map { [$0.width, $0.height] } == [[20, 20]])

        // The default scale (4) keeps an image 4 times its asset's size as it is.
        let full = LottieRenderer(animation: try F.load(Self.animation([Self.asset("image_0", data: try Self.png(.green, width: 40, height: 40))])))
        _ = try Self.colors(full, count: 1)
        #expect(Self.contents(of: full.rootLayer).map { [$0.width, $0.height] } == [[40, 40]])
    }

    private static func contents(of layer: Layer) -> [Bitmap] {
        (layer.contents.map { [$0] } ?? []) + layer.sublayers.flatMap { contents(of: $0) }
    }

    // MARK: Paths

    /// A folder `root` holding `animation/` (the animation's folder, with `images/inside.png`
    /// blue) and `secret.png` (red) beside it, outside the animation's folder.
    private func traversalFolder() throws -> (root: URL, animation: URL) {
        let root = try temporaryFolder()
        let folder = root.appendingPathComponent("animation")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Self.png(.red).write(to: root.appendingPathComponent("secret.png"))
        try Self.png(.blue).write(to: folder.appendingPathComponent("images/inside.png"))
        return (root, folder)
    }

    @Test func pathsOutOfTheAnimationsFolderAreRefused() throws {
        let (root, folder) = try traversalFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        // A symbolic link inside the folder that points out of it.
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("images/link.png"),
                                                   withDestinationURL: root.appendingPathComponent("secret.png"))
        let json = Self.animation([
            Self.asset("image_0", u: "images/", p: "inside.png"),
            Self.asset("image_1", u: "../", p: "secret.png"),
            Self.asset("image_2", u: "images/../../", p: "secret.png"),
            Self.asset("image_3", u: root.path + "/", p: "secret.png"),
            Self.asset("image_4", u: "images/", p: "link.png"),
        ])
        let file = folder.appendingPathComponent("animation.json")
        try Data(json.utf8).write(to: file)

        let animation = try LottieAnimation.load(fileURL: file)
        let warnings = Self.skipped(animation.warnings)
        #expect(Set(warnings.keys) == ["assets[1]", "assets[2]", "assets[3]", "assets[4]"])
        #expect(warnings["assets[1]"]?.contains("climbs out") == true)
        #expect(warnings["assets[3]"]?.contains("absolute path") == true)
        #expect(warnings["assets[4]"]?.contains("symbolic link") == true)

        let renderer = LottieRenderer(animation: animation, options: LottieRenderOptions(imageDirectory: folder))
        #expect(try Self.colors(renderer, count: 5) == [.blue, .clear, .clear, .clear, .clear])
        #expect(Set(Self.skipped(renderer.renderWarnings).keys) == ["assets[1]", "assets[2]", "assets[3]", "assets[4]"])

        // The folder provider keeps to its folder the same way.
        var options = LottieRenderOptions()
        options.imageProvider = FolderImageProvider(directory: folder)
        let provided = LottieRenderer(animation: animation, options: options)
        #expect(try Self.colors(provided, count: 5) == [.blue, .clear, .clear, .clear, .clear])
    }

    @Test func aLinkThatStaysInsideTheFolderIsFollowed() throws {
        let (root, folder) = try traversalFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("alias.png"),
                                                   withDestinationURL: folder.appendingPathComponent("images/inside.png"))
        let file = folder.appendingPathComponent("animation.json")
        try Data(Self.animation([Self.asset("image_0", u: "", p: "alias.png")]).utf8).write(to: file)
        let animation = try LottieAnimation.load(fileURL: file)
        #expect(Self.skipped(animation.warnings).isEmpty)
        let renderer = LottieRenderer(animation: animation, options: LottieRenderOptions(imageDirectory: folder))
        #expect(try Self.colors(renderer, count: 1) == [.blue])
    }

    @Test func aDotLottieReadsItsImagesFromTheArchiveOnly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The file the asset names lies beside the archive, and "../" of it too: neither is read.
        try Self.png(.red).write(to: folder.appendingPathComponent("beside.png"))
        let json = Self.animation([Self.asset("image_0", u: "/i/", p: "inside.png"),
                                   Self.asset("image_1", u: "", p: "beside.png"),
                                   Self.asset("image_2", u: "../", p: "beside.png")])
        let archive = TestArchives.zip([
            .plain("manifest.json", Array(#"{"animations":[{"id":"a"}]}"#.utf8)),
            .plain("animations/a.json", Array(json.utf8)),
            .plain("images/inside.png", Array(try Self.png(.blue))),
        ])
        let file = folder.appendingPathComponent("a.lottie")
        try archive.write(to: file)
        let animation = try LottieAnimation.load(fileURL: file)
        let warnings = Self.skipped(animation.warnings)
        #expect(Set(warnings.keys) == ["assets[1]", "assets[2]"])
        #expect(warnings["assets[1]"]?.contains("not in the dotLottie archive") == true)
        let renderer = LottieRenderer(animation: animation, options: LottieRenderOptions(imageDirectory: folder))
        #expect(try Self.colors(renderer, count: 3) == [.blue, .clear, .clear])
    }

    // MARK: Missing files

    @Test func aMissingExternalImageIsAWarningNamingTheAssetAndThePath() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Self.png(.green).write(to: folder.appendingPathComponent("images/img_1.png"))
        let file = folder.appendingPathComponent("animation.json")
        try Data(Self.animation([Self.asset("image_0", u: "images/", p: "img_0.png"),
                                 Self.asset("image_1", u: "images/", p: "img_1.png")]).utf8).write(to: file)

        let animation = try LottieAnimation.load(fileURL: file)
        let message = try #require(Self.skipped(animation.warnings)["assets[0]"])
        #expect(message.contains("images/img_0.png") && message.contains(folder.lastPathComponent) && message.contains("not found"))
        #expect(Self.skipped(animation.warnings).count == 1)

        let renderer = LottieRenderer(animation: animation, options: LottieRenderOptions(imageDirectory: folder))
        #expect(try Self.colors(renderer, count: 2) == [.clear, .green])
        #expect(Self.skipped(renderer.renderWarnings)["assets[0]"] == message)

        // Loaded from bytes, the loader cannot know the folder: the renderer still says so.
        let fromBytes = try LottieAnimation.load(data: Data(contentsOf: file))
        #expect(Self.skipped(fromBytes.warnings).isEmpty)
        let unfolded = LottieRenderer(animation: fromBytes)
        _ = try Self.colors(unfolded, count: 2)
        #expect(Self.skipped(unfolded.renderWarnings)["assets[0]"]?.contains("no image folder") == true)
    }

    @Test func lottieInfoAndRenderPrintTheMissingImage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("animation.json")
        try Data(Self.animation([Self.asset("image_0", u: "images/", p: "img_0.png")]).utf8).write(to: file)

        let info = try CommandTool.lottie(["info", file.path], in: folder)
        #expect(info.status == 0)
        #expect(info.stdout.contains("skippedImage at assets[0]") && info.stdout.contains("images/img_0.png"))

        let render = try CommandTool.lottie(["render", file.path, "-o", "out.png", "--width", "16", "--quiet"], in: folder)
        #expect(render.status == 0)
        #expect(render.stderr.contains("assets[0]") && render.stderr.contains("images/img_0.png"))
    }

    // MARK: Regression files

    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    @Test(arguments: ["embedded-png-claiming-16384x16384-x6.json", "embedded-webp-claiming-16383x16383.json",
                      "image-path-traversal.json", "image-absolute-path.json", "image-missing-file.json"])
    func regressionFilesWarnAndRender(name: String) throws {
        let url = Self.regressions.appendingPathComponent(name)
        let animation = try LottieAnimation.load(fileURL: url)
        #expect(!Self.skipped(animation.warnings).isEmpty)
        let renderer = LottieRenderer(animation: animation, options: LottieRenderOptions(imageDirectory: url.deletingLastPathComponent()))
        // Each file shows a green solid under its images: it must still be drawn.
        let frame = try #require(F.render(renderer, frame: 0))
        #expect(frame.color(x: 1, y: 1) == .green)
        #expect(!Self.skipped(renderer.renderWarnings).isEmpty)
    }
}
