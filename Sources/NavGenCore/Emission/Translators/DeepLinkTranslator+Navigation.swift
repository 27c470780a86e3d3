/// The part of the deep-link translation that touches screens: `Screen.url`.
extension DeepLinkTranslator {
    /// Renders `var url: URL?` on `Screen`: the URL of the first of the screen's
    /// patterns that resolves back to the screen. A large graph's switch is split
    /// into parts (`ChunkedSwitch`).
    func renderScreenURLs(into renderer: inout SwiftRenderer) {
        let screens = screensWithPatterns()
        let doc = ["The URL of the screen's first pattern that resolves back to it, or `nil`: for a screen without",
                   "a pattern, or values a URL cannot carry (an empty text, an infinite number, a path or host",
                   "parameter still at its default)."]
        let function = SwiftFunction(doc: doc, access: plan.access, modifiers: ["nonisolated"], name: "url", returnType: "Foundation.URL?")
        let chunked = ChunkedSwitch(function: function, subject: "self", caseCount: screens.count,
                                    writeCase: { index, writer in
                                        SwiftRenderer.render(urlCase(screens[index].screen, routes: screens[index].routes), into: &writer)
                                    },
                                    fallback: [.line("return nil")],
                                    coversAll: screens.count == plan.graph.screens.count, forward: { "return \($0)()" })
        renderer.open(SwiftType(kind: .extension, name: "\(plan.namespace).Screen"))
        chunked.render(into: &renderer, firstPartAs: SwiftVariable(doc: doc, access: plan.access, modifiers: ["nonisolated"],
                                                                   name: "url", type: "Foundation.URL?", getter: []))
        renderer.close()
    }

    /// Each screen that has patterns that can build a URL, in file order, with the
    /// positions of its routes in the table: the table lists them screen by screen, in
    /// file order, so a screen's routes are one run of it (the ones with `*` or `**`
    /// left out, which the filter in `urlCase` skips again).
    private func screensWithPatterns() -> [(screen: Int, routes: Range<Int>)] {
        var screens: [(screen: Int, routes: Range<Int>)] = []
        var previous = ""
        for position in table.routes.indices {
            let name = table.routes[position].pattern.screen
            // A pattern with `*` or `**` has a segment no value fills: it never builds a URL.
            guard table.routes[position].pattern.canBuildURLs else { continue }
            if !screens.isEmpty, name == previous {
                screens[screens.count - 1].routes = screens[screens.count - 1].routes.lowerBound..<(position + 1)
            } else if let screen = plan.index.screenID(name) {
                screens.append((screen, position..<(position + 1)))
                previous = name
            }
        }
        return screens
    }

    /// The case of screen number `id` in `Screen.url`: each of its patterns filled with
    /// the screen's values, the first that resolves back to the screen winning.
    private func urlCase(_ id: Int, routes: Range<Int>) -> [SwiftStatement] {
        let params = plan.graph.screens[id].params
        let buildable = routes.filter { table.routes[$0].pattern.canBuildURLs }
        let used = Set(buildable.flatMap { table.routes[$0].pattern.parameterNames })
        var payload = ""
        if params.contains(where: { used.contains($0.name.value) }) {
            payload = "(" + params.map { used.contains($0.name.value) ? "let " + SwiftNames.binding(SwiftNames.escaped($0.name.value)) : "_" }
                .joined(separator: ", ") + ")"
        }
        let pattern = "case ." + plan.names.screens[id].spelled(payload)
        var body: [SwiftStatement] = []
        for route in buildable {
            let pattern = table.routes[route].pattern
            let text = SwiftLiteral.string(pattern.text)
            let captures = pattern.captureNames
            let names = pattern.parameterNames
            // An enum writes its raw value; a list, one query item per element (`lists:`).
            let values = names.filter { !pattern.lists.contains($0) }.map { name in
                let variable = SwiftNames.binding(SwiftNames.escaped(name))
                let text = pattern.choices[name] != nil ? "\(variable).rawValue" : "NavGenRuntime.URLValue.text(\(variable))"
                // A defaulted capture holding its default stands for "not known": it is never written into a URL.
                guard captures.contains(name), let param = params.first(where: { $0.name.value == name }), let value = param.defaultValue?.value,
                      value != .null
                else { return "\(SwiftLiteral.string(name)): \(text)" }
                return "\(SwiftLiteral.string(name)): \(variable) == \(SwiftLiteral.expression(value, as: param.type)) ? nil : \(text)"
            }
            let lists = names.filter { pattern.lists.contains($0) }.map { name in
                "\(SwiftLiteral.string(name)): \(SwiftNames.binding(SwiftNames.escaped(name))).map { NavGenRuntime.URLValue.text($0) }"
            }
            let call = "\(plan.namespace).Routes.router.url("
            let lead = route == buildable.first ? "return " : "?? "
            let listArgument = lists.isEmpty ? "" : ", lists: [" + lists.joined(separator: ", ") + "]"
            let line = lead + call + text + ", [" + (values.isEmpty ? ":" : values.joined(separator: ", ")) + "]" + listArgument + ", showing: self)"
            // A `??` candidate stands one level deeper than the `return` one.
            let width = route == buildable.first ? Self.routeLineWidth : Self.routeLineWidth - 4
            let statements: [SwiftStatement] = SwiftRenderer.fits(line, in: width) ? [.line(line)] : [
                .line(lead + call),
                .indented([.line(text + ",")] + Self.dictionaryLines(values)
                          + (lists.isEmpty ? [] : [.line("lists: [")] + [.indented(lists.map { .line($0 + ",") })] + [.line("],")])
                          + [.line("showing: self")]),
                .line(")"),
            ]
            body += route == buildable.first ? statements : [.indented(statements)]
        }
        return [.line(pattern + ":"), .indented(body)]
    }

    /// The dictionary argument of `Screen.url`, on one line when it has one entry or
    /// none, and the comma before the arguments after it.
    private static func dictionaryLines(_ entries: [String]) -> [SwiftStatement] {
        guard entries.count > 1 else { return [.line("[" + (entries.first ?? ":") + "],")] }
        return [.line("["), .indented(entries.map { .line($0 + ",") }), .line("],")]
    }
}
