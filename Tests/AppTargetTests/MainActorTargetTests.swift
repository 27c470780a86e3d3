import Foundation
import Testing

/// `lookalikes.nav.yaml` compiled as in a new Xcode 26 app target, whose default
/// isolation is the main actor: the coordinators are on the main actor, and the value
/// types are not, so code on any actor can hash and compare screens, flows and tabs.
/// The target builds with warnings as errors, beside app types named like SDK types
/// (`AppTypes.swift`).
@Suite("Generated code in a main-actor app target")
struct MainActorTargetTests {
    nonisolated static let id = Foundation.UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!

    /// How many distinct values `values` has, worked out off the main actor: a
    /// conformance isolated to the main actor could not be used here.
    nonisolated static func distinctCount<Value: Swift.Hashable & Swift.Sendable>(_ values: [Value]) -> Swift.Int {
        Swift.Set(values).count
    }

    /// What a modal shows, read off the main actor.
    nonisolated static func shown(by modal: Lookalikes.Modal) -> (id: Swift.Int, style: Lookalikes.ModalStyle, screen: Lookalikes.Screen?) {
        (modal.id, modal.style, modal.screen)
    }

    @Test("screens, flows, tabs, modal styles and enum parameters hash off the main actor")
    nonisolated func valueTypesAreNonisolated() {
        let screens: [Lookalikes.Screen] = [
            .label(id: Self.id), .label(id: Self.id, page: 2), .label(id: Self.id, note: nil), .uuid, .result,
            .data(id: Self.id, tags: []), .data(id: Self.id, kind: .twoFactor, tags: ["a"]),
        ]
        #expect(Self.distinctCount(screens) == 7)
        #expect(Self.distinctCount(Lookalikes.DataKind.allCases) == 2)
        #expect(Self.distinctCount(Lookalikes.Flow.allCases) == 4)
        #expect(Self.distinctCount(Lookalikes.TabsCoordinator.Tab.allCases) == 2)
        #expect(Self.distinctCount([Lookalikes.ModalStyle.sheet, .cover, .popover]) == 3)
    }

    @Test("links drive the coordinators, defaults included")
    func linksNavigate() {
        let tabs = Lookalikes.TabsCoordinator()
        #expect(tabs.main.rootScreen == .label(id: Self.id, page: 1, note: ""))
        let address = Foundation.URL(string: "https://example.com")!
        tabs.main.openText(address: address)
        #expect(tabs.main.path == [.text(address: address, ratio: 0.5, flag: nil)])
        tabs.main.openData(id: Self.id, tags: ["x", "y"])
        #expect(tabs.main.path.last == .data(id: Self.id, kind: .plain, tags: ["x", "y"]))
        tabs.main.back()
        #expect(tabs.main.path.count == 1)
        tabs.main.showEmpty()
        #expect(tabs.selectedTab == .empty)
        tabs.empty.showMain()
        #expect(tabs.selectedTab == .main)
    }

    @Test("navigation events reach the app's hook from every coordinator, and hash off the main actor")
    func navigationEvents() throws {
        let tabs = Lookalikes.TabsCoordinator()
        var events: [Lookalikes.NavigationEvent] = []
        tabs.onNavigationEvent = { events.append($0) }
        let address = Foundation.URL(string: "https://example.com")!
        tabs.main.openText(address: address)
        tabs.main.back()
        tabs.main.showSheet()
        let sheet = try #require(tabs.main.presented.last?.coordinator as? Lookalikes.SheetCoordinator)
        sheet.close()
        tabs.main.showEmpty()
        #expect(events == [
            .push(.text(address: address, ratio: 0.5, flag: nil), on: .main),
            .pop([.text(address: address, ratio: 0.5, flag: nil)], from: .main),
            .present(.flow(.sheet), style: .sheet, from: .main),
            .dismiss([.flow(.sheet)], from: .main),
            .select(.tabs(.empty)),
        ])
        #expect(Self.distinctCount(events) == 5)
        #expect(tabs.visibleScreen == .result)
    }

    @Test("a modal flow's coordinator and a bare modal screen, read off the main actor")
    func modalsAreReadableAnywhere() throws {
        let tabs = Lookalikes.TabsCoordinator()
        tabs.main.showSheet()
        let sheet = try #require(tabs.main.presented.last?.coordinator as? Lookalikes.SheetCoordinator)
        sheet.openUUID()
        #expect(sheet.path == [.uuid])
        sheet.present(.screen(.result), style: .popover)
        let modal = try #require(sheet.presented.last)
        let shown = Self.shown(by: modal)
        #expect(shown.style == .popover && shown.screen == .result)
        sheet.dismiss()
        sheet.close()
        #expect(tabs.main.presented.isEmpty)
    }

    @Test("the coordinators' state round-trips through JSON in a main-actor target")
    func stateRestores() throws {
        let tabs = Lookalikes.TabsCoordinator()
        let address = Foundation.URL(string: "https://example.com")!
        tabs.main.openText(address: address)
        tabs.main.openData(id: Self.id, tags: ["x"])
        tabs.main.showSheet()
        tabs.selectedTab = .empty
        let restored = Lookalikes.TabsCoordinator()
        #expect(restored.restore(from: try tabs.snapshot().jsonData()).isComplete)
        #expect(restored.snapshot() == tabs.snapshot())
        #expect(restored.selectedTab == .empty)
        #expect(restored.main.path.last == .data(id: Self.id, kind: .plain, tags: ["x"]))
        #expect(restored.main.presented.last?.coordinator is Lookalikes.SheetCoordinator)
    }
}
