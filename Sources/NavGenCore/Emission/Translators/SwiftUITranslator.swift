/// The SwiftUI layer, under `#if canImport(SwiftUI)`: the `ViewFactory` the app
/// implements, one `<Flow>View` per flow (every stack flow's a `StackFlowView`), and the
/// modal presentation they share.
///
/// Every SDK name is qualified (`SwiftUI.TabView`, `Swift.Int`) so that a screen, flow or
/// app type named `Label`, `Tab` or `Empty` cannot capture it, and every view, modifier and
/// extension states `@MainActor` so the layer builds under either default isolation.
struct SwiftUITranslator {
    let plan: EmissionPlan

    /// Renders the section; `ViewFactory`'s requirements one screen at a time.
    func render(into renderer: inout SwiftRenderer) {
        renderer.openConditional("canImport(SwiftUI)")
        renderer.open(SwiftType(kind: .extension, name: plan.namespace))
        renderer.add(.mark("SwiftUI"))
        renderViewFactory(into: &renderer)
        renderer.add(modalPresenter())
        if plan.coordinators.contains(where: { if case .stack = $0.kind { true } else { false } }) {
            renderer.add(stackFlowView())
        }
        for coordinator in plan.coordinators { renderer.add(flowView(coordinator)) }
        renderer.close()
        renderScreenViews(into: &renderer)
        renderer.close()
    }

    /// `protocol ViewFactory`: one view-building method per screen under its associated
    /// type, the associated type written straight to the writer.
    private func renderViewFactory(into renderer: inout SwiftRenderer) {
        renderer.open(SwiftType(
            doc: ["Builds the app's view of every screen. The app implements it once (`navgen scaffold` writes a starter);",
                  "the flow views call it for every screen they show. A screen with links gets its navigation protocol,",
                  "and its view navigates through it only."],
            attributes: ["@MainActor"], access: plan.access, kind: .protocol, name: "ViewFactory"
        ))
        let screens = plan.graph.screens
        for screen in screens.indices where !plan.isImported(screen: screen) {
            let names = plan.names.screens[screen], name = screens[screen].name.value, viewType = SwiftNames.screenViewType(name)
            let hasLinks = !plan.protocolLinks(ofScreen: screen).isEmpty, params = screens[screen].params
            renderer.add { writer in
                writer.beginLine()
                writer.write("associatedtype ")
                writer.write(viewType)
                writer.write(": SwiftUI.View")
                writer.endLine()
            }
            var parameters = hasLinks ? [SwiftParameter(label: "_", "navigation", "any " + SwiftNames.navigationProtocol(name))] : []
            for position in params.indices {
                parameters.append(SwiftParameter(names.labels[position], SDKNames.name(of: params[position].type)))
            }
            renderer.addJoined(.function(SwiftFunction(
                attributes: ["@SwiftUI.ViewBuilder"], name: names.caseName, parameters: parameters, returnType: viewType
            )))
        }
        // A feature's screens are built by the feature's own factory.
        for feature in plan.graph.features {
            let name = feature.name.value, views = SwiftNames.featureFactory(name)
            renderer.add(.associatedType(name: views, constraint: "\(name).ViewFactory", doc: ["Builds the views of the screens of the feature `\(name)`."]))
            renderer.addJoined(.variable(SwiftVariable(name: SwiftNames.featureCase(name), type: views, requirement: "{ get }")))
        }
        renderer.close()
    }

