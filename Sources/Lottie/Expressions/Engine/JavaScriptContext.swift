import CJavaScriptCore
import Foundation

/// One JavaScriptCore engine, bounded: its own context group (a separate VM, heap and watchdog,
/// so engines on other threads never share state), a global object holding only what
/// `ExpressionPrelude` puts there, and a watchdog that stops a script that runs past its time
/// budget or grows the engine's heap past its bound.
///
/// Used from one thread at a time, like the renderer that owns it.
final class JavaScriptContext {
    /// Why the watchdog stopped the last script, if it did.
    enum Termination: Equatable {
        case timeBudget(seconds: Double)
        case memoryBound(bytes: Int)
    }

    /// A script's exception, or the watchdog stopping it.
    struct ScriptError: Error, CustomStringConvertible {
        let description: String
        /// Set when the watchdog stopped the script (not a thrown exception).
        let termination: Termination?
    }

    private let group: JSContextGroupRef
    let context: JSGlobalContextRef
    private let limits: ExpressionLimits
    /// When the outermost call into the engine began (nil outside the engine).
    private var entryTime: ContinuousClock.Instant?
    private var nesting = 0
    private var lastTermination: Termination?
    /// The property names read from every value a script returns, made once.
    let names = PropertyNames()
    /// The host functions' class: calling one of its objects calls the closure it holds.
    /// (Unsafe: made once, immutable after, and JavaScriptCore lets any context use a class.)
    nonisolated(unsafe) private static let hostFunctionClass: JSClassRef = {
        var definition = kJSClassDefinitionEmpty
        definition.className = nil
        definition.callAsFunction = { context, function, _, count, arguments, exception in
            guard let context, let function, let box = JSObjectGetPrivate(function) else { return nil }
            let host = Unmanaged<HostFunction>.fromOpaque(box).takeUnretainedValue()
            var values: [JSValueRef] = []
            values.reserveCapacity(count)
            for index in 0..<count { values.append(arguments?[index] ?? JSValueMakeUndefined(context)) }
            do {
                return try host.body(values)
            } catch {
                exception?.pointee = withJavaScriptString("\(error)") { JSValueMakeString(context, $0) }
                return nil
            }
        }
        definition.finalize = { object in
            guard let object, let box = JSObjectGetPrivate(object) else { return }
            Unmanaged<HostFunction>.fromOpaque(box).release()
        }
        return JSClassCreate(&definition)
    }()

    /// A new engine with `limits`.
    init(limits: ExpressionLimits) {
        self.limits = limits
        group = JSContextGroupCreate()
        context = JSGlobalContextCreateInGroup(group, nil)
        armWatchdog()
    }

