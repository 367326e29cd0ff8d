/// One frame reduced to at most 256 colours: what a GIF image block stores.
struct IndexedFrame {
    /// The palette's colours as red, green, blue.
    var palette: [(red: UInt8, green: UInt8, blue: UInt8)]
    /// One palette index per pixel, rows top to bottom.
    var indices: [UInt8]
    /// The palette entry that stands for "transparent", when the frame has any such pixel.
    var transparentIndex: Int?
}
