import NavGenRuntime
import Observation
import Testing

/// A graph with one stack and no modal flow, written by hand as navgen writes it: its
/// `RestorableContent` conformance names the flows and keeps the default `modalFlow`.
private enum Screen: Hashable, Sendable, Codable {
    case list
    case about
}

private enum GraphFlow: Hashable, Sendable, Codable {
    case main
}

private enum Content: RestorableContent {
    typealias Flow = GraphFlow
    typealias Selection = GraphFlow

    case screen(Screen)

    var screen: Screen? {
        if case .screen(let screen) = self { screen } else { nil }
    }

    var coordinator: (any Coordinator<Content>)? { nil }
}

@MainActor
@Observable
private final class MainCoordinator: StackCoordinator, RestorableCoordinator {
    var restorationFlow: GraphFlow? { .main }
    var rootScreen: Screen = .list
    var path: [Screen] = []
    var presented: [Modal<Content>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?
}

@MainActor
struct FlowContentTests {
    @Test func theDefaultModalFlowBuildsNone() {
        #expect(Content.modalFlow(.main, root: nil) == nil)
        #expect(Content.modalFlow(.main, root: .list) == nil)
    }

    @Test func aRestoredModalFlowOfAGraphWithoutOneIsDroppedAndItsScreensKept() {
        let main = MainCoordinator()
        var snapshot = main.snapshot()
        snapshot.presented = [
            .init(style: .sheet, screen: .about),
            .init(style: .sheet, flow: NavigationSnapshot(flow: .main, rootScreen: .list)),
        ]
        let report = main.restore(snapshot)
        #expect(main.presented.map(\.screen) == [.about])
        #expect(report.dropped.map(\.path) == ["presented[1]"])
    }
}
