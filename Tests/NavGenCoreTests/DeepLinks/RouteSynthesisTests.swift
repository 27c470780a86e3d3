import Testing
import Foundation
import NavGenCore

@Suite("Route synthesis")
struct RouteSynthesisTests {
    typealias S = DeepLinkTestSupport

    private func exampleGraph(_ name: String) throws -> String {
        try String(contentsOfFile: S.graphsDirectory + "/\(name).nav.yaml", encoding: .utf8)
    }

    private func route(_ screen: String, in yaml: String) throws -> DeepLinkRoute {
        let table = try #require(S.analyze(yaml).deepLinks)
        return try #require(table.routes.first { $0.pattern.screen == screen })
    }

    @Test func viaPicksTheRouteThroughThatFlowAndSelectsEveryTab() throws {
        let route = try route("Ratings", in: exampleGraph("recipes"))
        let uuid = ParameterType(name: "UUID", isOptional: false)
        #expect(route.steps == [
            .select(flow: "Home", tab: "Veggie"),
            .push(flow: "Veggie", screen: "RecipeDetail", params: [ParameterBinding(name: "recipeID", type: uuid, source: .url("recipeID"))]),
            .present(flow: "Veggie", style: .sheet, target: "Ratings", params: [
                ParameterBinding(name: "recipeID", type: uuid, source: .url("recipeID")),
                ParameterBinding(name: "page", type: ParameterType(name: "Int", isOptional: false), source: .url("page")),
            ]),
        ])
    }

    @Test func aTargetThatIsAStackRootOfAModalFlowIsPresentedAsAFlowThenGivenTheURLsValues() throws {
        let route = try route("RecipeEditor", in: exampleGraph("recipes"))
        let servings = ParameterBinding(name: "servings", type: ParameterType(name: "Int", isOptional: false), source: .url("servings"))
        #expect(route.steps == [
            .select(flow: "Home", tab: "Meat"),
            .present(flow: "Meat", style: .sheet, target: "NewRecipe", params: nil),
            .showRoot(flow: "NewRecipe", screen: "RecipeEditor", params: [servings]),
        ])
        #expect(route.target.map(\.source) == [.url("servings")])
    }

    @Test func aModalFlowRouteCoversThenPushesInsideIt() throws {
        let route = try route("Shipping", in: exampleGraph("shop"))
        #expect(route.steps == [
            .select(flow: "Main", tab: "Catalog"),
            .present(flow: "Catalog", style: .cover, target: "Checkout", params: nil),
            .push(flow: "Checkout", screen: "Shipping", params: [ParameterBinding(name: "express", type: ParameterType(name: "Bool", isOptional: false), source: .url("express"))]),
        ])
    }

    @Test func aScreenTabIsReachedBySelectingItAlone() throws {
        #expect(try route("Settings", in: exampleGraph("recipes")).steps == [.select(flow: "Home", tab: "Settings")])
    }

    private let twoStacks = """
    navgen: 1
    name: Two
    root: Home
    screens:
      List:
        params: { vegetarian: Bool }
        links:
          openDetail: { push: Detail }
          openVeg: { push: Detail, args: { page: 2 } }
      Detail:
        params: { id: Int, page: { type: Int, default: 1 }, note: String? }
        url: /d/{id}
    flows:
      Home:
        tabs: [{ flow: Meat }, { flow: Veggie }]
      Meat:
        stack: { root: List, args: { vegetarian: false } }
      Veggie:
        stack: { root: List, args: { vegetarian: true } }
    """

    @Test func tiesThatDifferOnlyInTheTabAreSettledByListedOrderWithoutAWarning() throws {
        // 1.1 E: the two routes select Meat or Veggie and then push Detail alike.
        let analysis = S.analyze(twoStacks)
        #expect(analysis.diagnostics.sorted.filter { $0.rule == .deeplinkAmbiguous }.isEmpty)
        let route = try #require(analysis.deepLinks?.routes.first)
        #expect(route.steps.first == .select(flow: "Home", tab: "Meat"))
        // The first link to Detail is followed; page gets its default, note nil.
        #expect(route.target.map(\.source) == [.url("id"), .literal(.int(1)), .absent])
    }

    @Test func tiesThatDifferOnlyInTheBranchAreSettledByListedOrderWithoutAWarning() throws {
        let yaml = """
        navgen: 1
        name: Branches
        root: App
        screens:
          Welcome: { links: { next: { push: Detail } } }
          Feed: { links: { next: { push: Detail } } }
          Detail: { url: /d }
        flows:
          App: { switch: [ { flow: Onboarding }, { flow: Main } ] }
          Onboarding: { stack: { root: Welcome } }
          Main: { stack: { root: Feed } }
        """
        let analysis = S.analyze(yaml)
        #expect(analysis.diagnostics.diagnostics.isEmpty)
        let route = try #require(analysis.deepLinks?.routes.first)
        #expect(route.steps == [.show(flow: "App", branch: "Onboarding"), .push(flow: "Onboarding", screen: "Detail", params: [])])
    }

    @Test func aShowStepBindsTheBranchsValuesFromTheURLOrKeepsTheLaunchBranchsLiveOnes() throws {
        let yaml = """
        navgen: 1
        name: A
        root: App
        screens:
          Timeline:
            params: { accountID: String }
            links: { openSettings: { push: Settings } }
          Settings: { url: /settings }
          List:
            params: { listID: Int }
            url: /lists/{listID}
        flows:
          App: { switch: [ { flow: Main }, { flow: Shared } ] }
          Main: { stack: { root: Timeline }, params: [accountID] }
          Shared: { stack: { root: List }, params: [listID] }
        """
        let analysis = S.analyze(yaml)
        #expect(analysis.diagnostics.diagnostics.isEmpty)
        let routes = try #require(analysis.deepLinks?.routes)
        let string = ParameterType(name: "String", isOptional: false), int = ParameterType(name: "Int", isOptional: false)
        #expect(routes[0].steps.first == .show(flow: "App", branch: "Main", params: [ParameterBinding(name: "mainAccountID", type: string, source: .live)]))
        #expect(routes[1].steps.first == .show(flow: "App", branch: "Shared", params: [ParameterBinding(name: "sharedListID", type: int, source: .url("listID"))]))
    }

    @Test func tiesThatDifferInMoreThanTheTabStillWarn() {
        // Meat reaches Detail by a push, Veggie by a sheet: not only the tab differs.
        let yaml = twoStacks.replacingOccurrences(of: "url: /d/{id}", with: "url: /d/{id}\n  VegList:\n    links: { openDetail: { sheet: Detail } }")
            .replacingOccurrences(of: "stack: { root: List, args: { vegetarian: true } }", with: "stack: { root: VegList }")
        let warnings = S.findings(.deeplinkAmbiguous, in: yaml)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("via: Meat") == true)
    }

    @Test func viaSilencesTheWarning() throws {
        let yaml = twoStacks.replacingOccurrences(of: "url: /d/{id}", with: "url: { pattern: \"/d/{id}\", via: Veggie }")
        let analysis = S.analyze(yaml)
        #expect(analysis.diagnostics.diagnostics.isEmpty)
        #expect(analysis.deepLinks?.routes.first?.steps.first == .select(flow: "Home", tab: "Veggie"))
    }

    @Test func oneScreenReachedFromTwoScreensOfOneStackIsAmbiguousWithoutAFlowToPick() {
        let yaml = """
        navgen: 1
        name: Fork
        root: Main
        screens:
          Home: { links: { a: { push: A }, b: { push: B } } }
          A: { links: { t: { push: T } } }
          B: { links: { t: { push: T } } }
          T: { url: /t }
        flows:
          Main: { stack: { root: Home } }
        """
        let warnings = S.findings(.deeplinkAmbiguous, in: yaml)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("Home → A → T") == true)
        #expect(warnings.first?.message.contains("Home → B → T") == true)
        #expect(warnings.first?.message.contains("'via:' cannot pick") == true)
    }

    @Test func linkArgsBindParametersBeforeDefaults() throws {
        let yaml = twoStacks.replacingOccurrences(of: "openDetail: { push: Detail }\n", with: "")
            .replacingOccurrences(of: "url: /d/{id}", with: "url: { pattern: \"/d/{id}\", via: Meat }")
        let route = try #require(S.analyze(yaml).deepLinks?.routes.first)
        #expect(route.target.map(\.source) == [.url("id"), .literal(.int(2)), .absent])
    }

    @Test func aRequiredParameterNothingSuppliesOnTheWayIsAnError() {
        let yaml = """
        navgen: 1
        name: Posts
        root: Main
        screens:
          Home: { links: { openUser: { push: User } } }
          User:
            params: { userID: Int }
            links: { openPost: { push: Post } }
          Post:
            params: { postID: Int }
            url: /posts/{postID}
        flows:
          Main: { stack: { root: Home } }
        """
        let errors = S.findings(.deeplinkUnboundParam, in: yaml)
        #expect(S.places(errors) == ["11:10"])
        #expect(errors.first?.message.contains("'userID: Int'") == true)
        #expect(errors.first?.notes.first?.location.line == 7)
        // Binding it in the URL (same name and type) fixes it.
        let fixed = yaml.replacingOccurrences(of: "/posts/{postID}", with: "/users/{userID}/posts/{postID}")
            .replacingOccurrences(of: "params: { postID: Int }", with: "params: { postID: Int, userID: Int }")
        #expect(S.analyze(fixed).diagnostics.diagnostics.isEmpty)
    }

    @Test func patternsSharingARoutePrefixAreCheckedEachWithItsOwnURLParameters() {
        // Both routes pass User; only the second pattern's URL supplies its userID. The
        // answer for the shared prefix is remembered per set of URL parameters.
        let yaml = """
        navgen: 1
        name: Posts
        root: Main
        screens:
          Home: { links: { openUser: { push: User } } }
          User:
            params: { userID: Int }
            links: { openPost: { push: Post }, openDraft: { push: Draft } }
          Post:
            params: { postID: Int, userID: Int }
            url: /users/{userID}/posts/{postID}
          Draft:
            params: { draftID: Int }
            url: /drafts/{draftID}
        flows:
          Main: { stack: { root: Home } }
        """
        let errors = S.findings(.deeplinkUnboundParam, in: yaml)
        #expect(S.places(errors) == ["14:10"])
    }

    @Test func aLongPushChainKeepsEveryRouteAndItsSteps() throws {
        var yaml = "navgen: 1\nname: Chain\nroot: Main\nscreens:\n"
        let length = 400
        for index in 0..<length {
            yaml += "  S\(index):\n    params: { id: Int }\n    url: /s\(index)/{id}\n"
            if index + 1 < length { yaml += "    links: { next\(index): { push: S\(index + 1), args: { id: \(index) } } }\n" }
        }
        yaml += "flows:\n  Main: { stack: { root: S0, args: { id: 0 } } }\n"
        let analysis = S.analyze(yaml)
        #expect(analysis.diagnostics.diagnostics.map(\.description) == [])
        guard let table = analysis.deepLinks else { Issue.record("no deep-link table"); return }
        #expect(table.routes.count == length)
        let last = try #require(table.routes.last)
        let steps = last.steps
        #expect(steps.count == length - 1)
        guard case .push(_, "S1", let params) = steps.first else { Issue.record("first step: \(String(describing: steps.first))"); return }
        #expect(params.first?.source == .url("id"))
    }

    @Test func aURLTargetWithNoPlacementIsUnreachable() {
        let yaml = """
        navgen: 1
        name: Lost
        root: Main
        screens:
          Home: { links: { next: { replace: Next } } }
          Next: { url: /next }
          Orphan: { url: [/orphan, /orphan2] }
        flows:
          Main: { stack: { root: Home } }
          Other: { stack: { root: Home } }
        """
        let errors = S.findings(.deeplinkUnreachable, in: yaml)
        #expect(S.places(errors) == ["6:16", "7:19"])
        #expect(errors[0].message.contains("'replace'"))
        #expect(errors[1].message.contains("never shown"))
    }

    @Test func aViaNoRoutePassesIsReportedAtTheVia() {
        let yaml = twoStacks.replacingOccurrences(of: "url: /d/{id}", with: "url: { pattern: \"/d/{id}\", via: Home2 }")
            .replacingOccurrences(of: "flows:\n", with: "flows:\n  Home2:\n    stack: { root: List, args: { vegetarian: true } }\n")
        let errors = S.findings(.deeplinkUnreachable, in: yaml)
        #expect(S.places(errors) == ["12:37"])
    }

    @Test func theExampleGraphsHaveNoDeepLinkFindings() throws {
        for name in ["recipes", "shop", "todo"] {
            let analysis = S.analyze(try exampleGraph(name))
            #expect(analysis.diagnostics.diagnostics.isEmpty, "\(name): \(analysis.diagnostics.diagnostics)")
            #expect(analysis.deepLinks != nil)
        }
    }
}
