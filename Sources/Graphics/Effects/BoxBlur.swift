import Foundation

/// A Gaussian blur approximated by three successive box blurs, the recipe of the W3C filter
/// effects spec for `feGaussianBlur`: box size `d = ⌊σ·3·√(2π)/4 + 0.5⌋`; for odd `d` three
/// centred boxes, for even `d` two boxes of `d` offset half a pixel left and right and one
/// centred box of `d + 1`.
///
/// Works on interleaved 8-bit channels; with premultiplied pixels every channel gets the
/// same weights, so colours stay valid premultiplied values. Pixels outside the image count
/// as transparent. Shared by the raster canvases (CairoCanvas, RasterCanvas) so that their
/// blurs are the same arithmetic.
public struct BoxBlur: Sendable {
    /// Each pass's reach: output x averages inputs x − left ... x + right.
    private let passes: [(left: Int, right: Int)]

    /// The largest standard deviation used; far wider than any surface, and small enough
    /// that the fixed-point averages cannot overflow a byte.
    public static let maxSigma = 10_000.0

    /// A blur of standard deviation `sigma` pixels (at most `maxSigma`), or nil when that
    /// is too small to change any pixel.
    public init?(sigma: Double) {
        guard sigma.isFinite, sigma > 0 else { return nil }
        let s = min(sigma, Self.maxSigma)
        let d = Int((s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return nil }
        if d % 2 == 1 {
            let r = (d - 1) / 2
            passes = [(r, r), (r, r), (r, r)]
        } else {
            let h = d / 2
            passes = [(h, h - 1), (h - 1, h), (h, h)]
        }
    }

    /// How far a pixel's colour spreads, in pixels on each side.
    public var reach: Int { passes.reduce(0) { $0 + max($1.left, $1.right) } }

    /// Blurs `height` rows of `width` pixels of `channels` bytes each, rows `stride` bytes
    /// apart, in place: along both axes, or along one only. Allocates its scratch memory; see
    /// `apply(to:width:height:stride:channels:horizontally:vertically:scratch:sums:)` to
    /// bring your own.
    public func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
                      horizontally: Bool = true, vertically: Bool = true) {
        guard width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { scratch.deallocate() }
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width * channels)
        defer { sums.deallocate() }
        apply(to: pixels, width: width, height: height, stride: stride, channels: channels,
              horizontally: horizontally, vertically: vertically, scratch: scratch, sums: sums)
    }

    /// Like `apply(to:width:height:stride:channels:horizontally:vertically:)`, with the caller's
    /// scratch memory: `scratch` must hold `stride * height` bytes and `sums` `width * channels`
    /// integers (their contents on entry do not matter).
    public func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
                      horizontally: Bool, vertically: Bool,
                      scratch: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int>) {
        guard width > 0, height > 0 else { return }
        for pass in passes {
            if horizontally {
                scratch.update(from: pixels, count: stride * height)
                horizontal(pass, from: scratch, to: pixels, width: width, height: height, stride: stride, channels: channels)
            }
            if vertically {
                scratch.update(from: pixels, count: stride * height)
                vertical(pass, from: scratch, to: pixels, sums: sums, width: width, height: height, stride: stride, channels: channels)
            }
        }
    }

    /// Rounded division by the box size as a 24-bit fixed-point multiplication.
    private static func reciprocal(_ size: Int) -> Int { ((1 << 24) + size / 2) / size }

    private func horizontal(_ box: (left: Int, right: Int), from src: UnsafeMutablePointer<UInt8>,
                            to dst: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int) {
        let scale = Self.reciprocal(box.left + box.right + 1)
        for y in 0..<height {
            let inRow = src + y * stride, outRow = dst + y * stride
            for c in 0..<channels {
                // The window sum for x = 0: inputs 0 ... right.
                var sum = 0
                for x in 0...min(box.right, width - 1) { sum += Int(inRow[x * channels + c]) }
                for x in 0..<width {
                    outRow[x * channels + c] = UInt8(truncatingIfNeeded: (sum * scale + (1 << 23)) >> 24)
                    let entering = x + box.right + 1, leaving = x - box.left
                    if entering < width { sum += Int(inRow[entering * channels + c]) }
                    if leaving >= 0 { sum -= Int(inRow[leaving * channels + c]) }
                }
            }
        }
    }

    /// Keeps one running sum per column so rows are read in order (cache friendly).
    private func vertical(_ box: (left: Int, right: Int), from src: UnsafeMutablePointer<UInt8>,
                          to dst: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int>,
                          width: Int, height: Int, stride: Int, channels: Int) {
        let scale = Self.reciprocal(box.left + box.right + 1)
        let rowBytes = width * channels
        sums.initialize(repeating: 0, count: rowBytes)
        for y in 0...min(box.right, height - 1) {
            let row = src + y * stride
            for i in 0..<rowBytes { sums[i] += Int(row[i]) }
        }
        for y in 0..<height {
            let outRow = dst + y * stride
            for i in 0..<rowBytes { outRow[i] = UInt8(truncatingIfNeeded: (sums[i] * scale + (1 << 23)) >> 24) }
            let entering = y + box.right + 1, leaving = y - box.left
            if entering < height {
                let row = src + entering * stride
                for i in 0..<rowBytes { sums[i] += Int(row[i]) }
            }
            if leaving >= 0 {
                let row = src + leaving * stride
                for i in 0..<rowBytes { sums[i] -= Int(row[i]) }
            }
        }
    }
}
