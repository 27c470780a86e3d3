import Testing
@testable import NavGenCore

@Suite("navgen diff: the generated API")
struct APICompatibilityTests {
    typealias S = DiffTestSupport

    static let base = """
    navgen: 1
    name: App
    root: Main
    urls: { schemes: [app] }
    screens:
      Home:
        links:
          openDetail: { push: Detail }
          openSettings: { sheet: Settings }
      Detail:
        params: { id: Int, note: { type: String, default: "" } }
      Settings:
        links:
          close: dismiss
    flows:
      Main:
        stack: { root: Home }
    """

    private func findings(_ change: (inout String) -> Void) throws -> [DiffFinding] {
        var changed = Self.base
        change(&changed)
        let old = try S.version(Self.base, file: "old.nav.yaml"), new = try S.version(changed, file: "new.nav.yaml")
        return GraphDiff(old: old, new: new).findings
    }

    private func replace(_ text: String, with replacement: String) -> (inout String) -> Void {
        { yaml in
            #expect(yaml.contains(text), "\(text)")
            yaml = yaml.replacingOccurrences(of: text, with: replacement)
        }
    }

    private func lines(_ findings: [DiffFinding]) -> [String] {
        findings.map { "\($0.location): \($0.rule.id)" }
    }

    @Test func theSameGraphHasNoFinding() throws {
        #expect(try findings { _ in }.isEmpty)
    }

    @Test func aRemovedScreenIsBreaking() throws {
        let found = try findings(replace("""
              openSettings: { sheet: Settings }
        """, with: "") >> replace("""
          Settings:
            links:
              close: dismiss
        """, with: ""))
        #expect(lines(found) == ["old.nav.yaml:9:7: diff-link-removed", "old.nav.yaml:12:3: diff-screen-removed"])
    }

    @Test func parameterChanges() throws {
        let retyped = try findings(replace("id: Int, note", with: "id: String, note"))
        #expect(lines(retyped) == ["new.nav.yaml:11:19: diff-param-changed"])
        #expect(retyped[0].message == "the parameter 'id' of 'Detail' is now 'String', not 'Int'")
        let undefaulted = try findings(replace("note: { type: String, default: \"\" }", with: "note: String"))
        #expect(lines(undefaulted) == ["new.nav.yaml:11:24: diff-param-changed"])
        #expect(undefaulted[0].message.contains("lost its default"))
        let removed = try findings(replace(", note: { type: String, default: \"\" }", with: ""))
        #expect(lines(removed) == ["old.nav.yaml:11:24: diff-param-removed"])
    }

    @Test func anAddedParameterBreaksOnlyWithoutADefault() throws {
        let required = try findings(replace("default: \"\" }", with: "default: \"\" }, count: Int"))
        #expect(lines(required) == ["new.nav.yaml:11:61: diff-param-added-required"])
        let optional = try findings(replace("default: \"\" }", with: "default: \"\" }, count: Int?"))
        #expect(lines(optional) == ["new.nav.yaml:11:61: diff-param-added"])
        #expect(!optional[0].rule.isBreaking)
    }

    @Test func linkChanges() throws {
        let restyled = try findings(replace("openSettings: { sheet: Settings }", with: "openSettings: { cover: Settings }"))
        #expect(lines(restyled) == ["new.nav.yaml:9:7: diff-link-changed"])
        #expect(restyled[0].message == "the link 'openSettings' of 'Home' changed: its style is 'cover', not 'sheet'")
        let bound = try findings(replace("openDetail: { push: Detail }", with: "openDetail: { push: Detail, args: { id: 1 } }"))
        #expect(bound.map(\.message) == ["the link 'openDetail' of 'Home' changed: its args are { id: 1 }, not none"])
    }

