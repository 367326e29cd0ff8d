import Foundation

/// A block of memory holding a document's nodes or numbers, which parsing fills once, front
/// to back, with plain values.
///
/// Blocks come from malloc, large ones too. A mapping of their own, advised for huge pages,
/// was tried: it saves page faults on the very first parse of a process, but on the virtual
/// machines we measure on a fresh huge page now and then takes milliseconds to arrive (issue_2330:
/// one load in ten 2-3x slower), and it is fresh memory at every load. From malloc, a block
/// reuses memory the process has already touched: glibc serves a large block freed earlier from
/// its heap (its mmap threshold rises to the size of the largest block freed), so a process that
/// loads animations one after the other parses into warm memory.
struct TapeBlock<Element> {
    /// The elements in use (the block may have room for more).
    let elements: UnsafeMutableBufferPointer<Element>

    /// An empty block with room for `capacity` elements, nil when memory runs out.
    static func allocate(capacity: Int) -> UnsafeMutablePointer<Element>? {
        malloc(capacity * MemoryLayout<Element>.stride)?.assumingMemoryBound(to: Element.self)
    }

    /// The block `base` moved to a block with room for `newCapacity` elements, keeping its
    /// elements; nil (with `base` untouched) when memory runs out.
    static func reallocate(_ base: UnsafeMutablePointer<Element>?, newCapacity: Int) -> UnsafeMutablePointer<Element>? {
        realloc(base, newCapacity * MemoryLayout<Element>.stride)?.assumingMemoryBound(to: Element.self)
    }

    /// Frees the block.
    func deallocate() { Self.deallocate(elements.baseAddress) }

    /// Frees the block at `base`.
    static func deallocate(_ base: UnsafeMutablePointer<Element>?) { free(base) }
}
