/// Pixel memory kept for reuse, so that offscreen layers, clip masks and scratch rows cost no
/// allocation once a canvas has drawn a frame or two.
///
/// Hands out raw memory of at least the requested count; what is given back is kept (up to a
/// total) and handed out again for requests it can hold. Elements are not initialised.
final class BufferPool<Element> {
    private var free: [(pointer: UnsafeMutablePointer<Element>, capacity: Int)] = []
    private var freeCount = 0
    /// The most elements kept while not in use.
    private let keepLimit: Int

    init(keepLimit: Int) { self.keepLimit = keepLimit }

    deinit {
        for buffer in free { buffer.pointer.deallocate() }
    }

    /// Memory for at least `count` elements (at least one), and its capacity.
    func take(_ count: Int) -> (pointer: UnsafeMutablePointer<Element>, capacity: Int) {
        let needed = max(1, count)
        // The smallest kept buffer that is large enough.
        var best = -1
        for (i, buffer) in free.enumerated() where buffer.capacity >= needed {
            if best < 0 || buffer.capacity < free[best].capacity { best = i }
        }
        if best >= 0 {
            let buffer = free.remove(at: best)
            freeCount -= buffer.capacity
            return buffer
        }
        return (UnsafeMutablePointer<Element>.allocate(capacity: needed), needed)
    }

    /// Gives memory from `take` back.
    func give(_ pointer: UnsafeMutablePointer<Element>, capacity: Int) {
        free.append((pointer, capacity))
        freeCount += capacity
        // Over the limit, the smallest buffers go first: the large ones are the costly ones.
        while freeCount > keepLimit, !free.isEmpty {
            var smallest = 0
            for (i, buffer) in free.enumerated() where buffer.capacity < free[smallest].capacity { smallest = i }
            let dropped = free.remove(at: smallest)
            freeCount -= dropped.capacity
            dropped.pointer.deallocate()
        }
    }
}
