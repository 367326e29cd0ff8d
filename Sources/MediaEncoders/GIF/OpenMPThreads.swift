#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// How many threads libimagequant's OpenMP loops may use on the calling thread.
///
/// libimagequant (as Debian builds it) parallelises with OpenMP, whose idle threads spin while
/// they wait for work. A GIF's frames are quantized one after another on the encoder's thread
/// while render threads draw the next frames: on two cores, the spinning threads took the
/// render threads' time and doubled the CPU time of an export (LottieLogo1, 179 frames at
/// 512x512: 6.4 s of CPU with OpenMP's default, 3.3 s with one thread). One core is left to the
/// rest of the export. `omp_set_num_threads` is looked up at run time, so nothing breaks where
/// libimagequant is built without OpenMP; it sets the calling thread's value, so it is called
/// before each frame.
enum OpenMPThreads {
    private typealias SetNumThreads = @convention(c) (Int32) -> Void

    private static let setNumThreads: SetNumThreads? = {
        #if canImport(Glibc)
        // RTLD_DEFAULT: every library the process has loaded.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "omp_set_num_threads") else { return nil }
        return unsafeBitCast(symbol, to: SetNumThreads.self)
        #else
        return nil
        #endif
    }()

    /// The threads an OpenMP loop gets: every core but one, and at least one.
    static let count = Int32(max(1, ProcessInfo.processInfo.activeProcessorCount - 1))

    /// Limits the OpenMP loops started from the calling thread to `count` threads.
    static func limitForCallingThread() {
        setNumThreads?(count)
    }
}
