import NavGenCore
import Testing

@Suite("link-conflict")
struct LinkConflictTests {
    @Test func sameLinkNameWithDifferentStylesInOneFlowIsRejected() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Meat
            screens:
              List:
                links: { 2️⃣show: { push: Detail } }
              Detail:
                links: { 1️⃣show: { sheet: Source } }
              Source: {}
            flows:
              Meat: { stack: { root: List } }
            """).expectFindings(.linkConflict, notes: [["2️⃣"]], messageContains: "'MeatCoordinator'")
    }

    @Test func sameLinkDeclaredAlikeIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Meat
            screens:
              List:
                links: { show: { push: Detail } }
              Detail:
                links: { show: { push: Detail } }
            flows:
              Meat: { stack: { root: List } }
            """).expectClean()
    }

    /// The walk meets Detail (pushed from the root) before List, so List's link is the second.
    @Test func differentArgsAreADifferentSignature() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Meat
            screens:
              List:
                params: { veg: { type: Bool, default: false } }
                links: { 1️⃣more: { push: List, args: { veg: true } } }
              Detail:
                links: { 2️⃣more: { push: List } }
              Start:
                links: { go: { push: Detail } }
            flows:
              Meat: { stack: { root: Start } }
            """).expectFindings(.linkConflict, notes: [["2️⃣"]])
    }

    @Test func sameNameInDifferentFlowsIsFine() {
        MarkedGraph("""
            navgen: 1
            name: App
            root: Main
            screens:
              List:
                links: { show: { push: List } }
              Other:
                links: { show: { sheet: Extra } }
              Extra: {}
            flows:
              Main: { tabs: [ { flow: A }, { flow: B } ] }
              A: { stack: { root: List } }
              B: { stack: { root: Other } }
            """).expectClean()
    }

    // MARK: A feature's flow links, in an app graph (issue 40)

    /// `flowLinks`: the `ItemStack` flow's `links:` line, or none.
    static func shop(_ flowLinks: String = "") -> MarkedGraph {
        MarkedGraph("""
            navgen: 1
            feature: Shop
            exits:
              ShowUser: {}
            screens:
              Item:
                links: { seller: { exit: ShowUser } }
            flows:
              ItemStack:
                stack: { root: Item }
                \(flowLinks)
            """, file: "shop/shop.nav.yaml")
    }

    static let users = MarkedGraph("""
        navgen: 1
        feature: Users
        exits:
          OpenItem: {}
        screens:
          User:
            links: { openItem: { exit: OpenItem } }
        flows:
          UserStack: { stack: { root: User } }
        """, file: "users/users.nav.yaml")

    static let app = """
        navgen: 1
        name: Store
        root: Main
        features: [Shop, Users]
        flows:
          Main: { tabs: [{ flow: Shop.ItemStack }, { flow: Users.UserStack }] }
        bind:
          Shop.ShowUser: { push: Users.User }
          Users.OpenItem: { push: 1️⃣Shop.Item }
        """

    /// `Shop.ItemNavigation` requires `help`, a link of the feature's flow it is placed in:
    /// the app's coordinator of `Users.UserStack`, where a binding pushes the item, cannot implement it.
    @Test func aFeatureScreenShownInAFlowWithoutItsFlowLinksConflicts() {
        MarkedGraph(Self.app, parts: [Self.shop("links: { 2️⃣help: { push: Item } }"), Self.users],
                    features: ["Shop": "shop/shop.nav.yaml", "Users": "users/users.nav.yaml"])
            .expectFindings(.linkConflict, notes: [["2️⃣"]], messageContains: "'Shop.Item' is shown in 'Users.UserStack', which has no flow link 'help'")
    }

    @Test func aFeatureScreenWithoutFlowLinksMayBeShownAnywhere() {
        MarkedGraph(Self.app, parts: [Self.shop(), Self.users],
                    features: ["Shop": "shop/shop.nav.yaml", "Users": "users/users.nav.yaml"])
            .expectNoFinding(.linkConflict)
    }
}
