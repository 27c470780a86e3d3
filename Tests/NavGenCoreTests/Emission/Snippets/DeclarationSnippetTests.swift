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
            nonisolated enum Screen: Swift.Hashable, Swift.Sendable, Swift.Codable {
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

    @Test("the coordinator primitives are NavGenRuntime's, named for the graph's modal content")
    func coordinatorSupport() {
        let swift = EmittedSwift(Self.stack)
        #expect(swift.declaration("typealias Coordinator") == "typealias Coordinator = NavGenRuntime.Coordinator<ModalContent>")
        #expect(swift.declaration("typealias StackCoordinator") == "typealias StackCoordinator = NavGenRuntime.StackCoordinator<ModalContent>")
        #expect(swift.declaration("typealias Modal ") == "typealias Modal = NavGenRuntime.Modal<ModalContent>")
        #expect(swift.declaration("typealias ModalStyle") == "typealias ModalStyle = NavGenRuntime.ModalStyle")
        swift.expect("""
            nonisolated enum ModalContent: NavGenRuntime.ModalContent {
                /// A bare screen, owned by the presenting coordinator.
                case screen(Screen)

                var screen: Screen? {
                    if case .screen(let screen) = self { screen } else { nil }
                }

                var coordinator: (any Coordinator)? { nil }
            }
            """)
        #expect(!swift.text.contains("@inline(never)"))
    }

    @Test("a stack flow's coordinator declares its state; its link methods take the protocols' docs")
    func stackCoordinator() {
        let swift = EmittedSwift(Self.stack)
        // A header past 120 columns lists its conformances one a line.
        #expect(swift.text.contains("""
                final class MainCoordinator:
                    Coordinator,
                    StackCoordinator,
                    RestorableCoordinator,
                    NavGenRuntime.NavigationEventRoot
                {
                    /// The screen at the bottom of the stack: the stack's `args` at launch, or a deep link's values.
                    var rootScreen: Screen = .list

                    var path: [Screen] = [] { didSet { reportPathChange(from: oldValue, to: path, on: .main) } }
                    var presented: [Modal] = [] { didSet { reportModalChange(from: oldValue, on: .main) } }
                    @ObservationIgnored weak var parentCoordinator: (any Coordinator)?
                    let restorationFlow: Flow? = .main
                    @ObservationIgnored var onNavigationEvent: ((NavigationEvent) -> Swift.Void)? = nil
                    @ObservationIgnored var eventsHeld = 0

                    /// Whether a link of this stack pushes `screen`; `open(_:mode:)` with `.preserve` asks.
                    func pushes(_ screen: Screen) -> Swift.Bool {
                        switch screen {
                        case .detail:
                            return true
                        default:
                            return false
                        }
                    }
                }
            """))
        #expect(swift.text.contains("""
            extension Notes.MainCoordinator: Notes.ListNavigation, Notes.EditorNavigation {
                func openDetail(id: Swift.Int, tab: Swift.String?) {
                    push(.detail(id: id, tab: tab))
                }

            """))
    }

    @Test("a stack flow's view is the one StackFlowView, named after the flow")
    func stackFlowView() {
        let swift = EmittedSwift(Self.stack)
        #expect(swift.declaration("typealias MainView") == "typealias MainView<Factory: ViewFactory> = StackFlowView<MainCoordinator, Factory>")
        #expect(swift.declaration("struct StackFlowView<Flow: StackCoordinator, Factory: ViewFactory>: SwiftUI.View {") != nil)
        // Internal views take Swift's memberwise initialiser, with `level` defaulting to 0.
        #expect(swift.text.contains("""
                    @SwiftUI.Bindable var host: Host
                    let factory: Factory
                    var level: Swift.Int = 0

                    func body(content: Self.Content) -> some SwiftUI.View {
                        content
                            .sheet(item: modal(.sheet)) { presentation(of: $0) }
            """))
        #expect(!swift.text.contains("init(host:"))
        #expect(!swift.text.contains("init(coordinator:"))
    }

    @Test("public access reaches every declaration")
    func publicAccess() {
        let swift = EmittedSwift(Self.stack, access: .public)
        #expect(swift.declaration("public nonisolated enum Notes {}") != nil)
        #expect(swift.declaration("public nonisolated enum Screen: Swift.Hashable, Swift.Sendable, Swift.Codable {") != nil)
        // Swift's implicit `init()` is internal: a public coordinator writes its own.
        #expect(swift.text.contains("public init() {}"))
        #expect(!EmittedSwift(Self.stack).text.contains("init() {}"))
        // So is the memberwise initialiser of a view: a public view writes its own.
        swift.expect("""
            public init(host: Host, factory: Factory, level: Swift.Int = 0) {
                self.host = host
                self.factory = factory
                self.level = level
            }
            """)
        swift.expect("""
            public init(coordinator: Flow, factory: Factory) {
                self.coordinator = coordinator
                self.factory = factory
            }
            """)
    }
}
