import Testing

/// Where link methods are written: once, in an extension, when several coordinators
/// would write them alike; in the coordinator's own extension otherwise.
@Suite("Snippets: link methods written once")
struct SharedLinkMethodSnippetTests {
    /// `Detail` is shown by both tab stacks; `close` is declared by `Detail` and `Photo`.
    static let twoStacks = """
        navgen: 1
        name: Shop
        root: Home
        screens:
          List:
            links:
              openDetail: { push: Detail }
          Detail:
            params:
              id: Int
            links:
              showPhoto: { sheet: Photo }
              close: dismiss
              goToDeals: { tab: Deals }
          Photo: { links: { close: dismiss } }
          Deals: {}
        flows:
          Home:
            tabs:
              - { flow: Browse }
              - { flow: Saved }
              - { screen: Deals }
          Browse: { stack: { root: List } }
          Saved: { stack: { root: List } }
        """

    @Test("a screen two coordinators show gets its methods in its protocol's extension")
    func protocolExtension() {
        let swift = EmittedSwift(Self.twoStacks)
        swift.expect("""
            extension Shop.DetailNavigation where Self: Shop.StackCoordinator {
                func showPhoto() {
                    present(.screen(.photo), style: .sheet)
                }

                func goToDeals() {
                    ancestor(Shop.HomeCoordinator.self)?.selectedTab = .deals
                }
            }
            """)
        swift.expect("""
            extension Shop.ListNavigation where Self: Shop.StackCoordinator {
                func openDetail(id: Swift.Int) {
                    push(.detail(id: id))
                }
            }
            """)
    }

    @Test("a method two protocols declare alike is written once, for every stack coordinator")
    func stackCoordinatorExtension() {
        let swift = EmittedSwift(Self.twoStacks)
        swift.expect("""
            extension Shop.StackCoordinator {
                func close() {
                    dismiss()
                }
            }
            """)
        #expect(swift.text.components(separatedBy: "func close() {").count == 2)
    }

    @Test("the coordinators then only declare their conformances")
    func conformancesOnly() {
        let swift = EmittedSwift(Self.twoStacks)
        #expect(swift.declaration("extension Shop.BrowseCoordinator: Shop.ListNavigation, Shop.DetailNavigation, Shop.PhotoNavigation {}") != nil)
        #expect(swift.declaration("extension Shop.SavedCoordinator: Shop.ListNavigation, Shop.DetailNavigation, Shop.PhotoNavigation {}") != nil)
    }

    @Test("a screen one coordinator shows keeps its methods in that coordinator's extension")
    func singleCoordinator() {
        let swift = EmittedSwift(DeclarationSnippetTests.stack)
        #expect(!swift.text.contains("where Self:"))
        #expect(!swift.text.contains("extension Notes.StackCoordinator"))
        #expect(swift.text.contains("""
            extension Notes.MainCoordinator: Notes.ListNavigation, Notes.EditorNavigation {
                func openDetail(id: Swift.Int, tab: Swift.String?) {
            """))
    }

    @Test("a tab link that selects a different tab bar in each coordinator stays in each")
    func tabLinkUnderDifferentTabBars() {
        let swift = EmittedSwift("""
            navgen: 1
            name: Nest
            root: Outer
            screens:
              Feed:
                links:
                  openHelp: { tab: Help }
              Help: {}
            flows:
              Outer:
                tabs:
                  - { flow: Left }
                  - { flow: Inner }
                  - { screen: Help }
              Inner:
                tabs:
                  - { flow: Right }
                  - { screen: Help }
              Left: { stack: { root: Feed } }
              Right: { stack: { root: Feed } }
            """)
        #expect(!swift.text.contains("extension Nest.FeedNavigation where Self:"))
        swift.expect("""
            extension Nest.LeftCoordinator: Nest.FeedNavigation {
                func openHelp() {
                    ancestor(Nest.OuterCoordinator.self)?.selectedTab = .help
                }
            }
            """)
        swift.expect("""
            extension Nest.RightCoordinator: Nest.FeedNavigation {
                func openHelp() {
                    if let tabs = ancestor(Nest.InnerCoordinator.self) {
                        tabs.selectedTab = .help
                        return
                    }
                    if let tabs = ancestor(Nest.OuterCoordinator.self) {
                        tabs.selectedTab = .help
                        return
                    }
                }
            }
            """)
    }
}
