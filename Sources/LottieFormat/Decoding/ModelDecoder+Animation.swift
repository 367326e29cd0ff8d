import Foundation

extension ModelDecoder {
    /// The whole animation at the document's root.
    func animation() throws -> LottieAnimation {
        let root = JSONDocument.root
        try requireObject(root, "an animation object")
        var a = LottieAnimation()
        a.version = try string(root, AnimationKey.version) ?? ""
        hasLegacyColors = versionDecidesColorRange && Self.isVersion(a.version, before: [4, 1, 9])
        hasAbsoluteGlyphTangents = Self.isVersion(a.version, before: [4, 7, 99])
        a.name = try string(root, AnimationKey.name)
        a.width = try requiredNumber(root, AnimationKey.width)
        a.height = try requiredNumber(root, AnimationKey.height)
        if a.width < 0 || a.height < 0 {
            let key = a.width < 0 ? AnimationKey.width : AnimationKey.height
            throw invalid(member(root, key) ?? root, expected: "a non-negative size")
        }
        let fr = try requiredNumber(root, AnimationKey.framerate)
        guard fr > 0 else { throw invalid(member(root, AnimationKey.framerate) ?? root, expected: "a positive frame rate") }
        a.framerate = fr
        a.startFrame = try requiredNumber(root, AnimationKey.inPoint)
        a.endFrame = try requiredNumber(root, AnimationKey.outPoint)
        a.is3D = try bool(root, AnimationKey.is3D)
        // Past the composition's own numbers and its layer list, every section is one that the
        // composition can exist without: a malformed one is skipped with a warning.
        if let slots = member(root, AnimationKey.slots) {
            a.slots = try skippingIfMalformed(slots, "slots") { try self.slots(slots) } ?? [:]
        }

        var references = ReferenceCheck()
        if let assets = member(root, AnimationKey.assets) {
            _ = try skippingIfMalformed(assets, "assets") {
                try requireArray(assets, "an array of assets")
                for (index, e) in document.elements(assets).enumerated() {
                    _ = try skippingIfMalformed(e, "asset") { try asset(e, index: index, into: &a, references: &references) }
                }
            }
        }
        guard let layers = member(root, AnimationKey.layers) else { throw missing(root, AnimationKey.layers) }
        a.layers = try self.layers(layers)
        references.rootLayers = layers
        try checkParents(a.layers, list: layers)

        if let markers = member(root, AnimationKey.markers) {
            a.markers = try skippingIfMalformed(markers, "markers") { try self.markers(markers) } ?? []
        }
        if let fonts = member(root, AnimationKey.fonts) {
            a.fonts = try skippingIfMalformed(fonts, "fonts") {
                try requireObject(fonts, "a font list {list}")
                guard let list = member(fonts, AnimationKey.fontList) else { return [] }
                try requireArray(list, "an array of fonts")
                return try document.elements(list).compactMap { f in try skippingIfMalformed(f, "font") { try font(f) } }
            } ?? []
        }
        if let chars = member(root, AnimationKey.glyphs) {
            a.glyphs = try skippingIfMalformed(chars, "glyphs") {
                try requireArray(chars, "an array of glyphs")
                return try document.elements(chars).compactMap { g in try skippingIfMalformed(g, "glyph") { try glyph(g) } }
            } ?? []
        }
        if let meta = member(root, AnimationKey.metadata) {
            if let decoded = try skippingIfMalformed(meta, "metadata", { try metadata(meta) }) { a.metadata = decoded }
        }
        if hasLegacyColors { warn(.legacyFormat, path: "v", "version \(a.version) stores fill and stroke colours in 0...255; converted") }
        try checkReferences(a, references)
        return a
    }

    /// Whether a dotted version string is older than `minimum` (a missing or unreadable
    /// version counts as new, as in lottie-web).
    static func isVersion(_ version: String, before minimum: [Int]) -> Bool {
        let parts = version.split(separator: ".").map { Int($0) }
        guard parts.count >= minimum.count, parts.allSatisfy({ $0 != nil }) else { return false }
        for (p, m) in zip(parts.compactMap { $0 }, minimum) where p != m { return p < m }
        return false
    }

    private func slots(_ n: Int) throws -> [String: LottieJSON] {
        try requireObject(n, "an object of slots")
        var result: [String: LottieJSON] = [:]
        for (k, v) in document.members(n) {
            let id = document.string(k)
            result[id] = LottieJSON(document: document, node: v)
            if document.kind(v) == .object, let p = member(v, AnimationKey.slotProperty), document.kind(p) == .object { slotProperties[id] = p }
        }
        return result
    }

