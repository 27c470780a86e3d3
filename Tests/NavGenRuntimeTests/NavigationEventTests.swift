import Foundation
import NavGenRuntime
import Observation
import Testing

/// A graph with a tab-less root stack and one modal flow, its events written by hand as
/// navgen writes them: the content names the flows and how deep links resolve.
private enum Screen: Hashable, Sendable, Codable {
    case list
    case detail(id: Int)
}

private enum Flow: Hashable, Sendable, Codable {
    case main
    case editor
}

private enum Content: NavigationEventContent, RestorableContent {
    typealias Selection = Never

    static var rootFlow: Flow { .main }
    static var openMode: OpenMode { .reset }

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

    static func resolve(_ url: URL) -> DeepLink<Content>? {
        nil
    }

    static func selectingFlow(_ step: DeepLink<Content>.Step) -> Flow? {
        nil
    }

    @MainActor
    static func modalFlow(_ flow: Flow, root: Screen?) -> (content: Content, coordinator: any Coordinator<Content>)? {
        guard flow == .editor else { return nil }
        let coordinator = EditorCoordinator()
        return (.editor(coordinator), coordinator)
    }
}

private typealias Event = NavigationEvent<Content>

@MainActor
@Observable
private final class MainCoordinator: StackCoordinator, RestorableCoordinator, NavigationEventRoot {
    var rootScreen: Screen = .list
    var path: [Screen] = [] { didSet { reportPathChange(from: oldValue, to: path, on: .main) } }
    var presented: [Modal<Content>] = [] { didSet { reportModalChange(from: oldValue, on: .main) } }
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?
    @ObservationIgnored var onNavigationEvent: ((Event) -> Void)?
    @ObservationIgnored var eventsHeld = 0
    var restorationFlow: Flow? { .main }

    /// The events reported from now on.
    func log() -> EventLog {
        let log = EventLog()
        onNavigationEvent = { log.events.append($0) }
        return log
    }
}

@MainActor
@Observable
private final class EditorCoordinator: StackCoordinator, RestorableCoordinator {
    var rootScreen: Screen = .detail(id: 0)
    var path: [Screen] = [] { didSet { reportPathChange(from: oldValue, to: path, on: .editor) } }
    var presented: [Modal<Content>] = [] { didSet { reportModalChange(from: oldValue, on: .editor) } }
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?
    var restorationFlow: Flow? { .editor }
}

@MainActor
private final class EventLog {
    var events: [Event] = []
}

@MainActor
@Suite("NavigationEvent: what coordinators report to the root's onNavigationEvent")
struct NavigationEventTests {
    @Test func pushesPopsAndReplacementsAreOneEventEach() {
        let main = MainCoordinator()
        let log = main.log()
        main.push(.detail(id: 1))
        main.push(.detail(id: 2))
        main.popToRoot()
        main.path = [.detail(id: 3), .detail(id: 4)]
        main.path = [.detail(id: 3), .detail(id: 4)]
        #expect(log.events == [
            .push(.detail(id: 1), on: .main),
            .push(.detail(id: 2), on: .main),
            .pop([.detail(id: 2), .detail(id: 1)], from: .main),
            .replace([], with: [.detail(id: 3), .detail(id: 4)], on: .main),
        ])
    }

    @Test func modalsReportTheirScreenOrFlow() {
        let main = MainCoordinator()
        let log = main.log()
        main.present(.screen(.detail(id: 1)), style: .sheet)
        let editor = EditorCoordinator()
        editor.parentCoordinator = main
        main.present(.editor(editor), style: .cover)
        main.presented.removeAll()
        #expect(log.events == [
            .present(.screen(.detail(id: 1)), style: .sheet, from: .main),
            .present(.flow(.editor), style: .cover, from: .main),
            .dismiss([.flow(.editor), .screen(.detail(id: 1))], from: .main),
        ])
    }

    @Test func aModalFlowReportsToTheRootOfItsTree() {
        let main = MainCoordinator()
        let editor = EditorCoordinator()
        editor.parentCoordinator = main
        main.present(.editor(editor), style: .sheet)
        let log = main.log()
        editor.push(.list)
        #expect(log.events == [.push(.list, on: .editor)])
    }

    @Test func aChangeReportedAsOneHoldsBackItsParts() {
        let main = MainCoordinator()
        let log = main.log()
        let link = DeepLink<Content>(screen: .detail(id: 7), pattern: "/detail/7", steps: [.push(.detail(id: 7), on: .main)])
        main.reportNavigation(.deepLinkOpened(link, url: nil)) {
            main.push(.detail(id: 7))
            main.present(.screen(.list), style: .sheet)
        }
        main.reportNavigation(.deepLinkUnmatched(URL(string: "app:/nowhere")!))
        #expect(log.events == [.deepLinkOpened(link, url: nil), .deepLinkUnmatched(URL(string: "app:/nowhere")!)])
        #expect(main.eventsHeld == 0)
        #expect(main.path == [.detail(id: 7)])
    }

    @Test func restoringReportsNothing() {
        let main = MainCoordinator()
        main.push(.detail(id: 1))
        main.present(.screen(.list), style: .sheet)
        let snapshot = main.snapshot()
        let restored = MainCoordinator()
        let log = restored.log()
        let report = restored.restore(snapshot)
        #expect(report.isComplete)
        #expect(restored.path == [.detail(id: 1)])
        #expect(log.events.isEmpty)
        #expect(restored.eventsHeld == 0)
        restored.pop()
        #expect(log.events == [.pop([.detail(id: 1)], from: .main)])
    }

    @Test func presentationNamesTheScreenOrTheFlow() {
        #expect(Event.Presentation(.screen(.list)) == .screen(.list))
        #expect(Event.Presentation(.editor(EditorCoordinator())) == .flow(.editor))
    }

    @Test func casesOfTypesAGraphLacksNeedNoHandling() {
        // No tab bars or switches: `select`, `show`, `deepLinkDeferred` and
        // `deepLinkRefused` carry `Never`, so this switch is exhaustive without them.
        func name(_ event: Event) -> String {
            switch event {
            case .push: "push"
            case .pop: "pop"
            case .replace: "replace"
            case .present: "present"
            case .dismiss: "dismiss"
            case .deepLinkOpened: "opened"
            case .deepLinkUnmatched: "unmatched"
            }
        }
        #expect(name(.push(.list, on: .main)) == "push")
    }
}
