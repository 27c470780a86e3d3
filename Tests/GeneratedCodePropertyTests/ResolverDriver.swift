import Foundation

/// The `main.swift` of the oracle's executable: it resolves each URL with the generated
/// `resolve(_:)` of its graph and prints one line of JSON per URL, in the shape of
/// `navgen resolve --format json` (spec section 9). Cases become names through `Mirror`,
/// so the driver needs nothing of a graph but its namespace, its flows' parameters and
/// its switches' first branches;
/// names come out lowerCamel, as the generated enums spell them, and the comparison
/// lowers the CLI's names to match.
enum ResolverDriver {
    /// `graphs`: each graph's namespace, the parameters of its flows that take some, and
    /// the first branch of each switch flow.
    static func source(graphs: [(namespace: String, flowParameters: [String: [String]], firstBranches: [String: String])]) -> String {
        let table = graphs.map { graph in
            "    \"\(graph.namespace)\": { url in \(graph.namespace).resolve(url).map { ($0.screen, $0.pattern, $0.steps.map { $0 as Any }) } },"
        }.joined(separator: "\n")
        let flowTable = graphs.flatMap { graph in
            graph.flowParameters.sorted { $0.key < $1.key }.map { flow, names in
                "    \"\(graph.namespace).\(flow)\": [\(names.map { "\"\($0)\"" }.joined(separator: ", "))],"
            }
        }.joined(separator: "\n")
        let branchTable = graphs.flatMap { graph in
            graph.firstBranches.sorted { $0.key < $1.key }.map { "    \"\(graph.namespace).\($0.key)\": \"\($0.value)\"," }
        }.joined(separator: "\n")
        return """
            import Foundation

            let resolvers: [String: (URL) -> (screen: Any, pattern: String, steps: [Any])?] = [
            \(table)
            ]

            /// The parameters of each flow that takes some, by namespace and flow.
            let flowParameters: [String: [String]] = [
            \(flowTable.isEmpty ? ":" : flowTable)
            ]

            /// The first branch of each switch flow, by namespace and flow.
            let firstBranches: [String: String] = [
            \(branchTable.isEmpty ? ":" : branchTable)
            ]

            /// An enum case's name and its associated values (label, value).
            func parts(_ value: Any) -> (name: String, payload: [(label: String?, value: Any)]) {
                let mirror = Mirror(reflecting: value)
                guard mirror.displayStyle == .enum, let child = mirror.children.first, let label = child.label else {
                    return (String(describing: value), [])
                }
                let payload = Mirror(reflecting: child.value)
                if payload.displayStyle == .tuple { return (label, payload.children.map { ($0.label, $0.value) }) }
                return (label, [(nil, child.value)])
            }

            func name(_ value: Any) -> String { parts(value).name }

            /// A parameter value as the CLI prints it: numbers, booleans, null, arrays for
            /// lists, an enum's text, else text.
            func json(_ value: Any) -> Any {
                let mirror = Mirror(reflecting: value)
                if mirror.displayStyle == .optional {
                    guard let wrapped = mirror.children.first?.value else { return NSNull() }
                    return json(wrapped)
                }
                switch value {
                case let bool as Bool: return bool
                case let int as Int: return int
                case let double as Double: return double
                case let text as String: return text
                case let uuid as UUID: return uuid.uuidString
                case let url as URL: return url.absoluteString
                case let list as [Any]: return list.map(json)
                case let choice as any RawRepresentable: return choice.rawValue as? String ?? String(describing: value)
                default: return String(describing: value)
                }
            }

            func params(_ screen: Any) -> [String: Any] {
                var params: [String: Any] = [:]
                for (label, value) in parts(screen).payload { params[label ?? "?"] = json(value) }
                return params
            }

            func step(_ value: Any, in namespace: String) -> [String: Any] {
                let (action, p) = parts(value)
                switch action {
                case "select":
                    // `.select(.home(.veggie))`: the selection's case names the tab flow.
                    let selection = parts(p[0].value)
                    return ["action": "select", "flow": selection.name, "tab": name(selection.payload[0].value)]
                case "show":
                    // `.show(.app(.main))`: the selection's case names the switch flow; a branch's
                    // values (`.main(mainAccountID: …)`) are the step's `params` (1.1 B).
                    let selection = parts(p[0].value)
                    let branch = selection.payload[0].value
                    var show: [String: Any] = ["action": "show", "flow": selection.name, "branch": name(branch)]
                    if !parts(branch).payload.isEmpty { show["params"] = params(branch) }
                    return show
                case "showLaunchBranch":
                    // `.showLaunchBranch(.app(mainAccountID: nil))`: the switch's first branch; a
                    // `nil` value is the live one, which the CLI leaves out.
                    let selection = parts(p[0].value)
                    return ["action": "show", "flow": selection.name, "branch": firstBranches["\\(namespace).\\(selection.name)"] ?? "?",
                            "params": params(p[0].value).filter { !($0.value is NSNull) }]
                case "push": return ["action": "push", "flow": name(p[1].value), "screen": name(p[0].value), "params": params(p[0].value)]
                case "present":
                    return ["action": "present", "flow": name(p[2].value), "style": name(p[1].value), "target": name(p[0].value), "params": params(p[0].value)]
                case "presentFlow": return ["action": "present", "flow": name(p[2].value), "style": name(p[1].value), "target": name(p[0].value)]
                case "presentStack":
                    // `.presentStack(root, flow:, style:, from:)`: a flow with parameters, which
                    // the step lists (the root's other parameters are the stack's args).
                    let names = Set(flowParameters["\\(namespace).\\(name(p[1].value))"] ?? [])
                    return ["action": "present", "flow": name(p[3].value), "style": name(p[2].value), "target": name(p[1].value),
                            "params": params(p[0].value).filter { names.contains($0.key) }]
                case "showRoot": return ["action": "showRoot", "flow": name(p[1].value), "screen": name(p[0].value), "params": params(p[0].value)]
                default: return ["action": action, "unknown": String(describing: value)]
                }
            }

            // Input: lines of NAMESPACE <tab> URL. Output: one JSON object per line.
            let input = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
            for line in input.split(separator: "\\n") {
                let fields = line.split(separator: "\\t", maxSplits: 1).map(String.init)
                var match: Any = NSNull()
                if let url = URL(string: fields[1]), let link = resolvers[fields[0]]!(url) {
                    match = ["screen": name(link.screen), "pattern": link.pattern, "params": params(link.screen), "steps": link.steps.map { step($0, in: fields[0]) }]
                }
                let object: [String: Any] = ["graph": fields[0], "url": fields[1], "match": match]
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                print(String(decoding: data, as: UTF8.self))
            }

            """
    }
}
