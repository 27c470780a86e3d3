import ArgumentParser
import NavGenCore

/// `navgen check-app GRAPH --info-plist PATH --entitlements PATH`: fails when the app
/// declares a URL scheme or associated domain the graph does not route, or the graph
/// routes one the app does not declare (Docs/Platform.md).
struct CheckApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-app",
        abstract: "Check that the app's URL schemes and associated domains are the ones the graph routes.",
        discussion: "Reads XML or binary property lists. Prints diagnostics as 'navgen lint' does; exit status 1 when the graph has errors or the app and the graph disagree."
    )

    @Argument(help: "The graph file.")
    var graph: String

    @Option(name: .customLong("info-plist"), help: ArgumentHelp("The app's Info.plist.", valueName: "PATH"))
    var infoPlist: String

    @Option(help: ArgumentHelp("The app's .entitlements file.", valueName: "PATH"))
    var entitlements: String

    func run() throws {
        let (_, _, analysis) = try PlatformFiles.analyze(graph)
        guard let infoBytes = GraphInput.read(infoPlist, as: "the Info.plist"),
              let entitlementBytes = GraphInput.read(entitlements, as: "the entitlements") else { throw ExitCode(1) }
        let app: AppDeclarations
        do {
            app = try AppDeclarations.read(infoPlist: infoPlist, infoBytes, entitlements: entitlements, entitlementBytes)
        } catch {
            Console.error(error.description)
            throw ExitCode(1)
        }
        guard let diagnostics = AppValidator().validate(analysis, against: app) else { throw ExitCode(1) }
        try DiagnosticOutput.report(DiagnosticReport(diagnostics.sorted))
    }
}
