/// Why a navgen plugin cannot go on, in words a user can act on. The description
/// starts with the file it is about, as compiler diagnostics do.
enum PluginError: Error, CustomStringConvertible {
    case unreadableConfig(path: String, reason: String)
    case invalidConfig(path: String, reason: String)
    case unknownArguments([String])
    case invalidFormat(String)
    case unknownTargets([String], available: [String])
    case conflictingConfigs(format: String)
    case lintFailed(graphs: Int)
    case toolFailed(reason: String)

    var description: String {
        switch self {
        case .unreadableConfig(let path, let reason):
            return "\(path): error: cannot read navgen.json: \(reason)"
        case .invalidConfig(let path, let reason):
            return "\(path): error: invalid navgen.json: \(reason)"
        case .unknownArguments(let arguments):
            return "unknown arguments \(arguments.map { "'\($0)'" }.joined(separator: " ")); navgen-lint takes --format text|json|sarif, --warnings-as-errors and --target NAME"
        case .invalidFormat(let format):
            return "unknown format '\(format)'; write --format text, json or sarif"
        case .unknownTargets(let names, let available):
            return "no target named \(names.map { "'\($0)'" }.joined(separator: ", ")); the package has \(available.map { "'\($0)'" }.joined(separator: ", "))"
        case .conflictingConfigs(let format):
            return "navgen.json files disagree on 'warningsAsErrors', so --format \(format) would print several reports; pass --warnings-as-errors to lint every graph the same way"
        case .lintFailed(let graphs):
            return "navgen lint failed; see the diagnostics above (\(graphs) \(graphs == 1 ? "graph" : "graphs") checked)"
        case .toolFailed(let reason):
            return "cannot run navgen: \(reason)"
        }
    }
}
