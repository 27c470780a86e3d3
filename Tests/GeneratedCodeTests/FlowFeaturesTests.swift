import Foundation
import Testing

extension FlowFeatures.Modal {
    /// The `ItemFlow` this modal shows, if it shows it.
    var itemFlow: FlowFeatures.ItemFlowCoordinator? {
        if case .itemFlow(let flow) = content { return flow }
        return nil
    }

    /// The `MenuFlow` this modal shows, if it shows it.
    var menuFlow: FlowFeatures.MenuFlowCoordinator? {
        if case .menuFlow(let flow) = content { return flow }
        return nil
    }
}

/// `flowfeatures.nav.yaml`: flow parameters, flow links and links through the
/// presenter (1.1 B, C, D), driven on the generated coordinators.
@MainActor
@Suite("Flow parameters, flow links and presenter links")
struct FlowFeaturesTests {
    let home = FlowFeatures.HomeCoordinator(meAccountID: "ada")

    @Test("the root coordinator's init takes the launch parameters of the flows its tabs show")
    func rootInitTakesLaunchParameters() {
        #expect(home.me.rootScreen == .accountHome(accountID: "ada"))
        #expect(home.timeline.rootScreen == .feed)
        #expect(home.selectedTab == .timeline)
    }

    @Test("a link to a flow with parameters takes them and opens the flow over a root with them")
    func flowOpenedWithItsParameters() throws {
        let feed: any FlowFeatures.FeedNavigation = home.timeline
        feed.openItem(itemID: "42")
        let flow = try #require(home.timeline.presented.last?.itemFlow)
        #expect(flow.rootScreen == .viewItem(itemID: "42", readOnly: false))
        #expect(flow.parentCoordinator === home.timeline)

        feed.openFirst()
        #expect(home.timeline.presented.last?.itemFlow?.rootScreen == .viewItem(itemID: "first", readOnly: false))
    }

    @Test("a flow with parameters also takes them from its init")
    func flowInitTakesItsParameters() {
        let flow = FlowFeatures.ItemFlowCoordinator(itemID: "7")
        #expect(flow.rootScreen == .viewItem(itemID: "7", readOnly: false))
        #expect(flow.path.isEmpty)
    }

    @Test("a tab bar presents its own sheet, over every tab")
    func tabBarPresentsItsOwnSheet() {
        let bar: any FlowFeatures.HomeNavigation = home
        bar.compose()
        #expect(home.presented.map(\.screen) == [.composer])
        #expect(home.presented.first?.style == .sheet)
        #expect(home.timeline.presented.isEmpty && home.me.presented.isEmpty)

        let composer: any FlowFeatures.ComposerNavigation = home
        composer.close()
        #expect(home.presented.isEmpty)
    }

    @Test("a flow link is called through the protocol of every screen placed in the flow")
    func flowLinkThroughAScreensProtocol() {
        let feed: any FlowFeatures.FeedNavigation = home.timeline
        feed.openStatus(statusID: 3)
        let status: any FlowFeatures.StatusNavigation = home.timeline
        status.openProfile(accountID: "bob")
        #expect(home.timeline.path == [.status(statusID: 3), .profile(accountID: "bob")])

        let timeline: any FlowFeatures.TimelineNavigation = home.timeline
        timeline.openStatus(statusID: 4)
        #expect(home.timeline.path.last == .status(statusID: 4))
    }

    @Test("a flow link of a modal flow pushes on the flow's own stack")
    func modalFlowLink() throws {
        home.timeline.openItem(itemID: "9")
        let flow = try #require(home.timeline.presented.last?.itemFlow)
        let item: any FlowFeatures.ViewItemNavigation = flow
        item.edit(itemID: "9", field: "title")
        #expect(flow.path == [.editItem(itemID: "9", field: "title")])
        let edit: any FlowFeatures.EditItemNavigation = flow
        edit.close()
        #expect(home.timeline.presented.isEmpty)
    }

    @Test("'from: presenter' closes the bare sheet, then pushes on the presenter's stack")
    func presenterPush() {
        let feed: any FlowFeatures.FeedNavigation = home.timeline
        feed.register()
        #expect(home.timeline.presented.map(\.screen) == [.register])
        let register: any FlowFeatures.RegisterNavigation = home.timeline
        register.finish()
        #expect(home.timeline.presented.isEmpty)
        #expect(home.timeline.path == [.login])
    }

    @Test("'from: presenter' closes the modal flow, then presents from its presenter")
    func presenterPresent() throws {
        home.timeline.showMenu()
        let menu = try #require(home.timeline.presented.last?.menuFlow)
        let navigation: any FlowFeatures.MenuNavigation = menu
        navigation.openSettings()
        #expect(home.timeline.presented.map(\.screen) == [.settings])
        #expect(home.timeline.presented.first?.menuFlow == nil)
    }

    @Test("'from: presenter' closes the modal flow, then selects a tab around its presenter")
    func presenterSelect() throws {
        home.timeline.showMenu()
        let menu = try #require(home.timeline.presented.last?.menuFlow)
        let navigation: any FlowFeatures.MenuNavigation = menu
        navigation.openAccount()
        #expect(home.timeline.presented.isEmpty)
        #expect(home.selectedTab == .me)
    }

    @Test("a deep link into a flow with parameters binds them from the URL")
    func deepLinkBindsFlowParameters() throws {
        #expect(home.open(URL(string: "flows://items/abc/edit/title")!) == .opened)
        let flow = try #require(home.timeline.presented.last?.itemFlow)
        #expect(flow.rootScreen == .viewItem(itemID: "abc", readOnly: false))
        #expect(flow.path == [.editItem(itemID: "abc", field: "title")])
        #expect(flow.parentCoordinator === home.timeline)
    }

    @Test("a deep link through a launch flow with parameters keeps its live value")
    func deepLinkKeepsLaunchValue() {
        #expect(home.open(URL(string: "flows://me/detail")!) == .opened)
        #expect(home.selectedTab == .me)
        #expect(home.me.rootScreen == .accountHome(accountID: "ada"))
        #expect(home.me.path == [.accountDetail])
    }

    @Test("a deep link to the tab bar's own sheet selects no tab")
    func deepLinkToTabBarSheet() {
        home.selectedTab = .me
        #expect(home.open(URL(string: "flows://compose")!) == .opened)
        #expect(home.presented.map(\.screen) == [.composer])
        #expect(home.selectedTab == .me)
    }

    @Test("a deep link follows flow links")
    func deepLinkFollowsFlowLinks() {
        #expect(home.open(URL(string: "flows://accounts/bob")!) == .opened)
        #expect(home.selectedTab == .timeline)
        #expect(home.timeline.path == [.profile(accountID: "bob")])
    }
}
