import Graphics

/// A rectangle of whole device pixels: columns `x ..< x + width`, rows `y ..< y + height`.
struct PixelRect: Hashable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }

    static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var area: Int { width * height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlap (empty when there is none).
    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle enclosing both (the other one when either is empty).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Whether every pixel of `other` is inside (an empty rectangle always is).
    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// Shrunk by `n` pixels on every side (grown for a negative `n`).
    func insetBy(_ n: Int) -> PixelRect {
        PixelRect(x: x + n, y: y + n, width: width - 2 * n, height: height - 2 * n)
    }

    /// The same pixels as a `Rect` in device space.
    var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    /// The pixels lying wholly inside `rect`, or nil when a coordinate is not finite or beyond
    /// `limit`.
    init?(inside rect: Rect, limit: Double = 1e7) {
        guard Self.fits(rect, limit) else { return nil }
        let x0 = Int(rect.minX.rounded(.up)), y0 = Int(rect.minY.rounded(.up))
        self.init(x: x0, y: y0, width: Int(rect.maxX.rounded(.down)) - x0, height: Int(rect.maxY.rounded(.down)) - y0)
    }

    /// Calls `body` with up to four rectangles covering the pixels of `self` outside `hole`.
    func forEachPart(outside hole: PixelRect, _ body: (PixelRect) -> Void) {
        let cut = intersection(hole)
        guard !cut.isEmpty else { return body(self) }
        // Above, below, left and right of the hole (no array: this runs every frame).
        func visit(_ part: PixelRect) { if !part.isEmpty { body(part) } }
        visit(PixelRect(x: x, y: y, width: width, height: cut.y - y))
        visit(PixelRect(x: x, y: cut.maxY, width: width, height: maxY - cut.maxY))
        visit(PixelRect(x: x, y: cut.y, width: cut.x - x, height: cut.height))
        visit(PixelRect(x: cut.maxX, y: cut.y, width: maxX - cut.maxX, height: cut.height))
    }

    /// The pixels `rect` touches, or nil when a coordinate is not finite or beyond `limit`.
    init?(enclosing rect: Rect, limit: Double = 1e7) {
        guard Self.fits(rect, limit) else { return nil }
        let x0 = Int(rect.minX.rounded(.down)), y0 = Int(rect.minY.rounded(.down))
        self.init(x: x0, y: y0, width: Int(rect.maxX.rounded(.up)) - x0, height: Int(rect.maxY.rounded(.up)) - y0)
    }

    /// Whether `rect` has finite coordinates within `limit` of the origin.
    private static func fits(_ rect: Rect, _ limit: Double) -> Bool {
        !rect.isNull && rect.minX > -limit && rect.minY > -limit && rect.maxX < limit && rect.maxY < limit
    }
}
