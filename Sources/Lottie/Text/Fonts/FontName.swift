/// Font names as the animation writes them.
enum FontName {
    /// `name` without the spaces and tabs at its ends (what `CharacterSet.whitespaces` trims),
    /// worked out on the string's scalars: Foundation's trimming bridges through `NSString`,
    /// which took longer than the rest of building a text layer the first time a process met
    /// a font.
    static func trimmed(_ name: String) -> String {
        let scalars = name.unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
