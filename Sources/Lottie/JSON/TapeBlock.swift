import Foundation

/// A block of memory holding a document's nodes or numbers, which parsing fills once, front
/// to back, with plain values.
///
/// Large blocks get a mapping of their own, aligned to 2 MB and advised for transparent huge
/// pages on Linux: the first write to each fresh 4 KB page faults, and on the virtual machines
/// we measure on that costs ~1.5 µs a page — more than parsing the JSON that fills it — while
/// one 2 MB page comes in about as fast as 25 small ones. Small blocks come from malloc.
struct TapeBlock<Element> {
    /// The elements in use.
    let elements: UnsafeMutableBufferPointer<Element>
    /// The number of elements the block has room for.
    let capacity: Int

    /// Blocks of at least this many bytes are mapped rather than malloc'd.
    static var mappedByteCount: Int { 512 << 10 }
    private static var hugePage: Int { 2 << 20 }

    /// An empty block with room for `capacity` elements, nil when memory runs out.
    static func allocate(capacity: Int) -> UnsafeMutablePointer<Element>? {
        let byteCount = capacity * MemoryLayout<Element>.stride
        #if os(Linux)
        if byteCount >= mappedByteCount { return map(byteCount)?.assumingMemoryBound(to: Element.self) }
        #endif
        return malloc(byteCount)?.assumingMemoryBound(to: Element.self)
    }

    /// The block `base` (room for `capacity` elements) moved to a block with room for
    /// `newCapacity`, keeping the first `count` elements; nil (with `base` untouched) when
    /// memory runs out.
    static func reallocate(_ base: UnsafeMutablePointer<Element>?, capacity: Int, count: Int,
                           newCapacity: Int) -> UnsafeMutablePointer<Element>? {
        let stride = MemoryLayout<Element>.stride
        if capacity * stride < mappedByteCount, newCapacity * stride < mappedByteCount {
            return realloc(base, newCapacity * stride)?.assumingMemoryBound(to: Element.self)
        }
        guard let moved = allocate(capacity: newCapacity) else { return nil }
        if let base { moved.update(from: base, count: count) }
        deallocate(base, capacity: capacity)
        return moved
    }

    /// Frees the block.
    func deallocate() { Self.deallocate(elements.baseAddress, capacity: capacity) }

    /// Frees the block `base` with room for `capacity` elements.
    static func deallocate(_ base: UnsafeMutablePointer<Element>?, capacity: Int) {
        guard let base else { return }
        #if os(Linux)
        let byteCount = capacity * MemoryLayout<Element>.stride
        if byteCount >= mappedByteCount {
            munmap(base, roundedToHugePages(byteCount))
            return
        }
        #endif
        free(base)
    }

    #if os(Linux)
    private static func roundedToHugePages(_ byteCount: Int) -> Int { (byteCount + hugePage - 1) & ~(hugePage - 1) }

    /// A fresh mapping of at least `byteCount` bytes starting on a huge-page boundary.
    private static func map(_ byteCount: Int) -> UnsafeMutableRawPointer? {
        let size = roundedToHugePages(byteCount)
        // One huge page more than needed, trimmed at both ends to the aligned block.
        guard let raw = mmap(nil, size + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let start = Int(bitPattern: raw)
        let aligned = (start + hugePage - 1) & ~(hugePage - 1)
        if aligned > start { munmap(raw, aligned - start) }
        if let tail = UnsafeMutableRawPointer(bitPattern: aligned + size), start + hugePage > aligned {
            munmap(tail, start + hugePage - aligned)
        }
        guard let block = UnsafeMutableRawPointer(bitPattern: aligned) else { return nil }
        // Only advice: where huge pages are unavailable the block still works with small ones.
        _ = madvise(block, size, Int32(MADV_HUGEPAGE))
        return block
    }
    #endif
}
