import NavGenRuntime
import Observation
import Testing

/// A graph of two screens and one modal flow, written by hand as navgen writes it.
private enum Screen: Hashable, Sendable {
    case list
    case detail(id: Int)
}

private enum Content: ModalContent {
    case screen(Screen)
    case editor(EditorCoordinator)

    var screen: Screen? {
        if case .screen(let screen) = self { screen } else { nil }
    }

    var coordinator: (any Coordinator<Content>)? {
        if case .editor(let coordinator) = self { coordinator } else { nil }
    }
}

@MainActor
@Observable
private final class ListCoordinator: StackCoordinator {
    var rootScreen: Screen = .list
    var path: [Screen] = []
    var presented: [Modal<Content>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?
}

@MainActor
@Observable
private final class EditorCoordinator: StackCoordinator {
    var rootScreen: Screen = .detail(id: 0)
    var path: [Screen] = []
    var presented: [Modal<Content>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<Content>)?
}

@MainActor
@Suite("Coordinator and StackCoordinator: the navigation primitives")
struct CoordinatorTests {
    @Test func pushReplacePopAndPopToRootEditThePath() {
        let list = ListCoordinator()
        list.push(.detail(id: 1))
        list.push(.detail(id: 2))
        #expect(list.path == [.detail(id: 1), .detail(id: 2)])
        list.pop()
        #expect(list.path == [.detail(id: 1)])
        list.replace(with: .detail(id: 3))
        #expect(list.path == [.detail(id: 3)])
        list.popToRoot()
        list.pop()
        #expect(list.path.isEmpty)
        #expect(list.rootScreen == .list)
    }

    @Test func presentStacksModalsAndNumbersThem() {
        let list = ListCoordinator()
        list.present(.screen(.detail(id: 1)), style: .sheet)
        list.present(.screen(.detail(id: 2)), style: .popover)
        #expect(list.presented.map(\.screen) == [.detail(id: 1), .detail(id: 2)])
        #expect(list.presented.map(\.style) == [.sheet, .popover])
        #expect(list.presented[0].id < list.presented[1].id)
        #expect(list.presented[0].coordinator == nil)
        let content: Modal<Content>.Content = .screen(.list)
        #expect(content.screen == .list)
    }

    @Test func dismissClosesTheTopmostModal() {
        let list = ListCoordinator()
        list.present(.screen(.detail(id: 1)), style: .sheet)
        list.present(.screen(.detail(id: 2)), style: .cover)
        list.dismiss()
        #expect(list.presented.map(\.screen) == [.detail(id: 1)])
    }

    @Test func aModalFlowsDismissClosesItsOwnModalAndWhatIsAboveIt() {
        let list = ListCoordinator()
        list.present(.screen(.detail(id: 1)), style: .sheet)
        let editor = EditorCoordinator()
        editor.parentCoordinator = list
        list.present(.editor(editor), style: .cover)
        list.present(.screen(.detail(id: 2)), style: .sheet)
        #expect(list.presented[1].coordinator === editor)

        editor.dismiss()

        #expect(list.presented.map(\.screen) == [.detail(id: 1)])
    }

    @Test func dismissWithNothingToCloseChangesNothing() {
        let list = ListCoordinator()
        list.push(.detail(id: 1))
        list.dismiss()
        #expect(list.path == [.detail(id: 1)])
    }

    @Test func dismissToPresenterReturnsTheCoordinatorThatPresented() {
        let list = ListCoordinator()
        list.present(.screen(.detail(id: 1)), style: .sheet)
        #expect(list.dismissToPresenter() === list)
        #expect(list.presented.isEmpty)

        let editor = EditorCoordinator()
        editor.parentCoordinator = list
        list.present(.editor(editor), style: .cover)
        #expect(editor.dismissToPresenter() === list)
        #expect(list.presented.isEmpty)

        #expect(list.dismissToPresenter() == nil)
    }

    @Test func ancestorFindsTheNearestHolderOfAType() {
        let list = ListCoordinator()
        let editor = EditorCoordinator()
        editor.parentCoordinator = list
        #expect(editor.ancestor(ListCoordinator.self) === list)
        #expect(editor.ancestor(EditorCoordinator.self) === editor)
        #expect(list.ancestor(EditorCoordinator.self) == nil)
    }

    @Test func modalAtLevelReadsOneStyleAndSettingNilDismissesFromThere() {
        let list = ListCoordinator()
        list.present(.screen(.detail(id: 1)), style: .sheet)
        list.present(.screen(.detail(id: 2)), style: .cover)
        list.present(.screen(.detail(id: 3)), style: .sheet)
        #expect(list.presented[modalAt: 1, style: .cover]?.screen == .detail(id: 2))
        #expect(list.presented[modalAt: 1, style: .sheet] == nil)
        #expect(list.presented[modalAt: 3, style: .sheet] == nil)

        list.presented[modalAt: 1, style: .cover] = nil

        #expect(list.presented.map(\.screen) == [.detail(id: 1)])
    }
}
