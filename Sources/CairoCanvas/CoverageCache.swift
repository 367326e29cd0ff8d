import CCairo
import Graphics

/// The rasterised coverage of shapes that are drawn again frame after frame with the same
/// path, transform and style (the still parts of an animation), so that drawing one again is a
/// single mask composite instead of a scan conversion.
///
/// Frames are counted by `beginFrame()`. A shape is rasterised into an A8 mask when it is
/// drawn again in a later frame (a shape seen once costs only a dictionary entry), and masks
/// not used during the previous frame are dropped. The coverage is cairo's own, rendered into
/// the mask instead of straight onto the surface, so the result is the same up to rounding.
final class CoverageCache {
    /// How the path is turned into coverage.
    enum Shape: Hashable {
        case fill(FillRule)
        case stroke(StrokeStyle)

        var isFill: Bool {
            if case .fill = self { return true }
            return false
        }
    }

    /// A shape drawn with a given transform. Equal keys draw equal coverage: the path is
    /// compared by value (arrays short-cut identical storage); the hash takes only a few
    /// numbers, as most lookups are of shapes that are new this frame.
    private struct Key: Hashable {
        let path: BezierPath
        let transform: AffineTransform
        let shape: Shape

        func hash(into hasher: inout Hasher) {
            hasher.combine(transform.a); hasher.combine(transform.d)
            hasher.combine(transform.tx); hasher.combine(transform.ty)
            hasher.combine(path.elements.count)
            if case .move(let p)? = path.elements.first {
                hasher.combine(p.x); hasher.combine(p.y)
            }
        }
    }

    /// A rasterised shape: its coverage over `maskRect` (device pixels), which holds all of
    /// the shape that was inside the clip when it was made.
    private struct Entry {
        let mask: OpaquePointer
        let maskRect: PixelRect
        /// The device pixels the whole shape can touch.
        let shapeRect: PixelRect
        var lastFrame: Int
    }

    /// A shape drawn once: the frame it was drawn in, and whether it is too small to cache.
    private struct Candidate {
        let frame: Int
        let isSmall: Bool
    }

    /// A mask to paint through: coverage over whole device pixels.
    struct Mask {
        let surface: OpaquePointer
        let rect: PixelRect
    }

