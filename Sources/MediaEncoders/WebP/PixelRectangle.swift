/// A rectangle of pixels of a frame.
struct PixelRectangle: Sendable, Equatable {
    let x: Int
    let y: Int
    let width: Int
    let height: Int
}
