import Testing

/// Navigation events (issue 39): the event type, the `didSet`s that report where the
/// state is stored, the root's hook and `visibleScreen`, and deep links and switches
/// reporting as one event, for a graph of a few lines.
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

    @Test("NavigationEvent is the runtime's, named for ModalContent, which names the deep link, the tab selection and a modal flow's flow")
    func eventType() {
        let swift = EmittedSwift(Self.notes)
        swift.expect("typealias NavigationEvent = NavGenRuntime.NavigationEvent<ModalContent>")
        swift.expect("""
            extension Notes.ModalContent: NavGenRuntime.NavigationEventContent {
                typealias DeepLink = Notes.DeepLink

                typealias TabSelection = Notes.DeepLink.TabSelection

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

    @Test("visibleScreen: the top modal, else a stack's top, else the selected tab's screen, from the walk pushOnTop shares")
    func visibleScreen() {
        let swift = EmittedSwift(Self.notes)
        swift.expect("""
            fileprivate var onTop: (coordinator: any Notes.Coordinator, screen: Notes.Screen?) {
                var current: any Notes.Coordinator = self
                while true {
                    if let modal = current.presented.last {
                        guard let presented = modal.coordinator else { return (current, modal.screen) }
                        current = presented
                        continue
                    }
                    switch current {
                    case let tabs as Notes.HomeCoordinator:
                        switch tabs.selectedTab {
                        case .notes:
                            current = tabs.notes
                        case .about:
                            return (tabs, tabs.screen(for: .about))
                        }
                    default:
                        return (current, nil)
                    }
                }
            }
            """)
        swift.expect("""
            var visibleScreen: Notes.Screen? {
                let top = onTop
                if let screen = top.screen { return screen }
                let stack = top.coordinator as? any Notes.StackCoordinator
                return stack.map { $0.path.last ?? $0.rootScreen }
            }
            """)
        swift.expect("""
            private func pushOnTop(_ screen: Notes.Screen) -> Swift.Bool {
                let top = onTop
                guard top.screen == nil else { return false }
                switch top.coordinator {
                case let stack as Notes.NotesCoordinator:
                    switch screen {
                    case .note:
                        stack.push(screen)
                        return true
                    default:
                        return false
                    }
                default:
                    return false
                }
            }
            """)
    }

    @Test("open reports the link as one event, holding back its steps', and an unmatched URL with the URL")
    func openReportsOnce() {
        let swift = EmittedSwift(Self.notes)
        swift.expect("""
            func open(_ url: Foundation.URL, mode: Notes.OpenMode = .reset) -> Notes.OpenResult {
                guard let link = Notes.resolve(url) else {
                    reportNavigation(.deepLinkUnmatched(url))
                    return .unmatched
                }
                return open(link, mode: mode, url: url)
            }
            """)
        swift.expect("""
            private func open(_ link: Notes.DeepLink, mode: Notes.OpenMode, url: Foundation.URL?) -> Notes.OpenResult {
                reportNavigation(.deepLinkOpened(link, url: url)) {
                    if mode == .preserve, pushOnTop(link.screen) {
                        return
                    }
                    apply(link)
                }
                return .opened
            }
            """)
    }

    @Test("a switch reports showing a branch as one show event; deferred and refused links are reported")
    func switchReportsOnce() {
        let swift = EmittedSwift(SwitchSnippetTests.gate)
        swift.expect("typealias BranchSelection = Gate.DeepLink.BranchSelection")
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
            guard admission == .opened else {
                reportNavigation(admission == .deferred ? .deepLinkDeferred(link, url: url) : .deepLinkRefused(link, url: url))
                return admission
            }
            """)
    }
}
