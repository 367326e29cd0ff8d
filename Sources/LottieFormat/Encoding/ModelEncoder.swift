import Foundation
import Graphics

extension LottieAnimation {
    /// The animation as Lottie JSON. Loading the result gives an equal animation (`==`), except
    /// for image bytes that came from outside the JSON (dotLottie archives), which are not
    /// embedded. Old-version files keep their version, so their legacy forms (0...255 fill
    /// colours, absolute glyph tangents) are written back.
    public func jsonData() -> Data { Data(jsonBytes()) }

    /// The animation as Lottie JSON bytes; see `jsonData()`.
    public func jsonBytes() -> [UInt8] {
        var encoder = ModelEncoder(
            legacyColors: ModelDecoder.isVersion(version, before: [4, 1, 9]),
            absoluteGlyphTangents: ModelDecoder.isVersion(version, before: [4, 7, 99]))
        encoder.animation(self)
        return encoder.writer.bytes
    }
}

/// A value type that animatable properties can hold, encodable as JSON.
protocol EncodableKeyframeValue: Hashable, Sendable {
    /// Writes the value as a property's constant `k`.
    func encode(to encoder: inout ModelEncoder)
    /// Writes the value as a keyframe's `s` or `e` (scalars and paths are wrapped in arrays
    /// there, as exporters write them).
    func encodeInKeyframe(to encoder: inout ModelEncoder)
}

extension EncodableKeyframeValue {
    func encodeInKeyframe(to encoder: inout ModelEncoder) { encode(to: &encoder) }
}

/// Writes the model as Lottie JSON, mirroring `ModelDecoder`.
struct ModelEncoder {
    var writer = JSONWriter()
    let legacyColors: Bool
    let absoluteGlyphTangents: Bool
    /// Set while writing fill and stroke colours of a legacy file (0...255).
    var writingLegacyColor = false
    /// Set while writing glyph paths of a legacy file (absolute tangents).
    var writingAbsoluteTangents = false

    init(legacyColors: Bool, absoluteGlyphTangents: Bool) {
        self.legacyColors = legacyColors
        self.absoluteGlyphTangents = absoluteGlyphTangents
    }

    // MARK: Helpers

    mutating func object(_ body: (inout ModelEncoder) -> Void) {
        writer.beginObject()
        body(&self)
        writer.endObject()
    }

    mutating func array<C: Collection>(_ items: C, _ body: (inout ModelEncoder, C.Element) -> Void) {
        writer.beginArray()
        for item in items { body(&self, item) }
        writer.endArray()
    }

    mutating func number(_ key: String, _ value: Double) { writer.key(key); writer.number(value) }
    mutating func number(_ key: String, _ value: Double?) { if let value { number(key, value) } }
    mutating func integer(_ key: String, _ value: Int?) { if let value { writer.key(key); writer.number(value) } }
    mutating func string(_ key: String, _ value: String?) { if let value { writer.key(key); writer.string(value) } }
    mutating func flag(_ key: String, _ value: Bool) { writer.key(key); writer.number(value ? 1 : 0) }

    // The same with named keys (see `Keys/`); the `String` forms stay for keys that are data.
    mutating func number(_ key: JSONKey, _ value: Double) { number(key.name, value) }
    mutating func number(_ key: JSONKey, _ value: Double?) { number(key.name, value) }
    mutating func integer(_ key: JSONKey, _ value: Int?) { integer(key.name, value) }
    mutating func string(_ key: JSONKey, _ value: String?) { string(key.name, value) }
    mutating func flag(_ key: JSONKey, _ value: Bool) { flag(key.name, value) }

    /// Writes a property under `key`, if present.
    mutating func property<V: EncodableKeyframeValue>(_ key: String, _ group: KeyframeGroup<V>?) {
        guard let group else { return }
        writer.key(key)
        property(group)
    }

    /// Writes a property under a named `key`, if present.
    mutating func property<V: EncodableKeyframeValue>(_ key: JSONKey, _ group: KeyframeGroup<V>?) {
        property(key.name, group)
    }

    /// Writes an animatable property object.
    mutating func property<V: EncodableKeyframeValue>(_ group: KeyframeGroup<V>) {
        object { e in
            switch group.content {
            case .constant(let v):
                e.number(PropertyKey.animated, 0)
                e.writer.key(PropertyKey.value)
                v.encode(to: &e)
            case .animated(let keyframes):
                e.number(PropertyKey.animated, 1)
                e.writer.key(PropertyKey.value)
                e.array(keyframes) { e, k in e.keyframe(k) }
            }
            e.string(PropertyKey.expression, group.expression)
            e.integer(PropertyKey.index, group.propertyIndex)
            e.string(PropertyKey.slotID, group.slotID)
        }
    }

