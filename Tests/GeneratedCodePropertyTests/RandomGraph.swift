/// A navigation graph as the random generator builds it, and its YAML text.
///
/// Only what the generator needs: the YAML is the interface to navgen, which decodes
/// it again (the URL sampler reads navgen's own model of every graph, random or not).
struct RandomGraph {
    struct Parameter {
        var name: String
        /// The type as written in YAML (`Int?`, `Address.ID`).
        var type: String
        /// A YAML literal (`3`, `"x"`, `null`), or `nil` for no default.
        var defaultLiteral: String?
        /// An enum parameter's texts (1.1 F.7); `type` is then `enum`.
        var choices: [String]? = nil

        var isOptional: Bool { type.hasSuffix("?") }
        var isRequired: Bool { defaultLiteral == nil && !isOptional }
        /// The type without `?`.
        var baseType: String { isOptional ? String(type.dropLast()) : type }
    }

    struct Link {
        var name: String
        var style: String
        var target: String?
        var args: [(name: String, literal: String)] = []
        /// `from: presenter` (1.1 D).
        var fromPresenter = false
    }

    struct Pattern {
        var text: String
        var via: String?
    }

    struct Screen {
        var name: String
        var params: [Parameter] = []
        var links: [Link] = []
        var patterns: [Pattern] = []
    }

    struct Tab {
        var target: String
        var isFlow: Bool
        var title: String?
        var icon: String?
        var args: [(name: String, literal: String)] = []
        /// A switch branch's `deepLinks:` (`defer`, `refuse`), or `nil` for the default.
        var deepLinks: String?
    }

    enum FlowKind {
        case stack(root: String, args: [(name: String, literal: String)])
        case tabs([Tab])
        /// A switch flow's branches (1.1 A): a title or icon is never set on them.
        case `switch`([Tab])
    }

    struct Flow {
        var name: String
        var kind: FlowKind
        /// Flow links (1.1 C): back links every screen of the flow has.
        var links: [Link] = []
        /// A stack flow's parameters (1.1 B): required parameters of its root.
        var params: [String] = []
    }

    var name: String
    var root: String
    var schemes: [String]
    var hosts: [String]
    var screens: [Screen]
    var flows: [Flow]
    /// Printed as the file's first comment line: how to make this graph again.
    var origin: String

    /// The graph in navgen's format (block style wherever a `?` or `{` would need care).
    var yaml: String {
        var out = "# \(origin)\nnavgen: 1\nname: \(name)\nroot: \(root)\n"
        if !schemes.isEmpty || !hosts.isEmpty {
            out += "urls:\n"
            if !schemes.isEmpty { out += "  schemes: [\(schemes.joined(separator: ", "))]\n" }
            if !hosts.isEmpty { out += "  hosts: [\(hosts.joined(separator: ", "))]\n" }
        }
        out += "screens:\n"
        for screen in screens {
            out += "  \(screen.name):\n"
            if screen.params.isEmpty && screen.links.isEmpty && screen.patterns.isEmpty {
                out += "    {}\n"
                continue
            }
            if !screen.params.isEmpty {
                out += "    params:\n"
                for param in screen.params {
                    if let choices = param.choices {
                        out += "      \(param.name):\n        enum: [\(choices.joined(separator: ", "))]\n"
                        if let literal = param.defaultLiteral { out += "        default: \(literal)\n" }
                    } else if let literal = param.defaultLiteral {
                        out += "      \(param.name):\n        type: \"\(param.type)\"\n        default: \(literal)\n"
                    } else {
                        out += "      \(param.name): \"\(param.type)\"\n"
                    }
                }
            }
            if !screen.patterns.isEmpty {
                out += "    url:\n"
                for pattern in screen.patterns {
                    if let via = pattern.via {
                        out += "      - { pattern: \"\(pattern.text)\", via: \(via) }\n"
                    } else {
                        out += "      - \"\(pattern.text)\"\n"
                    }
                }
            }
            if !screen.links.isEmpty {
                out += "    links:\n"
                for link in screen.links {
                    guard let target = link.target else {
                        out += "      \(link.name): \(link.style)\n"
                        continue
                    }
                    out += "      \(link.name): { \(link.style): \(target)\(Self.args(link.args, prefix: ", "))\(link.fromPresenter ? ", from: presenter" : "") }\n"
                }
            }
        }
        out += "flows:\n"
        for flow in flows {
            switch flow.kind {
            case .stack(let root, let args):
                out += "  \(flow.name):\n    stack: { root: \(root)\(Self.args(args, prefix: ", ")) }\n"
            case .tabs(let tabs):
                out += "  \(flow.name):\n    tabs:\n"
                for tab in tabs {
                    var fields = ["\(tab.isFlow ? "flow" : "screen"): \(tab.target)"]
                    if let title = tab.title { fields.append("title: \"\(title)\"") }
                    if let icon = tab.icon { fields.append("icon: \(icon)") }
                    out += "      - { \(fields.joined(separator: ", "))\(Self.args(tab.args, prefix: ", ")) }\n"
                }
            case .switch(let branches):
                out += "  \(flow.name):\n    switch:\n"
                for branch in branches {
                    let policy = branch.deepLinks.map { ", deepLinks: \($0)" } ?? ""
                    out += "      - { \(branch.isFlow ? "flow" : "screen"): \(branch.target)\(policy)\(Self.args(branch.args, prefix: ", ")) }\n"
                }
            }
            if !flow.params.isEmpty {
                out += "    params: [\(flow.params.joined(separator: ", "))]\n"
            }
            if !flow.links.isEmpty {
                out += "    links:\n" + flow.links.map { "      \($0.name): \($0.style)\n" }.joined()
            }
        }
        return out
    }

    private static func args(_ args: [(name: String, literal: String)], prefix: String) -> String {
        args.isEmpty ? "" : prefix + "args: { " + args.map { "\($0.name): \($0.literal)" }.joined(separator: ", ") + " }"
    }
}
