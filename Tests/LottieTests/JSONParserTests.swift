import Testing
@testable import Lottie
@testable import LottieFormat

@Suite("JSON: the byte-level reader and the writer")
struct JSONParserTests {
    private func parse(_ text: String, maxDepth: Int = 256) throws -> LottieJSON {
        try LottieJSON(parsing: Array(text.utf8), maxDepth: maxDepth)
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5e3, true, false, null, "x\"y\\\/\u00e9\ud83d\ude00\n"], "b": {}, "c": []} "#)
        #expect(value == .object([
            "a": .array([.number(1), .number(-2500), .bool(true), .bool(false), .null, .string("x\"y\\/é😀\n")]),
            "b": .object([:]), "c": .array([]),
        ]))
    }

    @Test func numbersAreCorrectlyRounded() throws {
        let literals = ["0", "-0", "0.1", "0.30000000000000004", "123456789012345678901234567890", "1e-300",
                        "2.2250738585072014e-308", "4.9e-324", "1E22", "1e23", "9007199254740993", "1.7976931348623157e308",
                        "0.000001234", "-12.5e-3", "3.141592653589793238462643383279"]
        for literal in literals {
            let parsed = try parse("[\(literal)]")
            #expect(parsed == .array([.number(Double(literal) ?? .nan)]), "\(literal)")
        }
    }

    /// Nested empty arrays (two bytes a node) outgrow the parser's first estimate of the node
    /// count twice; the values must survive both moves of the block.
    @Test func largeDocumentsSurviveTheNodeBlockGrowing() throws {
        let count = 1_500
        let nest = String(repeating: "[", count: 50) + String(repeating: "]", count: 50)
        let text = "[" + (0..<count).map { $0 % 100 == 0 ? "[\($0),0.5]" : nest }.joined(separator: ",") + "]"
        try JSONParser.withDocument(Array(text.utf8)) { document in
            let root = JSONDocument.root
            let estimate = text.utf8.count / 5 + 16  // the parser's first capacity
            #expect(document.nodes.count > 2 * estimate)
            let elements = Array(document.elements(root))
            #expect(elements.count == count)
            #expect(document.count(elements[1]) == 1)
            #expect(document.numberArray(elements[0]).map(Array.init) == [0, 0.5])
            #expect(document.numberArray(elements[1_400]).map(Array.init) == [1_400, 0.5])
        }
    }

    @Test func keysLongerThanEightBytesAndDuplicates() throws {
        try JSONParser.withDocument(Array(#"{"masksProperties": 1, "masksPropertiez": 2, "k": 3, "k": 4}"#.utf8)) { document in
            let root = JSONDocument.root
            #expect(document.member(root, "masksProperties").flatMap(document.number) == 1)
            #expect(document.member(root, "masksPropertiez").flatMap(document.number) == 2)
            #expect(document.member(root, "k").flatMap(document.number) == 4)  // the last duplicate wins
            #expect(document.member(root, "masks") == nil)
        }
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        let cases: [(String, String, Int, Int)] = [
            ("{\n  \"a\": 1,\n}", "expected a string key", 3, 1),
            ("[1, 2", "unterminated array", 1, 6),
            ("\"abc", "unterminated string", 1, 5),
            ("[\"a\\q\"]", "invalid escape sequence \\'q'", 1, 5),
            ("[1.]", "invalid number, expected a digit after '.'", 1, 4),
            ("[1e400]", "number out of range", 1, 2),
            ("[tru]", "invalid literal, expected true", 1, 2),
            ("[1] x", "unexpected data after the JSON value", 1, 5),
            ("[\"a\u{1}\"]", "unescaped control character in a string", 1, 4),
            ("", "unexpected end of data, expected a value", 1, 1),
        ]
        for (text, message, line, column) in cases {
            #expect(throws: LottieError.self, "\(text)") { try parse(text) }
            do {
                _ = try parse(text)
            } catch let LottieError.invalidJSON(m, _, l, c) {
                #expect(m == message && l == line && c == column, "\(text): \(m) at \(l):\(c)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }

    @Test func nestingDepthIsLimitedWithAPath() {
        #expect(throws: LottieError.limitExceeded(limit: .nestingDepth, maximum: 3, path: "a[0].b")) {
            try parse(#"{"a": [{"b": [[1]]}]}"#, maxDepth: 3)
        }
        #expect((try? parse(#"{"a": [{"b": 1}]}"#, maxDepth: 3)) != nil)
        // 10 000 nested arrays fail fast at the default depth instead of exhausting the stack.
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: LottieError.self) { try parse(deep) }
    }

    @Test func pathsAreComputedFromTheTape() throws {
        try JSONParser.withDocument(Array(#"{"layers": [{"a": 1}, {"shapes": [0, {"it": [{"ks": 5}]}]}]}"#.utf8)) { document in
            let layers = try #require(document.member(JSONDocument.root, "layers"))
            let second = Array(document.elements(layers))[1]
            let shapes = try #require(document.member(second, "shapes"))
            let group = Array(document.elements(shapes))[1]
            let it = try #require(document.member(group, "it"))
            let ks = try #require(document.member(it + 1, "ks"))
            #expect(document.path(of: ks) == "layers[1].shapes[1].it[0].ks")
            #expect(document.path(of: JSONDocument.root) == "")
        }
    }

    @Test func writerRoundTripsValues() throws {
        var generator = SeededGenerator(seed: 7)
        var numbers: [LottieJSON] = []
        for _ in 0..<500 {
            let d = Double.random(in: -1e6...1e6, using: &generator) * pow10(Int.random(in: -12...12, using: &generator))
            numbers.append(.number(d))
        }
        let value = LottieJSON.object([
            "numbers": .array(numbers + [.number(0), .number(-1), .number(1e15), .number(123456789)]),
            "text": .string("quote \" backslash \\ tab \t newline \n control \u{1} é 😀"),
            "flags": .array([.bool(true), .bool(false), .null]),
        ])
        #expect(try LottieJSON(parsing: value.jsonBytes()) == value)
    }

    private func pow10(_ e: Int) -> Double { (0..<abs(e)).reduce(1.0) { r, _ in e < 0 ? r / 10 : r * 10 } }
}

/// A small deterministic random number generator (SplitMix64) for reproducible tests.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
