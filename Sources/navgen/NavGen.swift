import ArgumentParser
import NavGenCore

/// The `navgen` command: a compiler for navigation graphs.
///
/// Each subcommand gives its `commandName`: swift-argument-parser would otherwise
/// derive it with `String(describing:)` of the type, a search of every protocol
/// conformance in the process, at each start.
@main
struct NavGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navgen",
        abstract: "Compile navigation graphs (*.nav.yaml) into typed Swift routes, deep links and coordinators.",
        version: NavGenVersion.current,
        subcommands: [Compile.self, Lint.self, Resolve.self, Graph.self, Scaffold.self, Diff.self, Export.self, CheckApp.self]
    )

    /// Tunes the allocator (see `AllocatorTuning`), then parses the arguments and
    /// runs the command.
    static func main() {
        AllocatorTuning.apply()
        main(nil)
    }
}
