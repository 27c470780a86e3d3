import Testing
import Foundation

@Suite("navgen resolve")
struct ResolveCommandTests {
    private let ratings = "recipes://recipes/3F2504E0-4F89-11D3-9A0C-0305E82C3301/ratings?page=2"

    @Test func jsonIsExactlyTheSpecsShape() throws {
        let run = try NavGenBinary.run(["resolve", "graphs/recipes.nav.yaml", ratings, "recipes://nowhere", "--format", "json"], in: NavGenBinary.packageRoot)
        #expect(run.status == 3)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(json.count == 2)
        #expect(json[1]["url"] as? String == "recipes://nowhere")
        #expect(json[1]["match"] is NSNull)
        let match = try #require(json[0]["match"] as? [String: Any])
        #expect(match["screen"] as? String == "Ratings")
        #expect(match["pattern"] as? String == "/recipes/{recipeID}/ratings?page={page}")
        let params = try #require(match["params"] as? [String: Any])
        #expect(params["recipeID"] as? String == "3F2504E0-4F89-11D3-9A0C-0305E82C3301")
        #expect(params["page"] as? Int == 2)
        let steps = try #require(match["steps"] as? [[String: Any]])
        #expect(steps.map { $0["action"] as? String } == ["select", "push", "present"])
        #expect(steps[0]["flow"] as? String == "Home" && steps[0]["tab"] as? String == "Veggie")
        #expect(steps[1]["flow"] as? String == "Veggie" && steps[1]["screen"] as? String == "RecipeDetail")
        #expect(steps[2]["style"] as? String == "sheet" && steps[2]["target"] as? String == "Ratings")
        #expect(Set(steps[2].keys) == ["action", "flow", "style", "target", "params"])
        // Keys in the spec's order.
        #expect(run.stdout.range(of: "\"url\"")!.lowerBound < run.stdout.range(of: "\"match\"")!.lowerBound)
    }

    @Test func valuesAreTypedAndAbsentOptionalsAreNull() throws {
        let run = try NavGenBinary.run(["resolve", "graphs/shop.nav.yaml", "shop://checkout/shipping", "shop://products?maxPrice=20", "--format", "json"], in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"express\": false"))
        #expect(run.stdout.contains("\"maxPrice\": 20.0"))
        #expect(run.stdout.contains("\"category\": null"))
        #expect(run.stdout.contains("\"target\": \"Checkout\"\n"))   // a flow: no params
    }

    @Test("every path form of 1.1 F, a captured host among the params, in JSON and text")
    func pathFormsResolveWithHostCaptures() throws {
        let graph = "Tests/GeneratedCodeTests/Graphs/urlpaths.nav.yaml"
        let urls = ["https://Fosstodon.org/@ada/42", "paths://files/7.json", "paths://v2/docs/a/b%20c", "paths://add?type=hotp&secret=S",
                    "paths://help#/faq/tax", "otpauth://settings/x"]
        let run = try NavGenBinary.run(["resolve", graph] + urls + ["--format", "json"], in: NavGenBinary.packageRoot)
        #expect(run.status == 3, "the last URL matches nothing")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let matches = json.map { $0["match"] as? [String: Any] }
        #expect(matches.map { $0?["screen"] as? String } == ["Status", "File", "Docs", "AddHOTP", "FAQ", nil])
        let status = try #require(matches[0]?["params"] as? [String: Any])
        #expect(status["instance"] as? String == "fosstodon.org")
        #expect(status["handle"] as? String == "ada" && status["statusID"] as? Int == 42)
        #expect((matches[2]?["params"] as? [String: Any])?["page"] as? String == "a/b c")
        let text = try NavGenBinary.run(["resolve", graph, "https://fosstodon.org/@ada/42", "shop://x"], in: NavGenBinary.packageRoot)
        #expect(text.stdout.contains("matches https://{instance}/@{handle}/{statusID} → Status"))
        #expect(text.stdout.contains("fosstodon.org"))
        let shop = try NavGenBinary.run(["resolve", "graphs/shop.nav.yaml", "https://deals.shop.example.com/summer/shoes", "shop://receipts/order-1042"],
                                        in: NavGenBinary.packageRoot)
        #expect(shop.status == 0)
        #expect(shop.stdout.contains("matches https://deals.shop.example.com/** → Deals"))
        #expect(shop.stdout.contains("matches /receipts/order-{orderNumber} → OrderDetail"))
    }

    @Test func textShowsThePatternParamsAndNumberedSteps() throws {
        let run = try NavGenBinary.run(["resolve", "graphs/recipes.nav.yaml", ratings], in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        #expect(run.stdout.contains("matches /recipes/{recipeID}/ratings?page={page} → Ratings"))
        #expect(run.stdout.contains("1. select Veggie in Home"))
        #expect(run.stdout.contains("3. present Ratings("))
    }

    @Test func aURLThatMatchesNothingExitsWith3() throws {
        let run = try NavGenBinary.run(["resolve", "graphs/recipes.nav.yaml", "https://evil.example.com/settings"], in: NavGenBinary.packageRoot)
        #expect(run.status == 3)
        #expect(run.stdout.contains("no match: the host 'evil.example.com'"))
    }

    @Test func aGraphWithErrorsExitsWith1AndPrintsDiagnostics() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("resolve-\(UUID().uuidString).nav.yaml")
        try "navgen: 1\nname: Bad\nroot: Main\nscreens:\n  A: { url: a }\nflows:\n  Main: { stack: { root: A } }\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try NavGenBinary.run(["resolve", file.path, "/a"], in: NavGenBinary.packageRoot)
        #expect(run.status == 1)
        #expect(run.stderr.contains(":5:13: error: the URL pattern 'a' is malformed"))
        #expect(run.stderr.contains("[url-syntax]"))
    }
}

