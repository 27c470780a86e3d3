/// A flow: a navigation stack, a tab bar, or a switch (1.1 A).
public struct Flow: Sendable {
    public enum Kind: Sendable {
        case stack(StackFlow)
        case tabs([Tab])
        /// A root that changes at run time: one branch shown at a time, the first at launch.
        case `switch`([Branch])
    }

    public var name: Located<String>
    public var kind: Kind
    /// `params: [itemID]` (1.1 B): required parameters of a stack's root that `args`
    /// leaves unbound, which whoever shows the flow passes.
    public var params: [Located<String>]
    /// `links:` (1.1 C): links of the flow's coordinator and of every screen placed
    /// directly in the flow.
    public var links: [Link]

    public init(name: Located<String>, kind: Kind, params: [Located<String>] = [], links: [Link] = []) {
        self.name = name
        self.kind = kind
        self.params = params
        self.links = links
    }

    /// The tabs of a tab flow; empty for a stack.
    public var tabs: [Tab] {
        if case .tabs(let tabs) = kind { return tabs }
        return []
    }

    /// The branches of a switch flow; empty for a stack or a tab bar.
    public var branches: [Branch] {
        if case .switch(let branches) = kind { return branches }
        return []
    }

    /// Whether the flow is a switch flow.
    public var isSwitch: Bool {
        if case .switch = kind { return true }
        return false
    }

    /// The stack of a stack flow.
    public var stack: StackFlow? {
        if case .stack(let stack) = kind { return stack }
        return nil
    }
}

/// `stack: { root: RecipeList, args: { vegetarian: true } }`.
public struct StackFlow: Sendable {
    public var root: Located<String>
    public var args: [ArgumentBinding]

    public init(root: Located<String>, args: [ArgumentBinding] = []) {
        self.root = root
        self.args = args
    }
}

/// One tab of a tab flow: a flow or a screen, with an optional title and icon.
public struct Tab: Sendable {
    public enum Target: Sendable, Hashable {
        case flow(String)
        case screen(String)

        public var name: String {
            switch self {
            case .flow(let name), .screen(let name): name
            }
        }
    }

    public var target: Located<Target>
    public var title: Located<String>?
    public var icon: Located<String>?
    /// Fixed values for a screen tab's parameters.
    public var args: [ArgumentBinding]
    /// Where the tab's entry starts.
    public var location: SourceLocation

    public init(target: Located<Target>, title: Located<String>? = nil, icon: Located<String>? = nil, args: [ArgumentBinding] = [], location: SourceLocation) {
        self.target = target
        self.title = title
        self.icon = icon
        self.args = args
        self.location = location
    }
}

/// One branch of a switch flow: a flow or a screen (a screen branch may carry `args`),
/// and what a deep link into it does while another branch is shown.
public struct Branch: Sendable {
    /// What a deep link whose route passes the branch does while another branch of the
    /// switch is shown (1.1 A).
    public enum DeepLinkPolicy: String, Sendable, CaseIterable, Hashable {
        /// Shows the branch, then follows the route (the default).
        case `switch`
        /// Keeps the link as the switch coordinator's `pendingDeepLink`, applied when the
        /// branch is shown.
        case `defer`
        /// Changes nothing.
        case refuse
    }

    public var target: Located<Tab.Target>
    /// Fixed values for a screen branch's parameters.
    public var args: [ArgumentBinding]
    public var deepLinks: DeepLinkPolicy
    /// Where the branch's entry starts.
    public var location: SourceLocation

    public init(target: Located<Tab.Target>, args: [ArgumentBinding] = [], deepLinks: DeepLinkPolicy = .switch, location: SourceLocation) {
        self.target = target
        self.args = args
        self.deepLinks = deepLinks
        self.location = location
    }
}
