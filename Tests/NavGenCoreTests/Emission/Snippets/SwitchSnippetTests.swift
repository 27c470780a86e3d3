import Testing

/// A switch flow's coordinator, its link method, its SwiftUI view and what deep links
/// ask of it (1.1 A), and `open(_:mode:)` (1.1 E), for a graph of a few lines.
@Suite("Snippets: switch flows")
struct SwitchSnippetTests {
    static let gate = """
        navgen: 1
        name: Gate
        root: App
        urls: { schemes: [gate], open: preserve }
        screens:
          Login: { links: { signedIn: { switch: Main } } }
          Home: { url: /home }
        flows:
          App: { switch: [ { screen: Login }, { flow: Main, deepLinks: defer } ] }
          Main: { stack: { root: Home } }
        """

    @Test("Branch: a payload-free case per branch, CaseIterable; branch, one optional per flow branch, pendingDeepLink")
    func members() {
        let swift = EmittedSwift(Self.gate)
        swift.expect("""
            nonisolated enum Branch: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.Codable {
                case login
                case main
            }
            """)
        swift.expect("private(set) var branch: Branch = .login")
        swift.expect("private(set) var main: MainCoordinator? = nil")
        swift.expect("private(set) var pendingDeepLink: DeepLink? = nil")
        swift.expect("""
            init(branch: Branch = .login) {
                self.branch = branch
                build(branch)
            }
            """)
    }

    @Test("screen(for:) gives a screen branch's screen; the flow branches share one case, as a tab bar's do")
    func screenForABranch() {
        let swift = EmittedSwift("""
            navgen: 1
            name: Vault
            root: App
            screens:
              Login: { links: { signedIn: { switch: Main } } }
              Unlock: { links: { signOut: { switch: Auth } } }
              Home: {}
            flows:
              App: { switch: [ { flow: Auth }, { screen: Unlock }, { flow: Main } ] }
              Auth: { stack: { root: Login } }
              Main: { stack: { root: Home } }
            """)
        swift.expect("""
            func screen(for branch: Branch) -> Screen? {
                switch branch {
                case .auth, .main:
                    return nil
                case .unlock:
                    return .unlock
                }
            }
            """)
    }

    @Test("show(_:) builds another branch afresh and applies a pending link of that branch from the root")
    func show() {
        EmittedSwift(Self.gate).expect("""
            func show(_ branch: Branch) {
                enter(branch)
                guard let link = pendingDeepLink, link.steps.contains(.show(.app(branch))) else { return }
                pendingDeepLink = nil
                (rootCoordinator as? any NavGenRuntime.NavigationEventRoot<ModalContent>)?.open(link, mode: .reset)
            }
            """)
    }

    @Test("a switch link shows the branch on the nearest enclosing switch")
    func switchLink() {
        EmittedSwift(Self.gate).expect("""
            func signedIn() {
                ancestor(Gate.AppCoordinator.self)?.show(.main)
            }
            """)
    }

    @Test("deepLinks: each policy is one case of admit(_:into:)")
    func admit() {
        EmittedSwift(Self.gate).expect("""
            fileprivate func admit(_ link: DeepLink, into branch: Branch) -> OpenResult {
                switch branch {
                case .login:
                    return .opened
                case .main:
                    pendingDeepLink = link
                    return .deferred
                }
            }
            """)
    }

    @Test("open(_:mode:) is the runtime's, with the graph's default mode; the switch follows and admits its steps")
    func open() {
        let swift = EmittedSwift(Self.gate)
        swift.expect("static var openMode: NavGenRuntime.OpenMode { .preserve }")
        swift.expect("""
            func follow(_ step: Gate.DeepLink.Step) -> Swift.Bool {
                guard case .show(.app(let branch)) = step else { return false }
                enter(branch)
                return true
            }
            """)
        #expect(!swift.text.contains("func open("))
    }

    @Test("the SwiftUI view shows the current branch's view")
    func view() {
        EmittedSwift(Self.gate).expect("""
            @SwiftUI.ViewBuilder private var branchView: some SwiftUI.View {
                switch coordinator.branch {
                case .login:
                    coordinator.view(for: .login, factory: factory)
                case .main:
                    if let main = coordinator.main {
                        MainView(coordinator: main, factory: factory)
                    }
                }
            }
            """)
    }

    @Test("a flow branch whose property name is a keyword is not tracked by the Observation macro, which cannot expand it")
    func keywordBranchProperty() {
        let swift = EmittedSwift("""
            navgen: 1
            name: Gate
            root: App
            screens:
              Login: {}
              Home: {}
            flows:
              App: { switch: [ { screen: Login }, { flow: Any } ] }
              Any: { stack: { root: Home } }
            """)
        swift.expect("@ObservationIgnored private(set) var `any`: AnyCoordinator? = nil")
        #expect(swift.text.contains("""
                    /// The coordinator of the branch `Any`: non-nil exactly while it is shown.
                    /// Observed through `branch`, which changes with it.
                    @ObservationIgnored private(set) var `any`
            """))
    }

    @Test("a flow branch named Coordinator is set through self: the local coordinator shadows its property")
    func branchNamedCoordinator() {
        let swift = EmittedSwift(Self.gate.replacingOccurrences(of: "Main", with: "Coordinator"))
        #expect(swift.text.contains("""
                            let coordinator = CoordinatorCoordinator()
                            coordinator.parentCoordinator = self
                            self.coordinator = coordinator
            """))
    }
}
