import ArgumentParser
import NavGenCore

/// The options `compile` and `lint` share: `[--warnings-as-errors] [--config navgen.json] [--timings] [--serial]`.
struct AnalysisOptions: ParsableArguments {
    @Flag(help: "Treat warnings as errors.")
    var warningsAsErrors = false

    @Option(help: ArgumentHelp("A navgen.json with 'access' (compile) and 'warningsAsErrors'; options given here win.", valueName: "navgen.json"))
    var config: String?

    @Flag(help: "Print, per graph, how long each stage took and the peak memory after it, on standard error.")
    var timings = false

    @Flag(help: "Run every stage on one thread (navgen otherwise parses, analyses deep links and renders on two); the output is the same.")
    var serial = false

    var parallelism: Parallelism { serial ? .serial : .parallel }

    /// The `--config` file's settings, `nil` without one; prints its problems and
    /// exits 1 when it cannot be read or is invalid.
    func settings() throws -> NavGenConfig? {
        guard let config else { return nil }
        guard let bytes = GraphInput.read(config, as: "navgen.json") else { throw ExitCode(1) }
        var diagnostics = DiagnosticCollector()
        let settings = NavGenConfig.decode(file: config, bytes: bytes, into: &diagnostics)
        try DiagnosticOutput.report(DiagnosticReport(diagnostics.sorted), failed: settings == nil)
        return settings
    }

    /// `--warnings-as-errors`, or `warningsAsErrors` of `settings`.
    func warningsAsErrors(with settings: NavGenConfig?) -> Bool {
        warningsAsErrors || settings?.warningsAsErrors == true
    }
}

/// `--access public|package|internal`: the levels the generated API may have.
extension AccessLevel: ExpressibleByArgument {
    public init?(argument: String) {
        guard let level = AccessLevel(rawValue: argument), AccessLevel.generated.contains(level) else { return nil }
        self = level
    }

    public static var allValueStrings: [String] { generated.map(\.rawValue) }
}
