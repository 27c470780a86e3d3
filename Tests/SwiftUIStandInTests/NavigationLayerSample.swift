// A hand-written navigation layer in the shape navgen generates (model, coordinators, and the
// SwiftUI layer with its view factory, flow views and modal presenter), plus a scaffold-style
// factory. It exists to be type-checked against the stand-in in Swift 6 mode; the
// tests also drive its bindings.

import Foundation
import Observation
import SwiftUI

enum Demo {}

// MARK: - Model and coordinators (as `navgen compile` emits them, cut down)

extension Demo {
    enum Screen: Hashable, Sendable {
        case productList
        case productDetail(slug: String)
        case profile
        case sizeGuide(category: String)
    }

    enum ModalStyle: Hashable, Sendable {
        case sheet
        case cover
        case popover
    }

    struct Modal: Identifiable, Sendable {
        enum Content {
            case screen(Screen)
            case checkout(CheckoutCoordinator)
        }

        let id: Int
        let style: ModalStyle
        let content: Content
        @MainActor private static var nextID = 0

        @MainActor
        init(style: ModalStyle, content: Content) {
            Modal.nextID += 1
            id = Modal.nextID
            self.style = style
            self.content = content
        }
    }

    @MainActor
    protocol Coordinator: AnyObject, Observable {
        var presented: [Modal] { get set }
        var parentCoordinator: (any Coordinator)? { get set }
    }

    @MainActor
    protocol StackCoordinator: Coordinator {
        var path: [Screen] { get set }
    }

    @MainActor
    protocol ProductListNavigation: AnyObject {
        func openProduct(slug: String)
    }

    @MainActor
    protocol ProfileNavigation: AnyObject {
        func showSizeGuide(category: String)
    }

    @MainActor
    @Observable
    final class MainCoordinator: Coordinator {
        enum Tab: Hashable, Sendable, CaseIterable {
            case catalog
            case profile
        }

        var selectedTab: Tab = .catalog
        let catalog: CatalogCoordinator
        var presented: [Modal] = []
        @ObservationIgnored weak var parentCoordinator: (any Coordinator)?

        init() {
            catalog = CatalogCoordinator()
            catalog.parentCoordinator = self
        }
    }

    @MainActor
    @Observable
    final class CatalogCoordinator: StackCoordinator {
        let rootScreen: Screen = .productList
        var path: [Screen] = []
        var presented: [Modal] = []
        @ObservationIgnored weak var parentCoordinator: (any Coordinator)?

        init() {}
    }

    @MainActor
    @Observable
    final class CheckoutCoordinator: StackCoordinator {
        let rootScreen: Screen = .productList
        var path: [Screen] = []
        var presented: [Modal] = []
        @ObservationIgnored weak var parentCoordinator: (any Coordinator)?

        init() {}
    }
}

extension Demo.CatalogCoordinator: Demo.ProductListNavigation {
    func openProduct(slug: String) {
        path.append(.productDetail(slug: slug))
    }
}

extension Demo.MainCoordinator: Demo.ProfileNavigation {
    func showSizeGuide(category: String) {
        presented.append(Demo.Modal(style: .popover, content: .screen(.sizeGuide(category: category))))
    }
}

extension Array where Element == Demo.Modal {
    /// The modal at `level` when it has `style`; setting `nil` dismisses it and every modal above it.
    subscript(modalAt level: Int, style style: Demo.ModalStyle) -> Demo.Modal? {
        get {
            indices.contains(level) && self[level].style == style ? self[level] : nil
        }
        set {
            if newValue == nil, count > level {
                removeSubrange(level...)
            }
        }
    }
}

// MARK: - SwiftUI layer (as generated under `#if canImport(SwiftUI)`)

extension Demo {
    @MainActor
    protocol ViewFactory {
        associatedtype ProductListView: View
        @ViewBuilder
        func productList(_ navigation: any ProductListNavigation) -> ProductListView

        associatedtype ProductDetailView: View
        @ViewBuilder
        func productDetail(slug: String) -> ProductDetailView

        associatedtype ProfileView: View
        @ViewBuilder
        func profile(_ navigation: any ProfileNavigation) -> ProfileView

        associatedtype SizeGuideView: View
        @ViewBuilder
        func sizeGuide(category: String) -> SizeGuideView
    }

    @MainActor
    protocol ScreenHosting: Coordinator {
        func view<Factory: ViewFactory>(for screen: Screen, factory: Factory) -> AnyView
    }

    /// Presents `host.presented[level]` as a sheet, cover or popover; the presented view presents the next level.
    struct ModalPresenter<Host: ScreenHosting, Factory: ViewFactory>: ViewModifier {
        @Bindable var host: Host
        let factory: Factory
        let level: Int

        init(host: Host, factory: Factory, level: Int = 0) {
            self.host = host
            self.factory = factory
            self.level = level
        }

