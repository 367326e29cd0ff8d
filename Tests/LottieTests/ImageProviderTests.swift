import Foundation
import Graphics
import Lottie
import Testing

private typealias F = KeypathFixtures

@Suite("Image providers")
struct ImageProviderTests {
    /// A 10 × 10 animation showing one 10 × 10 image asset (`images/img_0.png`, not embedded).
    private static let json = F.animation(width: 10, height: 10, layers: [F.imageLayer("Photo", index: 1, reference: "image_0")],
                                          images: [#"{"id":"image_0","nm":"photo","w":10,"h":10,"u":"images/","p":"img_0.png","e":0}"#])

    private func bitmap(_ color: Color) throws -> Bitmap {
        var bitmap = try #require(Bitmap(width: 10, height: 10))
        for y in 0..<10 { for x in 0..<10 { bitmap.setColor(color, x: x, y: y) } }
        return bitmap
    }

    private func centre(of renderer: LottieRenderer) throws -> Color {
        try #require(F.render(renderer, frame: 0)).color(x: 5, y: 5)
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-provider-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("images"), withIntermediateDirectories: true)
        return url
    }

    @Test func withoutAProviderAMissingImageDrawsNothing() throws {
        let renderer = LottieRenderer(animation: try F.load(Self.json))
        #expect(try centre(of: renderer).alpha == 0)
        #expect(renderer.imageProblems["image_0"] != nil)
    }

    @Test func loadImagesLooksEveryImageUpBeforeAnyFrame() throws {
        let renderer = LottieRenderer(animation: try F.load(Self.json))
        // Looked up lazily: nothing is known before the layer shows...
        #expect(renderer.imageProblems.isEmpty)
        // ...unless the images are loaded up front, as `lottie bench` does while loading.
        renderer.loadImages()
        #expect(renderer.imageProblems["image_0"] != nil)
    }

    @Test func folderProviderReadsTheAssetsFileUnderItsSubfolderOrDirectly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try bitmap(.red).writePNG(to: folder.appendingPathComponent("images/img_0.png"))
        var options = LottieRenderOptions()
        options.imageProvider = FolderImageProvider(directory: folder)
        #expect(try centre(of: LottieRenderer(animation: try F.load(Self.json), options: options)) == .red)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("images/img_0.png"))
        try bitmap(.blue).writePNG(to: folder.appendingPathComponent("img_0.png"))
        #expect(try centre(of: LottieRenderer(animation: try F.load(Self.json), options: options)) == .blue)
    }

    @Test func dictionaryProviderFindsImagesByIdFileNameOrName() throws {
        let animation = try F.load(Self.json)
        for key in ["image_0", "img_0.png", "photo"] {
            var options = LottieRenderOptions()
            options.imageProvider = DictionaryImageProvider([key: try bitmap(.green)])
            #expect(try centre(of: LottieRenderer(animation: animation, options: options)) == .green, "key \(key)")
        }
    }

    @Test func dotLottieProviderServesTheArchivesImages() throws {
        let manifest = #"{"version":"1","animations":[{"id":"a"}]}"#
        let archive = ImageProviderZip.make([
            ("manifest.json", Data(manifest.utf8)),
            ("animations/a.json", Data(Self.json.utf8)),
            ("images/img_0.png", try bitmap(.blue).pngData()),
        ])
        let file = try DotLottieFile.load(data: archive)
        // The archive's own animation already carries its image...
        #expect(try centre(of: LottieRenderer(animation: try file.animation())) == .blue)
        // ...and the provider lends it to the same animation loaded from plain JSON.
        var options = LottieRenderOptions()
        options.imageProvider = DotLottieImageProvider(archive: file)
        #expect(try centre(of: LottieRenderer(animation: try F.load(Self.json), options: options)) == .blue)
    }

    @Test func aNewProviderOrReloadShowsNewImagesAtTheSameFrame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("images/img_0.png")
        try bitmap(.red).writePNG(to: file)
        var options = LottieRenderOptions()
        options.imageProvider = FolderImageProvider(directory: folder)
        let renderer = LottieRenderer(animation: try F.load(Self.json), options: options)
        #expect(try centre(of: renderer) == .red)

        try bitmap(.green).writePNG(to: file)
        #expect(try centre(of: renderer) == .red, "bitmaps are kept until reloaded")
        renderer.reloadImages()
        #expect(try centre(of: renderer) == .green)

        renderer.imageProvider = DictionaryImageProvider(["image_0": try bitmap(.blue)])
        #expect(try centre(of: renderer) == .blue)
        renderer.imageProvider = nil
        #expect(try centre(of: renderer).alpha == 0, "no provider, not embedded, no image folder")
    }
}

/// Writes zip archives with stored (uncompressed) entries, enough to build dotLottie files.
enum ImageProviderZip {
    static func make(_ entries: [(name: String, data: Data)]) -> Data {
        var out = Data(), central = Data()
        for (name, data) in entries {
            let offset = UInt32(out.count), crc = crc32(data), nameBytes = Data(name.utf8)
            var local = Data([0x50, 0x4B, 0x03, 0x04])
            local.append(le16(20)); local.append(le16(0)); local.append(le16(0)); local.append(le16(0)); local.append(le16(0))
            local.append(le32(crc)); local.append(le32(UInt32(data.count))); local.append(le32(UInt32(data.count)))
            local.append(le16(UInt16(nameBytes.count))); local.append(le16(0))
            out.append(local); out.append(nameBytes); out.append(data)
            var entry = Data([0x50, 0x4B, 0x01, 0x02])
            entry.append(le16(20)); entry.append(le16(20)); entry.append(le16(0)); entry.append(le16(0))
            entry.append(le16(0)); entry.append(le16(0))
            entry.append(le32(crc)); entry.append(le32(UInt32(data.count))); entry.append(le32(UInt32(data.count)))
            entry.append(le16(UInt16(nameBytes.count))); entry.append(le16(0)); entry.append(le16(0))
            entry.append(le16(0)); entry.append(le16(0)); entry.append(le32(0)); entry.append(le32(offset))
            central.append(entry); central.append(nameBytes)
        }
        let centralOffset = UInt32(out.count)
        out.append(central)
        var end = Data([0x50, 0x4B, 0x05, 0x06])
        end.append(le16(0)); end.append(le16(0))
        end.append(le16(UInt16(entries.count))); end.append(le16(UInt16(entries.count)))
        end.append(le32(UInt32(central.count))); end.append(le32(centralOffset)); end.append(le16(0))
        out.append(end)
        return out
    }

    private static func le16(_ v: UInt16) -> Data { Data([UInt8(v & 0xFF), UInt8(v >> 8)]) }
    private static func le32(_ v: UInt32) -> Data { Data((0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) }) }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}
