// swift-tools-version: 6.0
// Benchmarks for navgen: its own package so the main build stays lean.
// Build here (cd Benchmarks && swift build -c release); run ./run.sh.
import PackageDescription

let package = Package(
    name: "navgen-benchmarks",
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Private system-library module for libyaml. To be replaced by the main
        // package's CLibYAML module once Benchmarks depends on it by path.
        .systemLibrary(
            name: "CYAMLBench",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
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
            dependencies: ["CYAMLBench"]
        ),
    ]
)
