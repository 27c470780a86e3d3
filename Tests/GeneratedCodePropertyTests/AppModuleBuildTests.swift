import Foundation
import Testing

/// The app module of `graphs/modules/mastodon.nav.yaml` (issue 40) builds in every
/// configuration an app uses, against its two feature modules: each feature graph
/// compiled alone (`--access public`) and built into its module, then the app graph
/// compiled with `--feature` and type-checked through SIL in each `BuildMode`.
@Suite("The app module of graphs/modules builds against its feature modules")
struct AppModuleBuildTests {
    static let features = ["Timeline": "timeline", "Account": "account"]

    /// The folder of the run, with the support modules and the features' modules built.
    static let prepared: Result<(folder: URL, search: [String], app: URL), any Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-app-module")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let modules = try SupportModules.build(in: folder)
        let graphs = Toolchain.packageRoot.appendingPathComponent("graphs/modules")
        let search = modules.searchFlags(standIn: true, link: false) + ["-I", folder.path]
        for (name, file) in features.sorted(by: { $0.key < $1.key }) {
            let swift = folder.appendingPathComponent("\(file).swift")
            let compiled = try Toolchain.navgen(["compile", graphs.appendingPathComponent("\(file).nav.yaml").path, "--access", "public", "-o", swift.path])
            guard compiled.status == 0 else { throw HarnessError("navgen compile \(file).nav.yaml failed:\n\(compiled.stderr)") }
            let built = try Toolchain.swiftc(["-emit-module", "-parse-as-library", "-module-name", "\(name)Navigation", "-swift-version", "6",
                                              "-emit-module-path", folder.appendingPathComponent("\(name)Navigation.swiftmodule").path]
                                             + modules.searchFlags(standIn: true, link: false) + [swift.path])
            guard built.status == 0 else { throw HarnessError("the feature module \(name)Navigation does not build:\n\(built.stderr)") }
        }
        let app = folder.appendingPathComponent("mastodon.swift")
        let featureArguments = features.sorted(by: { $0.key < $1.key }).flatMap { name, file in
            ["--feature", "\(name)=\(name)Navigation:\(graphs.appendingPathComponent("\(file).nav.yaml").path)"]
        }
        let compiled = try Toolchain.navgen(["compile", graphs.appendingPathComponent("mastodon.nav.yaml").path, "-o", app.path] + featureArguments)
        guard compiled.status == 0 else { throw HarnessError("navgen compile mastodon.nav.yaml failed:\n\(compiled.stderr)") }
        return (folder, search, app)
    }

    @Test(arguments: BuildMode.allCases)
    func appModuleBuilds(in mode: BuildMode) throws {
        let prepared = try Self.prepared.get()
        let result = try Toolchain.swiftc(["-emit-sil", "-wmo", "-parse-as-library", "-module-name", "AppNavigation", "-o", "/dev/null"]
                                          + mode.flags + prepared.search + [prepared.app.path])
        #expect(result.status == 0, "the app module does not build in \(mode):\n\(result.stderr.prefix(4000))")
    }
}
