import ArgumentParser
import NavGenCore

/// `navgen export aasa GRAPH --app-id TEAMID.BUNDLEID [--host HOST]... [--output PATH]`:
/// the `apple-app-site-association` file of the graph's universal links
/// (Docs/Platform.md).
struct ExportAASA: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Write the apple-app-site-association file of the graph's universal links.",
        discussion: """
            Without --host, one file serves every host when they all get the same components; it goes to --output, or \
            standard output. When patterns name hosts, so that hosts get different files, or when --host is given more \
            than once, --output is a directory and each host's file is written to DIRECTORY/HOST/apple-app-site-association. \
            Serve each file at https://HOST/.well-known/apple-app-site-association.
            """
    )

    @Argument(help: "The graph file.")
    var graph: String

    @Option(name: .customLong("app-id"), help: ArgumentHelp("The app that opens the links, as TEAMID.BUNDLEID; repeat for several apps.", valueName: "TEAMID.BUNDLEID"))
    var appIDs: [String] = []

    @Option(name: .customLong("host"), help: ArgumentHelp("A host to write the file of (default: every host the graph names); repeat for several.", valueName: "HOST"))
    var hosts: [String] = []

    @Option(name: [.short, .long], help: ArgumentHelp("The file to write (a directory when hosts get different files).", valueName: "PATH"))
    var output: String?

    func validate() throws {
        guard !appIDs.isEmpty else { throw ValidationError("give the app as --app-id TEAMID.BUNDLEID") }
        for appID in appIDs where !Self.isAppID(appID) {
            throw ValidationError("'\(appID)' is not an app ID; write TEAMID.BUNDLEID, such as ABCDE12345.com.example.app")
        }
    }

    /// `TEAMID.BUNDLEID`: ten letters or digits, a dot, and a bundle identifier.
    private static func isAppID(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 10, !parts[1].isEmpty else { return false }
        return parts[0].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
    }

    func run() throws {
        let (table, graph, _) = try PlatformFiles.analyze(self.graph)
        let routing = AppRouting(graph: graph, table: table)
        let association = AppSiteAssociation(table: table)
        let named = try hostsToWrite(routing)
        let files = named.map { (host: $0, text: association.json(appIDs: appIDs, host: $0)) }
        // One file per host when several were asked for or the hosts' files differ.
        guard hosts.count > 1 || Set(files.map(\.text)).count > 1 else {
            try writeOne(files.first?.text ?? association.json(appIDs: appIDs, host: nil))
            return
        }
        guard let output else {
            Console.error("\(self.graph): error: one file per host (\(named.joined(separator: ", "))) needs --output DIRECTORY; or give one --host HOST")
            throw ExitCode(1)
        }
        for file in files {
            try PlatformFiles.write(file.text, to: PathName.appending("\(file.host)/apple-app-site-association", to: output))
        }
    }

    /// The one file, to `--output` or standard output.
    private func writeOne(_ text: String) throws {
        if let output { try PlatformFiles.write(text, to: output) } else { try Console.output(text) }
    }

    /// The hosts given, each one the graph routes; else the hosts the graph names, or
    /// none for a graph that names none but takes every host (its one file is for any).
    private func hostsToWrite(_ routing: AppRouting) throws -> [String] {
        for host in hosts {
            guard let domain = AssociatedDomain(entitlement: AssociatedDomain.service + host), !domain.coversSubdomains, routing.routes(domain) else {
                Console.error("\(graph): error: the graph routes no universal link of '\(host)'; its hosts are \(Self.list(routing.hosts.map(\.value)))")
                throw ExitCode(1)
            }
        }
        if !hosts.isEmpty { return hosts.map { $0.lowercased() } }
        if !routing.hosts.isEmpty { return routing.hosts.map(\.value) }
        guard routing.routesAnyHost else {
            Console.error("\(graph): error: the graph routes no universal link: 'urls' lists schemes and no host, and no pattern starts with 'https://'")
            throw ExitCode(1)
        }
        return []
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
