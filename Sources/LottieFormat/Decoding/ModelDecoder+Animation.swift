import Foundation

extension ModelDecoder {
    /// The whole animation at the document's root.
    func animation() throws -> LottieAnimation {
        let root = JSONDocument.root
        try requireObject(root, "an animation object")
        var a = LottieAnimation()
        a.version = try string(root, "v") ?? ""
        hasLegacyColors = Self.isVersion(a.version, before: [4, 1, 9])
        hasAbsoluteGlyphTangents = Self.isVersion(a.version, before: [4, 7, 99])
        a.name = try string(root, "nm")
        a.width = try requiredNumber(root, "w")
        a.height = try requiredNumber(root, "h")
        if a.width < 0 || a.height < 0 {
            let key: JSONKey = a.width < 0 ? "w" : "h"
            throw invalid(member(root, key) ?? root, expected: "a non-negative size")
        }
        let fr = try requiredNumber(root, "fr")
        guard fr > 0 else { throw invalid(member(root, "fr") ?? root, expected: "a positive frame rate") }
        a.framerate = fr
        a.startFrame = try requiredNumber(root, "ip")
        a.endFrame = try requiredNumber(root, "op")
        a.is3D = try bool(root, "ddd")
        if let slots = member(root, "slots") { a.slots = try self.slots(slots) }

        var references = ReferenceCheck()
        if let assets = member(root, "assets") {
            try requireArray(assets, "an array of assets")
            for (index, e) in document.elements(assets).enumerated() {
                try asset(e, index: index, into: &a, references: &references)
            }
        }
        guard let layers = member(root, "layers") else { throw missing(root, "layers") }
        a.layers = try self.layers(layers)
        references.rootLayers = layers
        try checkParents(a.layers, list: layers)

        if let markers = member(root, "markers") { a.markers = try self.markers(markers) }
        if let fonts = member(root, "fonts") {
            try requireObject(fonts, "a font list {list}")
            if let list = member(fonts, "list") {
                try requireArray(list, "an array of fonts")
                a.fonts = try document.elements(list).map { try font($0) }
            }
        }
        if let chars = member(root, "chars") {
            try requireArray(chars, "an array of glyphs")
            a.glyphs = try document.elements(chars).map { try glyph($0) }
        }
        if let meta = member(root, "meta") { a.metadata = try metadata(meta) }
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
            if document.kind(v) == .object, let p = member(v, "p"), document.kind(p) == .object { slotProperties[id] = p }
        }
        return result
    }

    private func asset(_ n: Int, index: Int, into a: inout LottieAnimation, references: inout ReferenceCheck) throws {
        try requireObject(n, "an asset object")
        let id = try requiredString(n, "id")
        if a.precompositions[id] != nil || a.images[id] != nil {
            warn(.duplicateID, n, "asset id \"\(id)\" is used more than once; the first asset is kept")
            return
        }
        if let layers = member(n, "layers") {
            let precomp = LottiePrecomposition(id: id, name: try string(n, "nm"), framerate: try number(n, "fr"),
                                               layers: try self.layers(layers))
            try checkParents(precomp.layers, list: layers)
            a.precompositions[id] = precomp
            references.precompositionLayers[id] = layers
        } else if let p = member(n, "p") {
            var image = LottieImageAsset(id: id)
            image.width = try number(n, "w", default: 0)
            image.height = try number(n, "h", default: 0)
            image.directory = try string(n, "u") ?? ""
            image.fileName = try string(at: p)
            image.isEmbedded = try bool(n, "e")
            image.isSequence = try string(n, "t") == "seq"
            image.name = try string(n, "nm")
            image.assetIndex = index
            if image.fileName.hasPrefix("data:") {
                image.data = Self.decodeDataURL(image.fileName)
                if image.data == nil { warn(.malformedValue, p, "the data: URL could not be decoded (only base64 is supported)") }
            }
            a.images[id] = image
        } else {
            warn(.unsupportedFeature, n, "asset \"\(id)\" is neither a precomposition nor a file; skipped")
        }
    }

    /// The bytes of a base64 `data:` URL, or nil.
    static func decodeDataURL(_ url: String) -> Data? {
        guard let comma = url.firstIndex(of: ","), url[..<comma].hasSuffix(";base64") else { return nil }
        return Data(base64Encoded: String(url[url.index(after: comma)...]), options: .ignoreUnknownCharacters)
    }

    private func markers(_ n: Int) throws -> [LottieMarker] {
        try requireArray(n, "an array of markers")
        return try document.elements(n).map { m in
            try requireObject(m, "a marker object")
            return LottieMarker(name: try string(m, "cm") ?? "", frame: try number(m, "tm", default: 0),
                                duration: try number(m, "dr", default: 0))
        }
    }

    private func font(_ n: Int) throws -> LottieFont {
        try requireObject(n, "a font object")
        var font = LottieFont(name: try requiredString(n, "fName"))
        font.family = try string(n, "fFamily") ?? ""
        font.style = try string(n, "fStyle") ?? ""
        font.ascent = try number(n, "ascent")
        font.path = try string(n, "fPath")
        font.origin = try optionalEnumeration(n, "origin")
        font.cssClass = try string(n, "fClass")
        font.weight = try string(n, "fWeight")
        return font
    }

    private func glyph(_ n: Int) throws -> LottieGlyph {
        try requireObject(n, "a glyph object")
        var glyph = LottieGlyph(character: try requiredString(n, "ch"))
        glyph.fontFamily = try string(n, "fFamily") ?? ""
        glyph.fontStyle = try string(n, "style") ?? ""
        glyph.size = try number(n, "size", default: 0)
        glyph.width = try number(n, "w", default: 0)
        if let data = member(n, "data") {
            try requireObject(data, "glyph data")
            if let shapes = member(data, "shapes") {
                decodingAbsoluteTangents = hasAbsoluteGlyphTangents
                defer { decodingAbsoluteTangents = false }
                glyph.shapes = try shapeItems(shapes)
            } else if member(data, "refId") != nil {
                warn(.unsupportedFeature, data, "glyph drawn by a precomposition is not supported; it draws nothing")
            }
        }
        return glyph
    }

    private func metadata(_ n: Int) throws -> LottieMetadata {
        try requireObject(n, "a metadata object")
        var meta = LottieMetadata()
        meta.generator = try string(n, "g")
        meta.author = try string(n, "a")
        meta.description = try string(n, "d")
        meta.themeColor = try string(n, "tc")
        if let k = member(n, "k") {
            if document.kind(k) == .array {
                meta.keywords = try document.elements(k).map { try string(at: $0) }
            } else {
                meta.keywords = try string(at: k).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        return meta
    }
}
