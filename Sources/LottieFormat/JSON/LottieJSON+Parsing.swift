extension LottieJSON {
    /// Parses JSON text (UTF-8 bytes) into a value.
    public init(parsing bytes: [UInt8], maxDepth: Int = LoadLimits.default.maxNestingDepth) throws {
        self = try JSONParser.withDocument(bytes, maxDepth: maxDepth) { LottieJSON(document: $0, node: JSONDocument.root) }
    }

    /// The value of a node of a parsed document.
    init(document d: JSONDocument, node n: Int) {
        switch d.kind(n) {
        case .null: self = .null
        case .false: self = .bool(false)
        case .true: self = .bool(true)
        case .number: self = .number(d.number(n) ?? 0)
        case .string: self = .string(d.string(n))
        case .array:
            if let numbers = d.numberArray(n) {
                self = .array(numbers.map { .number($0) })
            } else if let (columns, values) = d.numberMatrix(n) {
                self = .array(stride(from: 0, to: values.count, by: columns).map { row in
                    .array(values[row..<row + columns].map { .number($0) })
                })
            } else {
                self = .array(d.elements(n).map { LottieJSON(document: d, node: $0) })
            }
        case .object:
            var object: [String: LottieJSON] = [:]
            for (k, v) in d.members(n) { object[d.string(k)] = LottieJSON(document: d, node: v) }
            self = .object(object)
        }
    }

    /// The value as compact JSON text (object keys sorted).
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter()
        writer.json(self)
        return writer.bytes
    }
}
