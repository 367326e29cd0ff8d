import Foundation

/// Where the library's warnings and diagnostics go (lottie-ios' `LottieLogger`): install your
/// own to pipe them into your app's logging.
///
/// The library sends through ``current``:
/// - every ``LottieWarning`` a load produces (the ones in `LottieAnimation.warnings`: loading
///   from a file, data, a string, a URL or a dotLottie archive), once per load;
/// - the renderer's warnings as it meets them (`LottieRenderer.renderWarnings`: effects it does
///   not draw, images it skips, render limits hit, and fonts it cannot find);
/// - the player's warnings (`LottieAnimationLayer.warnings`: keypaths an animation lacks).
///
/// Each goes to `warn` as the warning's `description` (e.g. `skippedImage at assets[0]: …`).
/// The values themselves stay where they were (`warnings`, `renderWarnings`, …): the logger is
/// a second way to see them, not a replacement.
///
/// The default logger writes nothing anywhere: a library printing into a server's or a command
/// line tool's output would duplicate what its caller reports already (`lottie info` prints
/// the warnings itself). Install ``standardError`` to see them while developing.
///
/// ```swift
/// LottieLogger.shared = LottieLogger(warn: { message, _, _ in log.warning("\(message())") })
/// ```
///
/// A logger bound to a task with ``withLogger(_:operation:)`` wins over
/// ``shared`` inside that task, without touching other tasks: what tests use to capture what
/// one test logs while others run in parallel.
///
/// The library never halts the process on anything from a file: it does not call `assert` or
/// `assertionFailure` on input; they are here for lottie-ios compatibility.
public final class LottieLogger: Sendable {
    /// Logs that an assertion occurred.
    public typealias Assert = @Sendable (
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        _ fileID: StaticString, _ line: UInt) -> Void
    /// Logs that an assertion failed.
    public typealias AssertionFailure = @Sendable (
        _ message: @autoclosure () -> String, _ fileID: StaticString, _ line: UInt) -> Void
    /// Logs a warning: something in an animation that is drawn differently or not at all.
    public typealias Warn = @Sendable (
        _ message: @autoclosure () -> String, _ fileID: StaticString, _ line: UInt) -> Void
    /// Logs a diagnostic that is not a problem (what was loaded, from where).
    public typealias Info = @Sendable (
        _ message: @autoclosure () -> String, _ fileID: StaticString, _ line: UInt) -> Void

    private let assertHandler: Assert
    private let assertionFailureHandler: AssertionFailure
    private let warnHandler: Warn
    private let infoHandler: Info

    /// A logger with the given handlers. By default assertions behave as Swift's own (they stop
    /// debug builds) and warnings and information are dropped.
    public init(assert: @escaping Assert = { condition, message, fileID, line in
                    Swift.assert(condition(), message(), file: fileID, line: line)
                },
                assertionFailure: @escaping AssertionFailure = { message, fileID, line in
                    Swift.assertionFailure(message(), file: fileID, line: line)
                },
                warn: @escaping Warn = { _, _, _ in },
                info: @escaping Info = { _, _, _ in }) {
        assertHandler = assert
        assertionFailureHandler = assertionFailure
        warnHandler = warn
        infoHandler = info
    }

    /// Logs that an assertion occurred.
    public func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = String(),
                       fileID: StaticString = #fileID, line: UInt = #line) {
        assertHandler(condition(), message(), fileID, line)
    }

    /// Logs that an assertion failed.
    public func assertionFailure(_ message: @autoclosure () -> String = String(),
                                 fileID: StaticString = #fileID, line: UInt = #line) {
        assertionFailureHandler(message(), fileID, line)
    }

    /// Logs a warning.
    public func warn(_ message: @autoclosure () -> String = String(), fileID: StaticString = #fileID, line: UInt = #line) {
        warnHandler(message(), fileID, line)
    }

    /// Logs a diagnostic.
    public func info(_ message: @autoclosure () -> String = String(), fileID: StaticString = #fileID, line: UInt = #line) {
        infoHandler(message(), fileID, line)
    }

    // MARK: The logger in effect

    private static let sharedLogger = LockedValue(LottieLogger())
    @TaskLocal private static var taskLogger: LottieLogger?

    /// The process-wide logger, used wherever no task-bound logger is in effect. Reading and
    /// replacing it is safe from any thread.
    public static var shared: LottieLogger {
        get { sharedLogger.get() }
        set { sharedLogger.set(newValue) }
    }

    /// The logger the library uses now: the one bound to the current task by
    /// ``withLogger(_:operation:)``, else ``shared``.
    public static var current: LottieLogger { taskLogger ?? shared }

    /// Runs `operation` with `logger` as ``current`` in this task and the child tasks it
    /// creates; other tasks keep theirs.
    public static func withLogger<Result>(_ logger: LottieLogger, operation: () throws -> Result) rethrows -> Result {
        try $taskLogger.withValue(logger, operation: operation)
    }

    /// Runs `operation` with `logger` as ``current`` in this task and the child tasks it
    /// creates; other tasks keep theirs.
    public static func withLogger<Result>(_ logger: LottieLogger, isolation: isolated (any Actor)? = #isolation,
                                          operation: () async throws -> Result) async rethrows -> Result {
        try await $taskLogger.withValue(logger, operation: operation)
    }

    // MARK: Ready-made loggers

    /// Writes warnings, information and failed assertions to standard error, one a line,
    /// prefixed `lottie: warning:` or `lottie: `; never stops the process.
    public static let standardError = LottieLogger(
        assert: { condition, message, _, _ in
            if !condition() { writeToStandardError("lottie: assertion failed: \(message())") }
        },
        assertionFailure: { message, _, _ in writeToStandardError("lottie: assertion failed: \(message())") },
        warn: { message, _, _ in writeToStandardError("lottie: warning: \(message())") },
        info: { message, _, _ in writeToStandardError("lottie: \(message())") })

    private static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

extension LottieLogger {
    /// Logs each warning's description as a warning.
    package func warn(_ warnings: [LottieWarning], fileID: StaticString = #fileID, line: UInt = #line) {
        for warning in warnings { warn(warning.description, fileID: fileID, line: line) }
    }
}