    /// The modifier that presents a coordinator's modals, one level of the stack each. A cover
    /// is a sheet on macOS, and a popover a sheet on tvOS and watchOS, which have no popover.
    /// The popover names its `arrowEdge` (the iOS 13 default): without it the call binds to
    /// the iOS 18 overload, which an app deploying to iOS 17 cannot call.
    private func modalPresenter() -> SwiftDeclaration {
        let access = plan.access
        let present: (String, String, String) -> SwiftStatement = { modifier, style, extra in
            .line(".\(modifier)(item: modal(.\(style))\(extra)) { presentation(of: $0) }")
        }
        let level = SwiftVariable(access: access, isLet: needsInit, name: "level", type: "Swift.Int", initialValue: needsInit ? nil : "0")
        return .type(SwiftType(
            doc: ["Presents `host.presented[level]` as a sheet, cover or popover; the presented view presents the next level."],
            attributes: ["@MainActor"], access: access, kind: .struct, name: "ModalPresenter<Host: \(SwiftNames.coordinatorProtocol), Factory: ViewFactory>",
            conformances: ["SwiftUI.ViewModifier"],
            members: [
                .variable(SwiftVariable(attributes: ["@SwiftUI.Bindable"], access: access, name: "host", type: "Host")),
                .variable(SwiftVariable(access: access, isLet: true, name: "factory", type: "Factory")),
                .variable(level),
            ] + memberwiseInit([("host", "Host"), ("factory", "Factory"), ("level", "Swift.Int")], defaults: ["level": "0"]) + [
                .function(SwiftFunction(
                    access: access, name: "body", parameters: [SwiftParameter("content", "Self.Content")], returnType: "some SwiftUI.View",
                    body: [
                        .line("content"),
                        .indented([
                            present("sheet", "sheet", ""),
                            .conditional(condition: "os(macOS)", then: [present("sheet", "cover", "")], otherwise: [present("fullScreenCover", "cover", "")]),
                            .conditional(
                                condition: "os(iOS) || os(macOS) || os(visionOS)",
                                then: [present("popover", "popover", ", arrowEdge: .top")], otherwise: [present("sheet", "popover", "")]
                            ),
                        ]),
                    ]
                )),
                .function(SwiftFunction(
                    doc: ["`host.presented[level]` while it has `style`, for the presentation of that style."],
                    access: .private, name: "modal", parameters: [SwiftParameter(label: "_", "style", "ModalStyle")], returnType: "SwiftUI.Binding<Modal?>",
                    body: [.line("$host.presented[modalAt: level, style: style]")]
                )),
                .function(SwiftFunction(
                    access: .private, name: "presentation", parameters: [SwiftParameter(label: "of", "modal", "Modal")], returnType: "some SwiftUI.View",
                    body: [.line("view(of: modal)"), .indented([.line(".modifier(ModalPresenter(host: host, factory: factory, level: level + 1))")])]
                )),
                modalView(),
            ]
        ))
    }

    /// `view(of:)`: a bare screen's view, built by the host that presents it, or a
    /// modal flow's own view.
    private func modalView() -> SwiftDeclaration {
        var cases: [(pattern: String, body: [SwiftStatement])] = [(".screen(let screen)", [.line("return host.view(for: screen, factory: factory)")])]
        for flow in plan.modalFlows {
            cases.append((".\(plan.names.caseName(flow))(let coordinator)",
                          [.line("return SwiftUI.AnyView(\(SwiftNames.flowView(flow))(coordinator: coordinator, factory: factory))")]))
        }
        return .function(SwiftFunction(
            doc: ["The view of `modal`: a screen owned by `host`, or a modal flow's own view."],
            access: .private, name: "view", parameters: [SwiftParameter(label: "of", "modal", "Modal")], returnType: "SwiftUI.AnyView",
            body: [.switchOver("modal.content", cases: cases, fallback: nil)]
        ))
    }

    /// `StackFlowView`, the view of every stack flow: a `NavigationStack` over the
    /// flow's root screen and pushed screens.
    private func stackFlowView() -> SwiftDeclaration {
        flowViewType(
            doc: ["The view of a stack flow, driven by its coordinator: its root screen, and the screens pushed over it."],
            name: "\(SwiftNames.stackFlowView)<Flow: \(SwiftNames.stackCoordinatorProtocol), Factory: ViewFactory>",
            coordinatorType: "Flow",
            body: [
                .block("SwiftUI.NavigationStack(path: $coordinator.path)", [
                    .line("coordinator.view(for: coordinator.\(SwiftNames.rootScreenProperty), factory: factory)"),
                    .indented([.closure(".navigationDestination(for: Screen.self)", parameters: "screen", [.line("coordinator.view(for: screen, factory: factory)")])]),
                ]),
                .line(".modifier(ModalPresenter(host: coordinator, factory: factory))"),
            ]
        )
    }

