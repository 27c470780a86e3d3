/// The exits of a feature graph compiled alone (issue 40, `Docs/FeatureModules.md`):
/// the `Exits` protocol whoever places the feature implements, `ExitCall` with one
/// case per exit, `RecordingExits` for the feature's tests and previews, and
/// `ExitsReaching`, through which every coordinator of the feature reaches its exits.
///
/// ```swift
/// @MainActor public protocol Exits: AnyObject {
///     func showStatus(statusID: String, from origin: any Coordinator)
/// }
/// ```
struct ExitsTranslator {
    let plan: EmissionPlan

    /// Renders the section; nothing for a graph that is not a feature graph.
    func render(into renderer: inout SwiftRenderer) {
        guard plan.graph.isFeature else { return }
        let feature = plan.graph.name.value
        renderer.add(.type(SwiftType(kind: .extension, name: plan.namespace, members: [
            .mark("Exits"),
            exitsProtocol(feature),
            exitCall(feature),
            recordingExits(),
            .type(SwiftType(
                doc: ["A coordinator of `\(feature)`: one the app or a test creates holds the exits it was given, one the",
                      "feature creates reaches them through the coordinator that holds it."],
                attributes: ["@MainActor"], access: plan.access, kind: .protocol, name: Self.reachingProtocol, conformances: [SDKNames.anyObject],
                members: [.variable(SwiftVariable(doc: ["The feature's exits; `nil` for a coordinator held by none that has them."],
                                                  name: "exits", type: "(any Exits)?", requirement: "{ get }"))]
            )),
        ])))
    }

    /// The protocol every coordinator of a feature conforms to.
    static let reachingProtocol = "ExitsReaching"

    /// The flows of the feature that a coordinator of the feature creates: tab and
    /// switch flows, and the targets of links. The others are created by whoever
    /// places the feature, and take its exits in `init`.
    static func createdFlows(_ graph: NavigationGraph) -> Set<String> {
        var created = Set<String>()
        for flow in graph.flows {
            for tab in flow.tabs { if case .flow(let name) = tab.target.value { created.insert(name) } }
            for branch in flow.branches { if case .flow(let name) = branch.target.value { created.insert(name) } }
            for link in flow.links { if let target = link.target?.value { created.insert(target) } }
        }
        for screen in graph.screens {
            for link in screen.links where link.style.value != .exit {
                if let target = link.target?.value { created.insert(target) }
            }
        }
        return created
    }

    /// The method name of an exit: `showStatus`.
    static func methodName(_ exit: Exit) -> String {
        SwiftNames.escaped(NamingRules.lowerCamel(exit.name.value))
    }

    /// `statusID: Swift.String` for each parameter of the exit; one named `self` is
    /// `self_` inside, as a screen's is.
    private func parameters(_ exit: Exit) -> [SwiftParameter] {
        exit.params.map { param in
            let name = SwiftNames.escaped(param.name.value), binding = SwiftNames.binding(name)
            return SwiftParameter(label: binding == name ? nil : SwiftNames.label(name), binding, SDKNames.name(of: param.type))
        }
    }

    private var origin: SwiftParameter {
        SwiftParameter(label: "from", "origin", "any \(SwiftNames.coordinatorProtocol)")
    }

    private func exitsProtocol(_ feature: String) -> SwiftDeclaration {
        .type(SwiftType(
            doc: ["How `\(feature)` leaves the feature: one method per exit, implemented by whoever places the feature (the",
                  "app, or a test with `RecordingExits`). `origin` is the coordinator whose link took the exit."],
            attributes: ["@MainActor"], access: plan.access, kind: .protocol, name: "Exits", conformances: [SDKNames.anyObject],
            members: plan.graph.exits.map { exit in
                .function(SwiftFunction(doc: ["Leaves through the exit `\(exit.name.value)`."], name: Self.methodName(exit),
                                        parameters: parameters(exit) + [origin], body: nil))
            }
        ))
    }

    private func exitCall(_ feature: String) -> SwiftDeclaration {
        .type(SwiftType(
            doc: ["One exit taken, with its values: what `RecordingExits` records."],
            access: plan.access, modifiers: ["nonisolated"], kind: .enum, name: "ExitCall",
            conformances: [SDKNames.hashable, SDKNames.sendable],
            members: plan.graph.exits.map { exit in
                .enumCase(name: Self.methodName(exit), parameters: exit.params.map { SwiftParameter(SwiftNames.escaped($0.name.value), SDKNames.name(of: $0.type)) },
                          doc: [])
            }
        ))
    }

    private func recordingExits() -> SwiftDeclaration {
        let access = plan.access
        var members: [SwiftDeclaration] = [
            .variable(SwiftVariable(doc: ["The exits taken, in order."], access: access, modifiers: ["private(set)"], name: "calls",
                                    type: "[ExitCall]", initialValue: "[]")),
            .function(SwiftFunction(doc: ["No exit taken yet."], access: access, name: "init", body: [])),
        ]
        for exit in plan.graph.exits {
            let values = exit.params.map { param -> String in
                let name = SwiftNames.escaped(param.name.value)
                return "\(SwiftNames.label(name)): \(SwiftNames.binding(name))"
            }
            let call = values.isEmpty ? "" : "(\(values.joined(separator: ", ")))"
            members.append(.function(SwiftFunction(access: access, name: Self.methodName(exit), parameters: parameters(exit) + [origin],
                                                   body: [.line("calls.append(.\(Self.methodName(exit))\(call))")])))
        }
        return .type(SwiftType(
            doc: ["`Exits` that records every exit taken and does nothing else: for the feature's tests and previews."],
            attributes: ["@MainActor"], access: access, kind: .finalClass, name: "RecordingExits", conformances: ["Exits"], members: members
        ))
    }
}
