import NavGenCore
import Testing

@Suite("Graph decoding")
struct GraphDecoderTests {
    static func decode(_ text: String) -> (NavigationGraph?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let tree = YAMLReader(file: "g.nav.yaml").read(Array(text.utf8), into: &diagnostics)
        let graph = GraphDecoder(file: "g.nav.yaml").decode(tree, diagnostics: &diagnostics)
        return (graph, diagnostics.sorted)
    }

    @Test func decodesEveryConstructWithItsLocation() throws {
        let (graph, diagnostics) = Self.decode("""
            navgen: 1
            name: Recipes
            root: Home
            urls: { schemes: [recipes], hosts: recipes.example.com }
            screens:
              List:
                params:
                  vegetarian: Bool
                  page: { type: Int, default: 1 }
                  note: String?
                links:
                  open: { push: Detail, args: { id: 3 } }
                  close: dismiss
              Detail:
                params: { id: Recipe.ID }
                url: ["/a/{id}", { pattern: "/b/{id}", via: Meat }]
            flows:
              Home:
                tabs:
                  - { flow: Meat, title: Meat, icon: hare.fill }
                  - { screen: Detail, args: { id: 1 } }
              Meat:
                stack: { root: List, args: { vegetarian: false } }
            """)
        #expect(diagnostics.isEmpty)
        let g = try #require(graph)
        #expect(g.name.value == "Recipes")
        #expect(g.urls.schemes.map(\.value) == ["recipes"])
        #expect(g.urls.hosts.map(\.value) == ["recipes.example.com"])
        #expect(g.screens.map(\.name.value) == ["List", "Detail"])
        let list = g.screens[0]
        #expect(list.params.map(\.name.value) == ["vegetarian", "page", "note"])
        #expect(list.params.map(\.isRequired) == [true, false, false])
        #expect(list.params[1].defaultValue?.value == .int(1))
        #expect(list.params[1].defaultValue?.location.line == 9)
        #expect(list.params[1].defaultValue?.location.column == 35)
        #expect(list.params[2].type == ParameterType(name: "String", isOptional: true))
        #expect(list.links.map(\.style.value) == [.push, .dismiss])
        #expect(list.links[0].target?.value == "Detail")
        #expect(list.links[0].target.map { "\($0.location.line):\($0.location.column)" } == "12:21")
        #expect(list.links[0].args.map(\.name.value) == ["id"])
        let detail = g.screens[1]
        #expect(detail.params.first?.type.name == "Recipe.ID")
        #expect(detail.urlPatterns.map(\.pattern.value) == ["/a/{id}", "/b/{id}"])
        #expect(detail.urlPatterns.map(\.via?.value) == [nil, "Meat"])
        #expect(g.flows.map(\.name.value) == ["Home", "Meat"])
        #expect(g.flows[0].tabs.map(\.target.value) == [.flow("Meat"), .screen("Detail")])
        #expect(g.flows[0].tabs[0].title?.value == "Meat")
        #expect(g.flows[1].stack?.root.value == "List")
    }

    @Test func keepsDecodingAfterAProblemToReportMore() {
        let (_, diagnostics) = Self.decode("""
            navgen: 2
            name: recipes
            root: Home
            screens:
              Home:
                params: { a: { type: Int, default: x } }
                links: { b: jump }
            flows:
              F: { stack: { root: Home }, tabs: [] }
            """)
        #expect(diagnostics.map(\.rule) == [.invalidValue, .invalidName, .invalidValue, .invalidValue, .invalidValue])
    }

    @Test(arguments: ["Int", "Int?", "Recipe.ID", "Address.ID?", "[String]"])
    func acceptsSwiftTypeNames(type: String) {
        #expect(Self.decode("navgen: 1\nname: A\nroot: H\nscreens:\n  H:\n    params: { p: \"\(type)\" }\n").1.isEmpty)
    }

    @Test(arguments: ["Int??", "1Int", "Int!", "a b?c"])
    func rejectsWhatIsNoTypeName(type: String) {
        let (_, diagnostics) = Self.decode("navgen: 1\nname: A\nroot: H\nscreens:\n  H:\n    params: { p: \"\(type)\" }\n")
        #expect(diagnostics.map(\.rule) == [.invalidValue])
    }

    @Test func aNullScreenBodyIsAnEmptyScreen() {
        let (graph, diagnostics) = Self.decode("navgen: 1\nname: A\nroot: H\nscreens:\n  H:\n")
        #expect(diagnostics.isEmpty)
        #expect(graph?.screens.map(\.name.value) == ["H"])
    }

    @Test func suggestionFindsCloseWordsOnly() {
        #expect(Suggestion.closest(to: "parmas", in: ["params", "links", "url"]) == "params")
        #expect(Suggestion.closest(to: "xyz", in: ["params", "links", "url"]) == nil)
    }
}