        func body(content: Content) -> some View {
            content
                .sheet(item: $host.presented[modalAt: level, style: .sheet]) { modal in
                    presentation(of: modal)
                }
                #if os(macOS)
                .sheet(item: $host.presented[modalAt: level, style: .cover]) { modal in
                    presentation(of: modal)
                }
                #else
                .fullScreenCover(item: $host.presented[modalAt: level, style: .cover]) { modal in
                    presentation(of: modal)
                }
                #endif
                #if os(iOS) || os(macOS) || os(visionOS)
                .popover(item: $host.presented[modalAt: level, style: .popover], arrowEdge: .top) { modal in
                    presentation(of: modal)
                }
                #else
                .sheet(item: $host.presented[modalAt: level, style: .popover]) { modal in
                    presentation(of: modal)
                }
                #endif
        }

        private func presentation(of modal: Modal) -> some View {
            modal.view(host: host, factory: factory)
                .modifier(ModalPresenter(host: host, factory: factory, level: level + 1))
        }
    }

    /// The tab bar `Main`.
    struct MainView<Factory: ViewFactory>: View {
        @Bindable var coordinator: MainCoordinator
        let factory: Factory

        init(coordinator: MainCoordinator, factory: Factory) {
            self.coordinator = coordinator
            self.factory = factory
        }

        var body: some View {
            TabView(selection: $coordinator.selectedTab) {
                FlowView(coordinator: coordinator.catalog, factory: factory)
                    .tabItem { Label("Shop", systemImage: "bag") }
                    .tag(MainCoordinator.Tab.catalog)
                coordinator.view(for: .profile, factory: factory)
                    .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                    .tag(MainCoordinator.Tab.profile)
            }
            .modifier(ModalPresenter(host: coordinator, factory: factory))
        }
    }

    /// The navigation stack `Catalog`.
    struct FlowView<Factory: ViewFactory>: View {
        @Bindable var coordinator: CatalogCoordinator
        let factory: Factory

        init(coordinator: CatalogCoordinator, factory: Factory) {
            self.coordinator = coordinator
            self.factory = factory
        }

        var body: some View {
            NavigationStack(path: $coordinator.path) {
                coordinator.view(for: coordinator.rootScreen, factory: factory)
                    .navigationDestination(for: Screen.self) { screen in
                        coordinator.view(for: screen, factory: factory)
                    }
            }
            .modifier(ModalPresenter(host: coordinator, factory: factory))
        }
    }

    /// The modal flow `Checkout`, a single screen.
    struct CheckoutView<Factory: ViewFactory>: View {
        let coordinator: CheckoutCoordinator
        let factory: Factory

        var body: some View {
            coordinator.view(for: coordinator.rootScreen, factory: factory)
        }
    }
}

extension Demo.MainCoordinator: Demo.ScreenHosting {
    func view<Factory: Demo.ViewFactory>(for screen: Demo.Screen, factory: Factory) -> AnyView {
        switch screen {
        case .profile:
            return AnyView(factory.profile(self))
        case .sizeGuide(let category):
            return AnyView(factory.sizeGuide(category: category))
        default:
            return AnyView(EmptyView())
        }
    }
}

extension Demo.CatalogCoordinator: Demo.ScreenHosting {
    func view<Factory: Demo.ViewFactory>(for screen: Demo.Screen, factory: Factory) -> AnyView {
        switch screen {
        case .productList:
            return AnyView(factory.productList(self))
        case .productDetail(let slug):
            return AnyView(factory.productDetail(slug: slug))
        default:
            return AnyView(EmptyView())
        }
    }
}

extension Demo.CheckoutCoordinator: Demo.ScreenHosting {
    func view<Factory: Demo.ViewFactory>(for screen: Demo.Screen, factory: Factory) -> AnyView {
        AnyView(EmptyView())
    }
}

extension Demo.Modal {
    @MainActor
    func view<Host: Demo.ScreenHosting, Factory: Demo.ViewFactory>(host: Host, factory: Factory) -> AnyView {
        switch content {
        case .screen(let screen):
            return host.view(for: screen, factory: factory)
        case .checkout(let coordinator):
            return AnyView(Demo.CheckoutView(coordinator: coordinator, factory: factory))
        }
    }
}

// MARK: - The app's side (as `navgen scaffold` starts it)

struct DemoViewFactory: Demo.ViewFactory {
    func productList(_ navigation: any Demo.ProductListNavigation) -> some View {
        ProductListScreen(navigation: navigation)
    }

    func productDetail(slug: String) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(verbatim: slug)
            Text("Price: \(42)")
        }
        .navigationTitle(slug)
    }

    func profile(_ navigation: any Demo.ProfileNavigation) -> some View {
        Button("Size guide") { navigation.showSizeGuide(category: "shoes") }
    }

    func sizeGuide(category: String) -> some View {
        if category.isEmpty {
            EmptyView()
        } else {
            Text("Sizes for \(category)")
        }
    }
}

struct ProductListScreen: View {
    let navigation: any Demo.ProductListNavigation

    var body: some View {
        VStack {
            Button("boots") { navigation.openProduct(slug: "boots") }
            if #available(iOS 17, macOS 14, *) {
                Label("Bindable", systemImage: "link")
            }
        }
        .navigationTitle(Text("Products"))
    }
}
