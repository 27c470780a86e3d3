/// Decodes what feature modules add to the top level (issue 40): a feature graph's
/// `exits:`, and an app graph's `features:` and `bind:`.
enum FeatureDecoder {
    /// `exits: { ShowStatus: { params: { statusID: String } } }`: each exit a name and
    /// parameters written as a screen's.
    static func decodeExits(_ node: YAMLNode, context: inout DecodingContext) -> [Exit] {
        guard let pairs = context.mapping(node, as: "'exits'") else { return [] }
        let screens = ScreenDecoder()
        return pairs.compactMapReserved { pair in
            guard let name = context.keyName(pair.key) else { return nil }
            context.checkName(name, upper: true, what: "the exit name")
            var exit = Exit(name: name)
            if pair.value.isNull { return exit }
            guard let fields = context.fields(of: pair.value, as: "the exit '\(name.value)'", keys: GraphKeys.exit) else { return exit }
            if let params = fields["params"], let paramPairs = context.mapping(params, as: "'params'") {
                exit.params = paramPairs.compactMapReserved { screens.decodeParameter($0, screenName: name.value, context: &context) }
            }
            return exit
        }
    }

    /// `bind: { Account.ShowStatus: { push: Timeline.StatusDetail, args: {...} } }`:
    /// each key an exit qualified by its feature, each value a link without a name.
    static func decodeBindings(_ node: YAMLNode, context: inout DecodingContext) -> [ExitBinding] {
        guard let pairs = context.mapping(node, as: "'bind'") else { return [] }
        return pairs.compactMapReserved { pair in
            guard let exit = context.keyName(pair.key) else { return nil }
            let parts = exit.value.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, NamingRules.isValid(String(parts[0]), upper: true), NamingRules.isValid(String(parts[1]), upper: true) else {
                context.diagnostics.emit(.invalidValue, "'\(exit.value.excerpt)' is not an exit: a binding's key is a feature and one of its exits, like 'Account.ShowStatus'",
                                         at: exit.location)
                return nil
            }
            guard let fields = context.fields(of: pair.value, as: "the binding of '\(exit.value)'", keys: GraphKeys.binding) else { return nil }
            let styles = fields.positions.compactMap { position -> (style: LinkStyle, position: Int)? in
                guard let key = fields.keyIndex(ofPairAt: position), let style = LinkStyle(rawValue: GraphKeys.binding[key]) else { return nil }
                return (style, position)
            }
            guard let first = styles.first else {
                context.diagnostics.emit(.missingKey, "the binding of '\(exit.value)' has no style; add one of \(LinkStyle.spelled(LinkStyle.showing)) with its target",
                                         at: fields.location)
                return nil
            }
            if styles.count > 1 {
                context.diagnostics.emit(.invalidValue, "the binding of '\(exit.value)' has two styles, '\(first.style.rawValue)' and '\(styles[1].style.rawValue)'; a binding has exactly one",
                                         at: fields.entry(atPosition: styles[1].position).keyLocation)
                return nil
            }
            let entry = fields.entry(atPosition: first.position)
            guard let target = context.string(entry.node, as: "the target of '\(exit.value)'") else { return nil }
            return ExitBinding(exit: exit, style: Located(first.style, at: entry.keyLocation), target: target,
                               args: fields["args"].map { context.arguments($0) } ?? [])
        }
    }
}
