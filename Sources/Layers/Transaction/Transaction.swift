/// Core Animation's `CATransaction`: groups layer changes, sets how they animate implicitly and
/// runs a block when their animations are done.
///
/// Transactions are per thread. Setting a transaction property with no transaction open starts
/// an implicit one, committed by `flush()` (the display link flushes before every frame, as a
/// run loop would). `begin()`/`commit()` open explicit transactions; they nest, and a value set
/// in an inner transaction overrides the outer one until the inner commits.
///
/// Being per thread, a transaction must not stay open across an `await`: another task may run
/// on the thread meanwhile and see it.
public enum Transaction {
    private static let stacks = ThreadLocal { TransactionStack() }

    /// This thread's transaction stack.
    static var stack: TransactionStack { stacks.value }

    /// The innermost scope, opening an implicit transaction when none is open.
    static var current: TransactionScope {
        let stack = self.stack
        if let scope = stack.scopes.last { return scope }
        let implicit = TransactionScope(isImplicit: true)
        stack.scopes.append(implicit)
        return implicit
    }

    /// Opens an explicit transaction nested in the current one.
    public static func begin() {
        stack.scopes.append(TransactionScope(isImplicit: false))
    }

    /// Commits the innermost explicit transaction. When it was the outermost one (with no
    /// implicit transaction below it) its changes are committed: completion blocks with no
    /// animations run and layers created so far start animating implicitly. Calling it with no
    /// explicit transaction open does nothing.
    public static func commit() {
        let stack = self.stack
        guard let scope = stack.scopes.last, !scope.isImplicit else { return }
        close(scope, in: stack)
    }

    /// Commits the changes made outside explicit transactions: the implicit transaction if there
    /// is one, and in any case the layers created so far become eligible for implicit
    /// animations. While an explicit transaction is open this does nothing (the changes are
    /// committed with the outermost one, as Core Animation defers the flush).
    public static func flush() {
        let stack = self.stack
        if stack.scopes.isEmpty {
            stack.generation += 1
        } else if stack.scopes.count == 1, let scope = stack.scopes.first, scope.isImplicit {
            close(scope, in: stack)
        }
    }

    /// Runs `body` inside an explicit transaction.
    @discardableResult
    public static func perform<R>(_ body: () throws -> R) rethrows -> R {
        begin()
        defer { commit() }
        return try body()
    }

    /// Runs `body` in an explicit transaction whose property changes do not animate — what a
    /// frame-by-frame driver of layer properties (a Lottie player, a physics animator) wraps
    /// its updates in, as POP and lottie-ios do with `CATransaction.setDisableActions`.
    @discardableResult
    public static func performWithoutActions<R>(_ body: () throws -> R) rethrows -> R {
        try perform {
            disableActions = true
            return try body()
        }
    }

    /// The duration of implicit animations, and of explicit ones added with no duration
    /// (default 0.25 s).
    public static var animationDuration: Double {
        get { stack.innermost { $0.animationDuration } ?? MediaTiming.defaultDuration }
        set { current.animationDuration = newValue }
    }

    /// When set, the timing function of every animation added in this transaction; when nil,
    /// implicit animations use `TimingFunction.default`.
    public static var animationTimingFunction: TimingFunction? {
        get { stack.innermost { $0.animationTimingFunction } }
        set { current.animationTimingFunction = newValue }
    }

    /// Whether property changes skip their implicit animations (default false).
    public static var disableActions: Bool {
        get { stack.innermost { $0.disableActions } ?? false }
        set { current.disableActions = newValue }
    }

    /// A block run once this transaction has committed and every animation added to a layer
    /// after the block was set (in this transaction or one nested in it) has finished or been
    /// removed — immediately at commit if there is none. Setting it again starts a new group.
    public static var completionBlock: (() -> Void)? {
        get { stack.scopes.last?.completion?.block }
        set { current.completion = newValue.map(CompletionGroup.init) }
    }

    /// The groups an animation added now belongs to, innermost first.
    static var activeCompletionGroups: [CompletionGroup] {
        stack.scopes.reversed().compactMap(\.completion)
    }

    /// How many outermost commits this thread has seen.
    static var generation: Int { stacks.withValue { $0.generation } }

    private static func close(_ scope: TransactionScope, in stack: TransactionStack) {
        stack.scopes.removeLast()
        if stack.scopes.isEmpty { stack.generation += 1 }
        scope.completion?.commit()
    }
}
