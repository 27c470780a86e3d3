import Testing
import NavGenCore
import NavGenRuntime

/// The path forms of spec 1.1 section F through the compiler and `URLResolver` (what
/// `navgen resolve` prints), one test per item: a URL that matches, a near miss, an
/// overlap that precedence settles, and one it does not (`url-conflict`, whose example
/// URL the runtime matcher must match against both patterns).
@Suite("URL pattern forms (1.1 F)")
struct URLFormsTests {
    typealias S = DeepLinkTestSupport

    /// A stack graph whose screens are `name: (params, url)`; `url` is YAML.
    private static func graph(_ screens: [(name: String, params: String, url: String)], urls: String = "urls: { schemes: [app], hosts: [example.com] }") -> String {
        let yaml = screens.map { screen in
            "  \(screen.name):\n" + (screen.params.isEmpty ? "" : "    params: \(screen.params)\n") + "    url: \(screen.url)"
        }.joined(separator: "\n")
        return S.stackGraph(pushing: screens.map(\.name), screens: yaml, urls: urls)
    }

    /// The screen and URL values of `url`, or `nil` when it matches nothing.
    private static func resolve(_ yaml: String, _ url: String) throws -> (screen: String, values: [String: Literal])? {
        let resolver = try #require(S.resolver(yaml), "\(S.analyze(yaml).diagnostics.diagnostics)")
        guard case .success(let resolution) = resolver.resolve(url) else { return nil }
        let values = resolution.params.filter { $0.value != .null }.map { ($0.name, $0.value) }
        return (resolution.route.pattern.screen, Dictionary(uniqueKeysWithValues: values))
    }

