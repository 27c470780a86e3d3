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
        .testTarget(name: "NavGenCoreTests", dependencies: ["NavGenCore"]),
        .testTarget(name: "ReferenceTests", dependencies: ["NavGenCore"], exclude: ["Expected"]),
        // Runs the built `navgen` binary (the dependency makes SwiftPM build it first).
        .testTarget(name: "NavGenCLITests", dependencies: ["navgen"]),
    ]
)

#if os(Linux)
// Linux has no SwiftUI. This stand-in declares, with Apple's signatures, the SwiftUI API that
// generated code uses, so the tests type-check that code in Swift 6 mode. Linux only: on Apple
// platforms a module named SwiftUI would shadow the real framework.
package.targets.append(contentsOf: [
    .target(name: "SwiftUI", path: "Tests/SwiftUIStandIn", swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(name: "SwiftUIStandInTests", dependencies: ["SwiftUI"], swiftSettings: [.swiftLanguageMode(.v6)]),
])
#endif
