import Testing

/// A switch branch with launch parameters (1.1 A, B): its `Branch` case carries them,
/// the switch builds the branch's coordinator with them, a switch link passes them,
/// and a tab bar or switch passes a first branch's on from its own `init`.
@Suite("Snippets: branch payloads")
struct BranchPayloadSnippetTests {
    static let accounts = """
        navgen: 1
        name: Accounts
        root: App
        screens:
          Login: { links: { loggedIn: { switch: Main } } }
          Timeline: { params: { accountID: String } }
          Feed: { params: { userID: Int } }
          Profile: { params: { handle: String } }
          Locked: {}
        flows:
          App: { switch: [ { flow: Auth }, { flow: Main }, { flow: Home } ] }
          Auth: { stack: { root: Login } }
          Main: { stack: { root: Timeline }, params: [accountID] }
          Home: { tabs: [ { flow: FeedTab }, { flow: Inner } ] }
          FeedTab: { stack: { root: Feed }, params: [userID] }
          Inner: { switch: [ { flow: ProfileFlow }, { screen: Locked } ] }
          ProfileFlow: { stack: { root: Profile }, params: [handle] }
        """

    /// `accounts` with `Main` first: the switch starts in a branch with parameters.
    static let launchInMain = """
        navgen: 1
        name: Accounts
        root: App
        screens:
          Login: {}
          Timeline: { params: { accountID: String } }
        flows:
          App: { switch: [ { flow: Main }, { flow: Auth } ] }
          Auth: { stack: { root: Login } }
          Main: { stack: { root: Timeline }, params: [accountID] }
        """

    @Test("Branch: a case carries the branch's launch parameters by their launch labels, in placement order; not CaseIterable")
    func branchEnum() {
        let swift = EmittedSwift(Self.accounts)
        #expect(swift.text.contains("/// The branches, in order; a flow branch's case carries the parameters it is built with.\n"))
        swift.expect("""
            nonisolated enum Branch: Swift.Hashable, Swift.Sendable, Swift.Codable {
                case auth
                case main(mainAccountID: Swift.String)
                case home(feedTabUserID: Swift.Int, profileFlowHandle: Swift.String)
            }
            """)
        // `Inner`'s: its first branch's parameter, reached through `Home`'s tab.
        #expect(swift.text.contains("""
                    nonisolated enum Branch: Swift.Hashable, Swift.Sendable, Swift.Codable {
                        case profileFlow(profileFlowHandle: Swift.String)
                        case locked
                    }
            """))
        #expect(!swift.text.contains("enum Branch: Swift.Hashable, Swift.Sendable, Swift.CaseIterable"))
    }

    @Test("the first branch without parameters keeps the default; build(_:) passes a case's values to the branch's coordinator")
    func build() {
        let swift = EmittedSwift(Self.accounts)
        swift.expect("private(set) var branch: Branch = .auth")
        swift.expect("""
            init(branch: Branch = .auth) {
                self.branch = branch
                build(branch)
            }
            """)
        #expect(swift.text.contains("""
                        case .main(let mainAccountID):
                            let coordinator = MainCoordinator(accountID: mainAccountID)
            """))
        #expect(swift.text.contains("""
                        case .home(let feedTabUserID, let profileFlowHandle):
                            let coordinator = HomeCoordinator(feedTabUserID: feedTabUserID, profileFlowHandle: profileFlowHandle)
            """))
    }

    @Test("a tab bar takes the parameters of a switch tab's first branch and builds the switch in it")
    func tabBarPassesFirstBranch() {
        let swift = EmittedSwift(Self.accounts)
        swift.expect("""
            init(feedTabUserID: Swift.Int, profileFlowHandle: Swift.String) {
                feedTab = FeedTabCoordinator(userID: feedTabUserID)
                inner = InnerCoordinator(branch: .profileFlow(profileFlowHandle: profileFlowHandle))
                feedTab.parentCoordinator = self
                inner.parentCoordinator = self
            }
            """)
        swift.expect("""
            init(branch: Branch) {
                self.branch = branch
                build(branch)
            }
            """)
    }

    @Test("a switch root whose first branch has parameters has only init(branch:), without a default")
    func launchInBranchWithParameters() {
        let swift = EmittedSwift(Self.launchInMain)
        swift.expect("""
            init(branch: Branch) {
                self.branch = branch
                build(branch)
            }
            """)
        swift.expect("private(set) var branch: Branch")
        #expect(!swift.text.contains("init(branch: Branch ="))
    }

    @Test("a switch link to a stack branch with parameters takes them as method arguments")
    func switchLink() {
        let swift = EmittedSwift(Self.accounts)
        swift.expect("func loggedIn(accountID: Swift.String)")
        #expect(swift.text.contains("""
                func loggedIn(accountID: Swift.String) {
                    ancestor(Accounts.AppCoordinator.self)?.show(.main(mainAccountID: accountID))
                }
            """))
    }
}
