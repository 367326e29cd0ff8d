import ArchiveTesting
import Foundation

/// The animations the service tests send: a square moving across a coloured background,
/// of any size and length, and hostile files.
enum TestAnimations {
    /// A `width` × `height` animation of `frames` frames at `fps`: a background rectangle and a
    /// square moving from left to right. `expression`, when given, is put in the square's
    /// position as its `x` field.
    static func json(width: Int = 64, height: Int = 64, frames: Int = 30, fps: Int = 30, expression: String? = nil) -> String {
        let x = expression.map { #","x":\#(jsonString($0))"# } ?? ""
        let size = min(width, height) / 3
        return """
        {"v":"5.7.0","fr":\(fps),"ip":0,"op":\(frames),"w":\(width),"h":\(height),"nm":"test","ddd":0,"assets":[],
         "layers":[
          {"ddd":0,"ind":1,"ty":4,"nm":"square","sr":1,"ip":0,"op":\(frames),"st":0,"bm":0,
           "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
                 "p":{"a":1,"k":[{"t":0,"s":[\(size),\(height / 2)],"i":{"x":[0.5],"y":[0.5]},"o":{"x":[0.5],"y":[0.5]}},
                                 {"t":\(frames),"s":[\(width - size),\(height / 2)]}]\(x)}},
           "shapes":[{"ty":"gr","nm":"g","it":[
             {"ty":"rc","nm":"r","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[\(size),\(size)]},"r":{"a":0,"k":4}},
             {"ty":"fl","nm":"f","c":{"a":0,"k":[0.9,0.2,0.1,1]},"o":{"a":0,"k":100},"r":1},
             {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]},
          {"ddd":0,"ind":2,"ty":1,"nm":"background","sr":1,"ip":0,"op":\(frames),"st":0,"bm":0,"sc":"#2050a0","sw":\(width),"sh":\(height),
           "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"p":{"a":0,"k":[0,0]}}}]}
        """
    }

    /// The JSON animation as bytes.
    static func data(width: Int = 64, height: Int = 64, frames: Int = 30, fps: Int = 30, expression: String? = nil) -> Data {
        Data(json(width: width, height: height, frames: frames, fps: fps, expression: expression).utf8)
    }

    /// The animation as a Telegram sticker (gzip).
    static func tgs(frames: Int = 30) -> Data { TestArchives.gzip(Array(data(frames: frames))) }

    /// The animation in a dotLottie archive (zip) with a manifest.
    static func dotLottie(frames: Int = 30) -> Data {
        let manifest = #"{"version":"1","generator":"tests","animations":[{"id":"square"}]}"#
        return TestArchives.zip([
            .plain("manifest.json", Array(manifest.utf8)),
            .plain("animations/square.json", Array(data(frames: frames))),
        ])
    }

    /// A `.tgs` whose gzip inflates to `repeats`·258 bytes.
    static func gzipBomb(repeats: Int = 200_000) -> Data {
        TestArchives.gzip(deflate: TestArchives.bombDeflate(repeats: repeats), crc: 0,
                          size: TestArchives.bombSize(repeats: repeats))
    }

    /// A `.lottie` whose animation entry inflates to `repeats`·258 bytes (its CRC is not
    /// computed: the size limit stops the inflation long before a CRC is checked).
    static func zipBomb(repeats: Int = 200_000) -> Data {
        let manifest = #"{"version":"1","animations":[{"id":"a"}]}"#
        return TestArchives.zip([
            .plain("manifest.json", Array(manifest.utf8)),
            TestArchives.ZipEntry(name: "animations/a.json", stored: TestArchives.bombDeflate(repeats: repeats), method: 8,
                                  crc: 0, size: TestArchives.bombSize(repeats: repeats)),
        ])
    }

    /// JSON nested far deeper than the loader's limit.
    static let deepNesting = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)

    /// Not JSON.
    static let malformed = Data(#"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":64,"h":"#.utf8)

    /// JSON whose precomposition's layers are each other's parents (an error naming the JSON
    /// path `assets[0].layers`).
    static let parentCycle = Data(#"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":64,"h":64,"layers":[{"ty":0,"refId":"a","ind":1}],"assets":[{"id":"a","layers":[{"ty":4,"ind":1,"parent":2},{"ty":4,"ind":2,"parent":1}]}]}"#.utf8)

    /// JSON whose width is a string.
    static let wrongType = Data(#"{"v":"5.7.0","fr":30,"ip":0,"op":30,"w":"wide","h":64,"layers":[]}"#.utf8)

    private static func jsonString(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }
}
