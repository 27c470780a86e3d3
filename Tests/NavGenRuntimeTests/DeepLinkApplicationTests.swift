import Foundation
import NavGenRuntime
import Observation
import Testing

/// A graph written by hand as navgen writes it with deep links: a switch at the root
/// (`App`: the stack `Auth`, or the tab bar `Home`), whose tab bar holds the stack
/// `Main` and the screen tab `About`; `Main` presents the modal stack `Editor`, a flow
/// with a parameter.
private enum Screen: Hashable, Sendable {
    case login
    case list
    case detail(id: Int)
    case about
    case editor(draft: String)
}

private enum Flow: Hashable, Sendable {
    case app, auth, home, main, editor
}

private enum Tab: Hashable, Sendable {
    case main, about
}

private enum Branch: Hashable, Sendable {
    case auth, home
}

private enum GraphTabSelection: Hashable, Sendable {
    case home(Tab)
}

private enum GraphBranchSelection: Hashable, Sendable {
    case app(Branch)
}

private typealias Link = DeepLink<Content>

private enum Content: NavigationEventContent {
    typealias TabSelection = GraphTabSelection
    typealias BranchSelection = GraphBranchSelection
    typealias SwitchedDeepLink = Link

    case screen(Screen)
    case editor(EditorCoordinator)

    var screen: Screen? {
        if case .screen(let screen) = self { screen } else { nil }
    }

    var coordinator: (any Coordinator<Content>)? {
        if case .editor(let coordinator) = self { coordinator } else { nil }
    }

    var flow: Flow? {
        if case .editor = self { .editor } else { nil }
    }

    static var rootFlow: Flow { .app }

    static var openMode: OpenMode { .reset }

    /// `t:/detail/{id}` only.
    static func resolve(_ url: URL) -> Link? {
        guard url.scheme == "t", url.path.hasPrefix("/detail/"), let id = Int(url.path.dropFirst("/detail/".count)) else { return nil }
        return .detail(id)
    }

    static func selectingFlow(_ step: Link.Step) -> Flow? {
        switch step {
        case .select(.home):
            return .home
        case .show(.app):
            return .app
        default:
            return nil
        }
    }

    @MainActor
    static func modalFlow(_ flow: Flow, root: Screen?) -> (content: Content, coordinator: any Coordinator<Content>)? {
        guard flow == .editor, case .editor(let draft)? = root else { return nil }
        let coordinator = EditorCoordinator(draft: draft)
        return (.editor(coordinator), coordinator)
    }
}

fileprivate extension Link {
    /// The link of `t:/detail/{id}`: `Detail` pushed on `Main`, through the branch `Home`.
    static func detail(_ id: Int) -> Link {
        Link(screen: .detail(id: id), pattern: "/detail/{id}",
             steps: [.show(.app(.home)), .select(.home(.main)), .push(.detail(id: id), on: .main)])
    }

    /// The editor over `draft`, presented from `Main`.
    static func editor(_ draft: String) -> Link {
        Link(screen: .editor(draft: draft), pattern: "/edit?draft={draft}",
             steps: [.show(.app(.home)), .select(.home(.main)),
                     .presentStack(.editor(draft: draft), flow: .editor, style: .sheet, from: .main)])
    }
}

