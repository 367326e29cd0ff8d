import Foundation
import Graphics

/// A property value given as text, `KEYPATH=VALUE` (what `lottie render --set` takes), set on
/// every renderer built with `LottieRenderOptions.valueOverrides`.
///
/// Values: a colour `#rgb`, `#rrggbb` or `#rrggbbaa`; a number `50`; a pair `10,20` (for
/// positions, sizes and scales; a single number sets both components of those); a gradient
/// of two or more colours `#ff0000,#0000ff`, optionally placed `#ff0000@0,#0000ff@1`. The
/// keypath is everything before the last `=`, in the escaped string form of `AnimationKeypath`.
public struct LottieValueOverride: Hashable, Sendable {
    /// A value of one of the kinds the text form has.
    public enum Value: Hashable, Sendable {
        /// A colour.
        case color(Color)
        /// A number.
        case number(Double)
        /// Two numbers.
        case pair(Double, Double)
        /// Colour stops.
        case gradient(Gradient)
    }

    /// Why a `KEYPATH=VALUE` text could not be read.
    public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// There is no `=`, or nothing before it.
        case missingKeypath(String)
        /// The value is none of the known forms.
        case badValue(String)

        /// The problem, in one line.
        public var description: String {
            switch self {
            case .missingKeypath(let text): return "'\(text)' is not KEYPATH=VALUE"
            case .badValue(let value):
                return "'\(value)' is not a colour (#rrggbb), number, pair (x,y) or gradient (#rrggbb@0,#rrggbb@1)"
            }
        }
    }

    /// What to set.
    public var keypath: AnimationKeypath
    /// The value.
    public var value: Value

    /// An override.
    public init(keypath: AnimationKeypath, value: Value) {
        self.keypath = keypath
        self.value = value
    }

    /// Reads `KEYPATH=VALUE`.
    public init(parsing text: String) throws {
        guard let equals = text.lastIndex(of: "="), equals != text.startIndex else { throw ParseError.missingKeypath(text) }
        let raw = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard let value = Self.parseValue(raw) else { throw ParseError.badValue(raw) }
        self.init(keypath: AnimationKeypath(keypath: String(text[..<equals])), value: value)
    }

    private static func parseValue(_ text: String) -> Value? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 1 {
            if let color = Color(hex: text), text.hasPrefix("#") { return .color(color) }
            return Double(text).flatMap { $0.isFinite ? .number($0) : nil }
        }
        if parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite {
            return .pair(x, y)
        }
        var stops: [GradientStop] = []
        for (i, part) in parts.enumerated() {
            let pieces = part.split(separator: "@", omittingEmptySubsequences: false)
            guard pieces.count <= 2, pieces[0].hasPrefix("#"), let color = Color(hex: String(pieces[0])) else { return nil }
            let location: Double
            if pieces.count == 2 {
                guard let l = Double(pieces[1]), l.isFinite else { return nil }
                location = l
            } else {
                location = Double(i) / Double(parts.count - 1)
            }
            stops.append(GradientStop(location: location, color: color))
        }
        return .gradient(Gradient(stops: stops.sorted { $0.location < $1.location }))
    }

    /// The provider for a property whose values are of `type`, or nil when this value does not
    /// fit such a property.
    func provider(forValueType type: Any.Type) -> AnyObject? {
        switch (value, type) {
        case (.color(let c), is Color.Type): return ColorValueProvider(c)
        case (.number(let n), is Double.Type): return FloatValueProvider(n)
        case (.number(let n), is LottieVector3.Type): return PointValueProvider(LottieVector3(n, n))
        case (.pair(let x, let y), is LottieVector3.Type): return PointValueProvider(LottieVector3(x, y))
        case (.gradient(let g), is [Double].Type): return GradientValueProvider(g)
        default: return nil
        }
    }
}

extension LottieRenderer {
    /// Sets an override on every property its keypath matches whose type fits the value.
    /// Returns how many properties it was set on.
    @discardableResult
    public func apply(_ override: LottieValueOverride) -> Int {
        var count = 0
        for match in KeypathSearch.matches(of: override.keypath, in: layers) {
            guard case .property(let property) = match.target,
                  let provider = override.provider(forValueType: property.valueType) else { continue }
            if property.setProvider(provider) { count += 1 }
        }
        if count > 0 { refresh() }
        return count
    }
}
