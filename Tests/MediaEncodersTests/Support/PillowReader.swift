import Foundation
import Testing

/// An animation as Pillow decodes it: every frame composited onto the canvas as a viewer
/// shows it, in straight RGBA.
struct PillowAnimation: Decodable {
    struct Frame: Decodable {
        /// Milliseconds, as Pillow reports them (GIF centiseconds times ten).
        var duration: Int?
        var rgba: Data

        /// The straight RGBA bytes at (x, y).
        func pixel(_ x: Int, _ y: Int, width: Int) -> [Int] {
            let i = (y * width + x) * 4
            return rgba[i..<i + 4].map { Int($0) }
        }
    }
    var format: String
    var width: Int
    var height: Int
    /// The stored loop count; nil when the file has none (a GIF without NETSCAPE2.0).
    var loop: Int?
    var frames: [Frame]

    static let script = """
    import base64, json, sys
    from PIL import Image, ImageSequence
    image = Image.open(sys.argv[1])
    frames = []
    for frame in ImageSequence.Iterator(image):
        rgba = frame.convert("RGBA")  # loads the frame, which sets its duration for some formats
        frames.append({"duration": frame.info.get("duration"), "rgba": base64.b64encode(rgba.tobytes()).decode()})
    print(json.dumps({"format": image.format, "width": image.size[0], "height": image.size[1],
                      "loop": image.info.get("loop"), "frames": frames}))
    """

    static func read(_ url: URL) throws -> PillowAnimation {
        let python = try #require(ExternalTool.pillowPython)
        let output = try ExternalTool.run(python, ["-c", script, url.path])
        try #require(output.status == 0, "Pillow could not read \(url.lastPathComponent): \(output.stderr)")
        return try JSONDecoder().decode(PillowAnimation.self, from: output.stdout)
    }
}
