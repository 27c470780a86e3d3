/// `url-param-type`: a URL can carry only `String`, `Int`, `Double`, `Bool`,
/// `UUID` and `URL`, enum parameters (1.1 F.7), and lists of the six (1.1 F.8).
/// Optionals may be bound by query items only: a path segment always has a value,
/// so an optional there could never be `nil` (and `Screen.url` could not build the
/// path when it is). Lists collect a repeated query item, so they never fill a path
/// segment.
///
/// Rejected:
/// ```yaml
/// AddressEditor:
///   params: { addressID: Address.ID }
///   url: /addresses/{addressID}    # an app type cannot be read from a URL
/// ```
struct URLParametersHaveURLTypes: DeepLinkRule {
    static let descriptions = [
        RuleDescription(
            id: .urlParamType, severity: .error,
            summary: "a URL-bound parameter has a type URLs cannot carry",
            failing: """
            navgen: 1
            name: App
            root: Detail
            screens:
              Detail:
                params: { recipe: Recipe.ID? }
                url: /recipes?id={recipe}
            """,
            passing: """
            navgen: 1
            name: App
            root: Detail
            screens:
              Detail:
                params: { recipe: UUID? }
                url: /recipes?id={recipe}
            """),
    ]

    func check(_ analysis: DeepLinkAnalysis, into diagnostics: inout DiagnosticCollector) {
        for position in analysis.entriesWithProblems {
            let entry = analysis.entries[position], screen = analysis.screen(of: entry)
            for issue in entry.issues {
                switch issue {
                case .notBuiltin(let name, let offset):
                    guard let parameter = screen.param(named: name) else { continue }
                    diagnostics.emit(.urlParamType, "'\(name)' has the type '\(parameter.type)', which a URL cannot carry; bind only String, Int, Double, Bool, UUID or URL parameters, enums, or lists of the six in the query, or remove '{\(name)}' from the pattern",
                                     at: entry.source.location(atOffset: offset), notes: [.init("'\(name)' is declared here", at: parameter.typeLocation)])
                case .optionalInPath(let name, let offset):
                    guard let parameter = screen.param(named: name) else { continue }
                    diagnostics.emit(.urlParamType, "'\(name)' is optional ('\(parameter.type)'), but a path segment always has a value; bind it in the query ('?\(name)={\(name)}') or make it '\(parameter.type.name)'",
                                     at: entry.source.location(atOffset: offset), notes: [.init("'\(name)' is declared here", at: parameter.typeLocation)])
                case .notString(let name, let offset, let isHost):
                    guard let parameter = screen.param(named: name) else { continue }
                    let place = isHost ? "a host" : "a catch-all '{\(name)...}'"
                    diagnostics.emit(.urlParamType, "'\(name)' has the type '\(parameter.type)', but \(place) binds text; make '\(name)' a 'String'",
                                     at: entry.source.location(atOffset: offset), notes: [.init("'\(name)' is declared here", at: parameter.typeLocation)])
                case .listInPath(let name, let offset):
                    guard let parameter = screen.param(named: name) else { continue }
                    diagnostics.emit(.urlParamType, "'\(name)' is a list ('\(parameter.type)'), which collects a repeated query item, not a path segment; bind it in the query ('?\(name)={\(name)}')",
                                     at: entry.source.location(atOffset: offset), notes: [.init("'\(name)' is declared here", at: parameter.typeLocation)])
                default:
                    continue
                }
            }
        }
    }
}

extension RuleID {
    /// A URL-bound parameter whose type is not one of the six built-ins.
    public static let urlParamType = RuleID(rawValue: "url-param-type")
}
