import Foundation
import Graphics

/// A value for a slot: what replaces, at run time or through a dotLottie theme, every property
/// and image asset bound to one slot id (`sid`).
///
/// Slots are the Lottie specification's way for players to replace values (`docs/specs/slots.md`
/// in github.com/lottie/lottie-spec): colours, scalars, points and scales, and image assets.
/// dotLottie themes (and dotlottie-rs, which plays them) also slot gradients and text documents;
/// every one of these kinds is a case of ``Kind``.
///
/// Make one with the static constructors, a constant or keyframes:
///
/// ```swift
/// try renderer.setSlot("accent", value: .color(.red))
/// try renderer.setSlot("size", value: .vector(LottieVector3(40, 40)))
/// try renderer.setSlot("title", value: .text("Hello"))
/// ```
///
/// Values are in the file's units: colours 0...1, opacities 0...100, scales in percent,
/// rotations in degrees.
public struct LottieSlotValue: Hashable, Sendable {
    /// The kinds of values a slot can hold, each the value type of the properties it binds.
    public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Colours (fills, strokes, effect colours): `KeyframeGroup<Color>`.
        case color
        /// Single numbers (opacity, rotation, stroke width, ...): `KeyframeGroup<Double>`.
        case scalar
        /// Points and vectors (positions, anchor points, scales, sizes): `KeyframeGroup<LottieVector3>`.
        case vector
        /// The colour data of gradient fills and strokes: `LottieGradientColors`.
        case gradient
        /// An image asset's picture.
        case image
        /// The document of a text layer: `KeyframeGroup<LottieTextDocument>`.
        case text

        /// The kind's name.
        public var description: String { rawValue }
    }

    /// What the value holds.
    public enum Content: Hashable, Sendable {
        /// Colours.
        case color(KeyframeGroup<Color>)
        /// Numbers.
        case scalar(KeyframeGroup<Double>)
        /// Points, vectors, scales or sizes.
        case vector(KeyframeGroup<LottieVector3>)
        /// Gradient colour data, with its own stop count.
        case gradient(LottieGradientColors)
        /// An image: its bytes in `data` (PNG, JPEG, WebP, GIF) and, when not 0, the size it is
        /// drawn at (`width`, `height`; otherwise the bound asset's).
        case image(LottieImageAsset)
        /// Whole text documents.
        case text(KeyframeGroup<LottieTextDocument>)
        /// Only the characters of text documents: the bound documents keep their font, size,
        /// colours and layout.
        case characters(String)
    }

    /// What the value holds.
    public var content: Content

    /// A value holding `content`.
    public init(_ content: Content) { self.content = content }

    /// The kind of slot the value is for.
    public var kind: Kind {
        switch content {
        case .color: return .color
        case .scalar: return .scalar
        case .vector: return .vector
        case .gradient: return .gradient
        case .image: return .image
        case .text, .characters: return .text
        }
    }

    /// A constant colour.
    public static func color(_ color: Color) -> LottieSlotValue { LottieSlotValue(.color(KeyframeGroup(color))) }

    /// Animated colours.
    public static func color(_ colors: KeyframeGroup<Color>) -> LottieSlotValue { LottieSlotValue(.color(colors)) }

    /// A constant number.
    public static func scalar(_ value: Double) -> LottieSlotValue { LottieSlotValue(.scalar(KeyframeGroup(value))) }

    /// Animated numbers.
    public static func scalar(_ values: KeyframeGroup<Double>) -> LottieSlotValue { LottieSlotValue(.scalar(values)) }

    /// A constant point, vector, scale or size.
    public static func vector(_ value: LottieVector3) -> LottieSlotValue { LottieSlotValue(.vector(KeyframeGroup(value))) }

    /// Animated points, vectors, scales or sizes (with spatial tangents for positions).
    public static func vector(_ values: KeyframeGroup<LottieVector3>) -> LottieSlotValue { LottieSlotValue(.vector(values)) }

    /// A constant gradient: one colour stop (and one opacity stop) per stop of `gradient`.
    public static func gradient(_ gradient: Gradient) -> LottieSlotValue {
        LottieSlotValue(.gradient(LottieGradientColors(gradient)))
    }

    /// Gradient colour data in Lottie's layout, constant or animated.
    public static func gradient(_ colors: LottieGradientColors) -> LottieSlotValue { LottieSlotValue(.gradient(colors)) }

    /// An image from its encoded bytes (PNG, JPEG, WebP or GIF), drawn at `width` × `height`,
    /// or at the bound asset's size when those are 0.
    public static func image(data: Data, width: Double = 0, height: Double = 0) -> LottieSlotValue {
        var asset = LottieImageAsset(id: "")
        asset.data = data
        asset.width = width
        asset.height = height
        return LottieSlotValue(.image(asset))
    }

    /// New characters for text documents, keeping the rest of each bound document.
    public static func text(_ characters: String) -> LottieSlotValue { LottieSlotValue(.characters(characters)) }

    /// A whole text document.
    public static func text(_ document: LottieTextDocument) -> LottieSlotValue {
        LottieSlotValue(.text(KeyframeGroup(document)))
    }

    /// Text documents changing at keyframes (text documents always hold until the next one).
    public static func text(_ documents: KeyframeGroup<LottieTextDocument>) -> LottieSlotValue {
        LottieSlotValue(.text(documents))
    }
}

extension LottieGradientColors {
    /// The colour data of a gradient in Lottie's layout: (offset, red, green, blue) for every
    /// stop, then (offset, alpha) for every stop.
    public init(_ gradient: Gradient) {
        var data: [Double] = []
        data.reserveCapacity(gradient.stops.count * 6)
        for s in gradient.stops { data += [s.location, s.color.red, s.color.green, s.color.blue] }
        for s in gradient.stops { data += [s.location, s.color.alpha] }
        self.init(colorStopCount: gradient.stops.count, values: KeyframeGroup(data))
    }
}
