#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many threads libimagequant works on. Debian's libimagequant runs its loops on OpenMP
/// threads, as many as there are cores unless told otherwise, and OpenMP's thread count is a
/// setting of each calling thread. Two things follow that matter here:
///
/// - The result is not the same on one thread and on two: k-means sums its colours per thread
///   and adds the sums up in floating point, so palettes differ in their last bits. So every
///   frame is quantized on exactly one OpenMP thread, whatever the number of frames quantized
///   at once; the parallelism comes from quantizing several frames at a time instead, which
///   keeps `--jobs 1` on one core and makes the file the same for every `--jobs`.
/// - `liq_set_speed` turns the dither map (dithering less along edges and in flat areas) on
///   at speed 7 only when it sees more than one thread. The palettes were tuned with it on:
///   through a 64x64 gradient (`GIFEncoderTests`) the worst 4x4 block is 2.2 levels off with
///   it and 3.1 without (mean error 3.97 against 4.08). So the speed is set while two threads
///   are asked for, on every machine, before dropping to one.
///
/// The OpenMP functions are looked up at run time rather than linked: a libimagequant built
/// without OpenMP has none, and is then single-threaded anyway.
enum ImageQuantThreads {
    private typealias SetThreads = @convention(c) (Int32) -> Void

    /// `omp_set_num_threads`, when the process has it.
    private static let setThreads: SetThreads? = {
        guard let program = dlopen(nil, RTLD_NOW),
              let symbol = dlsym(program, "omp_set_num_threads") else { return nil }
        return unsafeBitCast(symbol, to: SetThreads.self)
    }()

    /// Asks for `count` OpenMP threads in libimagequant calls made from this thread from now
    /// on.
    static func use(_ count: Int) {
        setThreads?(Int32(count))
    }
}
