import Foundation
import Testing

/// The shared primitives of the generated coordinators: `dismiss()` closes the right
/// modal, and tab coordinators give the screens of their screen tabs.
@MainActor
@Suite("Coordinator primitives")
struct CoordinatorPrimitivesTests {
    @Test("a modal flow's dismiss closes that flow and what is above it, not the presenter's top modal")
    func modalFlowDismissClosesItsOwnModal() throws {
        let meat = Recipes.HomeCoordinator().meat
        meat.newRecipe()
        meat.importRecipe(source: Fixture.sourcePage)
        #expect(meat.presented.count == 2)
        let flow = try #require(meat.presented.first?.newRecipe)

        flow.cancel()

        #expect(meat.presented.isEmpty)
    }

    @Test("a bare modal screen's dismiss closes the presenter's top modal")
    func bareModalDismissClosesTopModal() {
        let meat = Recipes.HomeCoordinator().meat
        meat.importRecipe(source: Fixture.sourcePage)
        meat.showRatings(recipeID: Fixture.recipeID)
        #expect(meat.presented.map(\.screen) == [.importRecipe(source: Fixture.sourcePage), .ratings(recipeID: Fixture.recipeID, page: 1)])

        meat.close()

        #expect(meat.presented.map(\.screen) == [.importRecipe(source: Fixture.sourcePage)])
    }

    @Test("a tab coordinator gives each screen tab's screen with its args, and nil for flow tabs")
    func screenTabsCarryTheirArgs() {
        let main = Shop.MainCoordinator()
        #expect(main.screen(for: .profile) == .profile(showsLoyaltyCard: true))
        #expect(main.screen(for: .catalog) == nil)
        #expect(Recipes.HomeCoordinator().screen(for: .settings) == .settings)
    }

    @Test("Modal exposes its screen or its flow's coordinator")
    func modalContentAccessors() throws {
        let catalog = Shop.MainCoordinator().catalog
        catalog.openCart()
        let modal = try #require(catalog.presented.first)
        #expect(modal.screen == nil)
        #expect(modal.coordinator === modal.checkout)
        #expect(modal.style == .cover)
    }
}
