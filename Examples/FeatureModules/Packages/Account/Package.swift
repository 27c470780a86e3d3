// swift-tools-version: 6.0
import PackageDescription

/// The Account feature: its navigation graph, compiled by NavGenPlugin into the
/// `AccountNavigation` module. It imports neither the app nor another feature.
let package = Package(
    name: "Account",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "AccountNavigation", targets: ["AccountNavigation"])],
    dependencies: [.package(name: "navgen", path: "../../../..")],
    targets: [
        .target(
            name: "AccountNavigation",
            dependencies: [.product(name: "NavGenRuntime", package: "navgen")],
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]
        ),
        .testTarget(name: "AccountNavigationTests", dependencies: ["AccountNavigation"]),
    ]
)
