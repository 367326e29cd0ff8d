/// One level of the per-thread transaction stack: an explicit `begin()`…`commit()` pair, or
/// the implicit transaction opened by a change made outside any.
final class TransactionScope {
    /// Whether this scope was opened by a layer change rather than by `Transaction.begin()`.
    let isImplicit: Bool
    /// Values set in this scope; nil means "inherit from the enclosing scope".
    var animationDuration: Double?
    var animationTimingFunction: TimingFunction?
    var disableActions: Bool?
    /// The group collecting the animations added since `completionBlock` was set here.
    var completion: CompletionGroup?

    init(isImplicit: Bool) { self.isImplicit = isImplicit }
}

/// A thread's open transactions, innermost last, and how many outermost commits it has seen.
///
/// Its state skips the run-time exclusivity checks: it is read at every layer creation and
/// property change, belongs to one thread, and no access to it spans a call.
final class TransactionStack {
    @exclusivity(unchecked) var scopes: [TransactionScope] = []
    /// Incremented whenever the outermost transaction commits. Layers created before the
    /// current generation have been committed and animate their changes implicitly.
    @exclusivity(unchecked) var generation = 0
    /// The innermost value of a scoped property, or nil when no scope set it.
    func innermost<T>(_ property: (TransactionScope) -> T?) -> T? {
        for scope in scopes.reversed() {
            if let value = property(scope) { return value }
        }
        return nil
    }
}
