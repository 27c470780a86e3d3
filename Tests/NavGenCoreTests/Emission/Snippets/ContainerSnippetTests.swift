import NavGenCore
import Testing

/// What a graph with deep links tells NavGenRuntime of its coordinators
/// (`ContainerTranslator`): a switch's and a root screen's `ContainerCoordinator`
/// conformance, a stack's `pushes(_:)`, and nothing of it in a feature module, whose
/// links resolve through the app.
@Suite("Snippets: what the coordinators tell the runtime for deep links")
struct ContainerSnippetTests {
    @Test("a switch shows its branch's coordinator, or a screen branch's screen, and lists its flow branches")
    func switchShowsItsBranch() {
        EmittedSwift(SwitchSnippetTests.gate).expect("""
            extension Gate.AppCoordinator: NavGenRuntime.ContainerCoordinator {
                var shownCoordinator: (any Gate.Coordinator)? {
                    switch branch {
                    case .login:
                        return nil
                    case .main:
                        return main
                    }
                }

                var shownScreen: Gate.Screen? { screen(for: branch) }

                var childCoordinators: [Gate.Flow: (any Gate.Coordinator)?] { [.main: main] }

                func follow(_ step: Gate.DeepLink.Step) -> Swift.Bool {
                    guard case .show(.app(let branch)) = step else { return false }
                    enter(branch)
                    return true
                }

                func admit(_ step: Gate.DeepLink.Step, of link: Gate.DeepLink) -> Gate.OpenResult? {
                    guard case .show(.app(let branch)) = step, branch != self.branch else { return nil }
                    return admit(link, into: branch)
                }
            }
            """)
    }

    @Test("a root screen's coordinator shows its screen and follows no step")
    func rootScreenShowsItsScreen() {
        let swift = EmittedSwift("""
            navgen: 1
            name: Solo
            root: Home
            urls: { schemes: [solo] }
            screens:
              Home: { url: /home, links: { compose: { sheet: Compose } } }
              Editor: { url: /edit, links: { more: { push: More } } }
              More: { url: /more }
            flows:
              Compose: { stack: { root: Editor } }
            """)
        swift.expect("""
            extension Solo.HomeCoordinator: NavGenRuntime.ContainerCoordinator {
                var shownCoordinator: (any Solo.Coordinator)? { nil }

                var shownScreen: Solo.Screen? { rootScreen }

                var childCoordinators: [Solo.Flow: (any Solo.Coordinator)?] { [:] }

                func follow(_ step: Solo.DeepLink.Step) -> Swift.Bool {
                    false
                }
            }
            """)
        swift.expect("""
            func pushes(_ screen: Screen) -> Swift.Bool {
                switch screen {
                case .more:
                    return true
                default:
                    return false
                }
            }
            """)
        swift.expect("static var rootFlow: Solo.Flow { .home }")
    }

    @Test("a stack whose links push no screen leaves pushes(_:) to the runtime, which says none")
    func stackWithoutPushes() {
        let swift = EmittedSwift("""
            navgen: 1
            name: Flat
            root: Main
            screens:
              List: { links: { about: { sheet: About } } }
              About: {}
            flows:
              Main: { stack: { root: List } }
            """)
        #expect(!swift.text.contains("func pushes"))
        #expect(!swift.text.contains("ContainerCoordinator"))
    }

    @Test("a feature module has no deep links: no ContainerCoordinator, no pushes(_:), no DeepLinkContent")
    func featureHasNone() {
        let swift = EmittedSwift("""
            navgen: 1
            feature: Account
            screens:
              Profile: { params: { accountID: String }, links: { followers: { push: Followers } } }
              Followers: { params: { accountID: String } }
            flows:
              ProfileStack: { stack: { root: Profile, args: { accountID: "me" } } }
              Tabs: { tabs: [ { flow: ProfileStack } ] }
            """)
        #expect(!swift.text.contains("ContainerCoordinator"))
        #expect(!swift.text.contains("func pushes"))
        #expect(!swift.text.contains("DeepLinkContent"))
        #expect(swift.text.contains("extension Account.ModalContent: NavGenRuntime.FlowContent {"))
    }
}
