import Foundation
import Testing

/// What ffprobe reports about a video's first stream, counting decoded frames.
struct VideoProbe: Decodable {
    struct Stream: Decodable {
        var codec_name: String
        var width: Int
        var height: Int
        var pix_fmt: String?
        var r_frame_rate: String
        var nb_read_frames: String?
        var color_space: String?
        var tags: [String: String]?
    }
    var streams: [Stream]

    static func read(_ url: URL) throws -> Stream {
        let tool = try #require(ExternalTool.ffprobe)
        let output = try ExternalTool.run(tool, [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_read_frames,color_space:stream_tags",
            "-of", "json", url.path,
        ])
        try #require(output.status == 0, "ffprobe rejected \(url.lastPathComponent): \(output.stderr)")
        return try #require(try JSONDecoder().decode(VideoProbe.self, from: output.stdout).streams.first)
    }

    /// The first frame decoded by ffmpeg to RGB, 3 bytes a pixel, BT.709 as written.
    static func firstFrameRGB(_ url: URL) throws -> [UInt8] {
        let tool = try #require(ExternalTool.ffmpeg)
        let output = try ExternalTool.run(tool, [
            "-v", "error", "-i", url.path, "-frames:v", "1",
            "-vf", "scale=in_color_matrix=bt709:in_range=tv", "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1",
        ])
        try #require(output.status == 0, "ffmpeg could not decode \(url.lastPathComponent): \(output.stderr)")
        return [UInt8](output.stdout)
    }
}
