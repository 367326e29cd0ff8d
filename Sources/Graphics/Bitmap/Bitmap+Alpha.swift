extension Bitmap {
    /// The pixels as straight (non-premultiplied) RGBA bytes, as image files store them.
    public func straightRGBA() -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBytes { raw in
            // Opaque and transparent pixels (most of a frame) are already straight, the
            // transparent ones all zeros (a premultiplied colour is within its alpha; zeroed
            // anyway): four of them pass at one test, and only edge pixels divide.
            let alpha = SIMD4<UInt32>(repeating: UInt32(littleEndian: 0xFF00_0000))
            let count = raw.count / 4
            var i = 0
            while i < count {
                if i + 4 <= count {
                    let four = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
                    if four & alpha == alpha || four == .zero { i += 4; continue }
                }
                let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
                let a = word >> 24
                if a != 255 {
                    func straight(_ shift: UInt32) -> UInt32 {
                        min(255, (((word >> shift) & 0xFF) * 255 + a / 2) / a) << shift
                    }
                    let converted = a == 0 ? 0 : straight(0) | straight(8) | straight(16) | a << 24
                    raw.storeBytes(of: converted.littleEndian, toByteOffset: i * 4, as: UInt32.self)
                }
                i += 1
            }
        }
        return out
    }

    /// A bitmap from straight (non-premultiplied) RGBA bytes.
    public init?(width: Int, height: Int, straightRGBA: [UInt8]) {
        var bytes = straightRGBA
        bytes.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                let a = Int(p[i + 3])
                if a != 255 {
                    p[i] = UInt8((Int(p[i]) * a + 127) / 255)
                    p[i + 1] = UInt8((Int(p[i + 1]) * a + 127) / 255)
                    p[i + 2] = UInt8((Int(p[i + 2]) * a + 127) / 255)
                }
                i += 4
            }
        }
        self.init(width: width, height: height, premultipliedRGBA: bytes)
    }
}