    /// The `url-conflict` of a graph: its message, and its example URL checked against
    /// both patterns with the runtime matcher.
    private static func conflict(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String? {
        let analysis = S.analyze(yaml)
        let found = analysis.diagnostics.sorted.filter { $0.rule == .urlConflict }
        guard let diagnostic = found.first else { return nil }
        let context = try #require(analysis.analyzed)
        let deepLinks = DeepLinkAnalysis(context)
        let conflict = try #require(deepLinks.conflicts.first)
        let urls = context.graph.urls
        var matcher = DeepLinkMatcher(schemes: urls.schemes.map(\.value), hosts: urls.hosts.map(\.value), ignoresCase: urls.caseInsensitive)
        for position in [conflict.other, conflict.pattern] {
            matcher.add(try #require(deepLinks.entries[deepLinks.typed[position]].pattern).runtimePattern)
        }
        let url = try DeepLinkURL.parse(conflict.example).get()
        #expect(matcher.matches(url).count == 2, "the example '\(conflict.example)' must match both patterns", sourceLocation: sourceLocation)
        #expect(diagnostic.message.contains(conflict.example), sourceLocation: sourceLocation)
        return conflict.example
    }

    @Test("F.1 full-URL patterns are scoped to their scheme and host, and capture a host")
    func fullURLPatternsAreScoped() throws {
        let yaml = Self.graph([
            ("Token", "{ label: String, secret: String }", "otpauth://totp/{label}?secret={secret}"),
            ("Status", "{ instance: String, handle: String, id: Int }", "https://{instance}/@{handle}/{id}"),
            ("Official", "{ handle: String, id: Int }", "https://mastodon.social/@{handle}/{id}"),
            ("Settings", "", "/settings"),
            ("Home2", "", "https://other.example"),
        ])
        #expect(try Self.resolve(yaml, "otpauth://totp/alice?secret=S3")?.values == ["label": .string("alice"), "secret": .string("S3")])
        #expect(try Self.resolve(yaml, "OTPAUTH://TOTP/alice?secret=S3")?.screen == "Token", "the scheme and a custom host ignore case")
        #expect(try Self.resolve(yaml, "otpauth://settings/account_security") == nil, "a scoped scheme is not an accepted one")
        #expect(try Self.resolve(yaml, "https://Fosstodon.org:443/@swift/109")?.values == ["instance": .string("fosstodon.org"), "handle": .string("swift"), "id": .int(109)])
        #expect(try Self.resolve(yaml, "http://fosstodon.org/@swift/109") == nil, "http and https are distinct")
        #expect(try Self.resolve(yaml, "app://mastodon.social/tags/swift") == nil)
        #expect(try Self.resolve(yaml, "https://mastodon.social/@swift/109")?.screen == "Official", "a literal host beats a captured one")
        #expect(try Self.resolve(yaml, "https://other.example")?.screen == "Home2", "no path is the path '/'")
        #expect(try Self.resolve(yaml, "https://other.example/settings") == nil, "a host outside 'urls' reaches only its own patterns")
        #expect(try Self.resolve(yaml, "https://example.com/settings")?.screen == "Settings")
        // Two captured hosts of one shape conflict; a literal host and a captured one do not.
        let clash = Self.graph([
            ("A", "{ instance: String, id: Int }", "https://{instance}/s/{id}"),
            ("B", "{ server: String, n: Int }", "https://{server}/s/{n}"),
        ])
        #expect(try Self.conflict(clash) == "https://example.com/s/42")
        #expect(try Self.conflict(Self.graph([("A", "{ id: Int }", "https://a.example/s/{id}"), ("B", "{ id: Int }", "https://b.example/s/{id}")])) == nil)
    }

    @Test("F.1 a host or catch-all parameter must be a String; bad full URLs are url-syntax at their column")
    func fullURLPatternErrors() {
        let yaml = Self.graph([("A", "{ instance: Int }", "https://{instance}/a")])
        #expect(S.places(S.findings(.urlParamType, in: yaml)) == ["11:18"])
        let syntax = Self.graph([("A", "", "https://example.com:8080/a")])
        #expect(S.places(S.findings(.urlSyntax, in: syntax)) == ["10:29"])
    }

    @Test("F.3 partial segments: literal parts exactly, the typed rest non-empty; two parameters are url-syntax")
    func partialSegmentsMatchTheirLiteralParts() throws {
        let yaml = Self.graph([
            ("Profile", "{ handle: String }", "/@{handle}"),
            ("File", "{ id: Int }", "/files/{id}.json"),
            ("Named", "{ name: String }", "/files/{name}"),
            ("Docs", "{ major: Int }", "/v{major}/docs"),
        ])
        #expect(try Self.resolve(yaml, "/@swift")?.values == ["handle": .string("swift")])
        #expect(try Self.resolve(yaml, "https://example.com/@swift")?.values == ["handle": .string("swift")])
        #expect(try Self.resolve(yaml, "/files/7.json")?.screen == "File", "a partial segment beats a parameter")
        #expect(try Self.resolve(yaml, "/files/x.json")?.values == ["name": .string("x.json")], "a rest that is no Int falls to the parameter")
        #expect(try Self.resolve(yaml, "/files/.json")?.screen == "Named", "the rest is never empty")
        #expect(try Self.resolve(yaml, "/v2/docs")?.values == ["major": .int(2)])
        #expect(try Self.resolve(yaml, "/vx/docs") == nil)
        #expect(try Self.conflict(Self.graph([("A", "{ id: Int }", "/f/{id}.json"), ("B", "{ n: Double }", "/f/{n}.json")])) == "/f/42.json")
        #expect(try Self.conflict(Self.graph([("A", "{ s: String }", "/f/a{s}"), ("B", "{ n: String }", "/f/{n}b")])) == "/f/a42b")
        #expect(try Self.conflict(Self.graph([("A", "{ id: Int }", "/f/a{id}"), ("B", "{ n: String }", "/f/{n}b")])) == nil, "'a…' with an Int rest never ends in 'b'")
        #expect(try Self.conflict(Self.graph([("A", "{ id: Int }", "/f/v{id}"), ("B", "{ n: Int }", "/f/{n}.json")])) == nil, "'v…' never parses as an Int ending '.json'")
        let twice = Self.graph([("A", "{ a: String, b: String }", "/x/{a}-{b}")])
        #expect(S.places(S.findings(.urlSyntax, in: twice)) == ["11:17"])
    }

    @Test("F.4 '*' is one segment, '{name...}' and '**' the rest; a catch-all anywhere but last is url-syntax")
    func wildcardsAndCatchAlls() throws {
        let yaml = Self.graph([
            ("Any", "", "/any/*/detail"),
            ("Files", "{ file: String }", "/files/{file...}"),
            ("Legacy", "", "/legacy/**"),
            ("Readme", "", "/files/readme"),
            ("Folder", "{ name: String }", "/files/{name}"),
        ])
        #expect(try Self.resolve(yaml, "/any/x/detail")?.screen == "Any")
        #expect(try Self.resolve(yaml, "/any/x/y/detail") == nil)
        #expect(try Self.resolve(yaml, "/files/a/b%20c/d")?.values == ["file": .string("a/b c/d")])
        #expect(try Self.resolve(yaml, "/files/readme")?.screen == "Readme")
        #expect(try Self.resolve(yaml, "/files/docs")?.screen == "Folder", "a parameter beats a catch-all")
        #expect(try Self.resolve(yaml, "/files") == nil, "a catch-all takes one segment or more")
        #expect(try Self.resolve(yaml, "/legacy/a/b")?.screen == "Legacy")
        #expect(try Self.conflict(Self.graph([("A", "{ file: String }", "/f/{file...}"), ("B", "", "/f/**")])) == "/f/x")
        #expect(try Self.conflict(Self.graph([("A", "", "/f/*/x"), ("B", "", "/f/*/y")])) == nil)
        #expect(S.places(S.findings(.urlSyntax, in: Self.graph([("A", "", "/a/**/b")]))) == ["10:13"])
        #expect(S.places(S.findings(.urlParamType, in: Self.graph([("A", "{ n: Int }", "/a/{n...}")]))) == ["11:13"])
    }

    @Test("F.5 literal query items: present with exactly that value; different values are siblings")
    func literalQueryItems() throws {
        let yaml = Self.graph([
            ("TOTP", "{ secret: String }", "/add?type=totp&secret={secret}"),
            ("HOTP", "{ secret: String }", "/add?type=hotp&secret={secret}"),
            ("Flagged", "", "/flag?on="),
            ("Add", "{ secret: String }", "/add?secret={secret}"),
        ])
        #expect(try Self.resolve(yaml, "app://add?secret=S&type=totp")?.screen == "TOTP")
        #expect(try Self.resolve(yaml, "app://add?type=hotp&secret=S")?.screen == "HOTP")
        #expect(try Self.resolve(yaml, "app://add?type=TOTP&secret=S")?.screen == "Add", "a literal value is case-sensitive")
        #expect(try Self.resolve(yaml, "app://add?secret=S")?.screen == "Add", "more literal items win, else the plain one")
        #expect(try Self.resolve(yaml, "/flag?on")?.screen == "Flagged", "'?on' is an empty value")
        #expect(try Self.resolve(yaml, "/flag?on=1") == nil)
        #expect(try Self.resolve(yaml, "/flag") == nil)
        #expect(try Self.conflict(Self.graph([("A", "{ s: String }", "/add?type=totp&s={s}"), ("B", "{ t: String }", "/add?type=totp&t={t}")]))
            == "/add?type=totp&t=42&s=42")
    }

    @Test("F.9 fragments: '#x' is '#/x', matched as a path with a query; a fragment pattern beats none")
    func fragmentPatterns() throws {
        let yaml = Self.graph([
            ("Help", "", "/help"),
            ("FAQ", "{ topic: String }", "/help#/faq/{topic}"),
            ("Contact", "", "/help#contact/"),
            ("Search", "{ q: String }", "/help#search?q={q}"),
        ])
        #expect(try Self.resolve(yaml, "/help#/faq/billing")?.values == ["topic": .string("billing")])
        #expect(try Self.resolve(yaml, "/help#contact")?.screen == "Contact")
        #expect(try Self.resolve(yaml, "/help#/contact/")?.screen == "Contact")
        #expect(try Self.resolve(yaml, "/help#search?q=tax")?.values == ["q": .string("tax")])
        #expect(try Self.resolve(yaml, "/help#elsewhere")?.screen == "Help", "a pattern without '#' ignores the fragment")
        #expect(try Self.resolve(yaml, "/help#/faq")?.screen == "Help")
        #expect(try Self.conflict(Self.graph([("A", "", "/help#faq"), ("B", "{ s: String }", "/help#{s}")])) == "/help#/faq")
        #expect(try Self.conflict(Self.graph([("A", "", "/help#faq"), ("B", "", "/help#/contact")])) == nil)
    }

    @Test("F.10 dot segments are removed before matching; '..' above the root matches nothing")
    func dotSegmentsAreRemoved() throws {
        let yaml = Self.graph([("Item", "{ id: Int }", "/items/{id}"), ("Files", "{ file: String }", "/files/{file...}")])
        #expect(try Self.resolve(yaml, "/a/../items/./7")?.values == ["id": .int(7)])
        #expect(try Self.resolve(yaml, "app://items/x/%2E%2E/8")?.values == ["id": .int(8)])
        #expect(try Self.resolve(yaml, "/files/a%2F..%2Fb")?.values == ["file": .string("a/../b")], "'%2F' never splits a segment")
        #expect(try Self.resolve(yaml, "/../items/7") == nil)
        #expect(S.places(S.findings(.urlSyntax, in: Self.graph([("A", "", "/a/../b")]))) == ["10:13"])
    }

    @Test("F.13 precedence orders kinds, then scope, literal query items and fragments; the rest is url-conflict")
    func precedenceAndConflicts() throws {
        let yaml = Self.graph([
            ("Literal", "", "/u/about"),
            ("Partial", "{ h: String }", "/u/@{h}"),
            ("Typed", "{ n: String }", "/u/{n}"),
            ("Star", "", "/u/*/x"),
            ("Later", "{ a: Int }", "/u/{a}/x"),
            ("Rest", "", "/u/**"),
            ("Scoped", "{ p: String }", "https://example.com/u/{p}/y"),
            ("Unscoped", "{ p: String }", "/u/{p}/y"),
        ])
        #expect(try Self.resolve(yaml, "/u/about")?.screen == "Literal")
        #expect(try Self.resolve(yaml, "/u/@about")?.screen == "Partial")
        #expect(try Self.resolve(yaml, "/u/x")?.screen == "Typed")
        #expect(try Self.resolve(yaml, "/u/7/x")?.screen == "Later", "a parameter beats '*'")
        #expect(try Self.resolve(yaml, "/u/z/x")?.screen == "Star")
        #expect(try Self.resolve(yaml, "/u/a/b/c")?.screen == "Rest")
        #expect(try Self.resolve(yaml, "https://example.com/u/a/y")?.screen == "Scoped")
        #expect(try Self.resolve(yaml, "app://u/a/y")?.screen == "Unscoped")
        // A later literal orders two patterns whose parameters overlap (v1 called it a conflict).
        #expect(try Self.conflict(Self.graph([("A", "{ a: Int }", "/u/{a}/x"), ("B", "{ b: String, c: String }", "/u/{b}/{c}")])) == nil)
        #expect(try Self.conflict(Self.graph([("A", "{ a: Int }", "/u/{a}"), ("B", "{ b: Double }", "/u/{b}")])) == "/u/42")
        #expect(try Self.conflict(Self.graph([("A", "{ a: UUID }", "/u/{a}"), ("B", "{ b: Int }", "/u/{b}")])) == nil)
        // Case: a custom scheme's host ignores it; with caseInsensitive every literal does.
        let folded = Self.graph([("A", "", "/About/team"), ("B", "", "/about/team")])
        #expect(try Self.conflict(folded) == "app://ABOUT/team")
        let insensitive = Self.graph([("A", "", "/x/About"), ("B", "", "/x/about")], urls: "urls: { schemes: [app], caseInsensitive: true }")
        #expect(try Self.conflict(insensitive) == "/x/about")
        #expect(try Self.conflict(Self.graph([("A", "", "/x/About"), ("B", "", "/x/about")])) == nil)
    }

    @Test("the compiler's parser and the runtime's read every form into the same parts")
    func oneReadingOfEveryForm() throws {
        let yaml = Self.graph([
            ("A", "{ instance: String, handle: String, id: Int }", "https://{instance}/@{handle}/{id}.json"),
            ("B", "{ label: String, secret: String }", "otpauth://totp/{label}?type=totp&secret={secret}"),
            ("C", "{ file: String }", "/v1/*/files/{file...}"),
            ("D", "", "https://Example.org"),
            ("E", "{ topic: String, q: String? }", "/help/**#faq/{topic}/?q={q}&lang=en"),
            ("F", "", "/caf%C3%A9/a%2Fb?flag="),
        ])
        let analysis = S.analyze(yaml)
        let context = try #require(analysis.analyzed, "\(analysis.diagnostics.diagnostics)")
        let deepLinks = DeepLinkAnalysis(context)
        #expect(deepLinks.typed.count == 6, "\(analysis.diagnostics.diagnostics)")
        for position in deepLinks.typed {
            let pattern = try #require(deepLinks.entries[position].pattern)
            let runtime = pattern.runtimePattern
            let parameters = pattern.runtimeParameters
            func segments(_ segments: [URLPattern.Segment]) -> [DeepLinkPattern.Segment] {
                segments.map { segment in
                    switch segment {
                    case .literal(let text): .literal(text)
                    case .parameter(let name, _): .parameter(name: name, parameters[name]!)
                    case .partial(let name, _, let prefix, let suffix): .parameter(name: name, parameters[name]!, prefix: prefix, suffix: suffix)
                    case .wildcard: .wildcard
                    case .rest(let name): .rest(name: name)
                    }
                }
            }
            func items(_ runtime: [DeepLinkPattern.QueryItem], _ query: [URLPattern.QueryItem], _ literals: [URLPattern.LiteralQueryItem]) -> Bool {
                let written = runtime.map { item -> String in
                    switch item.value {
                    case .literal(let value): "\(item.name)=\(value)"
                    case .parameter(let name, _): "\(item.name)={\(name)}"
                    }
                }
                return Set(written) == Set(query.map { "\($0.name)={\($0.parameter)}" } + literals.map { "\($0.name)=\($0.value)" })
                    && written.count == query.count + literals.count
            }
            #expect(runtime.scope == pattern.scope, "\(pattern.text)")
            #expect(runtime.segments == segments(pattern.segments), "\(pattern.text)")
            #expect(items(runtime.query, pattern.query, pattern.literalQuery), "\(pattern.text)")
            #expect(runtime.fragment?.segments == pattern.fragment.map { segments($0.segments) }, "\(pattern.text)")
            #expect(items(runtime.fragment?.query ?? [], pattern.fragment?.query ?? [], pattern.fragment?.literalQuery ?? []), "\(pattern.text)")
            #expect(runtime.parameterNames == pattern.parameterNames, "\(pattern.text)")
        }
    }
}
