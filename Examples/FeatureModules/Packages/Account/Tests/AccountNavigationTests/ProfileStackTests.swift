import AccountNavigation
import Testing

/// The Account feature's navigation, driven without the app: its exits are a
/// `RecordingExits`, so a test sees which exit a screen took and with what values.
@MainActor
struct ProfileStackTests {
    @Test func launchesOnTheSignedInProfile() {
        let stack = Account.ProfileStackCoordinator(exits: Account.RecordingExits())
        #expect(stack.rootScreen == .profile(accountID: "me"))
        #expect(stack.path.isEmpty)
    }

    @Test func followersArePushedInsideTheFeature() {
        let exits = Account.RecordingExits()
        let stack = Account.ProfileStackCoordinator(exits: exits)
        let profile: any Account.ProfileNavigation = stack
        profile.openFollowers(accountID: "me")
        #expect(stack.path == [.followers(accountID: "me")])
        #expect(exits.calls.isEmpty)
    }

    @Test func aStatusLeavesThroughTheExitAndChangesNothingHere() {
        let exits = Account.RecordingExits()
        let stack = Account.ProfileStackCoordinator(exits: exits)
        let profile: any Account.ProfileNavigation = stack
        profile.openStatus(statusID: "42")
        profile.compose()
        #expect(exits.calls == [.showStatus(statusID: "42"), .compose])
        #expect(stack.path.isEmpty)
        #expect(stack.presented.isEmpty)
    }
}