@MainActor
@Observable
private final class AppCoordinator: NavigationEventRoot, ContainerCoordinator {
    private(set) var branch: Branch = .auth
    private(set) var auth: StackFlowCoordinator? = StackFlowCoordinator(root: .login)
    private(set) var home: HomeCoordinator?
    private(set) var pendingDeepLink: Link?
    /// What a link into `Home` does while `Auth` is shown: the branch's `deepLinks`.
    var homeLinks: OpenResult = .opened
    var presented: [Modal<Content>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?
    @ObservationIgnored var onNavigationEvent: ((NavigationEvent<Content>) -> Void)?
    @ObservationIgnored var eventsHeld = 0

    init() {
        auth?.parentCoordinator = self
    }

    func enter(_ branch: Branch) {
        guard branch != self.branch else { return }
        self.branch = branch
        presented.removeAll()
        auth = branch == .auth ? StackFlowCoordinator(root: .login) : nil
        home = branch == .home ? HomeCoordinator() : nil
        auth?.parentCoordinator = self
        home?.parentCoordinator = self
    }

    var shownCoordinator: (any Coordinator<Content>)? {
        switch branch {
        case .auth:
            return auth
        case .home:
            return home
        }
    }

    var shownScreen: Screen? { nil }

    var childCoordinators: [Flow: (any Coordinator<Content>)?] { [.auth: auth, .home: home] }

    func follow(_ step: Link.Step) -> Bool {
        guard case .show(.app(let branch)) = step else { return false }
        enter(branch)
        return true
    }

    func admit(_ step: Link.Step, of link: Link) -> OpenResult? {
        guard case .show(.app(let branch)) = step, branch != self.branch else { return nil }
        if homeLinks == .deferred { pendingDeepLink = link }
        return homeLinks
    }

    /// The events reported from now on.
    func log() -> EventList {
        let list = EventList()
        onNavigationEvent = { list.events.append($0) }
        return list
    }
}

@MainActor
@Observable
private final class HomeCoordinator: ContainerCoordinator {
    var selectedTab: Tab = .main
    let main = StackFlowCoordinator(root: .list, pushing: [.detail(id: 0)])
    var presented: [Modal<Content>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?

    init() {
        main.parentCoordinator = self
    }

    var shownCoordinator: (any Coordinator<Content>)? {
        switch selectedTab {
        case .main:
            return main
        case .about:
            return nil
        }
    }

    var shownScreen: Screen? { selectedTab == .about ? .about : nil }

    var childCoordinators: [Flow: (any Coordinator<Content>)?] { [.main: main] }

    func follow(_ step: Link.Step) -> Bool {
        guard case .select(.home(let tab)) = step else { return false }
        selectedTab = tab
        return true
    }
}

/// A stack whose links push the screens of `pushing`, whatever their values.
@MainActor
@Observable
private final class StackFlowCoordinator: StackCoordinator {
    var rootScreen: Screen
    var path: [Screen] = []
    var presented: [Modal<Content>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?
    private let pushing: [Screen]

    init(root: Screen, pushing: [Screen] = []) {
        rootScreen = root
        self.pushing = pushing
    }

    func pushes(_ screen: Screen) -> Bool {
        pushing.contains { pushed in
            switch (pushed, screen) {
            case (.detail, .detail): true
            default: pushed == screen
            }
        }
    }
}

@MainActor
@Observable
private final class EditorCoordinator: StackCoordinator {
    var rootScreen: Screen
    var path: [Screen] = []
    var presented: [Modal<Content>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?

    init(draft: String) {
        rootScreen = .editor(draft: draft)
    }
}

@MainActor
private final class EventList {
    var events: [NavigationEvent<Content>] = []
}

@MainActor
@Suite("Deep-link application: open, apply and visibleScreen through ContainerCoordinator")
struct DeepLinkApplicationTests {
    @Test func visibleScreenWalksTheShownBranchTheSelectedTabAndTheModals() throws {
        let app = AppCoordinator()
        #expect(app.visibleScreen == .login)
        app.enter(.home)
        let home = try #require(app.home)
        #expect(app.visibleScreen == .list)
        home.main.push(.detail(id: 1))
        #expect(app.visibleScreen == .detail(id: 1))
        home.main.present(.screen(.about), style: .sheet)
        #expect(app.visibleScreen == .about)
        home.main.dismiss()
        home.selectedTab = .about
        #expect(app.visibleScreen == .about)
    }

    @Test func openFollowsTheStepsFromTheRootAndReportsOneEvent() throws {
        let app = AppCoordinator()
        let log = app.log()
        let url = try #require(URL(string: "t:/detail/7"))
        #expect(app.open(url) == .opened)
        let home = try #require(app.home)
        #expect(app.branch == .home)
        #expect(home.selectedTab == .main)
        #expect(home.main.path == [.detail(id: 7)])
        #expect(log.events == [.deepLinkOpened(.detail(7), url: url)])
    }

