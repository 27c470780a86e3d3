import Foundation
import Testing

/// `navgen resolve` on `branches.nav.yaml`: routes through switch branches whose
/// `Branch` case carries values (1.1 A, B). A `show` step carries the branch's values,
/// labelled as its case labels them, bound from the URL; the launch branch's values
/// the URL lacks are the app's (`live`).
@Suite("navgen resolve: branches with values")
struct ResolveBranchParameterTests {
    private let graph = "Tests/GeneratedCodeTests/Graphs/branches.nav.yaml"

    private func steps(_ url: String) throws -> [[String: Any]] {
        let run = try NavGenBinary.run(["resolve", graph, url, "--format", "json"], in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        return try #require((json.first?["match"] as? [String: Any])?["steps"] as? [[String: Any]])
    }

    @Test func aShowStepCarriesTheValuesTheURLBindsInJSON() throws {
        let steps = try steps("branches://accounts/a/posts/3")
        #expect(steps.map { $0["action"] as? String } == ["show", "push"])
        #expect(steps[0]["flow"] as? String == "App" && steps[0]["branch"] as? String == "Main")
        #expect(steps[0]["params"] as? [String: String] == ["mainAccountID": "a"])
        #expect(Set(steps[0].keys) == ["action", "flow", "branch", "params"])
    }

    @Test func aTabBarBranchCarriesTheValuesOfTheFlowsItShowsInJSON() throws {
        let steps = try steps("branches://guest/eu/ada/topics/swift")
        #expect(steps.map { $0["action"] as? String } == ["show", "select", "push"])
        #expect(steps[0]["branch"] as? String == "Guest")
        #expect(steps[0]["params"] as? [String: String] == ["exploreRegion": "eu", "profileFlowHandle": "ada"])
    }

    @Test func aValueTypedByTheURLKeepsItsJSONType() throws {
        let steps = try steps("branches://lists/7")
        #expect(steps.map { $0["action"] as? String } == ["show", "showRoot"])
        #expect(steps[0]["params"] as? [String: Int] == ["sharedListID": 7])
    }

    @Test func theLaunchBranchsLiveValueIsLeftOutOfJSON() throws {
        let steps = try steps("branches://settings")
        #expect(steps[0]["action"] as? String == "show" && steps[0]["branch"] as? String == "Main")
        #expect((steps[0]["params"] as? [String: Any])?.isEmpty == true)
    }

    @Test func aBranchWithoutValuesHasNoParams() throws {
        let steps = try steps("branches://login")
        #expect(steps[0]["branch"] as? String == "Auth")
        #expect(Set(steps[0].keys) == ["action", "flow", "branch"])
    }

    @Test func theTextFormWritesTheValuesAsPresentDoes() throws {
        let run = try NavGenBinary.run(["resolve", graph, "branches://lists/7", "branches://guest/eu/ada/topics/swift", "branches://settings",
                                        "branches://login"],
                                       in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        #expect(run.stdout.contains("1. show Shared(sharedListID: 7) in App"))
        #expect(run.stdout.contains("1. show Guest(exploreRegion: \"eu\", profileFlowHandle: \"ada\") in App"))
        #expect(run.stdout.contains("1. show Main(mainAccountID: live) in App"))
        #expect(run.stdout.contains("1. show Auth in App"))
    }
}
