import Foundation
import Testing

/// `shelf.nav.yaml`, a feature graph compiled alone in a main-actor target: the
/// switch the feature's placer creates takes the exits, and the tab bar and stacks
/// inside it reach them through their parents.
@Suite("A feature module in a main-actor app target")
struct FeatureModuleTargetTests {
    nonisolated static let itemID = Foundation.UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!

    /// How many distinct exit calls `calls` holds, worked out off the main actor.
    nonisolated static func distinctCount(_ calls: [Shelf.ExitCall]) -> Swift.Int {
        Swift.Set(calls).count
    }

    @Test("exit calls are values that hash off the main actor")
    nonisolated func exitCallsAreNonisolated() {
        let calls: [Shelf.ExitCall] = [
            .showItem(itemID: Self.itemID, page: nil), .showItem(itemID: Self.itemID, page: 2), .signIn(self: nil, in: true),
            .signIn(self: "x", in: true),
        ]
        #expect(Self.distinctCount(calls) == 4)
    }

    @Test("exits taken from the switch and from stacks inside its tab bar reach the same exits")
    func exitsReachThroughTheTree() throws {
        let exits = Shelf.RecordingExits()
        let gate = Shelf.GateCoordinator(exits: exits)
        (gate as any Shelf.LockedNavigation).signIn(self: nil)
        (gate as any Shelf.LockedNavigation).unlock()
        #expect(gate.branch == .tabs)
        let tabs = try #require(gate.tabs)
        (tabs.browseStack as any Shelf.BrowseNavigation).openItem(itemID: Self.itemID, page: 3)
        (tabs.browseStack as any Shelf.BrowseNavigation).openSaved()
        #expect(tabs.selectedTab == .savedStack)
        (tabs.savedStack as any Shelf.SavedNavigation).openFirst(page: nil)
        #expect(exits.calls == [.signIn(self: nil, in: true), .showItem(itemID: Self.itemID, page: 3), .showItem(itemID: Self.itemID, page: nil)])
        #expect(tabs.browseStack.path.isEmpty)
        #expect(tabs.savedStack.path.isEmpty)
    }
}