    private func asset(_ n: Int, index: Int, into a: inout LottieAnimation, references: inout ReferenceCheck) throws {
        try requireObject(n, "an asset object")
        let id = try requiredString(n, AssetKey.id)
        if a.precompositions[id] != nil || a.images[id] != nil {
            warn(.duplicateID, n, "asset id \"\(id)\" is used more than once; the first asset is kept")
            return
        }
        if let layers = member(n, AssetKey.layers) {
            let precomp = LottiePrecomposition(id: id, name: try string(n, AssetKey.name), framerate: try number(n, AssetKey.framerate),
                                               layers: try self.layers(layers))
            try checkParents(precomp.layers, list: layers)
            a.precompositions[id] = precomp
            references.precompositionLayers[id] = layers
        } else if let image = try imageAsset(n, id: id) {
            var image = image
            image.isSequence = try string(n, AssetKey.imageType) == "seq"
            image.name = try string(n, AssetKey.name)
            image.assetIndex = index
            a.images[id] = image
        } else if let slotID = try string(n, AssetKey.slotID) {
            warn(.missingReference, n, "image asset \"\(id)\" is bound to slot \"\(slotID)\", which the animation does not define; skipped")
        } else {
            warn(.unsupportedFeature, n, "asset \"\(id)\" is neither a precomposition nor a file; skipped")
        }
    }

    /// The image fields (`w`, `h`, `u`, `p`, `e`) of image asset `n`, or of its slot's value
    /// when it is bound to a slot (`sid`) the animation defines; nil when there is no `p`.
    func imageAsset(_ n: Int, id: String) throws -> LottieImageAsset? {
        let slotID = try string(n, AssetKey.slotID)
        let fields = slotID.flatMap { slotProperties[$0] } ?? n
        guard let p = member(fields, AssetKey.fileName) else { return nil }
        var image = LottieImageAsset(id: id)
        image.slotID = slotID
        image.width = try number(fields, AssetKey.width, default: 0)
        image.height = try number(fields, AssetKey.height, default: 0)
        image.directory = try string(fields, AssetKey.directory) ?? ""
        image.fileName = try string(at: p)
        image.isEmbedded = try bool(fields, AssetKey.embedded)
        if image.fileName.hasPrefix("data:") {
            image.data = Self.decodeDataURL(image.fileName)
            if image.data == nil { warn(.malformedValue, p, "the data: URL could not be decoded (only base64 is supported)") }
        }
        return image
    }

    /// The bytes of a base64 `data:` URL, or nil.
    static func decodeDataURL(_ url: String) -> Data? {
        guard let comma = url.firstIndex(of: ","), url[..<comma].hasSuffix(";base64") else { return nil }
        return Data(base64Encoded: String(url[url.index(after: comma)...]), options: .ignoreUnknownCharacters)
    }

    private func markers(_ n: Int) throws -> [LottieMarker] {
        try requireArray(n, "an array of markers")
        return try document.elements(n).compactMap { m in
            try skippingIfMalformed(m, "marker") {
                try requireObject(m, "a marker object")
                return LottieMarker(name: try string(m, MarkerKey.name) ?? "", frame: try number(m, MarkerKey.frame, default: 0),
                                    duration: try number(m, MarkerKey.duration, default: 0))
            }
        }
    }

    private func font(_ n: Int) throws -> LottieFont {
        try requireObject(n, "a font object")
        var font = LottieFont(name: try requiredString(n, FontKey.name))
        font.family = try string(n, FontKey.family) ?? ""
        font.style = try string(n, FontKey.style) ?? ""
        font.ascent = try number(n, FontKey.ascent)
        font.path = try string(n, FontKey.path)
        font.origin = try optionalEnumeration(n, FontKey.origin)
        font.cssClass = try string(n, FontKey.cssClass)
        font.weight = try string(n, FontKey.weight)
        return font
    }

    private func glyph(_ n: Int) throws -> LottieGlyph {
        try requireObject(n, "a glyph object")
        var glyph = LottieGlyph(character: try requiredString(n, GlyphKey.character))
        glyph.fontFamily = try string(n, GlyphKey.fontFamily) ?? ""
        glyph.fontStyle = try string(n, GlyphKey.fontStyle) ?? ""
        glyph.size = try number(n, GlyphKey.size, default: 0)
        glyph.width = try number(n, GlyphKey.width, default: 0)
        if let data = member(n, GlyphKey.data) {
            try requireObject(data, "glyph data")
            if let shapes = member(data, GlyphKey.shapes) {
                decodingAbsoluteTangents = hasAbsoluteGlyphTangents
                defer { decodingAbsoluteTangents = false }
                glyph.shapes = try shapeItems(shapes)
            } else if member(data, GlyphKey.referenceID) != nil {
                warn(.unsupportedFeature, data, "glyph drawn by a precomposition is not supported; it draws nothing")
            }
        }
        return glyph
    }

    private func metadata(_ n: Int) throws -> LottieMetadata {
        try requireObject(n, "a metadata object")
        var meta = LottieMetadata()
        meta.generator = try string(n, MetadataKey.generator)
        meta.author = try string(n, MetadataKey.author)
        meta.description = try string(n, MetadataKey.description)
        meta.themeColor = try string(n, MetadataKey.themeColor)
        if let k = member(n, MetadataKey.keywords) {
            if document.kind(k) == .array {
                meta.keywords = try document.elements(k).map { try string(at: $0) }
            } else {
                meta.keywords = try string(at: k).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        return meta
    }
}