    @Test func anUnmatchedURLChangesNothingAndIsReported() throws {
        let app = AppCoordinator()
        let log = app.log()
        let url = try #require(URL(string: "t:/nowhere"))
        #expect(app.open(url) == .unmatched)
        #expect(app.branch == .auth)
        #expect(log.events == [.deepLinkUnmatched(url)])
    }

    @Test func resetClearsTheModalsAndStacksOnTheRoute() throws {
        let app = AppCoordinator()
        app.enter(.home)
        let home = try #require(app.home)
        home.main.push(.detail(id: 1))
        home.main.present(.screen(.about), style: .sheet)
        home.selectedTab = .about
        app.open(.detail(2), mode: .reset)
        #expect(home.selectedTab == .main)
        #expect(home.main.path == [.detail(id: 2)])
        #expect(home.main.presented.isEmpty)
    }

    @Test func preservePushesOnTheStackOnTopWhenItsLinksPushTheScreen() throws {
        let app = AppCoordinator()
        app.enter(.home)
        let home = try #require(app.home)
        home.main.push(.detail(id: 1))
        app.open(.detail(2), mode: .preserve)
        #expect(home.main.path == [.detail(id: 1), .detail(id: 2)])
    }

    @Test func preserveFallsBackToResetWhenNoStackOnTopPushesTheScreen() throws {
        let app = AppCoordinator()
        app.enter(.home)
        let home = try #require(app.home)
        home.main.push(.detail(id: 1))
        home.selectedTab = .about
        app.open(.detail(2), mode: .preserve)
        #expect(home.selectedTab == .main)
        #expect(home.main.path == [.detail(id: 2)])
    }

    @Test func aSwitchDefersOrRefusesBeforeAnythingChanges() {
        let app = AppCoordinator()
        let log = app.log()
        app.homeLinks = .deferred
        #expect(app.open(.detail(3)) == .deferred)
        #expect(app.branch == .auth)
        #expect(app.pendingDeepLink == .detail(3))
        app.homeLinks = .refused
        #expect(app.open(.detail(4)) == .refused)
        #expect(app.branch == .auth)
        #expect(log.events == [.deepLinkDeferred(.detail(3), url: nil), .deepLinkRefused(.detail(4), url: nil)])
    }

    @Test func theBranchShownLetsTheLinkThroughWhateverItsDeepLinks() throws {
        let app = AppCoordinator()
        app.enter(.home)
        app.homeLinks = .refused
        #expect(app.open(.detail(5)) == .opened)
        #expect(try #require(app.home).main.path == [.detail(id: 5)])
    }

    @Test func presentStackBuildsTheModalFlowOverTheLinksRoot() throws {
        let app = AppCoordinator()
        app.apply(.editor("draft"))
        let main = try #require(app.home?.main)
        let editor = try #require(main.presented.last?.coordinator as? EditorCoordinator)
        #expect(editor.rootScreen == .editor(draft: "draft"))
        #expect(editor.parentCoordinator === main)
        #expect(main.presented.last?.style == .sheet)
        #expect(app.visibleScreen == .editor(draft: "draft"))
    }

    @Test func aLinkNamesItsSelectionsByTheContentsTypes() {
        #expect(Link.TabSelection.self == GraphTabSelection.self)
        #expect(Link.BranchSelection.self == GraphBranchSelection.self)
        #expect(Link.detail(1) != Link.detail(2))
        #expect(Link.detail(1).steps.count == 3)
    }

    @Test func aScreensURLIsItsPatternFilledOnlyWhenItResolvesBackToThatScreen() {
        let router = DeepLinkRouter<Link>(schemes: ["t"], hosts: []) { routes in
            routes.add("/detail/{id}", ["id": .int]) { match in match.int("id").map { Link.detail($0) } }
        }
        #expect(router.url("/detail/{id}", ["id": URLValue.text(7)], showing: Screen.detail(id: 7))?.absoluteString == "t://detail/7")
        #expect(router.url("/detail/{id}", ["id": URLValue.text(7)], showing: Screen.detail(id: 8)) == nil)
        #expect(router.url("/detail/{id}", ["id": "seven"], showing: Screen.detail(id: 7)) == nil)
    }
}
