import NavGenCore
import Testing

/// The app module of an app graph that imports features (issue 40,
/// `Docs/FeatureModules.md` section 3): the composed graph, with what the feature
/// modules define imported.
@Suite("Snippets: the app module over feature modules")
struct AppModuleSnippetTests {
    static let profiles = """
        navgen: 1
        feature: Profiles
        exits:
          OpenPost: { params: { postID: Int, highlight: String } }
        screens:
          Profile:
            params: { userID: String }
            url: /users/{userID}
            links:
              openPost: { exit: OpenPost }
              openPinned: { exit: OpenPost, args: { postID: 1 } }
              openFollowers: { push: Followers }
          Followers:
            params: { userID: String }
        flows:
          ProfileStack: { stack: { root: Profile, args: { userID: me } } }
        """
    static let posts = """
        navgen: 1
        feature: Posts
        screens:
          Post:
            params: { highlight: String?, postID: Int, mode: { type: String, default: read } }
            url: /posts/{postID}
          Composer: {}
        flows:
          PostStack: { stack: { root: Composer } }
        """
    static let app = """
        navgen: 1
        name: Social
        root: Main
        urls: { schemes: [social] }
        features: [Profiles, Posts]
        screens:
          Settings: {}
        flows:
          Main:
            tabs:
              - { flow: Profiles.ProfileStack }
              - { screen: Posts.Composer }
              - { screen: Settings }
        bind:
          Profiles.OpenPost: { push: Posts.Post }
        """

    let swift = EmittedSwift(Self.app, features: ["Profiles": Self.profiles, "Posts": Self.posts])

    /// Expects `expected`'s lines, one after the other, in the file, each line's
    /// indentation ignored: for statements inside a declaration.
    private func expectLines(_ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let trimmed = { (line: Substring) in String(line.drop { $0 == " " }) }
        let lines = swift.text.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
        let found = lines.indices.contains { start in
            start + wanted.count <= lines.count && Array(lines[start..<(start + wanted.count)]) == wanted
        }
        #expect(found, "no lines \(wanted) in:\n\(swift.text)", sourceLocation: sourceLocation)
    }

    @Test("each feature's module is imported, <Name>Navigation when --feature names none")
    func imports() {
        #expect(swift.text.contains("import Observation\nimport ProfilesNavigation\nimport PostsNavigation\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n\n"))
    }

    @Test("Screen has the app's screens, then one case wrapping each feature's Screen")
    func screenEnum() {
        swift.expect("""
            nonisolated enum Screen: Swift.Hashable, Swift.Sendable, Swift.Codable {
                case settings

                /// A screen of the feature `Profiles`.
                case profiles(Profiles.Screen)

                /// A screen of the feature `Posts`.
                case posts(Posts.Screen)
            }
            """)
    }

    @Test("a feature's flow is the app's coordinator, named in one word, over the feature's screen")
    func featureFlowCoordinator() {
        swift.expect("""
            final class ProfilesProfileStackCoordinator: Coordinator, StackCoordinator, RestorableCoordinator {
                /// The screen at the bottom of the stack: the stack's `args` at launch, or a deep link's values.
                var rootScreen: Screen = .profiles(.profile(userID: "me"))

                var path: [Screen] = [] { didSet { reportPathChange(from: oldValue, to: path, on: .profilesProfileStack) } }
                var presented: [Modal] = [] { didSet { reportModalChange(from: oldValue, on: .profilesProfileStack) } }
                @ObservationIgnored weak var parentCoordinator: (any Coordinator)?
                let restorationFlow: Flow? = .profilesProfileStack

                /// Whether a link of this stack pushes `screen`; `open(_:mode:)` with `.preserve` asks.
                func pushes(_ screen: Screen) -> Swift.Bool {
                    switch screen {
                    case .posts(.post), .profiles(.followers):
                        return true
                    default:
                        return false
                    }
                }
            }
            """)
    }

    @Test("no protocol is declared for a feature's screen: the coordinator conforms to the imported one")
    func importedProtocols() {
        #expect(!swift.text.contains("protocol ProfileNavigation"))
        #expect(swift.text.contains("extension Social.ProfilesProfileStackCoordinator: Profiles.ProfileNavigation {"))
    }

    @Test("a link bound from an exit keeps the exit's parameters, order and types; the target's others take args or defaults")
    func exitSignature() {
        swift.expect("""
            func openPost(postID: Swift.Int, highlight: Swift.String) {
                push(.posts(.post(highlight: highlight, postID: postID, mode: "read")))
            }
            """)
        swift.expect("""
            func openPinned(highlight: Swift.String) {
                push(.posts(.post(highlight: highlight, postID: 1, mode: "read")))
            }
            """)
    }

    @Test("a feature's screen as a tab is one word in Tab, and nested where the screen is built")
    func featureScreenTab() {
        swift.expect("""
            nonisolated enum Tab: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.Codable {
                case profilesProfileStack
                case postsComposer
                case settings
            }
            """)
        expectLines("""
            case .postsComposer:
                return .posts(.composer)
            """)
    }

    @Test("Screen.url and the deep links match and build a feature's screen nested")
    func deepLinks() {
        expectLines("""
            case .posts(.post(_, let postID, _)):
                return Social.Routes.router.url(
                    "/posts/{postID}",
                    ["postID": NavGenRuntime.URLValue.text(postID)],
                    showing: self
                )
            """)
        expectLines("""
            static func postsPostLink(_ match: NavGenRuntime.DeepLinkMatch) -> DeepLink? {
                guard let postID = match.int("postID") else { return nil }
                return DeepLink(
                    screen: .posts(.post(highlight: nil, postID: postID, mode: "read")),
            """)
    }

    @Test("the app's ViewFactory requires a factory per feature, which builds the feature's screens")
    func viewFactory() {
        swift.expect("""
            /// Builds the views of the screens of the feature `Profiles`.
            """)
        #expect(swift.text.contains("""
                    associatedtype ProfilesFactory: Profiles.ViewFactory
                    var profiles: ProfilesFactory { get }
            """))
        expectLines("""
            case .profiles(.profile(let userID)):
                guard let navigation = self as? any Profiles.ProfileNavigation else { break }
                return SwiftUI.AnyView(factory.profiles.profile(navigation, userID: userID))
            """)
        expectLines("""
            case .posts(.post(let highlight, let postID, let mode)):
                return SwiftUI.AnyView(factory.posts.post(highlight: highlight, postID: postID, mode: mode))
            """)
    }
}
