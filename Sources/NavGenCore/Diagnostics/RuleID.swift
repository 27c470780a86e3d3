/// The stable id of every rule of the graph format (spec section 6).
///
/// The raw value is what diagnostics print and what JSON and SARIF carry.
public enum RuleID: String, CaseIterable, Sendable, Hashable, Codable {
    case yamlSyntax = "yaml-syntax"
    case yamlLimit = "yaml-limit"
    case duplicateKey = "duplicate-key"
    case unknownKey = "unknown-key"
    case invalidValue = "invalid-value"
    case missingKey = "missing-key"
    case invalidName = "invalid-name"
    case duplicateName = "duplicate-name"
    case nameCollision = "name-collision"
    case unknownReference = "unknown-reference"
    case pushOutsideStack = "push-outside-stack"
    case tabOutsideTabs = "tab-outside-tabs"
    case unboundRootParam = "unbound-root-param"
    case linkConflict = "link-conflict"
    case flowCycle = "flow-cycle"
    case unreachableScreen = "unreachable-screen"
    case unreachableFlow = "unreachable-flow"
    case urlSyntax = "url-syntax"
    case urlUnknownParam = "url-unknown-param"
    case urlParamType = "url-param-type"
    case urlMissingParam = "url-missing-param"
    case urlConflict = "url-conflict"
    case deeplinkUnreachable = "deeplink-unreachable"
    case deeplinkUnboundParam = "deeplink-unbound-param"
    case deeplinkAmbiguous = "deeplink-ambiguous"

    /// The severity the spec gives the rule.
    public var defaultSeverity: Severity {
        switch self {
        case .unreachableScreen, .unreachableFlow, .deeplinkAmbiguous: .warning
        default: .error
        }
    }

    /// A one-line summary, used for SARIF rule metadata.
    public var summary: String {
        switch self {
        case .yamlSyntax: "the file is not well-formed YAML"
        case .yamlLimit: "alias expansion or nesting exceeds navgen's limits"
        case .duplicateKey: "a mapping has the same key twice"
        case .unknownKey: "a key the graph format does not have"
        case .invalidValue: "a node of the wrong kind or a literal of the wrong type"
        case .missingKey: "a required key is absent"
        case .invalidName: "a name breaks the naming rules"
        case .duplicateName: "a screen and a flow share a name"
        case .nameCollision: "two names generate the same Swift identifier"
        case .unknownReference: "a reference to something that is not defined"
        case .pushOutsideStack: "a stack link on a screen placed outside a navigation stack"
        case .tabOutsideTabs: "a tab link whose target is not a tab of an enclosing tab flow"
        case .unboundRootParam: "a stack root or tab screen has an unbound required parameter"
        case .linkConflict: "two screens of one flow declare incompatible links of the same name"
        case .flowCycle: "flows contain each other"
        case .unreachableScreen: "a screen is never shown"
        case .unreachableFlow: "a flow is never shown"
        case .urlSyntax: "a malformed URL pattern"
        case .urlUnknownParam: "a URL pattern names an unknown parameter or binds one twice"
        case .urlParamType: "a URL-bound parameter has a type URLs cannot carry"
        case .urlMissingParam: "a URL pattern does not bind a required parameter"
        case .urlConflict: "two URL patterns can match the same URL"
        case .deeplinkUnreachable: "a deep-link target is never shown"
        case .deeplinkUnboundParam: "a deep-link route cannot supply a required parameter"
        case .deeplinkAmbiguous: "a deep-link target has several shortest routes"
        }
    }
}
