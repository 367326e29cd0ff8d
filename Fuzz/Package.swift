// swift-tools-version:6.0
// Coverage-guided fuzzers (libFuzzer) for the loader, the renderer and the image codecs.
// A package of its own so that the main build never compiles them: they need
// `-sanitize=fuzzer`, which supplies their `main`. Build and run them with `scripts/fuzz`.
import PackageDescription

let package = Package(
    name: "swift-lottie-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "swift-lottie", path: ".."),
    ],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzLoad", dependencies: [
            "FuzzSupport",
            .product(name: "Lottie", package: "swift-lottie"),
        ]),
        .executableTarget(name: "FuzzRender", dependencies: [
            "FuzzSupport",
            .product(name: "Lottie", package: "swift-lottie"),
            .product(name: "CairoCanvas", package: "swift-lottie"),
            .product(name: "RasterCanvas", package: "swift-lottie"),
            .product(name: "Graphics", package: "swift-lottie"),
        ]),
        .executableTarget(name: "FuzzImages", dependencies: [
            "FuzzSupport",
            .product(name: "Graphics", package: "swift-lottie"),
            .product(name: "MediaEncoders", package: "swift-lottie"),
        ]),
    ]
)
