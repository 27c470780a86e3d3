// swift-tools-version: 6.0
import PackageDescription

/// The app: its navigation graph imports the Timeline and Account features, places
/// their flows in its tab bar and binds their exits. NavGenPlugin finds the feature
/// graphs in the target's dependencies and compiles the app graph composed with them.
let package = Package(
    name: "Mastodon",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "navgen", path: "../../.."),
        .package(path: "../Packages/Timeline"),
        .package(path: "../Packages/Account"),
    ],
    targets: [
        .executableTarget(
            name: "Mastodon",
            dependencies: [
                .product(name: "NavGenRuntime", package: "navgen"),
                .product(name: "TimelineNavigation", package: "Timeline"),
                .product(name: "AccountNavigation", package: "Account"),
            ],
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]
        ),
    ]
)
