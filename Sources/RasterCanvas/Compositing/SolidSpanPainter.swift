/// Paints a solid colour straight from the sweep, span by span as the scan converter makes
/// them, without a span list: what `SpanCompositor` paints from the spans of a solid colour,
/// pixel for pixel (the same functions paint each span, through the clip's mask if any).
///
/// Used for shapes whose spans would be written only to be read back once (see
/// `RasterImageCanvas.paintShape`): on files of moving shapes, writing, storing and reading
/// them took 6–9 % of a frame (9squares_AlBoardman, the B of the TypeFace samples).
struct SolidSpanPainter: SpanDestination {
    let compositor: SpanCompositor
    let color: UInt32
    let opaque: Bool
    private let mask: ClipMaskView?
    private var row: UnsafeMutablePointer<UInt32>
    private var y = 0

    init(compositor: SpanCompositor, color: UInt32) {
        self.compositor = compositor
        self.color = color
        opaque = color >> 24 == 255
        mask = compositor.clip.mask?.view
        row = compositor.target.pixels
    }

    @inline(__always) mutating func beginRow(_ y: Int, columns: Range<Int>) {
        self.y = y
        row = compositor.target.row(y)
    }

    @inline(__always) func add(x: Int, length: Int, coverage: UInt8) {
        guard let mask else {
            return compositor.paintSolid(row: row, y: y, x: x, count: length, color: color, opaque: opaque,
                                         coverage: UInt32(coverage))
        }
        compositor.paintSolid(y: y, x: x, count: length, color: color, opaque: opaque, coverage: UInt32(coverage),
                              mask: mask.letsThrough(y: y, x: x, count: length) ? nil : mask)
    }

    func endRow() {}
}
