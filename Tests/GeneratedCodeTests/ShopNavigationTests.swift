import Foundation
import Testing

/// The shop graph: a full-screen checkout flow, replace, popover, a screen tab
/// with args, and a parameter of an app type (`Address.ID?`).
@MainActor
@Suite("Shop: navigation through the screen protocols")
struct ShopNavigationTests {
    let main = Shop.MainCoordinator()

    /// Covers the catalog with the checkout flow and returns its coordinator.
    func openCheckout() throws -> Shop.CheckoutCoordinator {
        let list: any Shop.ProductListNavigation = main.catalog
        list.openCart()
        let modal = try #require(main.catalog.presented.last)
        #expect(modal.style == .cover)
        return try #require(modal.checkout)
    }

    @Test("launch state: the catalog tab, stacks at roots with optional params nil")
    func launchState() {
        #expect(main.selectedTab == .catalog)
        #expect(main.catalog.rootScreen == .productList(category: nil, maxPrice: nil))
        #expect(main.orders.rootScreen == .orderList)
        #expect(main.catalog.path.isEmpty && main.orders.path.isEmpty)
        #expect(main.presented.isEmpty && main.catalog.presented.isEmpty && main.orders.presented.isEmpty)
        #expect(Shop.MainCoordinator.Tab.allCases == [.catalog, .orders, .profile])
    }

    @Test("a cover presents the checkout flow; its screens push on its own stack")
    func checkoutFlow() throws {
        let checkout = try openCheckout()
        #expect(checkout.rootScreen == .cart)
        let cart: any Shop.CartNavigation = checkout
        cart.checkOut()
        let shipping: any Shop.ShippingNavigation = checkout
        shipping.continueToPayment(total: 49.5)
        #expect(checkout.path == [.shipping(express: false), .payment(total: 49.5)])
        #expect(main.catalog.path.isEmpty)
    }

    @Test("replace makes the target the only screen above the root")
    func replaceLink() throws {
        let checkout = try openCheckout()
        (checkout as any Shop.CartNavigation).checkOut(express: true)
        (checkout as any Shop.ShippingNavigation).continueToPayment(total: 10)
        let payment: any Shop.PaymentNavigation = checkout
        payment.placeOrder(orderNumber: 1042)
        #expect(checkout.path == [.confirmation(orderNumber: 1042)])
    }

    @Test("pop and popToRoot links inside the flow")
    func backLinksInFlow() throws {
        let checkout = try openCheckout()
        (checkout as any Shop.CartNavigation).checkOut()
        (checkout as any Shop.ShippingNavigation).continueToPayment(total: 10)
        let payment: any Shop.PaymentNavigation = checkout
        payment.editShipping()
        #expect(checkout.path == [.shipping(express: false)])
        (checkout as any Shop.ShippingNavigation).continueToPayment(total: 12)
        payment.startOver()
        #expect(checkout.path.isEmpty)
        #expect(main.catalog.presented.count == 1, "going back inside the flow keeps it presented")
    }

    @Test("a dismiss link deep inside the flow closes the whole cover")
    func confirmationClosesCover() throws {
        let checkout = try openCheckout()
        (checkout as any Shop.CartNavigation).checkOut()
        (checkout as any Shop.ShippingNavigation).continueToPayment(total: 10)
        (checkout as any Shop.PaymentNavigation).placeOrder(orderNumber: 7)
        let confirmation: any Shop.ConfirmationNavigation = checkout
        confirmation.done()
        #expect(main.catalog.presented.isEmpty)
    }

    @Test("the cart's close link closes the cover")
    func cartCloses() throws {
        let checkout = try openCheckout()
        (checkout as any Shop.CartNavigation).close()
        #expect(main.catalog.presented.isEmpty)
    }

    @Test("a popover of a bare screen, closed by its own link")
    func popover() throws {
        let list: any Shop.ProductListNavigation = main.catalog
        list.openProduct(slug: "linen-shirt")
        let detail: any Shop.ProductDetailNavigation = main.catalog
        detail.showSizeGuide(category: "shirts")
        let modal = try #require(main.catalog.presented.last)
        #expect(modal.style == .popover)
        #expect(modal.screen == .sizeGuide(category: "shirts"))
        (main.catalog as any Shop.SizeGuideNavigation).close()
        #expect(main.catalog.presented.isEmpty)
        #expect(main.catalog.path == [.productDetail(slug: "linen-shirt")])
    }

    @Test("tab links switch tabs from a stack screen and from a screen tab")
    func tabLinks() {
        let profile: any Shop.ProfileNavigation = main
        profile.showOrders()
        #expect(main.selectedTab == .orders)
        let orderList: any Shop.OrderListNavigation = main.orders
        orderList.openOrder(orderNumber: 3)
        let order: any Shop.OrderDetailNavigation = main.orders
        order.browseCatalog()
        #expect(main.selectedTab == .catalog)
        #expect(main.orders.path == [.orderDetail(orderNumber: 3)], "switching tabs keeps each tab's stack")
    }

    @Test("a sheet flow from a screen tab, with an app-typed optional parameter")
    func addressesFromProfile() throws {
        let profile: any Shop.ProfileNavigation = main
        profile.manageAddresses()
        let modal = try #require(main.presented.last)
        #expect(modal.style == .sheet)
        let addresses = try #require(modal.addresses)
        #expect(addresses.rootScreen == .addressBook)
        #expect(addresses.parentCoordinator === main)

        let book: any Shop.AddressBookNavigation = addresses
        book.editAddress()
        book.editAddress(addressID: 12 as Address.ID)
        #expect(addresses.path == [.addressEditor(addressID: nil), .addressEditor(addressID: 12)])
        (addresses as any Shop.AddressEditorNavigation).save()
        #expect(addresses.path == [.addressEditor(addressID: nil)])
        book.close()
        #expect(main.presented.isEmpty)
    }
}
