/// Paints spans of coverage onto a layer: each pixel gets the shader's colour scaled by the
/// span's coverage, the draw's opacity and the clip's mask, composited source-over (what
/// cairo does for fills and strokes with the OVER operator).
///
/// The spans must lie inside the clip's rectangle (the rasterizer clips them to it), which
/// lies inside the layer.
struct SpanCompositor {
    let target: Layer
    let clip: Clip
    /// A row of shader colours, at least as long as the longest span.
    let scratch: UnsafeMutablePointer<UInt32>

    func paint(_ spans: SpanBuffer, with shader: Shader, opacity: UInt32) {
        guard opacity > 0 else { return }
        if case .solid(let color) = shader {
            paintSolid(spans, color: color, opacity: opacity)
            return
        }
        let mask = clip.mask
        for s in 0..<spans.count {
            let span = spans.spans[s]
            let y = Int(span.y), x = Int(span.x), n = Int(span.length)
            let coverage = mul255(UInt32(span.coverage), opacity)
            shader.shade(x: x, y: y, count: n, into: scratch)
            let dst = target.row(y) + x
            if let mask {
                let m = mask.row(y) + x
                for i in 0..<n {
                    let c = mul255(coverage, UInt32(m[i]))
                    if c == 0 { continue }
                    dst[i] = sourceOver(scalePixel(scratch[i], c), dst[i])
                }
            } else if coverage == 255 {
                for i in 0..<n {
                    let s = scratch[i]
                    // Opaque colours replace; transparent ones leave the pixel as it is.
                    let a = s >> 24
                    if a == 255 { dst[i] = s } else if a != 0 { dst[i] = sourceOver(s, dst[i]) }
                }
            } else {
                for i in 0..<n { dst[i] = sourceOver(scalePixel(scratch[i], coverage), dst[i]) }
            }
        }
    }

    private func paintSolid(_ spans: SpanBuffer, color: UInt32, opacity: UInt32) {
        let mask = clip.mask
        let opaque = color >> 24 == 255
        for s in 0..<spans.count {
            let span = spans.spans[s]
            let y = Int(span.y), x = Int(span.x), n = Int(span.length)
            let coverage = mul255(UInt32(span.coverage), opacity)
            let dst = target.row(y) + x
            if let mask {
                let m = mask.row(y) + x
                for i in 0..<n {
                    let c = mul255(coverage, UInt32(m[i]))
                    if c == 255 && opaque {
                        dst[i] = color
                    } else if c != 0 {
                        dst[i] = sourceOver(scalePixel(color, c), dst[i])
                    }
                }
            } else if coverage == 255 && opaque {
                dst.update(repeating: color, count: n)
            } else {
                let source = scalePixel(color, coverage)
                let keep = 255 &- (source >> 24)
                for i in 0..<n { dst[i] = source &+ scalePixel(dst[i], keep) }
            }
        }
    }
}
