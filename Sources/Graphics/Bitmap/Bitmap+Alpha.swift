extension Bitmap {
    /// The pixels as straight (non-premultiplied) RGBA bytes, as image files store them.
    public func straightRGBA() -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = Int(p[i + 3])
                if a != 0 && a != 255 {
                    p[i] = UInt8(min(255, (Int(p[i]) * 255 + a / 2) / a))
                    p[i + 1] = UInt8(min(255, (Int(p[i + 1]) * 255 + a / 2) / a))
                    p[i + 2] = UInt8(min(255, (Int(p[i + 2]) * 255 + a / 2) / a))
                } else if a == 0 {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                }
                i += 4
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
