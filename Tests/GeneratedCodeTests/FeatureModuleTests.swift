import Testing

/// The feature graph `profiles.nav.yaml` compiled alone, as a feature package compiles
/// it: its coordinators driven without any app, with `RecordingExits` as its exits.
@MainActor
@Suite("Feature module: a feature's coordinators with its exits stubbed")
struct FeatureModuleTests {
    let exits = Profiles.RecordingExits()
    let stack: Profiles.ProfileStackCoordinator

    init() {
        stack = Profiles.ProfileStackCoordinator(exits: exits)
    }

    @Test("an exit link records its exit with the link's values and changes nothing in the feature")
    func exitLinkRecordsTheExit() {
        let profile: any Profiles.ProfileNavigation = stack
        profile.openStatus(statusID: "42")
        #expect(exits.calls == [.showStatus(statusID: "42")])
        #expect(stack.path.isEmpty)
        #expect(stack.presented.isEmpty)
        #expect(stack.rootScreen == .profile(accountID: "me"))
    }

    @Test("an exit link's args fix its exit's values; optional values pass through")
    func exitArguments() {
        let profile: any Profiles.ProfileNavigation = stack
        profile.openPinned()
        profile.reply(replyTo: nil)
        profile.reply(replyTo: "7")
        #expect(exits.calls == [.showStatus(statusID: "pinned"), .compose(replyTo: nil), .compose(replyTo: "7")])
    }

    @Test("the exits are given the coordinator whose link took them")
    func exitOrigin() {
        let origins = OriginRecordingExits()
        let stack = Profiles.ProfileStackCoordinator(exits: origins)
        (stack as any Profiles.ProfileNavigation).openStatus(statusID: "42")
        #expect(origins.origins.count == 1)
        #expect(origins.origins.first === stack)
    }

    @Test("in-feature pushes work as in any graph, and exits still reach the app from a pushed screen")
    func inFeaturePushes() {
        (stack as any Profiles.ProfileNavigation).openFollowers(accountID: "me")
        (stack as any Profiles.FollowersNavigation).openFollower(accountID: "ada")
        #expect(stack.path == [.followers(accountID: "me"), .profile(accountID: "ada")])
        (stack as any Profiles.ProfileNavigation).openStatus(statusID: "9")
        #expect(exits.calls == [.showStatus(statusID: "9")])
        #expect(stack.path == [.followers(accountID: "me"), .profile(accountID: "ada")])
    }

    @Test("a screen two stacks show leaves through the exits of the stack it is in")
    func sharedScreenLeavesThroughItsStack() {
        let other = Profiles.RecordingExits()
        let followers = Profiles.FollowersStackCoordinator(exits: other)
        (followers as any Profiles.FollowersNavigation).openFollower(accountID: "ada")
        (followers as any Profiles.ProfileNavigation).openStatus(statusID: "7")
        (stack as any Profiles.ProfileNavigation).openStatus(statusID: "8")
        #expect(other.calls == [.showStatus(statusID: "7")])
        #expect(exits.calls == [.showStatus(statusID: "8")])
        #expect(followers.path == [.profile(accountID: "ada")])
    }

    @Test("a modal flow the feature presents reaches the exits through the coordinator that presents it")
    func modalFlowReachesTheExits() throws {
        (stack as any Profiles.ProfileNavigation).editProfile()
        let edit = try #require(stack.presented.last?.editStack)
        #expect(stack.presented.last?.style == .sheet)
        #expect(edit.exits === exits)

        let editing: any Profiles.EditNavigation = edit
        editing.openSettings()
        editing.replyFromEdit()
        #expect(exits.calls == [.openSettings, .compose(replyTo: "draft")])
        #expect(stack.presented.count == 1)

        editing.close()
        #expect(stack.presented.isEmpty)
    }

    @Test("a coordinator the feature creates, held by none, has no exits and takes none")
    func detachedChildHasNoExits() {
        let edit = Profiles.EditStackCoordinator()
        #expect(edit.exits == nil)
        (edit as any Profiles.EditNavigation).openSettings()
        #expect(exits.calls.isEmpty)
    }
}

/// `Exits` that keeps each exit's origin, which `RecordingExits` leaves out of `ExitCall`.
@MainActor
private final class OriginRecordingExits: Profiles.Exits {
    private(set) var origins: [any Profiles.Coordinator] = []

    func showStatus(statusID: String, from origin: any Profiles.Coordinator) {
        origins.append(origin)
    }

    func compose(replyTo: String?, from origin: any Profiles.Coordinator) {
        origins.append(origin)
    }

    func openSettings(from origin: any Profiles.Coordinator) {
        origins.append(origin)
    }
}

extension Profiles.Modal {
    /// The `EditStack` flow this modal shows, if it shows it.
    var editStack: Profiles.EditStackCoordinator? {
        if case .editStack(let flow) = content { return flow }
        return nil
    }
}
