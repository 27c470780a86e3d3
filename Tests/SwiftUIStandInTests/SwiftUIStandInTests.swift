import Foundation
import Observation
import SwiftUI
import Testing

/// Records that an observation fired; the `onChange` closure must be `@Sendable`.
private final class Fired: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

@MainActor
@Suite("The SwiftUI stand-in")
struct SwiftUIStandInTests {
    @Test("Generated-style bindings read and write through to the coordinators")
    func bindingsReachTheCoordinators() {
        let main = Demo.MainCoordinator()
        let factory = DemoViewFactory()

        // Building the bodies runs every view builder of the layer.
        _ = Demo.MainView(coordinator: main, factory: factory).body
        let flow = Demo.FlowView(coordinator: main.catalog, factory: factory)
        _ = flow.body

        // NavigationStack(path: $coordinator.path)
        let path = flow.$coordinator.path
        main.catalog.openProduct(slug: "boots")
        #expect(path.wrappedValue == [.productDetail(slug: "boots")])
        path.wrappedValue.removeLast()
        #expect(main.catalog.path.isEmpty)

        // TabView(selection: $coordinator.selectedTab)
        let tab = Demo.MainView(coordinator: main, factory: factory).$coordinator.selectedTab
        tab.wrappedValue = .profile
        #expect(main.selectedTab == .profile)

        // .popover(item: $host.presented[modalAt: 0, style: .popover]): a keypath subscript.
        let presenter = Demo.ModalPresenter(host: main, factory: factory)
        let popover = presenter.$host.presented[modalAt: 0, style: .popover]
        let sheet = presenter.$host.presented[modalAt: 0, style: .sheet]
        #expect(popover.wrappedValue == nil)
        main.showSizeGuide(category: "shoes")
        main.showSizeGuide(category: "hats")
        #expect(popover.wrappedValue?.id == main.presented[0].id)
        #expect(sheet.wrappedValue == nil)
        popover.wrappedValue = nil  // what SwiftUI does when the popover is dismissed
        #expect(main.presented.isEmpty)
    }

    @Test("A binding from Bindable is seen by Observation")
    func bindableReadsAreTracked() {
        let catalog = Demo.CatalogCoordinator()
        let path = Bindable(catalog).path
        let fired = Fired()
        withObservationTracking {
            _ = path.wrappedValue
        } onChange: {
            fired.set()
        }
        catalog.path.append(.productList)
        #expect(fired.isSet)
    }

    @Test("Binding(get:set:) closures written on the main actor inherit it")
    func computedBindingsInheritTheActor() {
        let main = Demo.MainCoordinator()
        let tab = Binding(get: { main.selectedTab }, set: { main.selectedTab = $0 })
        tab.wrappedValue = .profile
        #expect(main.selectedTab == .profile)
        #expect(tab.wrappedValue == .profile)
    }
}
