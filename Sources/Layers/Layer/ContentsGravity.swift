import Graphics

/// How a layer's `contents` bitmap is placed in its bounds, as Core Animation's
/// `contentsGravity`. Edge names are visual on our y-down screen: `.top` is the edge at the
/// smallest y.
public enum ContentsGravity: String, CaseIterable, Sendable, Hashable {
    /// Natural size, centred.
    case center
    /// Natural size, centred horizontally at the top edge.
    case top
    /// Natural size, centred horizontally at the bottom edge.
    case bottom
    /// Natural size, centred vertically at the left edge.
    case left
    /// Natural size, centred vertically at the right edge.
    case right
    /// Natural size in the top-left corner.
    case topLeft
    /// Natural size in the top-right corner.
    case topRight
    /// Natural size in the bottom-left corner.
    case bottomLeft
    /// Natural size in the bottom-right corner.
    case bottomRight
    /// Stretched to fill the bounds.
    case resize
    /// Scaled to fit inside the bounds keeping its aspect ratio, centred.
    case resizeAspect
    /// Scaled to cover the bounds keeping its aspect ratio, centred (the overflow shows unless
    /// the layer masks to bounds).
    case resizeAspectFill

    /// The rectangle that content of natural size `size` occupies in `bounds`.
    public func placement(of size: Size, in bounds: Rect) -> Rect {
        let b = bounds.standardized
        switch self {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return b }
            let sx = b.width / size.width, sy = b.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return aligned(Size(width: size.width * s, height: size.height * s), in: b, x: 0.5, y: 0.5)
        case .center: return aligned(size, in: b, x: 0.5, y: 0.5)
        case .top: return aligned(size, in: b, x: 0.5, y: 0)
        case .bottom: return aligned(size, in: b, x: 0.5, y: 1)
        case .left: return aligned(size, in: b, x: 0, y: 0.5)
        case .right: return aligned(size, in: b, x: 1, y: 0.5)
        case .topLeft: return aligned(size, in: b, x: 0, y: 0)
        case .topRight: return aligned(size, in: b, x: 1, y: 0)
        case .bottomLeft: return aligned(size, in: b, x: 0, y: 1)
        case .bottomRight: return aligned(size, in: b, x: 1, y: 1)
        }
    }

    /// `size` placed so that its unit point (x, y) lies on the same unit point of `bounds`.
    private func aligned(_ size: Size, in b: Rect, x: Double, y: Double) -> Rect {
        Rect(x: b.minX + (b.width - size.width) * x, y: b.minY + (b.height - size.height) * y,
             width: size.width, height: size.height)
    }
}
