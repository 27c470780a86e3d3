/// The launch parameters each switch branch's `Branch` case carries (1.1 A, B), as
/// routes read them: a `show` step binds each from the URL, by the parameter's name
/// and type, like a screen's; a value the URL lacks is the app's live one when the
/// branch is shown at launch (the first branch of a switch shown at launch), and
/// `deeplink-unbound-param` otherwise.
///
/// Built once per graph and shared by every search of it; empty, and never read
/// further, for a graph whose branches take no parameters.
struct BranchParameterTable: Sendable {
    /// One value of a `Branch` case.
    struct Parameter: Sendable, Hashable {
        /// The case's label, `mainAccountID`.
        var label: String
        /// The root parameter it fills, `accountID`, and its type.
        var name: String
        var type: ParameterType
        /// The flow whose `params` lists it, `Main`.
        var flow: String
    }

    /// The parameters of one branch, and whether the branch is shown at launch.
    struct Entry: Sendable {
        var parameters: [Parameter]
        var isShownAtLaunch: Bool
    }

    private struct Key: Hashable {
        var flow: String
        var branch: String
    }

    private let entries: [Key: Entry]

    /// Whether no branch of the graph takes parameters.
    var isEmpty: Bool { entries.isEmpty }

    init(_ index: GraphIndex) {
        let graph = index.graph
        var entries: [Key: Entry] = [:]
        var shownAtLaunch: Set<Int>?
        for flow in graph.flows where flow.isSwitch {
            for (position, branch) in flow.branches.enumerated() {
                guard case .flow(let name) = branch.target.value, let branchFlow = index.flowID(name) else { continue }
                let launch = index.launchParameters(ofFlow: branchFlow)
                guard !launch.isEmpty else { continue }
                shownAtLaunch = shownAtLaunch ?? index.flowsShownAtLaunch()
                let switchID = index.flowID(flow.name.value)
                let parameters = launch.map { parameter in
                    let declared = graph.screens[parameter.root].params[parameter.position]
                    return Parameter(label: parameter.label(in: graph), name: declared.name.value, type: declared.type,
                                     flow: graph.flows[parameter.flow].name.value)
                }
                let isShownAtLaunch = position == 0 && switchID.map { shownAtLaunch?.contains($0) ?? false } ?? false
                entries[Key(flow: flow.name.value, branch: name)] = Entry(parameters: parameters, isShownAtLaunch: isShownAtLaunch)
            }
        }
        self.entries = entries
    }

    /// The parameters of `branch` of the switch `flow`, when it has any.
    func entry(flow: String, branch: String) -> Entry? {
        entries.isEmpty ? nil : entries[Key(flow: flow, branch: branch)]
    }

    /// The bindings of a `show` step of `branch`: each parameter from the URL
    /// parameter of its name and type, else `.live` for a branch shown at launch,
    /// else `.absent` (unbound: `unbound(flow:branch:urlTypes:)` lists it). `nil` for a
    /// branch without parameters.
    func bindings(flow: String, branch: String, urlTypes: [(name: String, type: ParameterType)]) -> [ParameterBinding]? {
        guard let entry = entry(flow: flow, branch: branch) else { return nil }
        return entry.parameters.map { parameter in
            let source: ParameterSource = Self.isBound(parameter, by: urlTypes) ? .url(parameter.name) : entry.isShownAtLaunch ? .live : .absent
            return ParameterBinding(name: parameter.label, type: parameter.type, source: source)
        }
    }

    /// The parameters of `branch` that the URL must supply and does not: none for a
    /// branch shown at launch.
    func unbound(flow: String, branch: String, urlTypes: [(name: String, type: ParameterType)]) -> [Parameter] {
        guard let entry = entry(flow: flow, branch: branch), !entry.isShownAtLaunch else { return [] }
        return entry.parameters.filter { !Self.isBound($0, by: urlTypes) }
    }

    /// The parameters of `branch` a route through it needs from the URL, by name and
    /// type: none for a branch shown at launch.
    func needs(flow: String, branch: String) -> [Parameter] {
        guard let entry = entry(flow: flow, branch: branch), !entry.isShownAtLaunch else { return [] }
        return entry.parameters
    }

    /// Whether the URL binds the parameter: a URL parameter of its name and type (the
    /// first of the name counts, as for screens).
    private static func isBound(_ parameter: Parameter, by urlTypes: [(name: String, type: ParameterType)]) -> Bool {
        urlTypes.first { $0.name == parameter.name }?.type == parameter.type
    }
}
