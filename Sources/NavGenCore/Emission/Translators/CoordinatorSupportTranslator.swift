/// The protocols every generated coordinator shares, with the navigation
/// primitives links and deep links both use: `present`, `dismiss`, `push`, `pop`…
/// The protocols and their extensions are `@MainActor`, like the coordinators.
struct CoordinatorSupportTranslator {
    let plan: EmissionPlan

    /// `dismissToPresenter()`, which `from: presenter` links call (1.1 D); only in a
    /// graph that has one.
    private func dismissToPresenter() -> [SwiftDeclaration] {
        let graph = plan.graph, ns = plan.namespace
        guard plan.index.hasPresenterLinks.contains(true) || graph.flows.contains(where: { $0.links.contains(where: \.isFromPresenter) }) else { return [] }
        return [.function(SwiftFunction(
            doc: ["Closes the modal that holds this coordinator's screen, as `dismiss()` does, and returns the coordinator",
                  "that presented it: this one for its own topmost modal, else the presenter of this modal flow."],
            access: plan.access, name: "dismissToPresenter", returnType: "(any \(ns).\(SwiftNames.coordinatorProtocol))?",
            body: [
                .block("if !presented.isEmpty", [.line("presented.removeLast()"), .line("return self")]),
                .line("var child: any \(ns).\(SwiftNames.coordinatorProtocol) = self"),
                .block("while let parent = child.\(SwiftNames.parentProperty)", [
                    .block("if let index = parent.presented.firstIndex(where: { $0.coordinator === child })", [
                        .line("parent.presented.removeSubrange(index...)"),
                        .line("return parent"),
                    ]),
                    .line("child = parent"),
                ]),
                .line("return nil"),
            ]
        ))]
    }

    func declarations() -> [SwiftDeclaration] {
        let access = plan.access
        let ns = plan.namespace
        let coordinator = SwiftType(
            doc: ["What every coordinator of `\(plan.graph.name.value)` has: its modals and the coordinator that holds it."],
            attributes: ["@MainActor"], access: access, kind: .protocol, name: SwiftNames.coordinatorProtocol, conformances: [SDKNames.anyObject, SDKNames.observable],
            members: [
                .variable(SwiftVariable(doc: ["The modals presented, the last one on top."], name: "presented", type: "[Modal]", requirement: "{ get set }")),
                .variable(SwiftVariable(doc: ["The tab coordinator or presenter that holds this coordinator."], name: SwiftNames.parentProperty,
                                        type: "(any \(SwiftNames.coordinatorProtocol))?", requirement: "{ get set }")),
            ]
        )
        let stack = SwiftType(
            doc: ["A coordinator that owns a navigation stack."],
            attributes: ["@MainActor"], access: access, kind: .protocol, name: SwiftNames.stackCoordinatorProtocol,
            conformances: [SwiftNames.coordinatorProtocol],
            members: [
                .variable(SwiftVariable(doc: ["The screen at the bottom of the stack."], name: SwiftNames.rootScreenProperty, type: "Screen", requirement: "{ get set }")),
                .variable(SwiftVariable(doc: ["The pushed screens, the root excluded."], name: "path", type: "[Screen]", requirement: "{ get set }")),
            ]
        )
        let coordinatorExtension = SwiftType(
            attributes: ["@MainActor"], access: nil, kind: .extension, name: "\(ns).\(SwiftNames.coordinatorProtocol)",
            members: dismissToPresenter() + [
                .function(SwiftFunction(
                    doc: ["Presents `content` on top of this coordinator's modals."],
                    access: access, name: "present", parameters: [SwiftParameter(label: "_", "content", "\(ns).Modal.Content"), SwiftParameter("style", "\(ns).ModalStyle")],
                    body: [.line("presented.append(\(ns).Modal(style: style, content: content))")]
                )),
                .function(SwiftFunction(
                    doc: ["Closes the topmost modal of this coordinator; with none, closes the modal flow that holds it",
                          "(and anything presented over that flow)."],
                    access: access, name: "dismiss",
                    body: [
                        .block("if !presented.isEmpty", [.line("presented.removeLast()"), .line("return")]),
                        .line("var child: any \(ns).\(SwiftNames.coordinatorProtocol) = self"),
                        .block("while let parent = child.\(SwiftNames.parentProperty)", [
                            .block("if let index = parent.presented.firstIndex(where: { $0.coordinator === child })", [
                                .line("parent.presented.removeSubrange(index...)"),
                                .line("return"),
                            ]),
                            .line("child = parent"),
                        ]),
                    ]
                )),
                .function(SwiftFunction(
                    doc: ["The nearest coordinator of type `type` holding this one, itself included."],
                    access: access, name: "ancestor<Ancestor>", parameters: [SwiftParameter(label: "_", "type", "Ancestor.Type")], returnType: "Ancestor?",
                    body: [
                        .line("var node: (any \(ns).\(SwiftNames.coordinatorProtocol))? = self"),
                        .block("while let current = node", [
                            .block("if let match = current as? Ancestor", [.line("return match")]),
                            .line("node = current.\(SwiftNames.parentProperty)"),
                        ]),
                        .line("return nil"),
                    ]
                )),
            ]
        )
        let stackExtension = SwiftType(
            attributes: ["@MainActor"], access: nil, kind: .extension, name: "\(ns).\(SwiftNames.stackCoordinatorProtocol)",
            members: [
                .function(SwiftFunction(doc: ["Pushes `screen` on the stack."], access: access, name: "push",
                                        parameters: [SwiftParameter(label: "_", "screen", "\(ns).Screen")], body: [.line("path.append(screen)")])),
                // Out of line: the array literal refers to `[Screen]`'s storage metadata, which
                // LLVM walks, with every screen type it reaches, in each function it is in
                // (see `DeepLinkStepPrefixes`); inlined, it was in every `replaceWith…`.
                .function(SwiftFunction(doc: ["Makes `screen` the only screen above the root."], attributes: ["@inline(never)"], access: access, name: "replace",
                                        parameters: [SwiftParameter(label: "with", "screen", "\(ns).Screen")], body: [.line("path = [screen]")])),
                .function(SwiftFunction(doc: ["Goes back one screen (nothing happens at the root)."], access: access, name: "pop",
                                        body: [.block("if !path.isEmpty", [.line("path.removeLast()")])])),
                .function(SwiftFunction(doc: ["Goes back to the root."], access: access, name: "popToRoot", body: [.line("path.removeAll()")])),
            ]
        )
        return [
            .type(SwiftType(kind: .extension, name: ns, members: [.mark("Coordinators"), .type(coordinator), .type(stack)])),
            .type(coordinatorExtension),
            .type(stackExtension),
        ]
    }
}
