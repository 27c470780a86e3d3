// swift-tools-version: 6.0
import PackageDescription

/// The Timeline feature: its navigation graph, compiled by NavGenPlugin into the
/// `TimelineNavigation` module. It imports neither the app nor another feature.
let package = Package(
    name: "Timeline",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "TimelineNavigation", targets: ["TimelineNavigation"])],
    dependencies: [.package(name: "navgen", path: "../../../..")],
    targets: [
        .target(
            name: "TimelineNavigation",
            dependencies: [.product(name: "NavGenRuntime", package: "navgen")],
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]
        ),
        .testTarget(name: "TimelineNavigationTests", dependencies: ["TimelineNavigation"]),
    ]
)
