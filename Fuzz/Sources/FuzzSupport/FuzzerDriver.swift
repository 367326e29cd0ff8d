/// The fuzz targets' entry points. SwiftPM links an executable's `main` to the symbol
/// `<Target>_main`, so each target defines that and hands libFuzzer its test function
/// through `LLVMFuzzerRunDriver` (libFuzzer's documented entry point for programs with a
/// `main` of their own: https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library).
public typealias FuzzTest = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: FuzzTest
) -> CInt

/// Runs libFuzzer with the process's arguments and `test` as the function under test.
public func runFuzzer(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, test: FuzzTest) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, test)
}
