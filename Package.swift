// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "navgen",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
        .library(name: "NavGenCore", targets: ["NavGenCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "NavGenCore", dependencies: ["CLibYAML"]),
        .executableTarget(
            name: "navgen",
            dependencies: [
                "NavGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "NavGenCoreTests", dependencies: ["NavGenCore"], exclude: ["Visualization/Expected"]),
        .testTarget(name: "ReferenceTests", dependencies: ["NavGenCore"], exclude: ["Expected"]),
    ]
)
