import Foundation
import Testing
@testable import Layers

@Suite("Transactions")
struct TransactionTests {
    @Test("nested transactions: inner values override outer ones until the inner commits")
    func nestedValues() {
        #expect(Transaction.animationDuration == 0.25)
        #expect(Transaction.disableActions == false)
        #expect(Transaction.animationTimingFunction == nil)
        Transaction.begin()
        Transaction.animationDuration = 1
        Transaction.animationTimingFunction = .easeIn
        Transaction.begin()
        #expect(Transaction.animationDuration == 1)          // inherited
        Transaction.animationDuration = 2
        Transaction.disableActions = true
        #expect(Transaction.animationDuration == 2)
        #expect(Transaction.animationTimingFunction == .easeIn)
        Transaction.commit()
        #expect(Transaction.animationDuration == 1)
        #expect(Transaction.disableActions == false)
        Transaction.commit()
        #expect(Transaction.animationDuration == 0.25)
        #expect(Transaction.stack.scopes.isEmpty)
    }

    @Test("a completion block with no animations runs at its transaction's commit, inner first")
    func completionWithoutAnimations() {
        var order: [String] = []
        Transaction.begin()
        Transaction.completionBlock = { order.append("outer") }
        Transaction.begin()
        Transaction.completionBlock = { order.append("inner") }
        #expect(order.isEmpty)
        Transaction.commit()
        #expect(order == ["inner"])
        Transaction.commit()
        #expect(order == ["inner", "outer"])
    }

    @Test("setting the completion block again replaces it")
    func completionReplaced() {
        var ran: [Int] = []
        Transaction.perform {
            Transaction.completionBlock = { ran.append(1) }
            Transaction.completionBlock = { ran.append(2) }
            #expect(Transaction.completionBlock != nil)
        }
        #expect(ran == [2])
    }

    @Test("flush commits the implicit transaction, but only once explicit ones are closed")
    func flushDeferredByExplicit() {
        var ran = false
        Transaction.completionBlock = { ran = true }        // opens the implicit transaction
        let generation = Transaction.generation
        Transaction.begin()
        Transaction.flush()                                  // explicit one open: deferred
        #expect(!ran)
        Transaction.commit()
        #expect(!ran && Transaction.stack.scopes.count == 1)
        Transaction.flush()
        #expect(ran && Transaction.stack.scopes.isEmpty)
        #expect(Transaction.generation == generation + 1)
    }

    @Test("commit without an explicit transaction does nothing")
    func strayCommit() {
        let generation = Transaction.generation
        Transaction.commit()
        #expect(Transaction.generation == generation)
        Transaction.disableActions = true                    // implicit transaction
        Transaction.commit()                                 // not explicit: ignored
        #expect(Transaction.disableActions == true)
        Transaction.flush()
        #expect(Transaction.disableActions == false)
    }

    @Test("transactions are per thread")
    func perThread() {
        Transaction.begin()
        Transaction.animationDuration = 3
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var seenOnOtherThread = -1.0
        let thread = Thread {
            seenOnOtherThread = Transaction.animationDuration
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(seenOnOtherThread == 0.25)
        #expect(Transaction.animationDuration == 3)
        Transaction.commit()
    }

    @Test("flush with nothing open still commits: the generation advances")
    func flushAdvancesGeneration() {
        Transaction.flush()
        let generation = Transaction.generation
        Transaction.flush()
        #expect(Transaction.generation == generation + 1)
        Transaction.perform {}
        #expect(Transaction.generation == generation + 2)
    }
}
