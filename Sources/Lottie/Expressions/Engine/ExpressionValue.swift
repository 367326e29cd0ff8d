import CJavaScriptCore
import Graphics

/// A property value as expressions see it (lottie-web's representation): a number, an array of
/// numbers (vectors, colours 0...1, gradient data), a path (`points()`, `inTangents()`, ...),
/// or text.
enum ExpressionValue: Equatable {
    case number(Double)
    case vector([Double])
    case path(LottieBezier)
    case text(String)
}

/// The model's value types, to and from what expressions see.
protocol ExpressionValueConvertible {
    /// The value as expressions see it.
    var expressionValue: ExpressionValue { get }
    /// The value an expression returned, shaped like `self` (the keyframed value); nil when it
    /// cannot be one (a string for a vector, a too-short array, NaN).
    func replaced(by result: ExpressionValue) -> Self?
}

extension Double: ExpressionValueConvertible {
    var expressionValue: ExpressionValue { .number(self) }
    func replaced(by result: ExpressionValue) -> Double? {
        switch result {
        case .number(let x): return x.isFinite ? x : nil
        // lottie-web reads the first element when a one-dimensional property gets an array.
        case .vector(let v): return v.first.flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }
}

extension LottieVector3: ExpressionValueConvertible {
    var expressionValue: ExpressionValue { .vector(dimensions >= 3 ? [x, y, z] : [x, y]) }
    func replaced(by result: ExpressionValue) -> LottieVector3? {
        switch result {
        case .vector(let v) where v.count >= 2 && v.prefix(3).allSatisfy(\.isFinite):
            return LottieVector3(x: v[0], y: v[1], z: v.count > 2 ? v[2] : z, dimensions: dimensions)
        case .number(let n) where n.isFinite:
            // A number for a vector: After Effects and lottie-web use it for every dimension.
            return LottieVector3(x: n, y: n, z: dimensions > 2 ? n : z, dimensions: dimensions)
        default: return nil
        }
    }
}

extension Color: ExpressionValueConvertible {
    var expressionValue: ExpressionValue { .vector([red, green, blue, alpha]) }
    func replaced(by result: ExpressionValue) -> Color? {
        guard case .vector(let v) = result, v.count >= 3, v.prefix(4).allSatisfy(\.isFinite) else { return nil }
        return Color(red: v[0], green: v[1], blue: v[2], alpha: v.count > 3 ? v[3] : alpha)
    }
}

extension Array: ExpressionValueConvertible where Element == Double {
    var expressionValue: ExpressionValue { .vector(self) }
    func replaced(by result: ExpressionValue) -> [Double]? {
        guard case .vector(let v) = result, v.count >= count, v.allSatisfy(\.isFinite) else { return nil }
        return Array(v.prefix(count))
    }
}

extension LottieBezier: ExpressionValueConvertible {
    var expressionValue: ExpressionValue { .path(self) }
    func replaced(by result: ExpressionValue) -> LottieBezier? {
        guard case .path(let path) = result else { return nil }
        return path
    }
}

extension LottieTextDocument: ExpressionValueConvertible {
    var expressionValue: ExpressionValue { .text(text) }
    func replaced(by result: ExpressionValue) -> LottieTextDocument? {
        var document = self
        switch result {
        case .text(let text): document.text = text
        case .number(let x): document.text = x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
        default: return nil
        }
        return document
    }
}

extension JavaScriptContext {
    /// The largest array or path an expression may hand back (more is an error, not a value).
    static let maximumElements = 100_000

    /// `value` as a JavaScript value: numbers, arrays, a path object (`ExpressionPrelude`'s
    /// `__makePath`), a string.
    func make(_ value: ExpressionValue, pathMaker: JSObjectRef?) -> JSValueRef {
        switch value {
        case .number(let x): return number(x)
        case .vector(let v): return array(v)
        case .text(let text): return string(text)
        case .path(let path):
            let points = array(path.vertices.map { array([$0.point.x, $0.point.y]) })
            let ins = array(path.vertices.map { array([$0.inTangent.x, $0.inTangent.y]) })
            let outs = array(path.vertices.map { array([$0.outTangent.x, $0.outTangent.y]) })
            guard let pathMaker else { return undefined }
            return (try? call(pathMaker, [points, ins, outs, JSValueMakeBoolean(context, path.isClosed)])) ?? undefined
        }
    }

    /// What a script returned, as an `ExpressionValue`; nil for what no property takes
    /// (undefined, functions, objects that are neither arrays nor paths).
    func expressionValue(of value: JSValueRef) -> ExpressionValue? {
        if isNumber(value) { return .number(toNumber(value)) }
        if isString(value) { return .text(string(value)) }
        if JSValueIsBoolean(context, value) { return .number(JSValueToBoolean(context, value) ? 1 : 0) }
        guard isObject(value) else { return nil }
        // Arrays (vectors, colours) are what scripts return most: no path members to look for.
        if JSValueIsArray(context, value) { return vectorValue(of: value) }
        if let path = pathValue(of: value) { return .path(path) }
        if length(value, limit: 0) != nil { return vectorValue(of: value) }
        // A `Number` or `String` object (property interfaces are `Number`s with methods).
        let number = toNumber(value)
        return number.isNaN ? nil : .number(number)
    }

    /// The numbers of an array-like value; nil past `maximumElements`.
    private func vectorValue(of value: JSValueRef) -> ExpressionValue? {
        guard let count = length(value, limit: Self.maximumElements + 1), count <= Self.maximumElements else { return nil }
        return .vector((0..<count).map { toNumber(element(value, $0)) })
    }

    /// A path object (`v`, `i`, `o`, `c`, as lottie-web's shapes and `createPath` give).
    private func pathValue(of value: JSValueRef) -> LottieBezier? {
        let points = property(value, names.v), ins = property(value, names.i), outs = property(value, names.o)
        guard let count = length(points, limit: Self.maximumElements + 1), count <= Self.maximumElements,
              isObject(ins), isObject(outs) else { return nil }
        func pair(_ list: JSValueRef, _ index: Int) -> Point? {
            let pair = element(list, index)
            guard isObject(pair) else { return nil }
            let x = toNumber(element(pair, 0)), y = toNumber(element(pair, 1))
            return x.isFinite && y.isFinite ? Point(x: x, y: y) : nil
        }
        var vertices: [LottieBezierVertex] = []
        vertices.reserveCapacity(count)
        for index in 0..<count {
            // A missing tangent is none (createPath's default); a missing point is no path.
            guard let p = pair(points, index) else { return nil }
            vertices.append(LottieBezierVertex(point: p, inTangent: pair(ins, index) ?? .zero,
                                               outTangent: pair(outs, index) ?? .zero))
        }
        return LottieBezier(vertices: vertices, isClosed: JSValueToBoolean(context, property(value, names.c)))
    }
}
