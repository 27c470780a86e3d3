import AccountNavigation
import Foundation
import Testing
import TimelineNavigation

/// The app module of `social.nav.yaml`, built with main-actor default isolation as a new
/// Xcode 26 app target is, over the feature modules (built nonisolated by default): a
/// switch that shows the features' flows as branches.
@Suite("App module in a main-actor target: the features' flows as a switch's branches")
struct FeatureAppTargetTests {
    @Test("a switch link into a feature's flow builds its app coordinator over the feature's screen")
    func switchIntoAFeatureFlow() throws {
        let root = Social.RootCoordinator()
        #expect(root.branch == .signIn)
        (root as any Social.SignInNavigation).signedIn()
        #expect(root.branch == .timelineHomeStack)
        let stack = try #require(root.timelineHomeStack)
        #expect(stack.rootScreen == .timeline(.home(filter: .all)))
        (stack as any Timeline.HomeNavigation).openStatus(statusID: "1")
        (stack as any Timeline.StatusDetailNavigation).openAuthor(accountID: "ada")
        #expect(stack.path == [.timeline(.statusDetail(statusID: "1")), .account(.profile(accountID: "ada", section: "posts"))])
    }

    @Test("a deep link into a feature shows its branch and the screen's values")
    func deepLinkShowsTheFeaturesBranch() throws {
        let root = Social.RootCoordinator()
        #expect(root.open(try #require(URL(string: "social:///@ada/followers"))) == .opened)
        #expect(root.branch == .accountProfileStack)
        #expect(root.accountProfileStack?.path == [.account(.followers(accountID: "ada"))])
        #expect(root.timelineHomeStack == nil)
    }

    @Test("resolve(_:) is nonisolated: a value any code may use")
    func resolveOffTheMainActor() async throws {
        let url = try #require(URL(string: "social://statuses/9"))
        let screen = await Task.detached { Social.resolve(url)?.screen }.value
        #expect(screen == .timeline(.statusDetail(statusID: "9")))
    }
}
