import CJavaScriptCore
import Foundation

/// Evaluates the After Effects expressions of one renderer's animation, in its own
/// JavaScriptCore engine (`JavaScriptContext`), the way lottie-web does (`ExpressionPrelude`).
///
/// Node properties whose model carries an expression are bound to it while the tree is built
/// (`building`); each frame they hand their keyframed value in and get the expression's value
/// back. Any failure (a compile error, an exception, a value of the wrong kind, a script stopped
/// by the time or memory bound) gives one warning naming the property, and the keyframed value.
/// A script stopped by a bound is not run again.
///
/// A reference type used from one thread at a time, like its renderer.
final class ExpressionEngine: @unchecked Sendable {
    // Unchecked: an engine belongs to one renderer; `building` hands it only to the synchronous
    // build on the same task.

    /// The engine of the tree being built on this task, if expressions are on.
    @TaskLocal static var building: ExpressionEngine?

    private let animation: LottieAnimation
    /// The file as scripts see it, described the first time an expression runs (a large file
    /// takes milliseconds to describe: loading does not wait for it).
    private lazy var scene = ExpressionScene(animation: animation)
    private let limits: ExpressionLimits
    /// The engine, started the first time an expression is compiled (`start()`): a renderer
    /// that draws no frame, or only frames before its expressions matter, never pays for
    /// JavaScriptCore's start.
    private lazy var js: JavaScriptContext = start()
    /// Whether `js` exists (so that `deinit` does not start it).
    private(set) var started = false
    /// Set when the prelude did not run: no expression is evaluated then.
    private var engineFailed = false
    /// `__makePath`, which turns path values into the objects scripts see.
    private var pathMaker: JSObjectRef?
    /// Compiled expressions by property handle; nil once a property has failed for good.
    private var compiled: [Int: JSObjectRef?] = [:]
    /// Expressions evaluated without the engine (`NativeExpression`), by property handle; nil
    /// for the others, once looked at. (Arrays by handle, not dictionaries: a file can have
    /// hundreds of wiggles, each evaluated every frame. Sized by `value(of:frame:keyframed:)`
    /// the first time, as the scene is described then; not lazy properties, which would be
    /// copied whole at every change.)
    private var native: [NativeExpression??] = []
    /// The last value of each property evaluated, with its frame: expressions that read other
    /// properties read them many times a frame.
    private var lastValues: [(frame: Double, value: ExpressionValue)?] = []
    /// Properties being evaluated (an expression that reads itself through another gets the
    /// keyframed value instead of recursing).
    private var evaluating: Set<Int> = []
    /// One warning per property at most.
    private(set) var warnings: [LottieWarning] = []
    private var warned: Set<Int> = []
    /// The frame being drawn and the time its expressions have taken.
    private var frameStart: ContinuousClock.Instant?
    private var frameBudgetWarned = false

    /// An engine for `animation`'s expressions, or nil when it has none (the loader notes each
    /// expression it keeps with an `.expression` warning).
    init?(animation: LottieAnimation, limits: ExpressionLimits) {
        guard animation.warnings.contains(where: { $0.kind == .expression }) else { return nil }
        self.animation = animation
        self.limits = limits
    }

    deinit {
        guard started else { return }
        for case let function? in compiled.values { js.unprotect(function) }
        if let pathMaker { js.unprotect(pathMaker) }
    }

    /// Starts the engine: the scene, the host functions and lottie-web's environment.
    private func start() -> JavaScriptContext {
        started = true
        let context = JavaScriptContext(limits: limits)
        context.setGlobal("__sceneText", context.string(scene.description))
        installHost(in: context)
        do {
            try context.evaluate(ExpressionPrelude.source, sourceName: "prelude")
        } catch {
            engineFailed = true
            warn(handle: -1, path: "", "the expression engine did not start: \(error)")
            return context
        }
        let maker = (try? context.evaluate("__makePath")).flatMap(context.object)
        if let maker { context.protect(maker) }
        pathMaker = maker
        return context
    }

    /// The handle of the property whose expression has `identity` (a model's
    /// `expressionIdentity`), if it is one to evaluate (not only white space).
    func handle(forExpression identity: ObjectIdentifier) -> Int? {
        scene.handlesByIdentity[identity]
    }

    /// Called before each frame is drawn: the frame's time budget starts.
    func beginFrame() {
        frameStart = .now
    }