    private mutating func keyframe<V: EncodableKeyframeValue>(_ k: Keyframe<V>) {
        object { e in
            e.number(KeyframeKey.time, k.time)
            e.writer.key(KeyframeKey.start)
            k.value.encodeInKeyframe(to: &e)
            if let end = k.endValue {
                e.writer.key(KeyframeKey.end)
                end.encodeInKeyframe(to: &e)
            }
            if k.isHold { e.number(KeyframeKey.hold, 1) }
            if let o = k.outEasing { e.writer.key(KeyframeKey.outEasing); e.easing(o) }
            if let i = k.inEasing { e.writer.key(KeyframeKey.inEasing); e.easing(i) }
            if let to = k.spatialOutTangent { e.writer.key(KeyframeKey.spatialOutTangent); e.writer.numbers(to.components) }
            if let ti = k.spatialInTangent { e.writer.key(KeyframeKey.spatialInTangent); e.writer.numbers(ti.components) }
        }
    }

    private mutating func easing(_ easing: KeyframeEasing) {
        object { e in
            for (key, v) in [(EasingKey.x, easing.x), (EasingKey.y, easing.y)] {
                e.writer.key(key)
                if v.dimensions == 1 { e.writer.number(v.x) } else { e.writer.numbers(v.components) }
            }
        }
    }
}

extension Double: EncodableKeyframeValue {
    func encode(to encoder: inout ModelEncoder) { encoder.writer.number(self) }
    func encodeInKeyframe(to encoder: inout ModelEncoder) { encoder.writer.numbers([self]) }
}

extension LottieVector3: EncodableKeyframeValue {
    func encode(to encoder: inout ModelEncoder) { encoder.writer.numbers(components) }
}

extension Color: EncodableKeyframeValue {
    func encode(to encoder: inout ModelEncoder) {
        let scale = encoder.writingLegacyColor ? 255.0 : 1.0
        encoder.writer.numbers([red * scale, green * scale, blue * scale, alpha * scale])
    }
}

extension Array: EncodableKeyframeValue where Element == Double {
    func encode(to encoder: inout ModelEncoder) { encoder.writer.numbers(self) }
}

extension LottieBezier: EncodableKeyframeValue {
    func encode(to encoder: inout ModelEncoder) {
        let absolute = encoder.writingAbsoluteTangents
        encoder.object { e in
            e.flag(BezierKey.closed, isClosed)
            e.writer.key(BezierKey.vertices)
            e.array(vertices) { e, v in e.writer.numbers([v.point.x, v.point.y]) }
            e.writer.key(BezierKey.inTangents)
            e.array(vertices) { e, v in
                let t = absolute ? v.inTangent + v.point : v.inTangent
                e.writer.numbers([t.x, t.y])
            }
            e.writer.key(BezierKey.outTangents)
            e.array(vertices) { e, v in
                let t = absolute ? v.outTangent + v.point : v.outTangent
                e.writer.numbers([t.x, t.y])
            }
        }
    }

    func encodeInKeyframe(to encoder: inout ModelEncoder) {
        encoder.writer.beginArray()
        encode(to: &encoder)
        encoder.writer.endArray()
    }
}

extension LottieTextDocument: EncodableKeyframeValue {
    func encode(to encoder: inout ModelEncoder) {
        encoder.object { e in
            e.string(TextDocumentKey.text, text)
            e.string(TextDocumentKey.fontName, fontName)
            e.number(TextDocumentKey.fontSize, fontSize)
            e.integer(TextDocumentKey.justification, justification.rawValue)
            e.number(TextDocumentKey.tracking, tracking)
            e.number(TextDocumentKey.lineHeight, lineHeight)
            e.number(TextDocumentKey.baselineShift, baselineShift)
            if let fillColor { e.writer.key(TextDocumentKey.fillColor); fillColor.encode(to: &e) }
            if let strokeColor { e.writer.key(TextDocumentKey.strokeColor); strokeColor.encode(to: &e) }
            e.number(TextDocumentKey.strokeWidth, strokeWidth)
            e.flag(TextDocumentKey.strokeOverFill, strokeOverFill)
            if let boxSize { e.writer.key(TextDocumentKey.boxSize); e.writer.numbers([boxSize.width, boxSize.height]) }
            if let boxPosition { e.writer.key(TextDocumentKey.boxPosition); e.writer.numbers([boxPosition.x, boxPosition.y]) }
            e.integer(TextDocumentKey.caps, caps.rawValue)
        }
    }
}
