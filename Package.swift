// swift-tools-version: 6.0
import PackageDescription

/// Whether `CLibYAML` is libyaml 0.2.5 built from `Sources/CYAMLVendored` rather than the
/// system's libyaml: always on Apple platforms, so Xcode needs neither Homebrew nor
/// pkg-config; elsewhere when `NAVGEN_VENDORED_LIBYAML=1`, so CI keeps that path building.
#if os(macOS)
let vendoredLibYAML = true
#else
let vendoredLibYAML = Context.environment["NAVGEN_VENDORED_LIBYAML"] == "1"
#endif

/// The module `import CLibYAML` finds: the vendored sources (their version is in
/// `Sources/CYAMLVendored/VERSION`, built without a `config.h`) or the system library.
let libYAML: Target = vendoredLibYAML
    ? .target(
        name: "CLibYAML",
        path: "Sources/CYAMLVendored",
        exclude: ["License", "VERSION"],
        sources: ["src"],
        cSettings: [
            .define("YAML_VERSION_MAJOR", to: "0"),
            .define("YAML_VERSION_MINOR", to: "2"),
            .define("YAML_VERSION_PATCH", to: "5"),
            .define("YAML_VERSION_STRING", to: "\"0.2.5\""),
        ]
    )
    : .systemLibrary(
        name: "CLibYAML",
        pkgConfig: "yaml-0.1",
        providers: [.apt(["libyaml-dev"])]
    )

let package = Package(
    name: "navgen",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
        .library(name: "NavGenCore", targets: ["NavGenCore"]),
        // What every generated file imports: URL matching, typed URL values, coordinator and modal primitives.
        .library(name: "NavGenRuntime", targets: ["NavGenRuntime"]),
        .plugin(name: "NavGenPlugin", targets: ["NavGenPlugin"]),
        .plugin(name: "NavGenLintPlugin", targets: ["NavGenLintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        libYAML,
        .target(name: "NavGenRuntime"),
        .target(name: "NavGenCore", dependencies: ["CLibYAML", "NavGenRuntime"]),
        .executableTarget(
            name: "navgen",
            dependencies: [
                "NavGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "NavGenPlugin",
            capability: .buildTool(),
            dependencies: ["navgen"]
        ),
        .plugin(
            name: "NavGenLintPlugin",
            capability: .command(
                intent: .custom(verb: "navgen-lint", description: "Lint every navigation graph (*.nav.yaml) of the package's targets.")
            ),
            dependencies: ["navgen"]
        ),
        .testTarget(name: "NavGenCoreTests", dependencies: ["NavGenCore", "NavGenRuntime"], exclude: ["Visualization/Expected", "Hardening/Corpus"]),
        .testTarget(name: "NavGenRuntimeTests", dependencies: ["NavGenRuntime"]),
        .testTarget(name: "ReferenceTests", dependencies: ["NavGenCore"], exclude: ["Expected"]),
        // Runs the built `navgen` binary, which `swift test` builds with every target. It does not
        // depend on the executable target: its objects would clash with the plugin's navgen-tool
        // in the one test bundle SwiftPM links on Linux.
        .testTarget(name: "NavGenCLITests", exclude: ["Fixtures"]),
        // Random valid graphs and the example graphs: their generated code type-checks in
        // three build configurations, and its resolve(_:) agrees with `navgen resolve`.
        // Runs the built `navgen` and `swiftc`; reads graphs with NavGenCore.
        .testTarget(name: "GeneratedCodePropertyTests", dependencies: ["NavGenCore"]),
        // Applies NavGenPlugin to the graphs in Graphs/ and drives the generated coordinators.
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["NavGenRuntime"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: ["NavGenPlugin"]
        ),
        // Applies NavGenPlugin to Graphs/ as a new Xcode 26 app target builds: main actor by
        // default, beside app types named like SDK types.
        .testTarget(
            name: "AppTargetTests",
            dependencies: ["NavGenRuntime"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors", "-default-isolation", "MainActor"])],
            plugins: ["NavGenPlugin"]
        ),
        // Two feature modules (issue 40), each NavGenPlugin applied to a feature graph (public by
        // default), and an app whose graph imports both: a multi-module build. NavGenPlugin finds
        // the feature graphs among FeatureAppTests' dependencies; FeatureAppTargetTests also
        // lists them in its navgen.json, as an Xcode project would.
        .target(
            name: "TimelineNavigation",
            dependencies: ["NavGenRuntime"],
            path: "Tests/FeatureFixtures/Timeline",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: ["NavGenPlugin"]
        ),
        .target(
            name: "AccountNavigation",
            dependencies: ["NavGenRuntime"],
            path: "Tests/FeatureFixtures/Account",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: ["NavGenPlugin"]
        ),
        // Drives the app's coordinators over both features; checks its resolve(_:) against
        // NavGenCore's resolver on the same composed graph.
        .testTarget(
            name: "FeatureAppTests",
            dependencies: ["NavGenRuntime", "NavGenCore", "TimelineNavigation", "AccountNavigation"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: ["NavGenPlugin"]
        ),
        // An app graph over the same feature modules, built with main-actor default isolation.
        .testTarget(
            name: "FeatureAppTargetTests",
            dependencies: ["NavGenRuntime", "TimelineNavigation", "AccountNavigation"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors", "-default-isolation", "MainActor"])],
            plugins: ["NavGenPlugin"]
        ),
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
// The generated SwiftUI layer and the scaffold's views are type-checked against it.
for generated in package.targets where ["GeneratedCodeTests", "AppTargetTests", "TimelineNavigation", "AccountNavigation", "FeatureAppTests", "FeatureAppTargetTests"].contains(generated.name) {
    generated.dependencies.append("SwiftUI")
}
#endif
