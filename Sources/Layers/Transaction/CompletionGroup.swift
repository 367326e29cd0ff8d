/// The bookkeeping behind a transaction's completion block: the block runs once the
/// transaction has committed and every animation added while the block was set has finished
/// or been removed.
final class CompletionGroup {
    /// The block to run.
    let block: () -> Void
    private var pending = 0
    private var committed = false
    private var hasRun = false

    init(_ block: @escaping () -> Void) { self.block = block }

    /// An animation joined the group.
    func enter() { pending += 1 }

    /// An animation of the group finished or was removed.
    func leave() {
        pending -= 1
        runIfDone()
    }

    /// The transaction that owns the group committed.
    func commit() {
        committed = true
        runIfDone()
    }

    private func runIfDone() {
        guard committed, pending <= 0, !hasRun else { return }
        hasRun = true
        block()
    }
}