    /// The value of property `handle` at `frame`: its expression applied to `keyframed`, or
    /// `keyframed` when the expression fails or gives a value the property cannot take.
    func evaluate<Value: ExpressionValueConvertible>(_ handle: Int, frame: Double, keyframed: Value) -> Value {
        guard let result = value(of: handle, frame: frame, keyframed: keyframed.expressionValue) else { return keyframed }
        guard let typed = keyframed.replaced(by: result) else {
            warn(handle: handle, "the expression gave \(Self.describe(result)), which this property cannot take; the keyframed value is used")
            return keyframed
        }
        return typed
    }

    /// The expression's result for `handle` at `frame` given its keyframed value; nil when it
    /// has none or fails.
    private func value(of handle: Int, frame: Double, keyframed: ExpressionValue) -> ExpressionValue? {
        if lastValues.isEmpty {
            lastValues = Array(repeating: nil, count: scene.properties.count)
            native = Array(repeating: nil, count: scene.properties.count)
        }
        if let last = lastValues[handle], last.frame == frame { return last.value }
        // An expression with a native form is not compiled unless the native path declines a
        // value: a file whose expressions all have one never starts the engine. The native
        // path reads only the property's own keyframes, in bounded time: it needs neither the
        // guard against a script reading its own property nor the frame's time budget.
        let property = scene.properties[handle]
        if let nativeForm = nativeExpression(for: handle),
           let result = nativeForm.value(handle: handle, frame: frame, frameRate: frameRate,
                                         keyFrames: property.keyFrames, keyframed: property.keyframedValue) {
            lastValues[handle] = (frame, result)
            return result
        }
        guard !evaluating.contains(handle), let function = function(for: handle) else { return nil }
        if let frameStart, ContinuousClock.now - frameStart > .seconds(limits.secondsPerFrame) {
            if !frameBudgetWarned {
                frameBudgetWarned = true
                // Not counted as this property's one warning: its own failures still get theirs.
                record(LottieWarning(kind: .expression, path: property.path,
                                     message: "the frame's expressions ran past \(limits.secondsPerFrame) s; the rest show keyframed values this frame"))
            }
            return nil
        }
        evaluating.insert(handle)
        defer { evaluating.remove(handle) }
        do {
            let returned = try js.call(function, [js.number(frame), js.make(keyframed, pathMaker: pathMaker)])
            guard let result = js.expressionValue(of: returned) else {
                warn(handle: handle, "the expression gave no value (undefined, or an object that is no number, array or path); the keyframed value is used")
                return nil
            }
            lastValues[handle] = (frame, result)
            return result
        } catch let error as JavaScriptContext.ScriptError {
            if error.termination != nil {
                // A script stopped by a bound would be stopped again every frame.
                disable(handle)
                js.collectGarbage()
            }
            warn(handle: handle, "the expression failed: \(error.description); the keyframed value is used")
            return nil
        } catch {
            warn(handle: handle, "the expression failed: \(error); the keyframed value is used")
            return nil
        }
    }

    /// The native form of `handle`'s expression, if it has one (looked for once).
    private func nativeExpression(for handle: Int) -> NativeExpression? {
        if let known = native[handle] { return known }
        let found = scene.properties[handle].expression.flatMap { NativeExpression(source: $0) }
        native[handle] = .some(found)
        return found
    }

    /// Frames a second as scripts see them (the prelude's `__fr`).
    private var frameRate: Double { animation.framerate > 0 ? animation.framerate : 30 }

    private func disable(_ handle: Int) {
        if case let function?? = compiled[handle] { js.unprotect(function) }
        compiled[handle] = .some(nil)
    }

    /// The compiled expression of `handle`, compiling it the first time.
    private func function(for handle: Int) -> JSObjectRef? {
        if let known = compiled[handle] { return known }
        let property = scene.properties[handle]
        guard let code = property.expression else { compiled[handle] = .some(nil); return nil }
        guard code.utf8.count <= limits.maximumSourceBytes else {
            compiled[handle] = .some(nil)
            warn(handle: handle, "the expression is \(code.utf8.count) bytes, over the limit of \(limits.maximumSourceBytes); not evaluated")
            return nil
        }
        let source = ExpressionSource.compiling(code, handle: handle, layer: property.layer, path: property.path)
        let js = self.js
        guard !engineFailed else {
            compiled[handle] = .some(nil)
            return nil
        }
        if let syntaxError = js.syntaxError(in: source) {
            compiled[handle] = .some(nil)
            warn(handle: handle, "the expression does not compile: \(syntaxError); the keyframed value is used")
            return nil
        }
        do {
            guard let function = js.object(try js.evaluate(source, sourceName: property.path)) else {
                throw JavaScriptContext.ScriptError(description: "it made no function", termination: nil)
            }
            js.protect(function)
            compiled[handle] = function
            return function
        } catch {
            compiled[handle] = .some(nil)
            warn(handle: handle, "the expression could not be set up: \(error); the keyframed value is used")
            return nil
        }
    }

