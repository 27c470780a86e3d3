/// Every rule's description, one per rule id, in the order of spec section 6: the
/// rules of reading and decoding, then the graph rules and the deep-link rules in
/// the order their validators run them, then the rules of `navgen check-app`.
///
/// A new rule joins the catalog by being in `Validator.rules`,
/// `DeepLinkValidator.rules` or `AppValidator.rules`; nothing here changes.
public enum RuleCatalog {
    /// The descriptions, in order. SARIF lists its rules in this order.
    public static let descriptions: [RuleDescription] = {
        let graphRules: [RuleDescription] = Validator.rules.flatMap { type(of: $0).descriptions }
        let deepLinkRules: [RuleDescription] = DeepLinkValidator.rules.flatMap { type(of: $0).descriptions }
        let appRules: [RuleDescription] = AppValidator.rules.flatMap { type(of: $0).descriptions }
        return ReadingRules.descriptions + graphRules + deepLinkRules + appRules
    }()

    /// The place of each id in `descriptions` (SARIF's `ruleIndex`).
    private static let positions: [RuleID: Int] = Dictionary(
        descriptions.enumerated().map { ($1.id, $0) },
        uniquingKeysWith: { _, _ in preconditionFailure("two descriptions share a rule id") })

    /// The description of `id`.
    public static func description(of id: RuleID) -> RuleDescription {
        descriptions[index(of: id)]
    }

    /// The place of `id` in `descriptions`.
    public static func index(of id: RuleID) -> Int {
        guard let position = positions[id] else { preconditionFailure("no description of the rule '\(id.rawValue)'") }
        return position
    }
}
