/// Decodes one entry of `flows:` (spec section 5).
enum FlowDecoder {
    static func decode(_ pair: YAMLNode.Pair, context: inout DecodingContext) -> Flow? {
        guard let name = context.keyName(pair.key) else { return nil }
        context.checkName(name, upper: true, what: "the flow name")
        let what = "the flow '\(name.value)'"
        guard let fields = context.fields(of: pair.value, as: what, keys: GraphKeys.flow) else { return nil }
        let kinds = ["stack", "tabs", "switch"].filter { fields[$0] != nil }
        guard kinds.count == 1 else {
            if kinds.isEmpty {
                context.diagnostics.emit(.missingKey, "\(what) has none of 'stack', 'tabs' and 'switch'; add 'stack: { root: Screen }', a 'tabs:' list or a 'switch:' list", at: fields.location)
            } else {
                let location = fields.entry(kinds[1])?.keyLocation ?? fields.location
                context.diagnostics.emit(.invalidValue, "\(what) has both '\(kinds[0])' and '\(kinds[1])'; a flow is one of 'stack', 'tabs' and 'switch'", at: location)
            }
            return nil
        }
        let kind: Flow.Kind
        if let stack = fields["stack"] {
            guard let stack = decodeStack(stack, context: &context) else { return nil }
            kind = .stack(stack)
        } else if let tabs = fields["tabs"] {
            guard let items = context.sequence(tabs, as: "'tabs'") else { return nil }
            if items.isEmpty {
                context.diagnostics.emit(.invalidValue, "'tabs' is empty; a tab flow needs at least one tab", at: tabs.location)
            }
            kind = .tabs(items.compactMapReserved { decodeTab($0, context: &context) })
        } else {
            guard let branches = fields["switch"], let items = context.sequence(branches, as: "'switch'") else { return nil }
            if items.isEmpty {
                context.diagnostics.emit(.invalidValue, "'switch' is empty; a switch flow needs at least one branch", at: branches.location)
            }
            kind = .switch(items.compactMapReserved { decodeBranch($0, context: &context) })
        }
        var flow = Flow(name: name, kind: kind)
        if let params = fields.entry("params") {
            if case .stack = kind {
                flow.params = context.strings(params.node, as: "a flow parameter")
            } else {
                context.diagnostics.emit(.invalidValue, "'params' belongs to stack flows, whose root takes them; bind a tab's parameters in its own flow", at: params.keyLocation)
            }
        }
        if let links = fields["links"], let pairs = context.mapping(links, as: "'links'") {
            let decoder = ScreenDecoder()
            flow.links = pairs.compactMapReserved { decoder.decodeLink($0, context: &context) }
        }
        return flow
    }

    private static func decodeStack(_ node: YAMLNode, context: inout DecodingContext) -> StackFlow? {
        guard let fields = context.fields(of: node, as: "'stack'", keys: GraphKeys.stack),
              let rootNode = context.require("root", in: fields, of: "the stack", hint: "add 'root: Screen', the screen at the bottom of the stack"),
              let root = context.string(rootNode, as: "the stack's 'root'")
        else { return nil }
        return StackFlow(root: root, args: fields["args"].map { context.arguments($0) } ?? [])
    }

    /// `{ flow: Main, deepLinks: defer }` or `{ screen: Unlock, args: { … } }`.
    private static func decodeBranch(_ node: YAMLNode, context: inout DecodingContext) -> Branch? {
        guard let fields = context.fields(of: node, as: "a branch", keys: GraphKeys.branch) else { return nil }
        let target: Located<Tab.Target>
        switch (fields["flow"], fields["screen"]) {
        case (let flow?, nil):
            guard let name = context.string(flow, as: "the branch's 'flow'") else { return nil }
            target = Located(.flow(name.value), at: name.location)
            if let args = fields.entry("args") {
                context.diagnostics.emit(.invalidValue, "'args' belongs to screen branches; a flow branch binds its root's parameters in the flow's 'stack: { args: }'", at: args.keyLocation)
            }
        case (nil, let screen?):
            guard let name = context.string(screen, as: "the branch's 'screen'") else { return nil }
            target = Located(.screen(name.value), at: name.location)
        case (.some, .some):
            context.diagnostics.emit(.invalidValue, "a branch has both 'flow' and 'screen'; give one", at: fields.entry("screen")?.keyLocation ?? fields.location)
            return nil
        case (nil, nil):
            context.diagnostics.emit(.missingKey, "a branch has neither 'flow' nor 'screen'; add '{ flow: Name }' or '{ screen: Name }'", at: fields.location)
            return nil
        }
        return Branch(
            target: target,
            args: fields["args"].map { context.arguments($0) } ?? [],
            deepLinks: fields["deepLinks"].flatMap { context.choice($0, as: "'deepLinks'", of: Branch.DeepLinkPolicy.self) } ?? .switch,
            location: node.location
        )
    }

    private static func decodeTab(_ node: YAMLNode, context: inout DecodingContext) -> Tab? {
        guard let fields = context.fields(of: node, as: "a tab", keys: GraphKeys.tab) else { return nil }
        let target: Located<Tab.Target>
        switch (fields["flow"], fields["screen"]) {
        case (let flow?, nil):
            guard let name = context.string(flow, as: "the tab's 'flow'") else { return nil }
            target = Located(.flow(name.value), at: name.location)
            if let args = fields.entry("args") {
                context.diagnostics.emit(.invalidValue, "'args' belongs to screen tabs; a flow tab binds its root's parameters in the flow's 'stack: { args: }'", at: args.keyLocation)
            }
        case (nil, let screen?):
            guard let name = context.string(screen, as: "the tab's 'screen'") else { return nil }
            target = Located(.screen(name.value), at: name.location)
        case (.some, .some):
            context.diagnostics.emit(.invalidValue, "a tab has both 'flow' and 'screen'; give one", at: fields.entry("screen")?.keyLocation ?? fields.location)
            return nil
        case (nil, nil):
            context.diagnostics.emit(.missingKey, "a tab has neither 'flow' nor 'screen'; add '{ flow: Name }' or '{ screen: Name }'", at: fields.location)
            return nil
        }
        return Tab(
            target: target,
            title: fields["title"].flatMap { context.string($0, as: "'title'") },
            icon: fields["icon"].flatMap { context.string($0, as: "'icon'") },
            args: fields["args"].map { context.arguments($0) } ?? [],
            location: node.location
        )
    }
}
