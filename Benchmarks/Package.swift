// swift-tools-version: 6.0
// Benchmarks for navgen: its own package so the main build stays lean.
// Build here (cd Benchmarks && swift build -c release); run ./run.sh.
import PackageDescription

let package = Package(
    name: "navgen-benchmarks",
    dependencies: [
        // The main package, for the libyaml event scan of its YAML layer (baseline 1).
        .package(name: "navgen", path: ".."),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "navgen-bench-gen",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "yams-baseline",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "libyaml-scan",
            dependencies: [.product(name: "NavGenCore", package: "navgen")]
        ),
    ]
)
