import NavGenCore

/// Helpers shared by the deep-link tests.
enum DeepLinkTestSupport {
    /// Runs the pipeline on YAML text named `test.nav.yaml`.
    static func analyze(_ yaml: String) -> Analysis {
        Pipeline.analyze(file: "test.nav.yaml", bytes: Array(yaml.utf8))
    }

    /// The diagnostics of one rule, in file order.
    static func findings(_ rule: RuleID, in yaml: String) -> [Diagnostic] {
        analyze(yaml).diagnostics.sorted.filter { $0.rule == rule }
    }

    /// `line:column` of each diagnostic.
    static func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column)" }
    }

    /// A resolver over an error-free graph (`nil` when it has errors).
    static func resolver(_ yaml: String) -> URLResolver? {
        let analysis = analyze(yaml)
        guard let table = analysis.deepLinks, let context = analysis.analyzed else { return nil }
        return URLResolver(table: table, index: context.index)
    }

    /// A one-stack graph whose root `Home` links to each screen with `push`;
    /// `screens` is the YAML of the screens (indented by 2), each declared with
    /// a `links` key only on Home.
    static func stackGraph(pushing names: [String], screens: String, urls: String = "") -> String {
        let links = names.map { "      open\($0): { push: \($0) }" }.joined(separator: "\n")
        return """
        navgen: 1
        name: Test
        root: Main
        \(urls)
        screens:
          Home:
            links:
        \(links)
        \(screens)
        flows:
          Main:
            stack: { root: Home }
        """
    }

    /// The path of the repository's `graphs/` folder.
    static var graphsDirectory: String {
        let file = #filePath
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(4).joined(separator: "/") + "/graphs"
    }
}