    /// `MeatView`: `StackFlowView` of a stack flow's coordinator, or a view of its own
    /// for a tab bar or the root screen.
    private func flowView(_ coordinator: EmissionPlan.Coordinator) -> SwiftDeclaration {
        let type = SwiftNames.coordinator(coordinator.name)
        let doc = ["The view of the flow `\(coordinator.name)`, driven by its coordinator."]
        let name = "\(SwiftNames.flowView(coordinator.name))<Factory: ViewFactory>"
        switch coordinator.kind {
        case .stack:
            return .typeAlias(name: name, type: "\(SwiftNames.stackFlowView)<\(type), Factory>", access: plan.access, doc: doc)
        case .tabs(let tabs):
            return flowViewType(doc: doc, name: name, coordinatorType: type, body: [
                .block("SwiftUI.TabView(selection: $coordinator.selectedTab)", tabs.flatMap { tabContent($0, tabType: "\(type).Tab") }),
                .line(".modifier(ModalPresenter(host: coordinator, factory: factory))"),
            ])
        case .switch(let branches):
            return flowViewType(doc: doc, name: name, coordinatorType: type, body: [
                .line("branchView"),
                .indented([.line(".modifier(ModalPresenter(host: coordinator, factory: factory))")]),
            ], extra: [branchView(branches)])
        case .screen:
            return flowViewType(doc: doc, name: name, coordinatorType: type, body: [
                .line("coordinator.view(for: coordinator.\(SwiftNames.rootScreenProperty), factory: factory)"),
                .indented([.line(".modifier(ModalPresenter(host: coordinator, factory: factory))")]),
            ])
        }
    }

    /// A view struct `name` over a coordinator of `coordinatorType` and the app's factory,
    /// with `extra` members.
    private func flowViewType(doc: [String], name: String, coordinatorType: String, body: [SwiftStatement], extra: [SwiftDeclaration] = []) -> SwiftDeclaration {
        let access = plan.access
        return .type(SwiftType(
            doc: doc, attributes: ["@MainActor"], access: access, kind: .struct, name: name, conformances: ["SwiftUI.View"],
            members: [
                .variable(SwiftVariable(attributes: ["@SwiftUI.Bindable"], access: access, name: "coordinator", type: coordinatorType)),
                .variable(SwiftVariable(access: access, isLet: true, name: "factory", type: "Factory")),
            ] + memberwiseInit([("coordinator", coordinatorType), ("factory", "Factory")]) + [
                .variable(SwiftVariable(access: access, name: "body", type: "some SwiftUI.View", getter: body)),
            ] + extra
        ))
    }

    /// Whether a view needs an initialiser written out: Swift's memberwise one is internal,
    /// so a `public` or `package` view writes its own.
    private var needsInit: Bool {
        plan.access != .internal
    }

    /// The initialiser of a view's stored properties, written out where `needsInit`; an
    /// internal view has Swift's memberwise one, with the same labels and defaults.
    private func memberwiseInit(_ properties: [(name: String, type: String)], defaults: [String: String] = [:]) -> [SwiftDeclaration] {
        guard needsInit else { return [] }
        return [.function(SwiftFunction(
            access: plan.access, name: "init",
            parameters: properties.map { SwiftParameter($0.name, $0.type, default: defaults[$0.name]) },
            body: properties.map { .line("self.\($0.name) = \($0.name)") }
        ))]
    }

    /// The view of the branch a switch coordinator shows.
    private func branchView(_ branches: [Branch]) -> SwiftDeclaration {
        let cases = branches.map { branch -> (pattern: String, body: [SwiftStatement]) in
            let name = plan.names.caseName(branch.target.value.name)
            switch branch.target.value {
            case .flow(let flow):
                return (".\(name)", [.block("if let \(name) = coordinator.\(name)", [.line("\(SwiftNames.flowView(flow))(coordinator: \(name), factory: factory)")])])
            case .screen(let screenName):
                guard let screen = plan.index.screenID(screenName) else { return (".\(name)", [.line("SwiftUI.EmptyView()")]) }
                return (".\(name)", [.line("coordinator.view(for: \(plan.screenExpression(screen, values: plan.argumentValues(branch.args, of: screen))), factory: factory)")])
            }
        }
        return .variable(SwiftVariable(
            doc: ["The view of the branch shown."], attributes: ["@SwiftUI.ViewBuilder"], access: .private, name: "branchView",
            type: "some SwiftUI.View", getter: [.switchOver("coordinator.branch", cases: cases, fallback: nil)]
        ))
    }

