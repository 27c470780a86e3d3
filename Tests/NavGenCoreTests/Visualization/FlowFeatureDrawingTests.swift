import NavGenCore
import Testing

/// `navgen graph` draws flow links (1.1 C) from the flow's coordinator and
/// `from: presenter` links (1.1 D) into the presenter's cluster.
@Suite("Graph drawing: flow links and presenter links")
struct FlowFeatureDrawingTests {
    static let yaml = """
        navgen: 1
        name: Social
        root: Home
        screens:
          Feed: { links: { showMenu: { sheet: MenuFlow } } }
          Status: {}
          Composer: {}
          Menu: { links: { openSettings: { sheet: Settings, from: presenter } } }
          Settings: {}
        flows:
          Home:
            tabs: [ { flow: Timeline } ]
            links: { compose: { sheet: Composer } }
          Timeline:
            stack: { root: Feed }
            links: { openStatus: { push: Status } }
          MenuFlow: { stack: { root: Menu } }
        """

    @Test("a flow link starts at the flow's anchor: its stack's root, or its tab bar")
    func flowLinkEdges() throws {
        let drawing = try GraphDrawingTests.draw(Self.yaml)
        let status = try #require(drawing.edges.first { $0.label.hasPrefix("openStatus") })
        #expect(status.from == "s_Timeline_Feed" && status.to == .node("s_Timeline_Status") && status.kind == .push)
        #expect(status.label == "openStatus flow link")
        let compose = try #require(drawing.edges.first { $0.label.hasPrefix("compose") })
        #expect(compose.from == "t_Home" && compose.to == .node("s_Home_Composer") && compose.kind == .modal)
    }

    @Test("a presenter link ends in the presenter's cluster")
    func presenterLinkEdge() throws {
        let drawing = try GraphDrawingTests.draw(Self.yaml)
        let settings = try #require(drawing.edges.first { $0.label.hasPrefix("openSettings") })
        #expect(settings.from == "s_MenuFlow_Menu" && settings.to == .node("s_Timeline_Settings"))
        #expect(settings.label == "openSettings (sheet, from presenter)")
    }
}
