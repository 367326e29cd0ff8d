/// Something the loader met that it could not model exactly. The animation still loads; the
/// warning says what was skipped or approximated, and where.
public struct LottieWarning: Hashable, Sendable, CustomStringConvertible {
    /// Kinds of warnings, for counting and filtering.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A layer type the model does not support (kept as `.unsupported`).
        case unsupportedLayer
        /// A shape item type the model does not know (kept as `.unsupported`).
        case unsupportedShape
        /// An effect, effect parameter or layer style type the model does not know.
        case unsupportedEffect
        /// A feature the model keeps but does not interpret (motion blur, glyph
        /// precompositions, data assets, theme rules of an unknown type).
        case unsupportedFeature
        /// A number outside the values an enumeration allows; the default was used.
        case unknownEnumValue
        /// An expression: kept as text by the loader (one warning each, which `lottie info`
        /// counts), and, from the renderer, one that failed and shows its keyframed value.
        case expression
        /// A reference to an asset, layer or font that does not exist.
        case missingReference
        /// Two assets with the same id; the first one is used.
        case duplicateID
        /// An old exporter's form, converted (colours in 0...255, absolute glyph tangents).
        case legacyFormat
        /// A malformed but recoverable value (e.g. a path whose arrays differ in length).
        case malformedValue
        /// An image asset that is not drawn: its file is missing, outside the image folder
        /// (or, in a dotLottie archive, not in the archive), cannot be decoded, or is over the
        /// image limits of `LoadLimits`. The path names the asset (`assets[3]`).
        case skippedImage
        /// More work than a `RenderLimits` bound allows; the renderer drew less (see the
        /// message for what).
        case limitExceeded
    }

    /// The kind of warning.
    public var kind: Kind
    /// Where in the JSON it happened, e.g. `layers[2].shapes[0].ty`.
    public var path: String
    /// What happened.
    public var message: String

    /// A warning.
    public init(kind: Kind, path: String, message: String) { self.kind = kind; self.path = path; self.message = message }

    public var description: String { "\(kind.rawValue) at \(path.isEmpty ? "<root>" : path): \(message)" }
}
