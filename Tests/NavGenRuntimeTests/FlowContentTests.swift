import Foundation
import NavGenRuntime
import Observation
import Testing

/// A graph with one stack, no modal flow and no tab bar or switch, written by hand as
/// navgen writes it: its conformances keep the runtime's defaults for `modalFlow`,
/// `openMode` and `selectingFlow`.
private enum Screen: Hashable, Sendable, Codable {
    case list
    case about
}

private enum GraphFlow: Hashable, Sendable, Codable {
    case main
}

private enum Content: RestorableContent, DeepLinkContent {
    typealias Flow = GraphFlow
    typealias Selection = GraphFlow

    case screen(Screen)

    var screen: Screen? {
        if case .screen(let screen) = self { screen } else { nil }
    }

    var coordinator: (any Coordinator<Content>)? { nil }

    static var rootFlow: GraphFlow { .main }

    static func resolve(_ url: URL) -> DeepLink<Content>? {
        nil
    }
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

    @Test func aGraphThatSaysNothingOpensByResetAndSelectsInNoFlow() {
        #expect(Content.openMode == .reset)
        #expect(Content.selectingFlow(.push(.about, on: .main)) == nil)
        #expect(Content.selectingFlow(.present(.about, style: .sheet, from: .main)) == nil)
    }
}
