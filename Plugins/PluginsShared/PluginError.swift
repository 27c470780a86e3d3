/// Why a navgen plugin cannot go on, in words a user can act on. (Problems in
/// graphs and in navgen.json are navgen's to report, with their file and line.)
enum PluginError: Error, CustomStringConvertible {
    case unknownArguments([String])
    case invalidFormat(String)
    case unknownTargets([String], available: [String])
    case conflictingConfigs(format: String)
    case lintFailed(graphs: Int)
    case toolFailed(reason: String)

    var description: String {
        switch self {
        case .unknownArguments(let arguments):
            return "unknown arguments \(arguments.map { "'\($0)'" }.joined(separator: " ")); navgen-lint takes --format text|json|sarif, --warnings-as-errors and --target NAME"
        case .invalidFormat(let format):
            return "unknown format '\(format)'; write --format text, json or sarif"
        case .unknownTargets(let names, let available):
            return "no target named \(names.map { "'\($0)'" }.joined(separator: ", ")); the package has \(available.map { "'\($0)'" }.joined(separator: ", "))"
        case .conflictingConfigs(let format):
            return "the graphs have different navgen.json files, so --format \(format) would print one report per file; lint one target at a time with --target NAME"
        case .lintFailed(let graphs):
            return "navgen lint failed; see the diagnostics above (\(graphs) \(graphs == 1 ? "graph" : "graphs") checked)"
        case .toolFailed(let reason):
            return "cannot run navgen: \(reason)"
        }
    }
}
