#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The state of a coordinator and of every coordinator it holds, as a `Codable`
/// value: what an app stores to bring its navigation back after a relaunch.
///
/// The root coordinator makes one with `snapshot()` and takes one back with
/// `restore(_:)` or `restore(from:)`. A graph names it for its `ModalContent`
/// (`typealias NavigationSnapshot = NavGenRuntime.NavigationSnapshot<ModalContent>`).
/// Its JSON is one object per coordinator; the graph's enums are written as Swift
/// synthesises their coding (`{"itemDetail": {"itemID": "github"}}`):
///
/// ```json
/// {"flow": {"items": {}}, "rootScreen": {"vaultList": {}},
///  "path": [{"itemDetail": {"itemID": "github"}}],
///  "presented": [{"style": "sheet", "screen": {"editItem": {"itemID": "github"}}}]}
/// ```
///
/// Decoding is tolerant: a part that no longer decodes (a screen case the graph has
/// lost, a flow, a tab, a branch, parameters of another type) is left out, with the
/// rest kept, and `restore` reports it. Only an unreadable document, or a root whose
/// flow no longer decodes, fails.
public struct NavigationSnapshot<Content: RestorableContent>: Sendable, Equatable {
    /// A modal a coordinator presents: a bare screen, or a modal flow with its state.
    public struct Presentation: Sendable, Equatable, Codable {
        /// How it is presented.
        public var style: ModalStyle

        /// The screen, for a bare modal screen.
        public var screen: Content.Screen?

        /// The modal flow's state, for a modal flow.
        public var flow: NavigationSnapshot?

        /// A modal showing `screen` or the flow `flow`, in `style`.
        public init(style: ModalStyle, screen: Content.Screen? = nil, flow: NavigationSnapshot? = nil) {
            self.style = style
            self.screen = screen
            self.flow = flow
        }
    }

    /// The coordinator's flow; `nil` for the coordinator of a root screen.
    public var flow: Content.Flow?

    /// A tab bar's selected tab, or a switch's shown branch.
    public var selection: Content.Selection?

    /// A stack's root screen, or a root screen.
    public var rootScreen: Content.Screen?

    /// A stack's pushed screens, the root excluded.
    public var path: [Content.Screen]

    /// The coordinators this one holds: a tab bar's flow tabs, a switch's shown flow branch.
    public var children: [NavigationSnapshot]

    /// The modals presented, the last on top.
    public var presented: [Presentation]

    /// The URL of a switch's pending deep link (resolved again when restored).
    public var pendingDeepLink: URL?

    /// What decoding left out, reported by `restore`.
    var droppedWhileDecoding: [RestoreReport.Drop] = []

    /// Where decoding found this snapshot, as a coding path; `nil` for one made in memory.
    var decodedPath: String?

    /// A snapshot of a coordinator of `flow`.
    public init(flow: Content.Flow?, selection: Content.Selection? = nil, rootScreen: Content.Screen? = nil, path: [Content.Screen] = [],
                children: [NavigationSnapshot] = [], presented: [Presentation] = [], pendingDeepLink: URL? = nil) {
        self.flow = flow
        self.selection = selection
        self.rootScreen = rootScreen
        self.path = path
        self.children = children
        self.presented = presented
        self.pendingDeepLink = pendingDeepLink
    }

    /// Compares the state, not what decoding dropped.
    public static func == (lhs: NavigationSnapshot, rhs: NavigationSnapshot) -> Bool {
        lhs.flow == rhs.flow && lhs.selection == rhs.selection && lhs.rootScreen == rhs.rootScreen && lhs.path == rhs.path
            && lhs.children == rhs.children && lhs.presented == rhs.presented && lhs.pendingDeepLink == rhs.pendingDeepLink
    }
}

extension NavigationSnapshot: Codable {
    private enum CodingKeys: String, CodingKey {
        case flow, selection, rootScreen, path, children, presented, pendingDeepLink
    }

    /// Decodes what still decodes; throws only when the object or its `flow` does not.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        flow = try container.decodeIfPresent(Content.Flow.self, forKey: .flow)
        var drops: [RestoreReport.Drop] = []
        selection = container.tolerant(Content.Selection.self, forKey: .selection, drops: &drops)
        rootScreen = container.tolerant(Content.Screen.self, forKey: .rootScreen, drops: &drops)
        path = container.tolerantList(Content.Screen.self, forKey: .path, keepingPrefix: true, drops: &drops)
        children = container.tolerantList(NavigationSnapshot.self, forKey: .children, keepingPrefix: false, drops: &drops)
        presented = container.tolerantList(Presentation.self, forKey: .presented, keepingPrefix: true, drops: &drops)
        pendingDeepLink = container.tolerant(URL.self, forKey: .pendingDeepLink, drops: &drops)
        droppedWhileDecoding = drops
        decodedPath = CodingPathText.text(decoder.codingPath)
    }

    /// Writes the parts that are set; empty lists and `nil`s are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(flow, forKey: .flow)
        try container.encodeIfPresent(selection, forKey: .selection)
        try container.encodeIfPresent(rootScreen, forKey: .rootScreen)
        if !path.isEmpty { try container.encode(path, forKey: .path) }
        if !children.isEmpty { try container.encode(children, forKey: .children) }
        if !presented.isEmpty { try container.encode(presented, forKey: .presented) }
        try container.encodeIfPresent(pendingDeepLink, forKey: .pendingDeepLink)
    }
}

extension NavigationSnapshot {
    /// The snapshot as compact JSON, keys sorted, to store (in `@SceneStorage`, for example).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The snapshot `jsonData()` wrote, with what no longer decodes left out; throws
    /// when `data` is no snapshot at all.
    public init(jsonData data: Data) throws {
        self = try JSONDecoder().decode(NavigationSnapshot.self, from: data)
    }
}