    // MARK: What scripts reach

    private func installHost(in js: JavaScriptContext) {
        guard let host = JSObjectMake(js.context, nil, nil) else { return }
        func define(_ name: String, _ body: @escaping ([JSValueRef]) throws -> JSValueRef?) {
            let function = js.makeFunction(body)
            withJavaScriptString(name) {
                JSObjectSetProperty(js.context, host, $0, function, JSPropertyAttributes(kJSPropertyAttributeReadOnly), nil)
            }
        }
        define("value") { [unowned self] arguments in
            let (handle, frame) = try self.handleAndFrame(arguments)
            let keyframed = self.scene.properties[handle].keyframedValue(frame)
            let value = self.scene.properties[handle].expression == nil
                ? keyframed : (self.value(of: handle, frame: frame, keyframed: keyframed) ?? keyframed)
            return self.js.make(value, pathMaker: self.pathMaker)
        }
        define("raw") { [unowned self] arguments in
            let (handle, frame) = try self.handleAndFrame(arguments)
            return self.js.make(self.scene.properties[handle].keyframedValue(frame), pathMaker: self.pathMaker)
        }
        define("keyCount") { [unowned self] arguments in
            let handle = try self.handle(arguments)
            return self.js.number(Double(self.scene.properties[handle].keyFrames.count))
        }
        define("keyFrame") { [unowned self] arguments in
            let (handle, index) = try self.handleAndKey(arguments)
            return self.js.number(self.scene.properties[handle].keyFrames[index])
        }
        define("keyValue") { [unowned self] arguments in
            let (handle, index) = try self.handleAndKey(arguments)
            return self.js.make(self.scene.properties[handle].keyValue(index), pathMaker: self.pathMaker)
        }
        define("propertyIndex") { [unowned self] arguments in
            let handle = try self.handle(arguments)
            return self.scene.properties[handle].propertyIndex.map { self.js.number(Double($0)) } ?? self.js.undefined
        }
        js.setGlobal("__host", host)
    }

    private struct HostError: Error, CustomStringConvertible {
        let description: String
    }

    private func handle(_ arguments: [JSValueRef]) throws -> Int {
        guard let first = arguments.first else { throw HostError(description: "no property") }
        let number = js.toNumber(first)
        guard number.isFinite, number >= 0, number < Double(scene.properties.count) else {
            throw HostError(description: "no property \(number)")
        }
        return Int(number)
    }

    private func handleAndFrame(_ arguments: [JSValueRef]) throws -> (Int, Double) {
        let handle = try handle(arguments)
        let frame = arguments.count > 1 ? js.toNumber(arguments[1]) : 0
        guard frame.isFinite else { throw HostError(description: "the time is not a finite number") }
        return (handle, frame)
    }

    private func handleAndKey(_ arguments: [JSValueRef]) throws -> (Int, Int) {
        let handle = try handle(arguments)
        let index = arguments.count > 1 ? js.toNumber(arguments[1]) : -1
        guard index.isFinite, index >= 0, index < Double(scene.properties[handle].keyFrames.count) else {
            throw HostError(description: "the property has no keyframe \(index)")
        }
        return (handle, Int(index))
    }

    // MARK: Warnings

    private func warn(handle: Int, path: String? = nil, _ message: String) {
        guard warned.insert(handle).inserted else { return }
        record(LottieWarning(kind: .expression, path: path ?? (handle >= 0 ? scene.properties[handle].path : ""),
                             message: message))
    }

    private func record(_ warning: LottieWarning) {
        warnings.append(warning)
        LottieLogger.current.warn(warning.description)
    }

    private static func describe(_ value: ExpressionValue) -> String {
        switch value {
        case .number(let x): return "the number \(x)"
        case .vector(let v): return "an array of \(v.count)"
        case .path: return "a path"
        case .text(let text): return "the text \"\(text.prefix(40))\""
        }
    }
}
