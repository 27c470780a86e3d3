import Foundation
import Testing

/// `Shop.resolve(_:)` and `MainCoordinator.open(_:)`: precedence, a pattern alias, a modal
/// flow route (cover, then push inside it), and stack roots bound by query items.
@MainActor
@Suite("Shop: deep links")
struct ShopDeepLinkTests {
    static let shippingURL = URL(string: "shop://checkout/shipping?express=true")!

    // MARK: resolve: the documented examples (DeepLinks.md's JSON, README's JSON)

    @Test("/products/deals: the literal wins over /products/{slug}")
    func resolveDealsAsDocumented() throws {
        let link = try #require(Shop.resolve(URL(string: "https://shop.example.com/products/deals")!))
        #expect(link.screen == .deals)
        #expect(link.pattern == "/products/deals")
        #expect(link.steps == [.select(.main(.catalog)), .push(.deals, on: .catalog)])
    }

    @Test("/products/linen-shirt goes to /products/{slug}")
    func resolveProductAsDocumented() throws {
        let link = try #require(Shop.resolve(URL(string: "https://shop.example.com/products/linen-shirt")!))
        #expect(link.screen == .productDetail(slug: "linen-shirt"))
        #expect(link.pattern == "/products/{slug}")
        #expect(link.steps == [.select(.main(.catalog)), .push(.productDetail(slug: "linen-shirt"), on: .catalog)])
    }

