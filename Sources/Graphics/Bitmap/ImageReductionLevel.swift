import Foundation

/// The steps by which an image is shrunk before a raster canvas draws it much smaller than its
/// size, so that the draw itself never shrinks by more than bilinear filtering can: cairo's
/// `GOOD` filter, which both raster canvases match, is plain bilinear down to a scale of 0.75
/// and box-filters beyond.
///
/// Levels are three per halving of the size, so a reduced copy (made with
/// `Bitmap.areaAveraged`) is at most a factor 2^(1/3) ≈ 1.26 larger than drawn.
public enum ImageReductionLevel {
    /// Images drawn at least this large (as a fraction of their size) need no reduced copy.
    public static let bilinearScaleLimit = 0.75
    /// Levels per halving of the size.
    static let levelsPerOctave = 3.0
    /// The deepest level (a reduction by 2^12).
    static let maxLevel = 36

    /// The level of reduction for drawing at `scale`: 0 (full size) when bilinear filtering
    /// suffices, otherwise the deepest level whose scale 2^(−level/3) is still at least `scale`.
    public static func level(forScale scale: Double) -> Int {
        guard scale.isFinite, scale > 0, scale < bilinearScaleLimit else { return 0 }
        return min(maxLevel, Int((-levelsPerOctave * log2(scale)).rounded(.down)))
    }

    /// The side of a copy at `level` (rounded up, so the copy is never smaller than the level).
    public static func reducedSide(_ side: Int, level: Int) -> Int {
        max(1, Int((Double(side) * exp2(-Double(level) / levelsPerOctave)).rounded(.up)))
    }
}
