import AccountNavigation
import Foundation
import TimelineNavigation

// The app's navigation, driven as its views would drive it. Every check prints
// "ok …" or "FAILED …"; a failure makes the process exit with status 1, which
// Scripts/feature-modules.sh reports.

var failures = 0

@MainActor
func check(_ condition: Bool, _ what: String) {
    print(condition ? "ok \(what)" : "FAILED \(what)")
    if !condition { failures += 1 }
}

@MainActor
func run() {
    // A deep link into the Account feature, through the app's root.
    let app = Mastodon.MainCoordinator()
    let profile = app.open(URL(string: "https://mastodon.social/@ada")!)
    check(profile == .opened && app.selectedTab == .accountProfileStack
              && app.accountProfileStack.rootScreen == .account(.profile(accountID: "ada")),
          "https://mastodon.social/@ada opens ada's profile at the root of the Me tab")

    // A deep link into the Timeline feature.
    let status = app.open(URL(string: "mastodon://statuses/42")!)
    check(status == .opened && app.selectedTab == .timelineHomeStack
              && app.timelineHomeStack.path == [.timeline(.statusDetail(statusID: "42"))],
          "mastodon://statuses/42 opens status 42 on the Home tab's stack")

    // Timeline's exit ShowAccount, bound to `push: Account.Profile`: the account is
    // pushed on the timeline's own stack, over the status.
    let statusScreen: any Timeline.StatusDetailNavigation = app.timelineHomeStack
    statusScreen.openAuthor(accountID: "bob")
    check(app.timelineHomeStack.path == [.timeline(.statusDetail(statusID: "42")), .account(.profile(accountID: "bob"))],
          "a status's author (Timeline's exit ShowAccount) is pushed on the Home stack")

    // Account's screens work wherever the app placed them: followers pushed on the same stack.
    let pushedProfile: any Account.ProfileNavigation = app.timelineHomeStack
    pushedProfile.openFollowers(accountID: "bob")
    check(app.timelineHomeStack.path.last == .account(.followers(accountID: "bob")),
          "bob's followers are pushed on the Home stack too")

    // Account's exit Compose, bound to `sheet: Timeline.ComposeStack`: Timeline's
    // composer over the Me tab, which closes itself.
    let ownProfile: any Account.ProfileNavigation = app.accountProfileStack
    ownProfile.compose()
    guard case .timelineComposeStack(let composer)? = app.accountProfileStack.presented.first?.content else {
        check(false, "the composer is presented as a sheet from the Me tab")
        return
    }
    check(app.accountProfileStack.presented.first?.style == .sheet, "the composer is presented as a sheet from the Me tab")
    let compose: any Timeline.ComposeNavigation = composer
    compose.close()
    check(app.accountProfileStack.presented.isEmpty, "the composer's close dismisses it")

    // Account's exit ShowStatus, bound to `push: Timeline.StatusDetail`, from the Me tab.
    ownProfile.openStatus(statusID: "7")
    check(app.accountProfileStack.path == [.timeline(.statusDetail(statusID: "7"))],
          "a pinned status (Account's exit ShowStatus) is pushed on the Me stack")

    // The app's resolver knows every module's patterns.
    check(Mastodon.resolve(URL(string: "https://mastodon.social/@ada/followers")!) != nil,
          "the app resolves a URL of the Account feature")
    check(Mastodon.resolve(URL(string: "mastodon://nowhere")!) == nil, "and matches nothing for an unknown path")
}

MainActor.assumeIsolated { run() }
exit(failures == 0 ? 0 : 1)
