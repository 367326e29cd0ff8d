import Foundation

/// The bounded queue in front of the renders: at most `slots` run at once and at most
/// `waiting` wait for a slot, first come first served; a request past both is refused at
/// once (the service answers `503` with `Retry-After`).
///
/// A slot is given back by ``release()`` when the work has really stopped, not when its
/// request is answered: a render past its time budget keeps its slot until it reaches its
/// next cancellation check, so the number of renders running never exceeds `slots`.
final class RenderQueue: @unchecked Sendable {
    /// What ``enter()`` can answer.
    enum Admission {
        /// A slot is taken; call ``RenderQueue/release()`` when the work ends.
        case admitted
        /// Every slot is busy and the queue is full.
        case full
    }

    // Everything below is guarded by `lock`.
    private let lock = NSLock()
    private let slots: Int
    private let waiting: Int
    private var running = 0
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextID: UInt64 = 0
    private let onChange: @Sendable (_ running: Int, _ waiting: Int) -> Void

    /// A queue of `slots` concurrent renders and `waiting` more that may wait; `onChange`
    /// hears the counts after every change (for the metrics).
    init(slots: Int, waiting: Int, onChange: @escaping @Sendable (_ running: Int, _ waiting: Int) -> Void = { _, _ in }) {
        self.slots = max(1, slots)
        self.waiting = max(0, waiting)
        self.onChange = onChange
    }

    /// The renders running and waiting now.
    var counts: (running: Int, waiting: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (running, waiters.count)
    }

    /// Takes a slot, waiting in line for one when all are busy; `.full` when the line is full
    /// too. A task cancelled while it waits leaves the line and throws `CancellationError`.
    func enter() async throws -> Admission {
        enum First { case admitted(running: Int, waiting: Int), full, wait(UInt64) }
        let first: First = lock.withLock {
            if running < slots {
                running += 1
                return .admitted(running: running, waiting: waiters.count)
            }
            guard waiters.count < waiting else { return .full }
            nextID += 1
            return .wait(nextID)
        }
        let id: UInt64
        switch first {
        case .admitted(let running, let waiting):
            onChange(running, waiting)
            return .admitted
        case .full:
            return .full
        case .wait(let ticket):
            id = ticket
        }
        let admitted = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                lock.lock()
                if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(returning: false)
                    return
                }
                waiters.append((id, continuation))
                let counts = (running, waiters.count)
                lock.unlock()
                onChange(counts.0, counts.1)
            }
        } onCancel: {
            leave(id)
        }
        guard admitted else { throw CancellationError() }
        return .admitted
    }

    /// Gives a slot back: the first in line takes it.
    func release() {
        lock.lock()
        if waiters.isEmpty {
            running -= 1
            let counts = (running, 0)
            lock.unlock()
            onChange(counts.0, counts.1)
        } else {
            // The slot passes straight to the next in line; `running` stays the same.
            let next = waiters.removeFirst()
            let counts = (running, waiters.count)
            lock.unlock()
            onChange(counts.0, counts.1)
            next.continuation.resume(returning: true)
        }
    }

    /// Takes the waiter `id` out of the line (its task was cancelled).
    private func leave(_ id: UInt64) {
        lock.lock()
        guard let index = waiters.firstIndex(where: { $0.id == id }) else {
            lock.unlock()
            return
        }
        let waiter = waiters.remove(at: index)
        let counts = (running, waiters.count)
        lock.unlock()
        onChange(counts.0, counts.1)
        waiter.continuation.resume(returning: false)
    }
}
