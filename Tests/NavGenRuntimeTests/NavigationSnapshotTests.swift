import Foundation
import NavGenRuntime
import Observation
import Testing

/// A graph with a tab bar of two stacks and a modal stack, written by hand as navgen
/// writes it with `restoration` on.
private enum Screen: Hashable, Sendable, Codable {
    case list
    case detail(id: Int)
    case editor(draft: String)
}

private enum GraphFlow: Hashable, Sendable, Codable {
    case home, first, second, editor
}

private enum Tab: Hashable, Sendable, Codable {
    case first, second
}

private enum GraphSelection: Hashable, Sendable, Codable {
    case home(Tab)
}

private enum Content: RestorableContent {
    typealias Flow = GraphFlow
    typealias Selection = GraphSelection

    case screen(Screen)
    case editor(EditorCoordinator)

    var screen: Screen? {
        if case .screen(let screen) = self { screen } else { nil }
    }

    var coordinator: (any Coordinator<Content>)? {
        if case .editor(let coordinator) = self { coordinator } else { nil }
    }

    @MainActor
    static func modalFlow(_ flow: GraphFlow, root: Screen?) -> (content: Content, coordinator: any Coordinator<Content>)? {
        guard flow == .editor, case .editor(let draft)? = root else { return nil }
        let coordinator = EditorCoordinator(draft: draft)
        return (.editor(coordinator), coordinator)
    }
}

@MainActor
@Observable
private final class StackFlowCoordinator: StackCoordinator, RestorableCoordinator {
    let restorationFlow: GraphFlow?
    var rootScreen: Screen = .list
    var path: [Screen] = []
    var presented: [Modal<Content>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?

    init(_ flow: GraphFlow) {
        restorationFlow = flow
    }
}

@MainActor
@Observable
private final class EditorCoordinator: StackCoordinator, RestorableCoordinator {
    var restorationFlow: GraphFlow? { .editor }
    var rootScreen: Screen
    var path: [Screen] = []
    var presented: [Modal<Content>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?

    init(draft: String) {
        rootScreen = .editor(draft: draft)
    }
}

@MainActor
@Observable
private final class HomeCoordinator: RestorableCoordinator {
    var restorationFlow: GraphFlow? { .home }
    var selectedTab: Tab = .first
    let first = StackFlowCoordinator(.first)
    let second = StackFlowCoordinator(.second)
    var presented: [Modal<Content>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?

    init() {
        first.parentCoordinator = self
        second.parentCoordinator = self
    }

    func snapshot() -> NavigationSnapshot<Content> {
        snapshot(selection: .home(selectedTab), children: [first, second])
    }

    func restore(_ snapshot: NavigationSnapshot<Content>, at path: String, into report: inout RestoreReport) {
        if case .home(let tab)? = snapshot.selection {
            selectedTab = tab
        }
        restore(snapshot, children: [first, second], at: path, into: &report)
    }
}

@MainActor
@Suite("NavigationSnapshot: snapshot, restore, tolerant decoding")
struct NavigationSnapshotTests {
    /// A home with the second tab selected, a pushed screen on each stack, and the
    /// editor flow presented over the second stack with a screen pushed and a sheet on it.
    private func deepTree() -> HomeCoordinator {
        let home = HomeCoordinator()
        home.selectedTab = .second
        home.first.push(.detail(id: 1))
        home.second.rootScreen = .detail(id: 9)
        home.second.push(.detail(id: 2))
        let editor = EditorCoordinator(draft: "hello")
        editor.parentCoordinator = home.second
        editor.push(.detail(id: 3))
        editor.present(.screen(.list), style: .popover)
        home.second.present(.editor(editor), style: .cover)
        return home
    }

    @Test func aDeepTreeRoundTripsThroughJSON() throws {
        let home = deepTree()
        let data = try home.snapshot().jsonData()
        let restored = HomeCoordinator()
        let report = restored.restore(from: data)
        #expect(report.isComplete)
        #expect(restored.snapshot() == home.snapshot())
        #expect(restored.selectedTab == .second)
        #expect(restored.second.rootScreen == .detail(id: 9))
        let editor = try #require(restored.second.presented.first?.coordinator as? EditorCoordinator)
        #expect(editor.parentCoordinator === restored.second)
        #expect(editor.rootScreen == .editor(draft: "hello"))
        #expect(editor.path == [.detail(id: 3)])
        #expect(editor.presented.map(\.style) == [.popover])
    }

