import Foundation

/// Where text layers get their fonts, in order: font files you name, font folders you supply,
/// the system's fonts through fontconfig, and a fallback font (with a warning naming the
/// family that was missing).
///
/// Glyph outlines embedded in the animation (`chars`) are used before all of these.
public struct LottieFontProvider: Sendable, Hashable {
    /// Font files by the name a text document uses (`fName`, e.g. `Roboto-Bold`) or by family
    /// name (`fFamily`).
    public var fontFiles: [String: URL]
    /// Folders searched for `.ttf`, `.otf`, `.ttc` and `.otc` files, matched by PostScript
    /// name, then by family and style, then by family.
    public var fontDirectories: [URL]
    /// Whether installed fonts are looked up through fontconfig.
    public var usesSystemFonts: Bool
    /// The families tried, in order, when a font cannot be found anywhere (neither its family
    /// nor a family fontconfig declares metric-compatible with it); their regular face is
    /// used, whatever the missing font's style. The default starts with Helvetica, which
    /// lottie-ios falls back to (fontconfig maps it to a metric-compatible font such as
    /// Liberation Sans when one is installed).
    public var fallbackFamilies: [String]

    /// A provider; by default only the system's fonts.
    public init(fontFiles: [String: URL] = [:], fontDirectories: [URL] = [], usesSystemFonts: Bool = true,
                fallbackFamilies: [String] = ["Helvetica", "Arial", "sans-serif"]) {
        self.fontFiles = fontFiles
        self.fontDirectories = fontDirectories
        self.usesSystemFonts = usesSystemFonts
        self.fallbackFamilies = fallbackFamilies
    }
}
