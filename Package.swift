// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swift-lottie",
    platforms: [.macOS(.v14)],
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
        .library(name: "LottieExport", targets: ["LottieExport"]),
        .library(name: "LottieService", targets: ["LottieService"]),
        .executable(name: "lottie", targets: ["LottieCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `lottie serve` (LottieService): the HTTP server, its logs, metrics and lifecycle.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // The real HTTP client of the service tests (LottieServiceTests); not linked into a product.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
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
        // Rendering an animation to an output format (PNG, SVG, PDF, GIF, WebP, MP4/WebM): the
        // pipeline `lottie render` and `lottie serve` share, cancellable between frames.
        .target(name: "LottieExport", dependencies: ["Lottie", "Graphics", "CairoCanvas", "RasterCanvas", "MediaEncoders"]),
        // `lottie serve`: the HTTP render service (Hummingbird), its limits, cache and metrics.
        .target(name: "LottieService", dependencies: [
            "LottieExport", "Lottie", "Graphics",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "CoreMetrics", package: "swift-metrics"),
            .product(name: "Metrics", package: "swift-metrics"),
            .product(name: "Prometheus", package: "swift-prometheus"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "UnixSignals", package: "swift-service-lifecycle"),
        ], resources: [.copy("OpenAPI/openapi.json")]),
        .executableTarget(name: "LottieCommand", dependencies: [
            "Lottie", "Layers", "Graphics", "CairoCanvas", "RasterCanvas", "Dynamics", "Components", "MediaEncoders", "Demos",
            "LottieExport", "LottieService",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Golden-image comparison shared by the test targets.
        .target(name: "GoldenTesting", dependencies: ["Graphics"], path: "Tests/GoldenTesting"),
        // Hand-made gzip and zip containers (decompression bombs among them) shared by the test targets.
        .target(name: "ArchiveTesting", path: "Tests/ArchiveTesting"),
        // Where the tests that run the `lottie` command find it.
        .target(name: "CommandTesting", path: "Tests/CommandTesting"),
        .testTarget(name: "GraphicsTests", dependencies: ["Graphics"], resources: [.copy("Fixtures")]),
        .testTarget(name: "CairoCanvasTests", dependencies: ["CairoCanvas", "Graphics", "GoldenTesting"],
                    exclude: ["Goldens"]),
        .testTarget(name: "RasterCanvasTests", dependencies: ["RasterCanvas", "CairoCanvas", "Graphics", "GoldenTesting"]),
        .testTarget(name: "LayersTests",
                    dependencies: ["Layers", "CairoCanvas", "Graphics", "GoldenTesting", "Demos"],
                    exclude: ["Goldens"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "Layers", "Graphics", "Demos"]),
        .testTarget(name: "LottieTests", dependencies: ["Lottie", "LottieFormat", "ArchiveTesting", "CommandTesting", "Layers", "CairoCanvas", "RasterCanvas", "Graphics", "GoldenTesting"],
                    exclude: ["Goldens", "TextGoldens", "Regressions"]),
        .testTarget(name: "ComponentsTests", dependencies: ["Components", "Layers", "Dynamics", "Demos"]),
        .testTarget(name: "MediaEncodersTests", dependencies: ["MediaEncoders", "Graphics"]),
        .testTarget(name: "LottieExportTests", dependencies: ["LottieExport", "Lottie", "MediaEncoders", "Graphics"]),
        .testTarget(name: "LottieServiceTests", dependencies: [
            "LottieService", "LottieExport", "Lottie", "Graphics", "ArchiveTesting", "CommandTesting",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
        ]),
    ]
)
