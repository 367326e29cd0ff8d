import Foundation
import FuzzSupport
import Graphics
import MediaEncoders

/// Runs libFuzzer on `fuzzImages` (see Fuzz/README.md).
@_cdecl("FuzzImages_main")
public func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv, test: fuzzImages)
}

/// One input, two uses: the bytes as an image file for every decoder (PNG, JPEG, GIF, WebP:
/// images embedded in animations are untrusted), and the bytes as a recipe for a small
/// animation handed to the GIF and WebP encoders (size, frame count, delays and pixels all
/// come from the input).
private func fuzzImages(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let input = UnsafeBufferPointer(start: bytes, count: count)
    let data = Data(input)
    let maxPixels = 1 << 20
    _ = try? Bitmap(imageData: data, maxPixels: maxPixels)
    _ = try? Bitmap(pngData: data, maxPixels: maxPixels)
    _ = try? Bitmap(jpegData: data, maxPixels: maxPixels)
    _ = try? Bitmap(gifData: data, maxPixels: maxPixels)
    _ = try? Bitmap(webPData: data, maxPixels: maxPixels)
    encode(recipe: input)
    return 0
}

/// Reads the recipe: width, height, frame count, then per frame a delay and pixels (repeated
/// from the input when it runs out).
private func encode(recipe: UnsafeBufferPointer<UInt8>) {
    guard recipe.count >= 4 else { return }
    let width = Int(recipe[0] % 40) + 1, height = Int(recipe[1] % 40) + 1
    let frameCount = Int(recipe[2] % 5) + 1
    let pixels = Array(recipe.dropFirst(3))
    let directory = URL(fileURLWithPath: NSTemporaryDirectory())
    let name = "fuzz-\(getpid())"
    let gif = directory.appendingPathComponent(name + ".gif"), webP = directory.appendingPathComponent(name + ".webp")
    let encoders: [(URL, () throws -> any AnimationEncoder)] = [
        (gif, { try GIFEncoder(url: gif, width: width, height: height,
                               quality: Int(recipe[3] % 101), dithering: recipe[3] & 1 == 0) }),
        (webP, { try WebPAnimationEncoder(url: webP, width: width, height: height) }),
    ]
    for (url, makeEncoder) in encoders {
        defer { try? FileManager.default.removeItem(at: url) }
        guard let encoder = try? makeEncoder() else { continue }
        for frame in 0..<frameCount {
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            for i in rgba.indices { rgba[i] = pixels[(i + frame * 7) % pixels.count] }
            guard let bitmap = Bitmap(width: width, height: height, straightRGBA: rgba) else { continue }
            let delay = Duration.milliseconds(Int(pixels[frame % pixels.count]) * 3)
            try? encoder.add(frame: bitmap, delay: delay)
        }
        try? encoder.finish()
    }
}