    @Test func flowsRemovedAndAdded() throws {
        let yaml = Self.base.replacingOccurrences(of: "openSettings: { sheet: Settings }", with: "openSettings: { sheet: Sheet }")
            + "\n  Sheet:\n    stack: { root: Settings }\n"
        let old = try S.version(yaml, file: "old.nav.yaml"), new = try S.version(Self.base, file: "new.nav.yaml")
        #expect(lines(GraphDiff(old: old, new: new).findings) == ["old.nav.yaml:18:3: diff-flow-removed", "new.nav.yaml:9:7: diff-link-changed"])
        let older = try S.version(Self.base, file: "old.nav.yaml"), newer = try S.version(yaml, file: "new.nav.yaml")
        #expect(lines(GraphDiff(old: older, new: newer).findings) == ["new.nav.yaml:9:7: diff-link-changed", "new.nav.yaml:18:3: diff-flow-added"])
    }

    @Test func aStackThatBecameTabsAndARemovedTab() throws {
        let tabs = "navgen: 1\nname: App\nroot: Main\nscreens:\n  Home: {}\n  Settings: {}\nflows:\n  Main:\n    tabs: [{ screen: Home }, { screen: Settings }]\n"
        let stack = tabs.replacingOccurrences(of: "tabs: [{ screen: Home }, { screen: Settings }]", with: "stack: { root: Home }")
        let oneTab = tabs.replacingOccurrences(of: "tabs: [{ screen: Home }, { screen: Settings }]", with: "tabs: [{ screen: Home }]")
        let restacked = try GraphDiff(old: S.version(tabs, file: "old.nav.yaml"), new: S.version(stack, file: "new.nav.yaml")).findings
        #expect(lines(restacked) == ["new.nav.yaml:8:3: diff-flow-changed"])
        #expect(restacked[0].message == "the flow 'Main' is now a stack, not a tab flow")
        let stacked = try GraphDiff(old: S.version(stack, file: "old.nav.yaml"), new: S.version(tabs, file: "new.nav.yaml")).findings
        #expect(stacked.map(\.message) == ["the flow 'Main' is now a tab flow, not a stack"])
        let lost = try GraphDiff(old: S.version(tabs, file: "old.nav.yaml"), new: S.version(oneTab, file: "new.nav.yaml")).findings
        #expect(lines(lost) == ["new.nav.yaml:8:3: diff-flow-changed"])
        #expect(lost[0].message == "the tab 'Settings' of 'Main' was removed")
        #expect(lost[0].notes.map(\.location.description) == ["old.nav.yaml:9:30"])
    }

    @Test func additionsAreInformational() throws {
        let diff = try GraphDiff(old: S.version(Self.base, file: "old.nav.yaml"),
                                 new: S.version(Self.base.replacingOccurrences(of: "openSettings: { sheet: Settings }", with: """
                                 openSettings: { sheet: Settings }
                                       openHelp: { push: Help }
                                 """).replacingOccurrences(of: "  Settings:\n", with: "  Help:\n    url: /help\n  Settings:\n"), file: "new.nav.yaml"))
        #expect(diff.findings.map(\.rule) == [.linkAdded, .screenAdded, .urlAdded])
        #expect(!diff.isBreaking)
    }

    @Test func aRenamedGraphMovesEveryType() throws {
        let found = try findings(replace("name: App", with: "name: Shop"))
        #expect(lines(found) == ["new.nav.yaml:2:7: diff-graph-renamed"])
    }

    @Test(arguments: ["recipes", "shop", "todo"])
    func eachExampleGraphAgainstItselfHasNoFinding(_ name: String) throws {
        let path = DeepLinkTestSupport.graphsDirectory + "/\(name).nav.yaml"
        let yaml = try String(contentsOfFile: path, encoding: .utf8)
        let diff = try GraphDiff(old: S.version(yaml, file: "old.nav.yaml"), new: S.version(yaml, file: "new.nav.yaml"))
        #expect(diff.findings.isEmpty)
    }
}

/// Two edits in a row.
private func >> (first: @escaping (inout String) -> Void, second: @escaping (inout String) -> Void) -> (inout String) -> Void {
    { first(&$0); second(&$0) }
}