    private func tabContent(_ tab: Tab, tabType: String) -> [SwiftStatement] {
        let name = tab.target.value.name
        let title = SwiftLiteral.string(tab.title?.value ?? name)
        let label = tab.icon.map { "SwiftUI.Label(\(title), systemImage: \(SwiftLiteral.string($0.value)))" } ?? "SwiftUI.Text(\(title))"
        let view: String
        switch tab.target.value {
        case .flow(let flow):
            view = "\(SwiftNames.flowView(flow))(coordinator: coordinator.\(plan.names.caseName(flow)), factory: factory)"
        case .screen(let screenName):
            guard let screen = plan.index.screenID(screenName) else { return [] }
            view = "coordinator.view(for: \(plan.screenExpression(screen, values: plan.argumentValues(tab.args, of: screen))), factory: factory)"
        }
        return [
            .line(view),
            .indented([.line(".tabItem { \(label) }"), .line(".tag(\(tabType).\(plan.names.caseName(name)))")]),
        ]
    }

    /// `extension Recipes.Coordinator` with `view(for:factory:)`, one switch over every
    /// screen for every coordinator of the graph: a screen with links gets the coordinator
    /// as its navigation protocol, and is an empty view on a coordinator that does not
    /// show it. The cases are written straight to the writer.
    private func renderScreenViews(into renderer: inout SwiftRenderer) {
        let ns = plan.namespace
        let screens = plan.graph.screens, names = plan.names.screens
        let function = SwiftFunction(
            access: plan.access, name: "view<Factory: \(ns).ViewFactory>",
            parameters: [SwiftParameter(label: "for", "screen", "\(ns).Screen"), SwiftParameter("factory", "Factory")],
            returnType: "SwiftUI.AnyView"
        )
        var chunked = ChunkedSwitch(
            function: function, subject: "screen", caseCount: screens.count, writeCase: { screen, writer in
                let caseName = names[screen].caseName, labels = names[screen].labels
                writer.beginLine()
                writer.write("case .")
                writer.write(names[screen].opening)
                for (position, label) in labels.enumerated() {
                    writer.write(position == 0 ? "(let " : ", let ")
                    writer.write(SwiftNames.binding(label))
                }
                writer.write(labels.isEmpty ? "" : ")")
                writer.write(names[screen].closing)
                writer.write(":")
                writer.endLine()
                writer.indented { writer in
                    let passesSelf = !plan.protocolLinks(ofScreen: screen).isEmpty
                    if passesSelf {
                        let guardLine = "guard let navigation = self as? any \(plan.navigationProtocol(of: screens[screen].name.value)) else"
                        if writer.indentation + guardLine.utf8.count + " { break }".utf8.count <= SwiftRenderer.width {
                            writer.line(guardLine + " { break }")
                        } else {
                            writer.line(guardLine + " {")
                            writer.indented { $0.line("break") }
                            writer.line("}")
                        }
                    }
                    writer.beginLine()
                    writer.write("return SwiftUI.AnyView(factory.")
                    if let feature = names[screen].feature {
                        writer.write(feature)
                        writer.write(".")
                    }
                    writer.write(caseName)
                    writer.write(passesSelf ? "(navigation" : "(")
                    for (position, label) in labels.enumerated() {
                        if position > 0 || passesSelf { writer.write(", ") }
                        writer.write(SwiftNames.label(label))
                        writer.write(": ")
                        writer.write(SwiftNames.binding(label))
                    }
                    writer.write("))")
                    writer.endLine()
                }
            },
            fallback: [.line("break")],
            coversAll: true,
            forward: { "return \($0)(for: screen, factory: factory)" }
        )
        chunked.trailing = [.line("return SwiftUI.AnyView(SwiftUI.EmptyView())")]
        renderer.open(SwiftType(attributes: ["@MainActor"], access: nil, kind: .extension, name: "\(ns).\(SwiftNames.coordinatorProtocol)"))
        chunked.render(into: &renderer)
        renderer.close()
    }
}
