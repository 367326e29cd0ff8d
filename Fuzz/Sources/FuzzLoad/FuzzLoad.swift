import Foundation
import FuzzSupport
import Lottie

/// Runs libFuzzer on `fuzzLoad` (see Fuzz/README.md).
@_cdecl("FuzzLoad_main")
public func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv, test: fuzzLoad)
}

/// One input: any bytes as a `.json`, `.lottie` (zip) or `.tgs` (gzip) file. Loading either
/// succeeds or throws a `LottieError`; anything else (a crash, a hang, memory past the
/// fuzzer's limit) is a finding.
private func fuzzLoad(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: count)
    if let animation = try? LottieAnimation.load(data: data) {
        // Walk what the model offers to callers too.
        _ = animation.frameTime(forProgress: 0.5)
        _ = animation.markerNames
    }
    return 0
}
