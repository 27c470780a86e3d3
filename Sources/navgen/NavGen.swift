import ArgumentParser
import NavGenCore

/// The `navgen` command: a compiler for navigation graphs.
@main
struct NavGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navgen",
        abstract: "Compile navigation graphs (*.nav.yaml) into typed Swift routes, deep links and coordinators.",
        version: NavGenVersion.current,
        subcommands: [Compile.self, Lint.self, Resolve.self, Graph.self, Scaffold.self]
    )
}
