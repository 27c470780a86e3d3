import TimelineNavigation
import Testing

/// The Timeline feature's navigation, driven without the app.
@MainActor
struct HomeStackTests {
    @Test func aStatusIsPushedAndItsAuthorLeavesThroughTheExit() {
        let exits = Timeline.RecordingExits()
        let stack = Timeline.HomeStackCoordinator(exits: exits)
        let home: any Timeline.HomeNavigation = stack
        home.openStatus(statusID: "42")
        #expect(stack.path == [.statusDetail(statusID: "42")])
        let status: any Timeline.StatusDetailNavigation = stack
        status.openAuthor(accountID: "ada")
        #expect(exits.calls == [.showAccount(accountID: "ada")])
        #expect(stack.path == [.statusDetail(statusID: "42")])
    }

    @Test func theComposerIsASheetThatClosesItself() {
        let stack = Timeline.HomeStackCoordinator(exits: Timeline.RecordingExits())
        let home: any Timeline.HomeNavigation = stack
        home.compose()
        guard case .composeStack(let composer)? = stack.presented.first?.content else {
            Issue.record("the composer is not presented: \(stack.presented)")
            return
        }
        #expect(stack.presented.first?.style == .sheet)
        let compose: any Timeline.ComposeNavigation = composer
        compose.close()
        #expect(stack.presented.isEmpty)
    }
}