    /// The watchdog wakes a tick after a script enters the engine; the callback decides whether
    /// the script has used up its budget (time, or the heap bound) and, if not, arms it again
    /// (JavaScriptCore does not wake it again by itself once the callback lets a script go on).
    private func armWatchdog() {
        JSContextGroupSetExecutionTimeLimit(group, limits.watchdogTick, { _, info in
            guard let info else { return true }
            return Unmanaged<JavaScriptContext>.fromOpaque(info).takeUnretainedValue().shouldTerminate()
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        JSContextGroupClearExecutionTimeLimit(group)
        JSGlobalContextRelease(context)
        JSContextGroupRelease(group)
    }

    private func shouldTerminate() -> Bool {
        if let entryTime, ContinuousClock.now - entryTime > .seconds(limits.secondsPerEvaluation) {
            lastTermination = .timeBudget(seconds: limits.secondsPerEvaluation)
            return true
        }
        if heapSize() > limits.heapBytes {
            lastTermination = .memoryBound(bytes: limits.heapBytes)
            return true
        }
        armWatchdog()
        return false
    }

    /// The engine's heap size in bytes (objects and the memory they report outside the heap).
    func heapSize() -> Int {
        let statistics = JSGetMemoryUsageStatistics(context)
        func number(_ key: String) -> Double {
            guard let statistics else { return 0 }
            let value = withJavaScriptString(key) { JSObjectGetProperty(context, statistics, $0, nil) }
            let number = JSValueToNumber(context, value, nil)
            return number.isFinite ? number : 0
        }
        return Int(number("heapSize") + number("extraMemorySize"))
    }

    /// Runs `body` as one entry into the engine: the outermost entry starts the time budget.
    private func entering<T>(_ body: (UnsafeMutablePointer<JSValueRef?>) -> T?) throws -> T {
        if nesting == 0 { entryTime = .now; lastTermination = nil }
        nesting += 1
        defer {
            nesting -= 1
            if nesting == 0 { entryTime = nil }
        }
        var exception: JSValueRef?
        let result = body(&exception)
        if let exception {
            throw ScriptError(description: lastTermination.map(Self.describe) ?? string(exception), termination: lastTermination)
        }
        guard let result else {
            throw ScriptError(description: lastTermination.map(Self.describe) ?? "the script gave no value",
                              termination: lastTermination)
        }
        return result
    }

    private static func describe(_ termination: Termination) -> String {
        switch termination {
        case .timeBudget(let seconds): return "stopped after \(seconds) s (the time budget of one evaluation)"
        case .memoryBound(let bytes): return "stopped: the engine's heap passed \(bytes / 1_048_576) MB"
        }
    }

    /// Evaluates `script` in the global scope.
    @discardableResult
    func evaluate(_ script: String, sourceName: String = "expression") throws -> JSValueRef {
        try withJavaScriptString(script) { source in
            try withJavaScriptString(sourceName) { name in
                try entering { JSEvaluateScript(context, source, nil, name, 1, $0) }
            }
        }
    }

    /// Checks `script`'s syntax without running it; the syntax error's text if it has one.
    func syntaxError(in script: String) -> String? {
        var exception: JSValueRef?
        let valid = withJavaScriptString(script) { JSCheckScriptSyntax(context, $0, nil, 1, &exception) }
        return valid ? nil : exception.map(string) ?? "syntax error"
    }

    /// Calls `function` with `arguments` (`this` undefined).
    func call(_ function: JSObjectRef, _ arguments: [JSValueRef]) throws -> JSValueRef {
        try entering { exception in
            withOptionalPointers(arguments) { JSObjectCallAsFunction(context, function, nil, $0.count, $0.baseAddress, exception) }
        }
    }

    /// A JavaScript function that calls `body` with its arguments; `body` throwing throws in
    /// the script.
    func makeFunction(_ body: @escaping ([JSValueRef]) throws -> JSValueRef?) -> JSObjectRef {
        let box = Unmanaged.passRetained(HostFunction(body)).toOpaque()
        return JSObjectMake(context, Self.hostFunctionClass, box)
    }

    /// Sets a property of the global object.
    func setGlobal(_ name: String, _ value: JSValueRef) {
        withJavaScriptString(name) {
            JSObjectSetProperty(context, JSContextGetGlobalObject(context), $0, value,
                                JSPropertyAttributes(kJSPropertyAttributeDontEnum), nil)
        }
    }

    /// Keeps `value` alive while Swift holds it (undone by `unprotect`).
    func protect(_ value: JSValueRef) { JSValueProtect(context, value) }

    /// Lets the engine collect `value` again.
    func unprotect(_ value: JSValueRef) { JSValueUnprotect(context, value) }

    /// Collects garbage now.
    func collectGarbage() { JSGarbageCollect(context) }

    // MARK: Values

    func number(_ value: Double) -> JSValueRef { JSValueMakeNumber(context, value) }

    func array(_ numbers: [Double]) -> JSValueRef {
        // The elements in memory on the stack: a vector crosses into scripts at every evaluation.
        withUnsafeTemporaryAllocation(of: JSValueRef?.self, capacity: numbers.count) { elements in
            for (index, x) in numbers.enumerated() { elements.initializeElement(at: index, to: number(x)) }
            return JSObjectMakeArray(context, numbers.count, elements.baseAddress, nil) ?? JSValueMakeUndefined(context)
        }
    }

    func array(_ values: [JSValueRef]) -> JSValueRef {
        withOptionalPointers(values) { JSObjectMakeArray(context, $0.count, $0.baseAddress, nil) } ?? JSValueMakeUndefined(context)
    }

    func string(_ text: String) -> JSValueRef { withJavaScriptString(text) { JSValueMakeString(context, $0) } }

    var undefined: JSValueRef { JSValueMakeUndefined(context) }

    func isNumber(_ value: JSValueRef) -> Bool { JSValueIsNumber(context, value) }

    func isString(_ value: JSValueRef) -> Bool { JSValueIsString(context, value) }

    func isObject(_ value: JSValueRef) -> Bool { JSValueIsObject(context, value) }

    /// The value as a number (`valueOf` for objects such as `Number`); NaN when it is none.
    func toNumber(_ value: JSValueRef) -> Double { JSValueToNumber(context, value, nil) }

    /// The value as text (`String(value)`).
    func string(_ value: JSValueRef) -> String {
        guard let text = JSValueToStringCopy(context, value, nil) else { return "" }
        defer { JSStringRelease(text) }
        return swiftString(text)
    }

    /// A property of an object value (undefined for anything else).
    func property(_ value: JSValueRef, _ name: JSStringRef) -> JSValueRef {
        guard let object = JSValueToObject(context, value, nil) else { return undefined }
        return JSObjectGetProperty(context, object, name, nil) ?? undefined
    }

    /// An indexed element of an object value (undefined for anything else).
    func element(_ value: JSValueRef, _ index: Int) -> JSValueRef {
        guard let object = JSValueToObject(context, value, nil) else { return undefined }
        return JSObjectGetPropertyAtIndex(context, object, UInt32(index), nil) ?? undefined
    }

    /// The `length` of an array-like value, at most `limit`; nil when it has none.
    func length(_ value: JSValueRef, limit: Int) -> Int? {
        guard isObject(value) else { return nil }
        let length = toNumber(property(value, names.length))
        guard length.isFinite, length >= 0 else { return nil }
        return Int(min(length, Double(limit)))
    }

    /// The value as an object, if it is one.
    func object(_ value: JSValueRef) -> JSObjectRef? {
        isObject(value) ? JSValueToObject(context, value, nil) : nil
    }
}

/// JavaScriptCore strings of property names, made once instead of at every read.
final class PropertyNames {
    let length = makeJavaScriptString("length")
    let v = makeJavaScriptString("v"), i = makeJavaScriptString("i"), o = makeJavaScriptString("o")
    let c = makeJavaScriptString("c")

    deinit {
        for name in [length, v, i, o, c] { JSStringRelease(name) }
    }
}

/// Calls `body` with `values` as the buffer of optional pointers JavaScriptCore's functions
/// take: the same words, so no array is converted (an array cast goes through the runtime's
/// dynamic casting, one element at a time).
private func withOptionalPointers<T>(_ values: [JSValueRef], _ body: (UnsafeBufferPointer<JSValueRef?>) -> T) -> T {
    values.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return base.withMemoryRebound(to: JSValueRef?.self, capacity: buffer.count) {
            body(UnsafeBufferPointer(start: $0, count: buffer.count))
        }
    }
}

/// What a host function object holds.
private final class HostFunction {
    let body: ([JSValueRef]) throws -> JSValueRef?
    init(_ body: @escaping ([JSValueRef]) throws -> JSValueRef?) { self.body = body }
}

/// Calls `body` with a JavaScriptCore string of `text`, released after `body` returns.
func withJavaScriptString<T>(_ text: String, _ body: (JSStringRef) throws -> T) rethrows -> T {
    let string = makeJavaScriptString(text)
    defer { JSStringRelease(string) }
    return try body(string)
}

/// A JavaScriptCore string of `text`, to be released by the caller.
private func makeJavaScriptString(_ text: String) -> JSStringRef {
    guard let string = text.withCString({ JSStringCreateWithUTF8CString($0) }) else {
        preconditionFailure("JSStringCreateWithUTF8CString returned nil")
    }
    return string
}

/// The text of a JavaScriptCore string.
func swiftString(_ string: JSStringRef) -> String {
    let length = JSStringGetLength(string)
    guard let characters = JSStringGetCharactersPtr(string) else { return "" }
    return String(utf16CodeUnits: characters, count: length)
}
