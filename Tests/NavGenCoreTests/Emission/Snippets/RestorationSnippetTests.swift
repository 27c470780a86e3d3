import NavGenCore
import Testing

/// State restoration (`restoration:`): what a graph of a few lines gets, and what
/// `restoration: false` and a large graph leave out.
@Suite("Snippets: state restoration")
struct RestorationSnippetTests {
    static let graph = """
        navgen: 1
        name: Notes
        root: Home
        screens:
          List:
            links:
              openNote: { push: Note }
              share: { sheet: Share }
          Note: { params: { noteID: Int, folder: Folder.ID? } }
          Sender: { params: { noteID: Int } }
          Settings: {}
        flows:
          Home:
            tabs: [ { flow: Notes }, { screen: Settings } ]
          Notes:
            stack: { root: List }
          Share:
            stack: { root: Sender }
            params: [noteID]
        """

    @Test("Screen, Flow and Tab are Codable where they are declared; custom parameter types are checked by name")
    func codableConformancesAndTheCustomTypeCheck() {
        let swift = EmittedSwift(Self.graph)
        #expect(swift.text.contains("nonisolated enum Screen: Swift.Hashable, Swift.Sendable, Swift.Codable {"))
        #expect(swift.text.contains("nonisolated enum Flow: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.Codable {"))
        #expect(swift.text.contains("nonisolated enum Tab: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.Codable {"))
        #expect(!swift.text.contains("extension Notes.Screen: Swift.Codable"))
        swift.expect("""
            private nonisolated static func checkRestorableParameters() {
                NavGenRuntime.restorationNeedsCodable(Folder.ID.self)  // Make it Codable, or write `restoration: false`.
            }
            """)
    }

    @Test("a modal flow with parameters is rebuilt over its root, by the one modalFlow that deep links use too")
    func modalFlowsAreRebuiltFromTheirRoot() {
        let swift = EmittedSwift(Self.graph)
        swift.expect("""
            extension Notes.ModalContent: NavGenRuntime.FlowContent {
                typealias Flow = Notes.Flow

                /// The content and new coordinator, in its launch state, of a modal flow; a flow with parameters takes them
                /// from `root`. `nil` for a flow never presented modally, or a root that does not give the parameters.
                @MainActor
                static func modalFlow(
                    _ flow: Notes.Flow,
                    root: Notes.Screen?
                ) -> (content: Self, coordinator: any Notes.Coordinator)? {
                    switch flow {
                    case .share:
                        guard case .sender(let noteID)? = root else { return nil }
                        let coordinator = Notes.ShareCoordinator(noteID: noteID)
                        return (.share(coordinator), coordinator)
                    default:
                        return nil
                    }
                }
            }
            """)
        swift.expect("""
            extension Notes.ModalContent: NavGenRuntime.RestorableContent {
                typealias Selection = Notes.Selection
            }
            """)
        #expect(!swift.text.contains("restoringFlow"))
    }

    @Test("a graph without modal flows names its flows and keeps the runtime's modalFlow, which builds none")
    func noModalFlowKeepsTheDefault() {
        let swift = EmittedSwift("""
            navgen: 1
            name: Notes
            root: Notes
            screens:
              List: { links: { about: { sheet: About } } }
              About: {}
            flows:
              Notes:
                stack: { root: List }
            """)
        swift.expect("""
            extension Notes.ModalContent: NavGenRuntime.FlowContent {
                typealias Flow = Notes.Flow
            }
            """)
        #expect(!swift.text.contains("func modalFlow"))
    }

    @Test("every coordinator conforms in its class and stores its flow; a tab bar adds its selection and its flow tabs")
    func coordinatorConformances() {
        let swift = EmittedSwift(Self.graph)
        #expect(swift.text.contains("final class NotesCoordinator: Coordinator, StackCoordinator, RestorableCoordinator {"))
        swift.expect("let restorationFlow: Flow? = .notes")
        #expect(swift.text.contains("final class HomeCoordinator: Coordinator, RestorableCoordinator, NavGenRuntime.NavigationEventRoot {"))
        swift.expect("let restorationFlow: Flow? = .home")
        #expect(swift.text.contains("""
            extension Notes.HomeCoordinator {
                func snapshot() -> Notes.NavigationSnapshot {
                    snapshot(selection: .home(selectedTab), children: [notes])
                }

                func restore(
                    _ snapshot: Notes.NavigationSnapshot,
                    at path: Swift.String,
                    into report: inout NavGenRuntime.RestoreReport
                ) {
                    if case .home(let selected)? = snapshot.selection {
                        selectedTab = selected
                    }
                    restore(snapshot, children: [notes], at: path, into: &report)
                }
            }
            """))
    }

    @Test("restoration: false leaves it all out, Screen's Codable included")
    func restorationFalseLeavesItOut() {
        let swift = EmittedSwift(Self.graph.replacingOccurrences(of: "root: Home\n", with: "root: Home\nrestoration: false\n"))
        #expect(!swift.text.isEmpty)
        #expect(!swift.text.contains("Codable"))
        #expect(!swift.text.contains("Restorable"))
    }

    @Test("a graph past 200 screens restores state only when it says restoration: true")
    func largeGraphsAskForIt() {
        let screens = (0...200).map { "  S\($0): {}" }.joined(separator: "\n")
        let large = "navgen: 1\nname: Big\nroot: Main\nscreens:\n\(screens)\nflows:\n  Main: { stack: { root: S0 } }\n"
        #expect(!EmittedSwift(large).text.contains("NavigationSnapshot"))
        let asked = large.replacingOccurrences(of: "root: Main\n", with: "root: Main\nrestoration: true\n")
        #expect(EmittedSwift(asked).text.contains("nonisolated enum Screen: Swift.Hashable, Swift.Sendable, Swift.Codable {"))
    }
}
