import ArgumentParser

/// `navgen export aasa|url-types GRAPH`: the files outside the Swift code that an
/// app's deep links need, written from the graph so they cannot drift from it.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the platform files of the graph's deep links.",
        subcommands: [ExportAASA.self, ExportURLTypes.self]
    )
}
