import Foundation
import Testing

/// App modules (issue 40) build in every configuration an app uses, against their
/// feature modules: each feature graph compiled alone (`--access public`) and built into
/// its module, then the app graph compiled with `--feature` and type-checked through
/// SIL in each `BuildMode`. The apps are `graphs/modules/mastodon.nav.yaml` and the app
/// graph of `Tests/FeatureAppTests` over `Tests/FeatureFixtures` (enum parameters, an
/// exit that leaves a target parameter to its default).
@Suite("App modules build against their feature modules")
struct AppModuleBuildTests {
    /// An app graph and the feature graphs it imports, by feature name.
    struct App: Sendable, CustomStringConvertible {
        var name: String
        var graph: String
        var features: [(name: String, graph: String)]

        var description: String { name }
    }

    static let apps = [
        App(name: "examples", graph: "graphs/modules/mastodon.nav.yaml",
            features: [("Timeline", "graphs/modules/timeline.nav.yaml"), ("Account", "graphs/modules/account.nav.yaml")]),
        App(name: "fixtures", graph: "Tests/FeatureAppTests/mastodon.nav.yaml",
            features: [("Timeline", "Tests/FeatureFixtures/Timeline/timeline.nav.yaml"), ("Account", "Tests/FeatureFixtures/Account/account.nav.yaml")]),
    ]

    /// The support modules, built once for every app.
    static let support: Result<(folder: URL, modules: SupportModules), any Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-app-modules")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, try SupportModules.build(in: folder))
    }

    /// Builds `app`'s feature modules into a folder of its own, and compiles its app
    /// graph there; the app's generated file, and the search flags to build it.
    static func prepare(_ app: App) throws -> (swift: URL, search: [String]) {
        let (root, modules) = try support.get()
        let folder = root.appendingPathComponent(app.name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let search = modules.searchFlags(standIn: true, link: false) + ["-I", folder.path]
        var featureArguments: [String] = []
        for feature in app.features {
            let graph = Toolchain.packageRoot.appendingPathComponent(feature.graph)
            let swift = folder.appendingPathComponent("\(feature.name).swift")
            let compiled = try Toolchain.navgen(["compile", graph.path, "--access", "public", "-o", swift.path])
            guard compiled.status == 0 else { throw HarnessError("navgen compile \(feature.graph) failed:\n\(compiled.stderr)") }
            let module = "\(feature.name)Navigation"
            let built = try Toolchain.swiftc(["-emit-module", "-parse-as-library", "-module-name", module, "-swift-version", "6",
                                              "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path]
                                             + modules.searchFlags(standIn: true, link: false) + [swift.path])
            guard built.status == 0 else { throw HarnessError("the feature module \(module) does not build:\n\(built.stderr)") }
            featureArguments += ["--feature", "\(feature.name)=\(module):\(graph.path)"]
        }
        let swift = folder.appendingPathComponent("app.swift")
        let compiled = try Toolchain.navgen(["compile", Toolchain.packageRoot.appendingPathComponent(app.graph).path, "-o", swift.path] + featureArguments)
        guard compiled.status == 0 else { throw HarnessError("navgen compile \(app.graph) failed:\n\(compiled.stderr)") }
        return (swift, search)
    }

    @Test(arguments: apps)
    func appModuleBuildsInEveryMode(_ app: App) throws {
        let prepared = try Self.prepare(app)
        for mode in BuildMode.allCases {
            let result = try Toolchain.swiftc(["-emit-sil", "-wmo", "-parse-as-library", "-module-name", "AppNavigation", "-o", "/dev/null"]
                                              + mode.flags + prepared.search + [prepared.swift.path])
            #expect(result.status == 0, "the app module of \(app.graph) does not build in \(mode):\n\(result.stderr.prefix(4000))")
        }
    }
}
