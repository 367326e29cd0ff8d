#if canImport(Glibc)
import Glibc
#endif

/// How the command's process treats memory it frees.
enum HeapRetention {
    /// Asks the C allocator to keep freed memory for reuse instead of handing it back to the
    /// system at once.
    ///
    /// By default glibc returns the top of its heap to the system as soon as 128 KiB of it are
    /// free, and serves every block of 128 KiB or more (a frame's pixels, a group's offscreen
    /// image) with a fresh `mmap`. The next frame then faults the same pages in again, one page
    /// at a time. Rendering frame after frame allocates and frees the same sizes over and over,
    /// so keeping the memory makes every frame after the first cheaper, as it is in any
    /// long-lived process whose heap has already grown. Elsewhere this does nothing.
    static func keepFreedMemory() {
        #if canImport(Glibc)
        // `mallopt` is not in the Glibc module (it is declared in malloc.h), so look it up.
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        _ = mallopt(trimThreshold, 1 << 30)
        _ = mallopt(mmapThreshold, 1 << 26)
        #endif
    }
}