@Suite("navgen resolve: switch flows")
struct ResolveSwitchCommandTests {
    @Test func jsonListsAShowStepPerSwitchPassed() throws {
        let run = try NavGenBinary.run(["resolve", "graphs/vault.nav.yaml", "vault://items/github/history", "vault://lock", "--format", "json"], in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let history = try #require(json[0]["match"] as? [String: Any])
        let steps = try #require(history["steps"] as? [[String: Any]])
        #expect(steps.map { $0["action"] as? String } == ["show", "select", "push", "push"])
        #expect(steps[0]["flow"] as? String == "App" && steps[0]["branch"] as? String == "Main")
        #expect(Set(steps[0].keys) == ["action", "flow", "branch"])
        #expect(steps[1]["flow"] as? String == "Main" && steps[1]["tab"] as? String == "Items")
        #expect(steps[3]["screen"] as? String == "PasswordHistory")
        // A screen branch: one show step, nothing pushed.
        let lock = try #require(json[1]["match"] as? [String: Any])
        let lockSteps = try #require(lock["steps"] as? [[String: Any]])
        #expect(lockSteps.count == 1)
        #expect(lockSteps[0]["action"] as? String == "show" && lockSteps[0]["branch"] as? String == "Unlock")
        #expect(run.stdout.contains("\"action\": \"show\",\n          \"flow\": \"App\",\n          \"branch\": \"Main\""))
    }

    @Test func textSaysShowBranchInSwitch() throws {
        let run = try NavGenBinary.run(["resolve", "graphs/vault.nav.yaml", "vault://reset"], in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        #expect(run.stdout.contains("1. show Auth in App"))
        #expect(run.stdout.contains("2. push ResetPassword() on Auth"))
    }

    @Test func aRouteThroughAModalInsideABranch() throws {
        let run = try NavGenBinary.run(["resolve", "graphs/vault.nav.yaml", "vault://new/icon"], in: NavGenBinary.packageRoot)
        #expect(run.status == 0)
        #expect(run.stdout.contains("1. show Main in App\n    2. select Items in Main\n    3. present NewItem as sheet from Items\n    4. push IconPicker() on NewItem"))
    }
}