    private var entries: [Key: Entry] = [:]
    private var candidates: [Key: Candidate] = [:]
    private var frame = 0
    private var cachedBytes = 0
    private let maxBytes = 32 << 20
    /// Smaller shapes scan-convert about as fast as a mask composites.
    private let minimumArea = 1024

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.mask) }
    }

    /// Starts a new frame: drops what the frame before did not use.
    func beginFrame() {
        let previous = frame
        frame += 1
        for (key, entry) in entries where entry.lastFrame < previous {
            cairo_surface_destroy(entry.mask)
            cachedBytes -= entry.maskRect.area
            entries[key] = nil
        }
        candidates = candidates.filter { $0.value.frame >= previous }
    }

    /// The coverage of `path` drawn as `shape` with `transform` (valid until the next call),
    /// when it is cached or was drawn in an earlier frame and is now rasterised; nil when
    /// the caller should draw the shape itself. `deviceClip` gives the pixels that can change
    /// (asked only when a mask is used or made).
    func mask(for path: BezierPath, as shape: Shape, transform: AffineTransform, deviceClip clip: () -> PixelRect,
              antialias: cairo_antialias_t) -> Mask? {
        let key = Key(path: path, transform: transform, shape: shape)
        if var entry = entries[key] {
            if entry.maskRect.contains(entry.shapeRect.intersection(clip())) {
                entry.lastFrame = frame
                entries[key] = entry
                return Mask(surface: entry.mask, rect: entry.maskRect)
            }
            // Drawn under a larger clip than the mask covers: make it again.
            cairo_surface_destroy(entry.mask)
            cachedBytes -= entry.maskRect.area
            entries[key] = nil
        } else if let candidate = candidates[key], candidate.frame < frame, !candidate.isSmall {
            candidates[key] = nil
        } else {
            candidates[key] = Candidate(frame: frame, isSmall: candidates[key]?.isSmall ?? false)
            return nil
        }
        guard let shapeRect = Self.deviceRect(of: path, as: shape, transform: transform) else { return nil }
        let maskRect = shapeRect.intersection(clip())
        // Cairo fills a rectangle along the pixel axes as boxes, faster than any mask.
        guard maskRect.area >= minimumArea, !(shape.isFill && Self.isAxisAlignedRectangle(path, transform: transform)) else {
            candidates[key] = Candidate(frame: frame, isSmall: true)
            return nil
        }
        guard cachedBytes + maskRect.area <= maxBytes,
              let mask = Self.rasterize(path, as: shape, transform: transform, over: maskRect, antialias: antialias) else {
            return nil
        }
        entries[key] = Entry(mask: mask, maskRect: maskRect, shapeRect: shapeRect, lastFrame: frame)
        cachedBytes += maskRect.area
        return Mask(surface: mask, rect: maskRect)
    }

    /// Whether the path is one rectangle whose sides run along the device axes.
    static func isAxisAlignedRectangle(_ path: BezierPath, transform t: AffineTransform) -> Bool {
        guard (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0) else { return false }
        var corners: [Point] = []
        corners.reserveCapacity(5)
        for (i, element) in path.elements.enumerated() {
            switch element {
            case .move(let p): guard i == 0 else { return false }; corners.append(p)
            case .line(let p): corners.append(p)
            case .curve(let p, let c1, let c2):
                // Straight cubics, as Lottie rectangles are made of (see `setCairoPath`).
                guard let last = corners.last, c1 == last || c1 == p, c2 == last || c2 == p else { return false }
                corners.append(p)
            case .close: guard i == path.elements.count - 1 else { return false }
            case .quadCurve: return false
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return false }
        for k in 0..<4 {
            let a = corners[k], b = corners[(k + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return false }
        }
        return true
    }

    /// The device pixels the shape can touch (with one to spare for antialiasing), or nil
    /// when that is not a sensible size.
    private static func deviceRect(of path: BezierPath, as shape: Shape, transform: AffineTransform) -> PixelRect? {
        var bounds = path.controlPointBounds
        if case .stroke(let style) = shape {
            bounds = bounds.insetBy(dx: -style.boundsOutset, dy: -style.boundsOutset)
        }
        return PixelRect(enclosing: transform.apply(to: bounds), margin: 1)
    }

    /// A new A8 surface holding the coverage of the shape over `rect`, or nil when cairo
    /// cannot make one.
    private static func rasterize(_ path: BezierPath, as shape: Shape, transform: AffineTransform,
                                  over rect: PixelRect, antialias: cairo_antialias_t) -> OpaquePointer? {
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(rect.width), Int32(rect.height)) else { return nil }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS,
              let context = CairoSurfaceCanvas.makeContext(for: mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
        cairo_surface_set_device_offset(mask, -Double(rect.x), -Double(rect.y))
        cairo_set_antialias(context, antialias)
        var m = cairo_matrix_t(transform)
        cairo_set_matrix(context, &m)
        if setCairoPath(context, path) {
            switch shape {
            case .fill(let rule):
                cairo_set_fill_rule(context, rule.cairo)
                cairo_fill(context)
            case .stroke(let style):
                if PieceStroking.applies(to: path, style: style) {
                    cairo_new_path(context)
                    PieceStroking.stroke(path, style: style, on: context)
                } else {
                    applyStrokeStyle(style, to: context)
                    cairo_stroke(context)
                }
            }
        }
        cairo_destroy(context)
        cairo_surface_flush(mask)
        cairo_surface_set_device_offset(mask, 0, 0)
        return mask
    }
}

/// A rectangle of whole device pixels.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    var area: Int { width * height }

    /// The pixels `rect` touches, grown by `margin`; nil when a coordinate is not finite or
    /// beyond cairo's range.
    init?(enclosing rect: Rect, margin: Int) {
        let limit = 1e7
        guard !rect.isNull, rect.minX > -limit, rect.minY > -limit, rect.maxX < limit, rect.maxY < limit else { return nil }
        x = Int(rect.minX.rounded(.down)) - margin
        y = Int(rect.minY.rounded(.down)) - margin
        width = Int(rect.maxX.rounded(.up)) + margin - x
        height = Int(rect.maxY.rounded(.up)) + margin - y
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The overlap (zero-sized when there is none).
    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Whether every pixel of `other` is inside (an empty rectangle always is).
    func contains(_ other: PixelRect) -> Bool {
        other.area == 0 || (other.x >= x && other.y >= y
            && other.x + other.width <= x + width && other.y + other.height <= y + height)
    }
}
