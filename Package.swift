// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-lottie",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "CairoCanvas", targets: ["CairoCanvas"]),
        .library(name: "RasterCanvas", targets: ["RasterCanvas"]),
        .library(name: "Layers", targets: ["Layers"]),
        .library(name: "Dynamics", targets: ["Dynamics"]),
        .library(name: "LottieFormat", targets: ["LottieFormat"]),
        .library(name: "Lottie", targets: ["Lottie"]),
        .library(name: "Components", targets: ["Components"]),
        .library(name: "MediaEncoders", targets: ["MediaEncoders"]),
        .executable(name: "lottie", targets: ["LottieCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (scripts/check-docs); not linked into any target.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C libraries found through pkg-config (see .ci/run for the Debian packages).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CLibz", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
        // fontconfig's pkg-config file brings FreeType's flags along.
        .systemLibrary(name: "CFreeType", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev", "libfreetype-dev"])]),
        // JavaScriptCore's C API, for expressions; its private execution time limit is declared in
        // the shim.
        .systemLibrary(name: "CJavaScriptCore", pkgConfig: "javascriptcoregtk-4.1",
                       providers: [.apt(["libjavascriptcoregtk-4.1-dev"])]),
        // Our own C: libjpeg's fatal errors need setjmp/longjmp, which Swift cannot do.
        .target(name: "CJPEGDecode", dependencies: ["CJPEG"]),

        .target(name: "Graphics", dependencies: ["CPNG", "CJPEGDecode", "CGIF", "CWebP"]),
        .target(name: "CairoCanvas", dependencies: ["Graphics", "CCairo"]),
        // Our own raster backend: FreeType's anti-aliased rasterizer and stroker for coverage,
        // compositing in Swift.
        .target(name: "RasterCanvas", dependencies: ["Graphics", "CFreeType"]),
        .target(name: "Layers", dependencies: ["Graphics"]),
        .target(name: "Dynamics", dependencies: ["Layers", "Graphics"]),
        // The Lottie file format: reading, loading (.json, .lottie, .tgs), the model, writing.
        .target(name: "LottieFormat", dependencies: ["Graphics", "CLibz"]),
        // Rendering and playing Lottie animations; re-exports LottieFormat.
        .target(name: "Lottie", dependencies: [
            "LottieFormat", "Layers", "Graphics", "CFreeType", "CJavaScriptCore",
        ]),
        .target(name: "Components", dependencies: ["Layers", "Dynamics", "Graphics"]),
        .target(name: "MediaEncoders", dependencies: ["Graphics", "CGIF", "CWebP", "CImageQuant"]),
        // The demo scenes, the article feed and the curve plots behind the CLI's demo commands and
        // some tests. Not a product: users of the libraries do not get it.
        .target(name: "Demos", dependencies: ["Layers", "Dynamics", "Components", "Graphics"]),
        .executableTarget(name: "LottieCommand", dependencies: [
            "Lottie", "Layers", "Graphics", "CairoCanvas", "RasterCanvas", "Dynamics", "Components", "MediaEncoders", "Demos",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Golden-image comparison shared by the test targets.
        .target(name: "GoldenTesting", dependencies: ["Graphics"], path: "Tests/GoldenTesting"),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"], resources: [.copy("Fixtures")]),
        .testTarget(name: "CairoCanvasTests", dependencies: ["CairoCanvas", "Graphics", "GoldenTesting"],
                    exclude: ["Goldens"]),
        .testTarget(name: "RasterCanvasTests", dependencies: ["RasterCanvas", "CairoCanvas", "Graphics", "GoldenTesting"]),
        .testTarget(name: "LayersTests",
                    dependencies: ["Layers", "CairoCanvas", "Graphics", "GoldenTesting", "Demos"],
                    exclude: ["Goldens"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "Layers", "Graphics", "Demos"]),
        .testTarget(name: "LottieTests", dependencies: ["Lottie", "LottieFormat", "Layers", "CairoCanvas", "RasterCanvas", "Graphics", "GoldenTesting"],
                    exclude: ["Goldens", "TextGoldens", "Regressions"]),
        .testTarget(name: "ComponentsTests", dependencies: ["Components", "Layers", "Dynamics", "Demos"]),
        .testTarget(name: "MediaEncodersTests", dependencies: ["MediaEncoders", "Graphics"]),
    ]
)
