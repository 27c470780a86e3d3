import Testing

/// Navigation events (issue 39): the event type, the `didSet`s that report where the
/// state is stored, the root's hook, what the runtime's `visibleScreen` walks through,
/// and switches reporting as one event, for a graph of a few lines.
@Suite("Snippets: navigation events")
struct NavigationEventSnippetTests {
    static let notes = """
        navgen: 1
        name: Notes
        root: Home
        urls: { schemes: [notes] }
        screens:
          List: { url: /notes, links: { openNote: { push: Note }, compose: { sheet: Compose } } }
          Note: { params: { id: Int }, url: "/notes/{id}" }
          Editor: {}
          About: {}
        flows:
          Home: { tabs: [ { flow: Notes }, { screen: About } ] }
          Notes: { stack: { root: List } }
          Compose: { stack: { root: Editor } }
        """

    @Test("NavigationEvent is the runtime's, named for ModalContent, which names a modal flow's flow")
    func eventType() {
        let swift = EmittedSwift(Self.notes)
        swift.expect("typealias NavigationEvent = NavGenRuntime.NavigationEvent<ModalContent>")
        swift.expect("""
            extension Notes.ModalContent: NavGenRuntime.NavigationEventContent {
                var flow: Notes.Flow? {
                    switch self {
                    case .screen:
                        return nil
                    case .compose:
                        return .compose
                    }
                }
            }
            """)
        #expect(swift.declaration("typealias BranchSelection") == nil)
        #expect(swift.declaration("typealias SwitchedDeepLink") == nil)
    }

    @Test("path, presented and selectedTab report their changes in didSet, named by their flow")
    func observers() {
        let swift = EmittedSwift(Self.notes)
        swift.expect("var path: [Screen] = [] { didSet { reportPathChange(from: oldValue, to: path, on: .notes) } }")
        swift.expect("""
            var selectedTab: Tab = .notes {
                didSet {
                    if selectedTab != oldValue { reportNavigation(.select(.home(selectedTab))) }
                }
            }
            """)
        swift.expect("var presented: [Modal] = [] { didSet { reportModalChange(from: oldValue, on: .home) } }")
    }

    @Test("the root alone holds the app's hook and the count of changes reported as one")
    func rootHook() {
        let swift = EmittedSwift(Self.notes)
        swift.expect("@ObservationIgnored var onNavigationEvent: ((NavigationEvent) -> Swift.Void)? = nil")
        swift.expect("@ObservationIgnored var eventsHeld = 0")
        #expect(swift.text.components(separatedBy: "var onNavigationEvent").count == 2)
        #expect(swift.text.components(separatedBy: "NavGenRuntime.NavigationEventRoot").count == 2)
        #expect(swift.text.contains("final class HomeCoordinator: Coordinator, RestorableCoordinator, NavGenRuntime.NavigationEventRoot {"))
        #expect(!swift.text.contains("func reportNavigation"))
    }

    @Test("visibleScreen and open are the runtime's: a tab bar says what it shows, a stack which screens its links push")
    func visibleScreen() {
        let swift = EmittedSwift(Self.notes)
        swift.expect("""
            extension Notes.HomeCoordinator: NavGenRuntime.ContainerCoordinator {
                var shownCoordinator: (any Notes.Coordinator)? {
                    switch selectedTab {
                    case .notes:
                        return notes
                    case .about:
                        return nil
                    }
                }

                var shownScreen: Notes.Screen? { screen(for: selectedTab) }

                var childCoordinators: [Notes.Flow: (any Notes.Coordinator)?] { [.notes: notes] }

                func follow(_ step: Notes.DeepLink.Step) -> Swift.Bool {
                    guard case .select(.home(let tab)) = step else { return false }
                    selectedTab = tab
                    return true
                }
            }
            """)
        swift.expect("""
            func pushes(_ screen: Screen) -> Swift.Bool {
                switch screen {
                case .note:
                    return true
                default:
                    return false
                }
            }
            """)
        #expect(!swift.text.contains("var visibleScreen"))
        #expect(!swift.text.contains("func open("))
        #expect(!swift.text.contains("func apply("))
    }

    @Test("a switch reports showing a branch as one show event; deferred and refused links are reported")
    func switchReportsOnce() {
        let swift = EmittedSwift(SwitchSnippetTests.gate)
        swift.expect("typealias BranchSelection = Gate.BranchSelection")
        swift.expect("typealias SwitchedDeepLink = Gate.DeepLink")
        swift.expect("""
            fileprivate func enter(_ branch: Branch) {
                guard branch != self.branch else { return }
                reportNavigation(.show(.app(branch))) {
                    self.branch = branch
                    presented.removeAll()
                    build(branch)
                }
            }
            """)
        swift.expect("""
            func admit(_ step: Gate.DeepLink.Step, of link: Gate.DeepLink) -> Gate.OpenResult? {
                guard case .show(.app(let branch)) = step, branch != self.branch else { return nil }
                return admit(link, into: branch)
            }
            """)
    }
}
