import AccountNavigation
import Foundation
import NavGenCore
import Testing
import TimelineNavigation

/// The generated `Mastodon.resolve(_:)` against `navgen resolve`'s resolver
/// (`URLResolver`) on the same composed graph: this target's `mastodon.nav.yaml` with
/// the feature graphs of the targets it depends on, which NavGenPlugin finds and passes.
/// Each expected deep link is built from the resolver's answer by name.
@Suite("App module: resolve(_:) agrees with navgen resolve on the composed graph")
struct FeatureAppResolveOracleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static let urls = [
        "mastodon://home", "mastodon://home?filter=mentions", "https://mastodon.social/statuses/42", "https://mastodon.social/@ada",
        "mastodon:///@ada/followers", "mastodon://settings", "mastodon://nowhere", "https://mastodon.social/@ada/followers/extra",
        // `@` after `//` starts no path: the URL's user is empty and its host `ada`, so neither matches.
        "mastodon://@ada",
    ]

    /// The feature graphs NavGenPlugin passes to this target's graph: those of the
    /// fixture targets it depends on, each in the module of its target.
    static let features = [
        "Timeline": FeatureSource(path: folder.appendingPathComponent("../FeatureFixtures/Timeline/timeline.nav.yaml").standardizedFileURL.path,
                                  module: "TimelineNavigation"),
        "Account": FeatureSource(path: folder.appendingPathComponent("../FeatureFixtures/Account/account.nav.yaml").standardizedFileURL.path,
                                 module: "AccountNavigation"),
    ]

    /// The resolver of the composed graph, after checking it analysed without errors.
    static func resolver() throws -> URLResolver {
        let parts = PartReader { path in
            Result { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }.mapError { PartReader.Failure(reason: "\($0)") }
        }
        let graph = folder.appendingPathComponent("mastodon.nav.yaml")
        let analysis = Pipeline(parallelism: .serial, parts: parts, features: Self.features)
            .analyze(file: graph.path, bytes: Array(try Data(contentsOf: graph)))
        #expect(analysis.diagnostics.sorted.isEmpty, "\(analysis.diagnostics.sorted)")
        return URLResolver(table: try #require(analysis.deepLinks), index: try #require(analysis.analyzed).index)
    }

    @Test("every URL resolves to the same screen, pattern and steps, or to nothing in both")
    func generatedResolveAgreesWithTheResolver() throws {
        let resolver = try Self.resolver()
        var matched = 0
        for text in Self.urls {
            let url = try #require(URL(string: text))
            let generated = Mastodon.resolve(url)
            switch resolver.resolve(text) {
            case .failure:
                #expect(generated == nil, "\(text): the generated resolve matched, navgen resolve did not")
            case .success(let resolution):
                matched += 1
                let link = try #require(generated, "\(text): navgen resolve matched, the generated resolve did not")
                #expect(link.pattern == resolution.route.pattern.text, "\(text)")
                #expect(link.screen == Self.screen(resolution.route.pattern.screen, resolution.params), "\(text)")
                #expect(link.steps == resolution.steps.map(Self.step), "\(text)")
            }
        }
        #expect(matched == 6)
    }

    // MARK: The resolver's names, as the generated enums spell them

    static func screen(_ name: String, _ values: [URLResolver.Value]) -> Mastodon.Screen? {
        let text = { (name: String) -> String? in
            guard case .string(let value)? = values.first(where: { $0.name == name })?.value else { return nil }
            return value
        }
        switch name {
        case "Settings": return .settings
        case "About": return .about
        case "Timeline.Home":
            return text("filter").flatMap(Timeline.HomeFilter.init(rawValue:)).map { .timeline(.home(filter: $0)) }
        case "Timeline.StatusDetail": return text("statusID").map { .timeline(.statusDetail(statusID: $0)) }
        case "Timeline.Compose": return text("replyTo").map { .timeline(.compose(replyTo: $0)) }
        case "Account.Profile":
            guard let accountID = text("accountID"), let section = text("section") else { return nil }
            return .account(.profile(accountID: accountID, section: section))
        case "Account.Followers": return text("accountID").map { .account(.followers(accountID: $0)) }
        default: return nil
        }
    }

    static let flows: [String: Mastodon.Flow] = [
        "Main": .main, "Timeline.HomeStack": .timelineHomeStack, "Timeline.ComposeStack": .timelineComposeStack,
        "Account.ProfileStack": .accountProfileStack,
    ]

    static let tabs: [String: Mastodon.MainCoordinator.Tab] = [
        "Timeline.HomeStack": .timelineHomeStack, "Account.ProfileStack": .accountProfileStack, "Settings": .settings,
    ]

    /// The generated step of a resolver's step; `nil` parts fail the comparison.
    static func step(_ step: URLResolver.Step) -> Mastodon.DeepLink.Step? {
        switch step {
        case .select(let flow, let tab):
            guard flow == "Main", let tab = tabs[tab] else { return nil }
            return .select(.main(tab))
        case .push(let flow, let screen, let params):
            guard let flow = flows[flow], let screen = Self.screen(screen, params) else { return nil }
            return .push(screen, on: flow)
        case .showRoot(let flow, let screen, let params):
            guard let flow = flows[flow], let screen = Self.screen(screen, params) else { return nil }
            return .showRoot(screen, on: flow)
        case .present(let flow, let style, let target, let params):
            guard let from = flows[flow], let style = Mastodon.ModalStyle(rawValue: style.rawValue) else { return nil }
            if let target = flows[target] { return .presentFlow(target, style: style, from: from) }
            return Self.screen(target, params ?? []).map { .present($0, style: style, from: from) }
        case .show:
            return nil
        }
    }
}