    @Test("shop://checkout/shipping?express=true: select, cover Checkout, push Shipping inside it")
    func resolveShippingAsDocumented() throws {
        let link = try #require(Shop.resolve(Self.shippingURL))
        #expect(link.screen == .shipping(express: true))
        #expect(link.pattern == "/checkout/shipping?express={express}")
        #expect(link.steps == [
            .select(.main(.catalog)),
            .presentFlow(.checkout, style: .cover, from: .catalog),
            .push(.shipping(express: true), on: .checkout),
        ])
    }

    // MARK: resolve: precedence and the other patterns

    @Test("near-literals go to the parameter: deals is matched exactly, case-sensitively")
    func precedenceNearLiterals() throws {
        for slug in ["Deals", "deals2", "deal", "deals.html"] {
            let link = try #require(Shop.resolve(URL(string: "shop://products/\(slug)")!), "\(slug)")
            #expect(link.screen == .productDetail(slug: slug))
            #expect(link.pattern == "/products/{slug}")
        }
        #expect(Shop.resolve(URL(string: "shop://products/deals/")!)?.screen == .deals, "a trailing / is ignored")
    }

    @Test("/p/{slug} is a second pattern of ProductDetail, with the same route")
    func resolveShortLink() throws {
        let link = try #require(Shop.resolve(URL(string: "https://www.shop.example.com/p/linen-shirt")!))
        #expect(link.screen == .productDetail(slug: "linen-shirt"))
        #expect(link.pattern == "/p/{slug}")
        #expect(link.steps == [.select(.main(.catalog)), .push(.productDetail(slug: "linen-shirt"), on: .catalog)])
        #expect(Shop.resolve(URL(string: "shop://p/deals")!)?.screen == .productDetail(slug: "deals"), "no Deals literal under /p")
    }

    @Test("/products with optional query items: the stack root with the URL's values")
    func resolveProductList() throws {
        let bare = try #require(Shop.resolve(URL(string: "shop://products")!))
        #expect(bare.screen == .productList(category: nil, maxPrice: nil))
        #expect(bare.steps == [.select(.main(.catalog)), .showRoot(.productList(category: nil, maxPrice: nil), on: .catalog)])

        let filtered = try #require(Shop.resolve(URL(string: "shop://products?maxPrice=3e4&category=shoes")!))
        #expect(filtered.screen == .productList(category: "shoes", maxPrice: 30_000))
        #expect(Shop.resolve(URL(string: "shop://products?maxPrice=-2.5")!)?.screen == .productList(category: nil, maxPrice: -2.5))
        #expect(Shop.resolve(URL(string: "shop://products?maxPrice=12")!)?.screen == .productList(category: nil, maxPrice: 12))
    }

    @Test("/products?sort=: the enum ProductListSort takes exactly one of its texts (1.1 F.7)")
    func resolveProductListSort() throws {
        let sorted = try #require(Shop.resolve(URL(string: "https://shop.example.com/products?sort=price-low&category=hats")!))
        #expect(sorted.screen == .productList(category: "hats", sort: .priceLow))
        #expect(sorted.steps.last == .showRoot(.productList(category: "hats", sort: .priceLow), on: .catalog))
        #expect(Shop.resolve(URL(string: "shop://products?sort=")!)?.screen == .productList(sort: .featured), "empty: the default")
        #expect(Shop.resolve(URL(string: "shop://products?sort=priceLow")!) == nil, "the case name is not a text")
        #expect(Shop.resolve(URL(string: "shop://products?sort=Newest")!) == nil, "texts are case-sensitive")
        #expect(Shop.ProductListSort.allCases.map(\.rawValue) == ["featured", "price-low", "newest"])
    }

    @Test("/cart: a modal flow's root; /orders: a tab stack's root")
    func resolveStackRoots() throws {
        let cart = try #require(Shop.resolve(URL(string: "shop://cart")!))
        #expect(cart.screen == .cart)
        #expect(cart.steps == [.select(.main(.catalog)), .presentFlow(.checkout, style: .cover, from: .catalog), .showRoot(.cart, on: .checkout)])

        let orders = try #require(Shop.resolve(URL(string: "shop://orders")!))
        #expect(orders.screen == .orderList)
        #expect(orders.steps == [.select(.main(.orders)), .showRoot(.orderList, on: .orders)])
    }

    @Test("/orders/{orderNumber}: Int segments, negative included")
    func resolveOrder() throws {
        let link = try #require(Shop.resolve(URL(string: "shop://orders/1042")!))
        #expect(link.screen == .orderDetail(orderNumber: 1042))
        #expect(link.steps == [.select(.main(.orders)), .push(.orderDetail(orderNumber: 1042), on: .orders)])
        #expect(Shop.resolve(URL(string: "shop://orders/-7")!)?.screen == .orderDetail(orderNumber: -7))
        #expect(Shop.resolve(URL(string: "shop://orders/9223372036854775807")!)?.screen == .orderDetail(orderNumber: .max))
        #expect(Shop.resolve(URL(string: "shop://orders/-9223372036854775808")!)?.screen == .orderDetail(orderNumber: .min))
    }

    // MARK: open

    @Test("open: a modal flow route covers the catalog with Checkout, Shipping pushed inside it")
    func openShipping() throws {
        let main = Shop.MainCoordinator()
        #expect(main.open(Self.shippingURL) == .opened)
        #expect(main.selectedTab == .catalog)
        #expect(main.catalog.path.isEmpty)
        #expect(main.catalog.presented.count == 1)
        let modal = try #require(main.catalog.presented.last)
        #expect(modal.style == .cover)
        let checkout = try #require(modal.checkout)
        #expect(checkout.rootScreen == .cart)
        #expect(checkout.path == [.shipping(express: true)])
        #expect(checkout.presented.isEmpty)
        #expect(checkout.parentCoordinator === main.catalog)
        #expect(main.presented.isEmpty && main.orders.path.isEmpty)

        // The opened flow behaves as one presented in the app.
        (checkout as any Shop.ShippingNavigation).continueToPayment(total: 5)
        #expect(checkout.path == [.shipping(express: true), .payment(total: 5)])
        (checkout as any Shop.PaymentNavigation).startOver()
        (checkout as any Shop.CartNavigation).close()
        #expect(main.catalog.presented.isEmpty)
    }

    @Test("open: the checkout route from a busy state clears Main and Catalog, keeps Orders")
    func openShippingFromBusyState() throws {
        let main = BusyState.shop()
        let before = ShopSnapshot(main)
        let oldCheckout = try #require(main.catalog.presented.last?.checkout)

        #expect(main.open(Self.shippingURL) == .opened)
        #expect(main.selectedTab == .catalog)
        #expect(main.presented.isEmpty, "the Addresses sheet on Main is dismissed")
        #expect(main.catalog.path.isEmpty)
        #expect(main.catalog.presented.count == 1)
        let checkout = try #require(main.catalog.presented.last?.checkout)
        #expect(checkout !== oldCheckout)
        #expect(checkout.path == [.shipping(express: true)])
        #expect(ShopStackSnapshot(main.orders) == before.orders, "Orders is not on the route")
    }

    @Test("open: Orders routes clear Orders and leave the catalog's cover up")
    func openOrderKeepsCatalog() {
        let main = BusyState.shop()
        let before = ShopSnapshot(main)
        #expect(main.open(URL(string: "https://shop.example.com/orders/77")!) == .opened)
        #expect(main.selectedTab == .orders)
        #expect(main.presented.isEmpty)
        #expect(main.orders.path == [.orderDetail(orderNumber: 77)])
        #expect(main.orders.presented.isEmpty, "the Tracking sheet is dismissed")
        #expect(ShopStackSnapshot(main.catalog) == before.catalog, "Catalog is not on the route")
    }

    @Test("open: a deep link to the catalog root gives it the URL's values and empties its stack")
    func openProductList() {
        let main = BusyState.shop()
        let before = ShopSnapshot(main)
        #expect(main.open(URL(string: "shop://products?category=shoes&maxPrice=80")!) == .opened)
        #expect(main.selectedTab == .catalog)
        #expect(main.catalog.rootScreen == .productList(category: "shoes", maxPrice: 80))
        #expect(main.catalog.path.isEmpty)
        #expect(main.catalog.presented.isEmpty)
        #expect(ShopStackSnapshot(main.orders) == before.orders)
    }

    @Test("open: /cart presents the Checkout cover at its root")
    func openCart() throws {
        let main = Shop.MainCoordinator()
        #expect(main.open(URL(string: "shop://cart")!) == .opened)
        let checkout = try #require(main.catalog.presented.last?.checkout)
        #expect(main.catalog.presented.last?.style == .cover)
        #expect(checkout.rootScreen == .cart)
        #expect(checkout.path.isEmpty)
    }

    @Test("open: /products/deals pushes Deals, not a product called deals")
    func openDeals() {
        let main = Shop.MainCoordinator()
        #expect(main.open(URL(string: "https://shop.example.com/products/deals")!) == .opened)
        #expect(main.catalog.path == [.deals])
        #expect(main.open(URL(string: "https://shop.example.com/products/deal")!) == .opened)
        #expect(main.catalog.path == [.productDetail(slug: "deal")])
    }
}
