extension LottieSlotValue {
    /// Reads a slot's value as an animation's `slots` object holds it (`slots.<id>.p`): a
    /// property object `{"a", "k"}` for colours, scalars, vectors and text documents,
    /// `{"p", "k"}` for gradient data, an image asset's fields `{"w", "h", "u", "p", "e"}` for
    /// images. The JSON says nothing of its kind, which the bound properties decide: pass it.
    ///
    /// Throws a ``LottieError`` naming what is wrong, with paths relative to `json`.
    public init(json: LottieJSON, kind: Kind, limits: LoadLimits = .default) throws {
        self = try Self.decode(json, kind: kind, limits: limits).value
    }

    /// The value of `json` and what the decoder warned about.
    static func decode(_ json: LottieJSON, kind: Kind, limits: LoadLimits) throws -> (value: LottieSlotValue, warnings: [LottieWarning]) {
        // The model decoder reads the value, so a slot value means what the same JSON means
        // inside an animation (keyframes, easing, legacy forms).
        try JSONParser.withDocument(json.jsonBytes(), maxDepth: limits.maxNestingDepth) { document in
            let decoder = ModelDecoder(document: document, limits: limits)
            let root = JSONDocument.root
            let content: Content
            switch kind {
            case .color: content = .color(try decoder.property(at: root))
            case .scalar: content = .scalar(try decoder.property(at: root))
            case .vector: content = .vector(try decoder.property(at: root))
            case .gradient: content = .gradient(try decoder.gradientColors(root))
            case .text: content = .text(try decoder.textDocuments(at: root))
            case .image:
                try decoder.requireObject(root, "an image {w, h, u, p, e}")
                guard let asset = try decoder.imageAsset(root, id: "") else { throw decoder.missing(root, AssetKey.fileName) }
                content = .image(asset)
            }
            return (LottieSlotValue(content), decoder.warnings)
        }
    }
}
