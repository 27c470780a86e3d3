import Testing

/// Screens, coordinators and navigation protocols, for graphs of a few lines.
@Suite("Snippets: declarations")
struct DeclarationSnippetTests {
    static let stack = """
        navgen: 1
        name: Notes
        root: Main
        screens:
          List:
            links:
              openDetail: { push: Detail }
              compose: { sheet: Editor }
          Detail:
            params:
              id: Int
              tab: { type: String?, default: "info" }
          Editor: { links: { close: dismiss } }
        flows:
          Main: { stack: { root: List } }
        """

    @Test("Screen: a case per screen, parameters labelled, defaults kept; usable from any isolation")
    func screen() {
        EmittedSwift(Self.stack).expect("""
            nonisolated enum Screen: Swift.Hashable, Swift.Sendable {
                case list
                case detail(id: Swift.Int, tab: Swift.String? = "info")
                case editor
            }
            """)
    }

    @Test("a navigation protocol per screen with links, on the main actor")
    func navigationProtocol() {
        let swift = EmittedSwift(Self.stack)
        #expect(swift.text.contains("@MainActor\n    protocol ListNavigation"))
        swift.expect("""
            protocol ListNavigation: Swift.AnyObject {
                /// Pushes `Detail` on the stack.
                func openDetail(id: Swift.Int, tab: Swift.String?)

                /// Presents `Editor` as a sheet.
                func compose()
            }
            """)
    }

    @Test("a link method does what its style says")
    func linkMethods() {
        let swift = EmittedSwift(Self.stack)
        swift.expect("""
            func openDetail(id: Swift.Int, tab: Swift.String?) {
                push(.detail(id: id, tab: tab))
            }
            """)
        swift.expect("""
            func close() {
                dismiss()
            }
            """)
    }

    @Test("public access reaches every declaration")
    func publicAccess() {
        let swift = EmittedSwift(Self.stack, access: .public)
        #expect(swift.declaration("public nonisolated enum Notes {}") != nil)
        #expect(swift.declaration("public nonisolated enum Screen: Swift.Hashable, Swift.Sendable {") != nil)
    }
}
