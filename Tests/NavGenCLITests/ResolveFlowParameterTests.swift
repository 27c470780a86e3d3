import Foundation
import Testing

/// `navgen resolve` on `flowfeatures.nav.yaml`: flow parameters bound from URLs,
/// flow links followed, a tab bar's own sheet (1.1 B, C).
@Suite("navgen resolve: flow parameters and flow links")
struct ResolveFlowParameterTests {
    private let graph = "Tests/GeneratedCodeTests/Graphs/flowfeatures.nav.yaml"

    @Test func presentStepOfAFlowWithParametersCarriesThemInJSON() throws {
        let run = try NavGenBinary.run(["resolve", graph, "flows://items/abc/edit/title", "--format", "json"], in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let match = try #require(json.first?["match"] as? [String: Any])
        #expect(match["screen"] as? String == "EditItem")
        let steps = try #require(match["steps"] as? [[String: Any]])
        #expect(steps.map { $0["action"] as? String } == ["select", "present", "push"])
        #expect(steps[1]["flow"] as? String == "Timeline" && steps[1]["target"] as? String == "ItemFlow")
        #expect(steps[1]["params"] as? [String: String] == ["itemID": "abc"])
        #expect(Set(steps[1].keys) == ["action", "flow", "style", "target", "params"])
        #expect(steps[2]["flow"] as? String == "ItemFlow" && steps[2]["screen"] as? String == "EditItem")
    }

    @Test func presentStepOfAFlowWithParametersCarriesThemInText() throws {
        let run = try NavGenBinary.run(["resolve", graph, "flows://items/abc/edit/title"], in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        #expect(run.stdout.contains("2. present ItemFlow(itemID: \"abc\") as sheet from Timeline"))
        #expect(run.stdout.contains("3. push EditItem(itemID: \"abc\", field: \"title\") on ItemFlow"))
    }

    @Test func aFlowWithoutParametersHasNoParamsInItsPresentStep() throws {
        let run = try NavGenBinary.run(["resolve", graph, "flows://items/abc", "flows://compose", "--format", "json"], in: NavGenBinary.packageRoot)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let compose = try #require((json[1]["match"] as? [String: Any])?["steps"] as? [[String: Any]])
        // The tab bar's own sheet: presented by Home, with no select step.
        #expect(compose.count == 1)
        #expect(compose[0]["action"] as? String == "present" && compose[0]["flow"] as? String == "Home")
        #expect(compose[0]["target"] as? String == "Composer")
    }

    @Test func aLaunchFlowsParameterIsNotNeededInTheURL() throws {
        let run = try NavGenBinary.run(["resolve", graph, "flows://me/detail"], in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        #expect(run.stdout.contains("1. select Me in Home"))
        #expect(run.stdout.contains("2. push AccountDetail() on Me"))
    }

    @Test func routesFollowFlowLinks() throws {
        let run = try NavGenBinary.run(["resolve", graph, "flows://accounts/bob", "--format", "json"], in: NavGenBinary.packageRoot)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let steps = try #require((json.first?["match"] as? [String: Any])?["steps"] as? [[String: Any]])
        #expect(steps.map { $0["action"] as? String } == ["select", "push"])
        #expect(steps[1]["screen"] as? String == "Profile" && steps[1]["params"] as? [String: String] == ["accountID": "bob"])
    }
}
