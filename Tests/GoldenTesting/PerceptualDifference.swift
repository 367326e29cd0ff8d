import Foundation
import Graphics

/// The perceptual comparison of the conformance scorer (/work/shared/conformance/conformance.py,
/// after swift-snapshot-testing's): both images are composited over black and over white, each
/// pixel is converted from sRGB to CIELAB (D65), and a pixel matches when the CIE94 colour
/// difference (graphic-arts weights, the reference's chroma weighting) is at most `threshold`
/// over both backgrounds, so colour and coverage must both agree.
public enum PerceptualDifference {
    /// The outcome of one comparison.
    public struct Result: Sendable, CustomStringConvertible {
        /// The fraction of all pixels that match.
        public let matchingFraction: Double
        /// The fraction of matching pixels among those where either image has any alpha (1
        /// when both are empty).
        public let contentMatchingFraction: Double
        /// The number of pixels that do not match.
        public let differingPixels: Int
        /// The largest colour difference of any pixel (over either background).
        public let maxDeltaE: Double
        /// The mean colour difference over all pixels.
        public let meanDeltaE: Double

        public var description: String {
            String(format: "%.4f matching (content %.4f), %d differing, max ΔE %.2f, mean ΔE %.3f",
                   matchingFraction, contentMatchingFraction, differingPixels, maxDeltaE, meanDeltaE)
        }
    }

    /// The swift-snapshot-testing threshold the scorer uses: (1 − 0.97) · 100.
    public static let defaultThreshold = 3.0

    /// Compares `candidate` with `reference` (premultiplied bitmaps of the same size); nil when
    /// the sizes differ.
    public static func compare(_ reference: Bitmap, _ candidate: Bitmap, threshold: Double = defaultThreshold) -> Result? {
        guard reference.width == candidate.width, reference.height == candidate.height else { return nil }
        let count = reference.width * reference.height
        var matching = 0, content = 0, contentMatching = 0
        var maxDeltaE = 0.0, sumDeltaE = 0.0
        reference.pixels.withUnsafeBufferPointer { r in
            candidate.pixels.withUnsafeBufferPointer { c in
                for i in 0..<count {
                    let o = 4 * i
                    let hasContent = r[o + 3] > 0 || c[o + 3] > 0
                    if hasContent { content += 1 }
                    var worst = 0.0
                    if r[o] != c[o] || r[o + 1] != c[o + 1] || r[o + 2] != c[o + 2] || r[o + 3] != c[o + 3] {
                        for background in [0.0, 1.0] {
                            let a = lab(r[o], r[o + 1], r[o + 2], r[o + 3], over: background)
                            let b = lab(c[o], c[o + 1], c[o + 2], c[o + 3], over: background)
                            worst = max(worst, deltaE94(reference: a, b))
                        }
                    }
                    maxDeltaE = max(maxDeltaE, worst)
                    sumDeltaE += worst
                    if worst <= threshold {
                        matching += 1
                        if hasContent { contentMatching += 1 }
                    }
                }
            }
        }
        return Result(matchingFraction: Double(matching) / Double(count),
                      contentMatchingFraction: content == 0 ? 1 : Double(contentMatching) / Double(content),
                      differingPixels: count - matching, maxDeltaE: maxDeltaE, meanDeltaE: sumDeltaE / Double(count))
    }

    /// A per-pixel map of the differences, for looking at: matching pixels dark grey, others
    /// from yellow (just over the threshold) to red (ΔE 20 and more).
    public static func differenceImage(_ reference: Bitmap, _ candidate: Bitmap, threshold: Double = defaultThreshold) -> Bitmap? {
        guard reference.width == candidate.width, reference.height == candidate.height,
              var out = Bitmap(width: reference.width, height: reference.height) else { return nil }
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let o = 4 * (y * reference.width + x)
                let r = reference.pixels, c = candidate.pixels
                var worst = 0.0
                for background in [0.0, 1.0] {
                    worst = max(worst, deltaE94(reference: lab(r[o], r[o + 1], r[o + 2], r[o + 3], over: background),
                                                lab(c[o], c[o + 1], c[o + 2], c[o + 3], over: background)))
                }
                let colour = worst <= threshold ? Color(white: 0.2)
                    : Color(red: 1, green: max(0, 1 - (worst - threshold) / (20 - threshold)), blue: 0)
                out.setColor(colour, x: x, y: y)
            }
        }
        return out
    }

    private typealias Lab = (l: Double, a: Double, b: Double)

    /// CIELAB of a premultiplied pixel composited over a grey level (in sRGB-encoded space).
    private static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, over background: Double) -> Lab {
        let alpha = Double(a) / 255
        func channel(_ v: UInt8) -> Double { Double(v) / 255 + background * (1 - alpha) }
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let lr = linear(channel(r)), lg = linear(channel(g)), lb = linear(channel(b))
        let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        func f(_ t: Double) -> Double { t > epsilon ? cbrt(t) : (kappa * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE94 with graphic-arts weights; the reference's chroma sets the weighting.
    private static func deltaE94(reference p: Lab, _ q: Lab) -> Double {
        let dL = p.l - q.l
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let dC = c1 - c2
        let da = p.a - q.a, db = p.b - q.b
        let dH2 = max(da * da + db * db - dC * dC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }
}
