/// The parts of a link's method that the navigation protocols, their defaults and
/// the coordinators write straight to `SwiftWriter`, and the screen a coordinator's
/// method shows: a 10,000-screen graph has tens of thousands of them.
///
/// Each takes a screen's links and a link's position among them, and reads the link
/// in place: passed whole, every link was copied first, a retain of each of its
/// strings and arrays (95,000 copies compiling 10,000 screens).
extension EmissionPlan {
    /// `/// Pushes `Detail` on the stack.`: the doc line saying what `links[number]` does.
    static func writeSummary(ofLinkAt number: Int, in links: [Link], into writer: inout SwiftWriter) {
        writer.beginLine()
        writer.write("/// ")
        let before: String, after: String
        let style = links[number].style.value
        switch style {
        case .push: (before, after) = ("Pushes ", " on the stack.")
        case .replace: (before, after) = ("Makes ", " the only screen above the stack's root.")
        case .sheet: (before, after) = ("Presents ", " as a sheet.")
        case .cover: (before, after) = ("Presents ", " as a full-screen cover.")
        case .popover: (before, after) = ("Presents ", " as a popover.")
        case .tab: (before, after) = ("Selects the tab ", ".")
        case .switch: (before, after) = ("Shows the branch ", ".")
        case .exit: (before, after) = ("Leaves the feature through the exit ", ".")
        case .pop: (before, after) = ("Goes back one screen.", "")
        case .popToRoot: (before, after) = ("Goes back to the stack's root.", "")
        case .dismiss: (before, after) = ("Closes the modal that shows this screen.", "")
        }
        writer.write(before)
        if style.hasTarget, let target = links[number].target?.value {
            writer.write("`")
            writer.write(target)
            writer.write("`")
        }
        writer.write(after)
        writer.endLine()
    }

    /// `func showDetail(id: Int, page: Int?)`, with `access` first: the name of the
    /// method of `links[number]` and the parameters at `positions` of the target
    /// `screen` (`methodParameters(ofLink:on:)`), the line left open.
    func writeMethodHead(ofLinkAt number: Int, in links: [Link], access: AccessLevel?, parameters: (screen: Int, positions: [Int])?,
                         into writer: inout SwiftWriter) {
        writer.beginLine()
        if let access { writer.write(access.prefix) }
        writer.write("func ")
        writer.write(SwiftNames.escaped(links[number].name.value))
        writer.write("(")
        if let bound = links[number].exitParameters {
            // A link bound from a feature's exit: the method the feature's protocol declares.
            writeParameters(bound, into: &writer)
        } else if let parameters {
            let params = graph.screens[parameters.screen].params, labels = names.screens[parameters.screen].labels
            for (number, position) in parameters.positions.enumerated() {
                if number > 0 { writer.write(", ") }
                writer.write(labels[position])
                // A parameter named `self` is `self_` inside, so that `self` is still the coordinator.
                if SwiftNames.binding(labels[position]) != labels[position] {
                    writer.write(" ")
                    writer.write(SwiftNames.binding(labels[position]))
                }
                writer.write(": ")
                writer.write(params[position].type)
            }
        } else if links[number].style.value == .exit, let target = links[number].target?.value, let exit = graph.exit(named: target) {
            writeParameters(exitParameters(of: links[number], exit: exit), into: &writer)
        }
        writer.write(")")
    }

    /// `statusID: Swift.String, replyTo: Swift.String?`: parameters written by name and type.
    private func writeParameters(_ params: [Parameter], into writer: inout SwiftWriter) {
        for (number, param) in params.enumerated() {
            if number > 0 { writer.write(", ") }
            let name = SwiftNames.escaped(param.name.value)
            writer.write(name)
            if SwiftNames.binding(name) != name {
                writer.write(" ")
                writer.write(SwiftNames.binding(name))
            }
            writer.write(": ")
            writer.write(param.type)
        }
    }

    /// The parameters of `exit` that an exit link's method takes: those its `args` leave unbound.
    func exitParameters(of link: Link, exit: Exit) -> [Parameter] {
        exit.params.filter { param in !link.args.contains { $0.name.value == param.name.value } }
    }

    /// `statusID: statusID, from: self`: the arguments an exit link's method passes its
    /// exit, `args` written as literals.
    func exitArguments(of link: Link, exit: Exit) -> String {
        let values = exit.params.map { param -> String in
            let name = SwiftNames.escaped(param.name.value)
            let fixed = link.args.first { $0.name.value == param.name.value }.flatMap { arg in
                Literal(arg.value.value, as: param.type).map { SwiftLiteral.expression($0, as: param.type) }
            }
            return "\(SwiftNames.label(name)): \(fixed ?? SwiftNames.binding(name))"
        }
        return (values + ["from: self"]).joined(separator: ", ")
    }
}
