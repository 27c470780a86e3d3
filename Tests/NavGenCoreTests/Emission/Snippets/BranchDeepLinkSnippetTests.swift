import Testing

/// Deep links through switch branches with values (1.1 A, B): a `show` step carries the
/// values the URL binds; the launch branch's step leaves out those the URL lacks, and
/// the switch fills them from the first branch as last shown.
@Suite("Snippets: deep links through branches with values")
struct BranchDeepLinkSnippetTests {
    static let accounts = """
        navgen: 1
        name: Accounts
        root: App
        urls: { schemes: [acc] }
        screens:
          Login: { url: /login }
          Timeline:
            params: { accountID: String }
            links: { openSettings: { push: Settings } }
          Settings: { url: /settings }
          List:
            params: { listID: Int }
            url: /lists/{listID}
        flows:
          App: { switch: [ { flow: Main }, { flow: Auth }, { flow: Shared } ] }
          Auth: { stack: { root: Login } }
          Main: { stack: { root: Timeline }, params: [accountID] }
          Shared: { stack: { root: List }, params: [listID] }
        """

    @Test("a step shows a later branch with the URL's values, the launch branch with nil for the live ones")
    func steps() {
        let swift = EmittedSwift(Self.accounts)
        #expect(swift.text.contains(".show(.app(.shared(sharedListID: listID))),\n"))
        #expect(swift.text.contains(".showLaunchBranch(.app(mainAccountID: nil)),\n"))
        swift.expect("""
            nonisolated enum LaunchBranchSelection: Swift.Hashable, Swift.Sendable {
                /// The first branch of `App`, `Main`.
                case app(mainAccountID: Swift.String?)
            }
            """)
        #expect(swift.text.contains("typealias LaunchBranchSelection = Accounts.LaunchBranchSelection\n"))
        #expect(swift.text.contains("case .show(.app), .showLaunchBranch(.app):\n"))
    }

    @Test("the switch keeps the first branch as last shown and fills a link's nil values from it")
    func launchBranch() {
        let swift = EmittedSwift(Self.accounts)
        #expect(swift.text.contains("@ObservationIgnored private var lastLaunchBranch: Branch? = nil\n"))
        #expect(swift.text.contains("""
                        case .main(let mainAccountID):
                            lastLaunchBranch = branch
                            let coordinator = MainCoordinator(accountID: mainAccountID)
            """))
        swift.expect("""
            fileprivate func launchBranch(mainAccountID: Swift.String?) -> Branch? {
                if case .main(let lastMainAccountID)? = lastLaunchBranch {
                    return .main(mainAccountID: mainAccountID ?? lastMainAccountID)
                }
                guard let mainAccountID else { return nil }
                return .main(mainAccountID: mainAccountID)
            }
            """)
    }

    @Test("isShowing(_:) compares a link's step with the branch shown case by case; the pending link uses it")
    func isShowing() {
        let swift = EmittedSwift(Self.accounts)
        swift.expect("""
            fileprivate func isShowing(_ step: DeepLink.Step) -> Swift.Bool {
                switch (step, branch) {
                case (.show(.app(.main)), .main):
                    return true
                case (.show(.app(.auth)), .auth):
                    return true
                case (.show(.app(.shared)), .shared):
                    return true
                case (.showLaunchBranch(.app), .main):
                    return true
                default:
                    return false
                }
            }
            """)
        #expect(swift.text.contains("guard let link = pendingDeepLink, link.steps.contains(where: { isShowing($0) }) else { return }\n"))
    }

    @Test("the switch admits a step: unknown launch values refuse, other values open afresh; it follows the filled branch")
    func openAndApply() {
        let swift = EmittedSwift(Self.accounts)
        swift.expect("""
            func admit(_ step: Accounts.DeepLink.Step, of link: Accounts.DeepLink) -> Accounts.OpenResult? {
                let branch: Branch
                switch step {
                case .show(.app(let shown)):
                    branch = shown
                case .showLaunchBranch(.app(let mainAccountID)):
                    guard let launch = launchBranch(mainAccountID: mainAccountID) else { return .refused }
                    branch = launch
                default:
                    return nil
                }
                guard isShowing(step) else { return admit(link, into: branch) }
                return branch == self.branch ? nil : .opened
            }
            """)
        swift.expect("""
            func follow(_ step: Accounts.DeepLink.Step) -> Swift.Bool {
                switch step {
                case .show(.app(let branch)):
                    enter(branch)
                case .showLaunchBranch(.app(let mainAccountID)):
                    guard let branch = launchBranch(mainAccountID: mainAccountID) else { return false }
                    enter(branch)
                default:
                    return false
                }
                return true
            }
            """)
    }

    @Test("a switch whose first branch takes no values has no launch-branch members, and one without values no isShowing(_:)")
    func withoutLaunchValues() {
        let laterOnly = EmittedSwift(Self.accounts.replacingOccurrences(of: "[ { flow: Main }, { flow: Auth }, { flow: Shared } ]",
                                                                        with: "[ { flow: Auth }, { flow: Main }, { flow: Shared } ]")
                                         .replacingOccurrences(of: "Settings: { url: /settings }", with: "Settings: {}"))
        #expect(!laterOnly.text.contains("launchBranch"))
        #expect(!laterOnly.text.contains("LaunchBranch"))
        #expect(laterOnly.text.contains("fileprivate func isShowing(_ step: DeepLink.Step) -> Swift.Bool {"))

        let plain = EmittedSwift(SwitchSnippetTests.gate)
        #expect(!plain.text.contains("isShowing"))
        #expect(plain.text.contains("guard let link = pendingDeepLink, link.steps.contains(.show(.app(branch))) else { return }\n"))
    }

    @Test("a launch branch of several values takes the URL's where it has them and nil for the others")
    func partlyBoundLaunchBranch() {
        let swift = EmittedSwift("""
            navgen: 1
            name: Guests
            root: App
            urls: { schemes: [guests] }
            screens:
              Trending:
                params: { region: String }
                links: { openTopic: { push: Topic } }
              Topic:
                params: { region: String, name: String }
                url: /explore/{region}/topics/{name}
              Feed: { params: { userID: Int } }
              Login: {}
            flows:
              App: { switch: [ { flow: Guest }, { flow: Auth } ] }
              Auth: { stack: { root: Login } }
              Guest: { tabs: [ { flow: Explore }, { flow: Home } ] }
              Explore: { stack: { root: Trending }, params: [region] }
              Home: { stack: { root: Feed }, params: [userID] }
            """)
        #expect(swift.text.contains(".showLaunchBranch(.app(exploreRegion: region, homeUserID: nil)),\n"))
        swift.expect("""
            fileprivate func launchBranch(exploreRegion: Swift.String?, homeUserID: Swift.Int?) -> Branch? {
                if case .guest(let lastExploreRegion, let lastHomeUserID)? = lastLaunchBranch {
                    return .guest(
                        exploreRegion: exploreRegion ?? lastExploreRegion,
                        homeUserID: homeUserID ?? lastHomeUserID
                    )
                }
                guard let exploreRegion, let homeUserID else { return nil }
                return .guest(exploreRegion: exploreRegion, homeUserID: homeUserID)
            }
            """)
    }
}
