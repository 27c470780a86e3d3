import Testing

/// Flow parameters, flow links and links through the presenter (1.1 B, C, D), for
/// graphs of a few lines.
@Suite("Snippets: flow parameters, flow links, presenter links")
struct FlowFeatureSnippetTests {
    static let graph = """
        navgen: 1
        name: Social
        root: Home
        screens:
          Feed:
            links:
              openItem: { sheet: ItemFlow }
              register: { sheet: Register }
          Status: { params: { statusID: Int } }
          AccountHome: { params: { accountID: String } }
          ViewItem: { params: { itemID: String } }
          Composer: {}
          Register:
            links:
              finish: { push: Login, from: presenter }
          Login: {}
        flows:
          Home:
            tabs: [ { flow: Timeline }, { flow: Me } ]
            links:
              compose: { sheet: Composer }
          Timeline:
            stack: { root: Feed }
            links:
              openStatus: { push: Status }
          Me:
            stack: { root: AccountHome }
            params: [accountID]
          ItemFlow:
            stack: { root: ViewItem }
            params: [itemID]
        """

    @Test("a flow with links gets its own protocol; a screen's protocol lists its own links, then its flow's")
    func flowLinkProtocols() {
        let swift = EmittedSwift(Self.graph)
        swift.expect("""
            protocol HomeNavigation: Swift.AnyObject {
                /// Presents `Composer` as a sheet.
                func compose()
            }
            """)
        swift.expect("""
            protocol FeedNavigation: Swift.AnyObject {
                /// Presents `ItemFlow` as a sheet.
                func openItem(itemID: Swift.String)
                /// Presents `Register` as a sheet.
                func register()
                /// Pushes `Status` on the stack.
                func openStatus(statusID: Swift.Int)
            }
            """)
        // Status has no links of its own: its flow's make its protocol.
        swift.expect("""
            protocol StatusNavigation: Swift.AnyObject {
                /// Pushes `Status` on the stack.
                func openStatus(statusID: Swift.Int)
            }
            """)
        #expect(swift.text.contains("extension Social.HomeCoordinator: Social.HomeNavigation"))
    }

    @Test("init labels: a flow takes its parameters by name; the root, those of its launch flows, flow + parameter")
    func initLabels() {
        let swift = EmittedSwift(Self.graph)
        swift.expect("""
            init(itemID: Swift.String) {
                rootScreen = .viewItem(itemID: itemID)
            }
            """)
        swift.expect("""
            init(meAccountID: Swift.String) {
                timeline = TimelineCoordinator()
                me = MeCoordinator(accountID: meAccountID)
                timeline.parentCoordinator = self
                me.parentCoordinator = self
            }
            """)
        swift.expect("""
            func openItem(itemID: Swift.String) {
                let flow = Social.ItemFlowCoordinator(itemID: itemID)
                flow.parentCoordinator = self
                present(.itemFlow(flow), style: .sheet)
            }
            """)
    }

    @Test("a presenter link closes the modal, then acts on the coordinator that presented it")
    func presenterMethod() {
        let swift = EmittedSwift(Self.graph)
        swift.expect("""
            func finish() {
                (dismissToPresenter() as? any Social.StackCoordinator)?.push(.login)
            }
            """)
        // The primitive itself is NavGenRuntime's `Coordinator.dismissToPresenter()`.
        #expect(!swift.text.contains("func dismissToPresenter"))
    }
}

/// A root stack flow with parameters, also presented modally: its `init` labels are
/// the launch labels everywhere.
@Suite("Snippets: a root flow with parameters")
struct RootFlowParameterSnippetTests {
    @Test("the root flow's init takes flow + parameter labels, and links to it use them")
    func rootFlowLabels() {
        let swift = EmittedSwift("""
            navgen: 1
            name: Items
            root: ItemFlow
            screens:
              ViewItem:
                params: { itemID: String }
                links: { again: { sheet: ItemFlow, args: { itemID: "next" } } }
            flows:
              ItemFlow:
                stack: { root: ViewItem }
                params: [itemID]
            """)
        swift.expect("""
            init(itemFlowItemID: Swift.String) {
                rootScreen = .viewItem(itemID: itemFlowItemID)
            }
            """)
        swift.expect("""
            func again() {
                let flow = Items.ItemFlowCoordinator(itemFlowItemID: "next")
                flow.parentCoordinator = self
                present(.itemFlow(flow), style: .sheet)
            }
            """)
    }

    @Test("a flow parameter named self is self_ inside the link method, so that self is still the coordinator")
    func selfFlowParameter() {
        let swift = EmittedSwift("""
            navgen: 1
            name: App
            root: Main
            screens:
              List: { links: { openItem: { sheet: ItemFlow } } }
              ViewItem: { params: { self: Bool } }
            flows:
              Main: { stack: { root: List } }
              ItemFlow: { stack: { root: ViewItem }, params: [self] }
            """)
        swift.expect("func openItem(`self` self_: Swift.Bool)")
        #expect(swift.text.contains("""
                func openItem(`self` self_: Swift.Bool) {
                    let flow = App.ItemFlowCoordinator(self: self_)
                    flow.parentCoordinator = self
            """))
    }
}
