import NavGenRuntime
import Observation
import Testing

/// A graph of bare modal screens and one stack, written by hand as navgen writes it.
private enum Page: Hashable, Sendable {
    case home
    case item(Int)
}

private enum PageContent: ModalContent {
    case screen(Page)

    var screen: Page? {
        if case .screen(let screen) = self { screen } else { nil }
    }

    var coordinator: (any Coordinator<PageContent>)? { nil }
}

@MainActor
@Observable
private final class PageCoordinator: StackCoordinator {
    var rootScreen: Page = .home
    var path: [Page] = []
    var presented: [Modal<PageContent>] = []
    @ObservationIgnored weak var parentCoordinator: (any Coordinator<PageContent>)?
}

@Suite("StackChange: what a write of a stack's path did")
struct StackChangeTests {
    @Test func equalPathsAreNoChange() {
        #expect(StackChange<Int>(from: [], to: []) == nil)
        #expect(StackChange(from: [1, 2], to: [1, 2]) == nil)
    }

    @Test func oneScreenAddedOnTopIsAPush() {
        #expect(StackChange(from: [], to: [1]) == .push(1))
        #expect(StackChange(from: [1, 2], to: [1, 2, 3]) == .push(3))
    }

    @Test func screensRemovedFromTheTopAreOnePopListingTheTopmostFirst() {
        #expect(StackChange(from: [1, 2, 3], to: [1, 2]) == .pop([3]))
        #expect(StackChange(from: [1, 2, 3], to: []) == .pop([3, 2, 1]))
    }

    @Test func anythingElseReplacesWhatFollowsTheSharedBottom() {
        #expect(StackChange(from: [1, 2], to: [1, 5]) == .replace([2], with: [5]))
        #expect(StackChange(from: [1, 2, 3], to: [4]) == .replace([3, 2, 1], with: [4]))
        // Several screens pushed at once remove nothing.
        #expect(StackChange(from: [1], to: [1, 2, 3]) == .replace([], with: [2, 3]))
    }
}

@MainActor
@Suite("ModalChange: what a write of a coordinator's modals did")
struct ModalChangeTests {
    @Test func presentationsAreToldApartByTheirID() {
        let pages = PageCoordinator()
        pages.present(.screen(.item(1)), style: .sheet)
        let before = pages.presented
        // The same screen presented again is another presentation.
        pages.presented = [Modal(style: .sheet, content: .screen(.item(1)))]
        let change = ModalChange(from: before, to: pages.presented)
        #expect(change.dismissed.map(\.id) == before.map(\.id))
        #expect(change.presented.map(\.id) == pages.presented.map(\.id))
    }

    @Test func aSwipeDownThroughTheBindingDismissesFromItsLevelTopmostFirst() {
        let pages = PageCoordinator()
        pages.present(.screen(.item(1)), style: .sheet)
        pages.present(.screen(.item(2)), style: .cover)
        pages.present(.screen(.item(3)), style: .sheet)
        let before = pages.presented
        pages.presented[modalAt: 1, style: .cover] = nil
        let change = ModalChange(from: before, to: pages.presented)
        #expect(change.dismissed.map(\.screen) == [.item(3), .item(2)])
        #expect(change.presented.isEmpty)
        #expect(!change.isEmpty)
    }

    @Test func aPresentationOnTopIsPresentedOnly() {
        let pages = PageCoordinator()
        pages.present(.screen(.item(1)), style: .sheet)
        let before = pages.presented
        pages.present(.screen(.item(2)), style: .popover)
        let change = ModalChange(from: before, to: pages.presented)
        #expect(change.dismissed.isEmpty)
        #expect(change.presented.map(\.screen) == [.item(2)])
        #expect(ModalChange(from: pages.presented, to: pages.presented).isEmpty)
    }
}

@MainActor
@Suite("rootCoordinator: the top of the tree, where events go")
struct RootCoordinatorTests {
    @Test func theRootIsTheTopmostHolder() {
        let root = PageCoordinator()
        let middle = PageCoordinator()
        let leaf = PageCoordinator()
        middle.parentCoordinator = root
        leaf.parentCoordinator = middle
        #expect(leaf.rootCoordinator === root)
        #expect(middle.rootCoordinator === root)
        #expect(root.rootCoordinator === root)
    }
}
