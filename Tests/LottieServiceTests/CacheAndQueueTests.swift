import Foundation
import Lottie
@testable import LottieService
import Testing

/// The animation cache's bounds and LRU order, and the render queue's slots and line, on their own.
@Suite("Cache and queue") struct CacheAndQueueTests {
    static func animation(_ frames: Int) throws -> (Data, LottieAnimation) {
        let data = TestAnimations.data(frames: frames)
        return (data, try LottieAnimation.load(data: data))
    }

    @Test func cacheEvictsTheLeastRecentlyUsedEntry() throws {
        let cache = AnimationCache(maxEntries: 2, maxBytes: 1 << 20)
        let (a, b, c) = (try Self.animation(1), try Self.animation(2), try Self.animation(3))
        cache.insert(a.1, for: a.0)
        cache.insert(b.1, for: b.0)
        #expect(cache.animation(for: a.0) != nil)  // a is now more recent than b
        cache.insert(c.1, for: c.0)
        #expect(cache.entryCount == 2)
        #expect(cache.animation(for: b.0) == nil)
        #expect(cache.animation(for: a.0)?.frameCount == 1)
        #expect(cache.animation(for: c.0)?.frameCount == 3)
    }

    @Test func cacheKeepsWithinItsBytesAndMatchesWholeBodies() throws {
        let (a, b) = (try Self.animation(1), try Self.animation(2))
        let cache = AnimationCache(maxEntries: 10, maxBytes: a.0.count + b.0.count - 1)
        cache.insert(a.1, for: a.0)
        cache.insert(b.1, for: b.0)
        #expect(cache.entryCount == 1)
        #expect(cache.animation(for: b.0) != nil)
        // Same length, other bytes: not a hit.
        var other = b.0
        other[other.count - 2] = UInt8(ascii: " ")
        #expect(cache.animation(for: other) == nil)
        let off = AnimationCache(maxEntries: 0, maxBytes: 1 << 20)
        off.insert(a.1, for: a.0)
        #expect(off.entryCount == 0)
    }

    @Test func queueAdmitsSlotsThenLinesUpThenRefuses() async throws {
        let queue = RenderQueue(slots: 1, waiting: 1)
        #expect(try await queue.enter() == .admitted)
        let waiter = Task { try await queue.enter() }
        #expect(await eventually { queue.counts.waiting == 1 })
        #expect(try await queue.enter() == .full)
        queue.release()
        #expect(try await waiter.value == .admitted)
        #expect(queue.counts.running == 1 && queue.counts.waiting == 0)
        queue.release()
        #expect(queue.counts.running == 0)
    }

    @Test func aCancelledWaiterLeavesTheLine() async throws {
        let queue = RenderQueue(slots: 1, waiting: 4)
        #expect(try await queue.enter() == .admitted)
        let waiter = Task { try await queue.enter() }
        #expect(await eventually { queue.counts.waiting == 1 })
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        #expect(queue.counts.waiting == 0)
        queue.release()
        #expect(queue.counts.running == 0)
    }
}
