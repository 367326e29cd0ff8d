import CCairo
import Foundation
import Graphics

/// A vector canvas writing SVG or PDF through cairo, to a file or to memory.
///
/// Sizes are in points for PDF and in CSS pixels (SVG user units) for SVG. A PDF can have
/// several pages (`nextPage`); SVG has one. Call `finish()` to write the end of the
/// document and learn about write errors; a canvas released unfinished is finished then,
/// silently.
///
/// Raster effects (blur, shadows, luminance and inverted masks) are embedded as images at
/// one pixel per unit.
public final class CairoVectorCanvas: CairoSurfaceCanvas {
    /// An output format.
    public enum Format: String, Sendable, CaseIterable {
        /// SVG 1.1, one page.
        case svg
        /// PDF, any number of pages.
        case pdf
    }

    /// The output format.
    public let format: Format
    /// The number of pages begun so far (always 1 for SVG).
    public private(set) var pageCount = 1
    /// The bytes written so far when the canvas writes to memory (complete after
    /// `finish()`); empty when it writes to a file.
    public var data: Data { sink.data }

    private let sink: CairoOutputSink
    private var isFinished = false

    /// A canvas writing to the file at `url` (created or truncated).
    public convenience init(format: Format, size: Size, url: URL) throws {
        try self.init(format: format, size: size, sink: CairoOutputSink(url: url))
    }

    /// A canvas collecting its output in `data`.
    public convenience init(format: Format, size: Size) throws {
        try self.init(format: format, size: size, sink: CairoOutputSink())
    }

    private init(format: Format, size: Size, sink: CairoOutputSink) throws {
        try Self.validate(size)
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let created: OpaquePointer?
        switch format {
        case .svg: created = cairo_svg_surface_create_for_stream(CairoOutputSink.writeFunction, closure, size.width, size.height)
        case .pdf: created = cairo_pdf_surface_create_for_stream(CairoOutputSink.writeFunction, closure, size.width, size.height)
        }
        guard let surface = created else { throw CairoCanvasError.cairo(cairoMessage(CAIRO_STATUS_NO_MEMORY)) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let context = Self.makeContext(for: surface) else {
            cairo_surface_destroy(surface)
            throw CairoCanvasError.cairo(cairoMessage(status))
        }
        if format == .svg {
            // Unitless width and height: one user unit is one CSS pixel.
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
        }
        self.format = format
        self.sink = sink
        super.init(surface: surface, context: context, size: size, antialiased: true, isVector: true)
    }

    deinit {
        if !isFinished { cairo_surface_finish(surface) }
    }

    private static func validate(_ size: Size) throws {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              size.width <= 1e6, size.height <= 1e6 else {
            throw CairoCanvasError.invalidSize(width: size.width, height: size.height)
        }
    }

    /// Ends the current PDF page and begins a new one, of `size` or of the previous page's
    /// size. The drawing state starts afresh (identity transform, no clip).
    ///
    /// - Throws: `multiplePagesUnsupported` for SVG, `invalidSize`, `alreadyFinished`.
    public func nextPage(size: Size? = nil) throws {
        guard !isFinished else { throw CairoCanvasError.alreadyFinished }
        guard format == .pdf else { throw CairoCanvasError.multiplePagesUnsupported(format: format.rawValue) }
        if let size { try Self.validate(size) }
        while state.pop() { cairo_restore(cr) }
        state.singularTransform = nil
        cairo_show_page(cr)
        if let size { cairo_pdf_surface_set_size(surface, size.width, size.height) }
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        pageCount += 1
    }

    /// Writes the end of the document and closes the file.
    ///
    /// - Throws: `writeFailed` when any write failed, `cairo` when cairo reports another
    ///   error, `alreadyFinished` on a second call.
    public func finish() throws {
        guard !isFinished else { throw CairoCanvasError.alreadyFinished }
        isFinished = true
        cairo_surface_finish(surface)
        if let failure = sink.failure { throw failure }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoCanvasError.cairo(cairoMessage(status)) }
        try sink.close()
    }
}