    @Test func theJSONIsCompactAndReadable() throws {
        let home = HomeCoordinator()
        home.first.push(.detail(id: 4))
        let json = String(decoding: try home.snapshot().jsonData(), as: UTF8.self)
        #expect(json == #"{"children":[{"flow":{"first":{}},"path":[{"detail":{"id":4}}],"rootScreen":{"list":{}}},"#
            + #"{"flow":{"second":{}},"rootScreen":{"list":{}}}],"flow":{"home":{}},"selection":{"home":{"_0":{"first":{}}}}}"#)
    }

    @Test func anOlderSnapshotLosesWhatNoLongerDecodesAndKeepsTheRest() throws {
        // Written by a version with a `search` screen, a `third` tab and a `legacy` modal flow.
        let json = #"""
        {"flow": {"home": {}}, "selection": {"home": {"_0": {"third": {}}}},
         "children": [
           {"flow": {"first": {}}, "rootScreen": {"list": {}},
            "path": [{"detail": {"id": 1}}, {"search": {"query": "x"}}, {"detail": {"id": 2}}]},
           {"flow": {"third": {}}, "rootScreen": {"list": {}}},
           {"flow": {"second": {}}, "rootScreen": {"detail": {"id": "not a number"}}, "path": [{"detail": {"id": 5}}],
            "presented": [{"style": "sheet", "screen": {"list": {}}},
                          {"style": "sheet", "flow": {"flow": {"legacy": {}}}},
                          {"style": "sheet", "screen": {"detail": {"id": 6}}}]}
         ]}
        """#
        let home = HomeCoordinator()
        let report = home.restore(from: Data(json.utf8))
        #expect(report.failure == nil)
        #expect(home.selectedTab == .first)
        #expect(home.first.path == [.detail(id: 1)])
        #expect(home.second.rootScreen == .list)
        #expect(home.second.path == [.detail(id: 5)])
        #expect(home.second.presented.map(\.screen) == [.list])
        #expect(report.dropped.map(\.path) == [
            "selection",
            "children[1]",
            "children[0].path[1]",
            "children[0].path[2]",
            "children[2].rootScreen",
            "children[2].presented[1]",
            "children[2].presented[2]",
        ])
        #expect(report.dropped[2].reason.hasPrefix("'search' no longer decodes"))
        #expect(report.dropped[3].reason == "shown over one that was dropped")
    }

    @Test func anUndecodableSnapshotChangesNothingAndSaysWhy() {
        let home = deepTree()
        let before = home.snapshot()
        for text in ["not json", #"{"flow": {"unknownFlow": {}}}"#, #"[1, 2]"#] {
            let report = home.restore(from: Data(text.utf8))
            #expect(report.failure != nil)
            #expect(!report.isComplete)
            #expect(home.snapshot() == before)
        }
        let wrongRoot = NavigationSnapshot<Content>(flow: .first)
        #expect(home.restore(wrongRoot).failure == "the snapshot is of 'first', not of 'home'")
        #expect(home.snapshot() == before)
    }

    @Test func aModalFlowWhoseRootNoLongerFitsIsDroppedWithTheModalsAbove() {
        let home = HomeCoordinator()
        var snapshot = home.snapshot()
        snapshot.presented = [
            .init(style: .sheet, flow: NavigationSnapshot(flow: .editor, rootScreen: .list)),
            .init(style: .sheet, screen: .list),
        ]
        let report = home.restore(snapshot)
        #expect(home.presented.isEmpty)
        #expect(report.dropped.map(\.path) == ["presented[0]", "presented[1]"])
    }

    @Test func modalStylesAreStoredByName() throws {
        let data = try JSONEncoder().encode([ModalStyle.sheet, .cover, .popover])
        #expect(String(decoding: data, as: UTF8.self) == #"["sheet","cover","popover"]"#)
    }
}
