/// Name lookup over a graph: screens and flows by name, in one namespace.
///
/// A class: every stage after decoding holds the index, and copying a reference
/// costs one count where copying the struct's fields cost one each.
public final class GraphIndex: Sendable {
    public let graph: NavigationGraph
    /// Each name's first position in `graph.screens` and in `graph.flows`.
    private let screenPositions: [String: Int]
    private let flowPositions: [String: Int]

    /// What a link names, looked up once: several passes follow every link.
    public enum LinkTarget: Sendable, Equatable {
        /// A screen, by position in `graph.screens`.
        case screen(Int)
        /// A flow, by position in `graph.flows`.
        case flow(Int)
        /// No target (back styles), or a name that is neither.
        case none
    }

    /// The targets and styles of each screen's links: `linkTargets[s][l]` is what
    /// `graph.screens[s].links[l]` names, and `linkTargets[s].style(of: l)` its style.
    public let linkTargets: LinkTargets

    /// Every screen's link targets, in one array of 32-bit codes: an array per screen
    /// cost a header and an allocation each, 9 MiB of compile's peak at 100,000 screens.
    ///
    /// The links' styles are kept beside them, a byte each: the walks that follow
    /// every link of every placement need only these two, and reading them from the
    /// links themselves, far apart in a large graph, cost a cache miss a link.
    public struct LinkTargets: RandomAccessCollection, Sendable {
        /// A screen's position, -1 for no target, or `-2 - position` for a flow.
        private let codes: [Int32]
        /// Each link's style, indexed like `codes`.
        private let styles: [LinkStyle]
        /// Where each screen's links start in `codes`; one more than the screens.
        private let starts: [Int32]

        /// Links are read in place, field by field: a copy of each screen and link
        /// retained every name and array in it.
        init(_ graph: NavigationGraph, screens: [String: Int], flows: [String: Int]) {
            let graphScreens = graph.screens
            var codes: [Int32] = [], styles: [LinkStyle] = [], starts: [Int32] = [0]
            var linkCount = 0
            for screen in graphScreens.indices { linkCount += graphScreens[screen].links.count }
            codes.reserveCapacity(linkCount)
            styles.reserveCapacity(linkCount)
            starts.reserveCapacity(graphScreens.count + 1)
            for screen in graphScreens.indices {
                let links = graphScreens[screen].links
                for link in links.indices {
                    styles.append(links[link].style.value)
                    if let target = links[link].target?.value, let id = screens[target] {
                        codes.append(Int32(id))
                    } else if let target = links[link].target?.value, let id = flows[target] {
                        codes.append(-2 - Int32(id))
                    } else {
                        codes.append(-1)
                    }
                }
                starts.append(Int32(codes.count))
            }
            self.codes = codes
            self.styles = styles
            self.starts = starts
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { starts.count - 1 }

        /// The targets of the links of screen number `screen`, indexed like its links.
        public subscript(screen: Int) -> Targets {
            Targets(codes: codes, styles: styles, start: Int(starts[screen]), count: Int(starts[screen + 1] - starts[screen]))
        }

        /// One screen's link targets, and their styles.
        public struct Targets: RandomAccessCollection, Sendable {
            fileprivate let codes: [Int32]
            fileprivate let styles: [LinkStyle]
            fileprivate let start: Int
            public let count: Int

            public var startIndex: Int { 0 }
            public var endIndex: Int { count }

            public subscript(link: Int) -> LinkTarget {
                precondition(link >= 0 && link < count, "a link position out of range")
                let code = codes[start + link]
                if code >= 0 { return .screen(Int(code)) }
                return code == -1 ? .none : .flow(Int(-2 - code))
            }

            /// The style of the link at this position.
            public func style(of link: Int) -> LinkStyle {
                precondition(link >= 0 && link < count, "a link position out of range")
                return styles[start + link]
            }
        }
    }

    /// What each flow's links name (1.1 C): `flowLinkTargets[f][l]` is what
    /// `graph.flows[f].links[l]` names. Flows are few, so an array each.
    public let flowLinkTargets: [[LinkTarget]]
    /// Whether each flow (by position in `graph.flows`) has links: the walks ask per
    /// placement, and reading the flow itself copied it.
    public let flowHasLinks: [Bool]
    /// Whether each screen (by position in `graph.screens`) has a `from: presenter` link
    /// (1.1 D): the walks read only such a screen's links one by one.
    public let hasPresenterLinks: [Bool]

    /// The positions in `graph.screens` of screens with a `from: presenter` link.
    public var screensWithPresenterLinks: [Int] { hasPresenterLinks.indices.filter { hasPresenterLinks[$0] } }

    /// `screenIDs[s]` is what `screenID(_:)` gives for the name of
    /// `graph.screens[s]`: `s` itself unless an earlier screen has the same name.
    /// Later stages index tables by these ids instead of hashing names.
    public let screenIDs: [Int]
    /// `flowIDs[f]` is what `flowID(_:)` gives for the name of `graph.flows[f]`.
    public let flowIDs: [Int]
    /// Per flow, the position of its stack's root screen; -1 for a tab flow or a
    /// root that names no screen.
    private let stackRoots: [Int32]

    public init(_ graph: NavigationGraph) {
        self.graph = graph
        let screens = Self.firstPositions(count: graph.screens.count) { graph.screens[$0].name.value }
        let flows = Self.firstPositions(count: graph.flows.count) { graph.flows[$0].name.value }
        screenIDs = screens.ids
        flowIDs = flows.ids
        screenPositions = screens.positions
        flowPositions = flows.positions
        linkTargets = LinkTargets(graph, screens: screens.positions, flows: flows.positions)
        hasPresenterLinks = graph.screens.indices.map { graph.screens[$0].links.contains(where: \.isFromPresenter) }
        flowHasLinks = graph.flows.map { !$0.links.isEmpty }
        flowLinkTargets = graph.flows.map { flow in
            flow.links.map { link in
                guard let target = link.target?.value else { return .none }
                if let id = screens.positions[target] { return .screen(id) }
                return flows.positions[target].map(LinkTarget.flow) ?? .none
            }
        }
        stackRoots = graph.flows.indices.map { flow in
            guard case .stack(let stack) = graph.flows[flow].kind, let root = screens.positions[stack.root.value] else { return -1 }
            return Int32(root)
        }
    }

    /// Each name's first position among `count` names, and for each position the
    /// first position of its name (itself unless an earlier one has the same name).
    private static func firstPositions(count: Int, name: (Int) -> String) -> (positions: [String: Int], ids: [Int]) {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(count)
        var ids: [Int] = []
        ids.reserveCapacity(count)
        for position in 0..<count {
            let text = name(position)
            if let earlier = positions[text] {
                ids.append(earlier)
            } else {
                positions[text] = position
                ids.append(position)
            }
        }
        return (positions, ids)
    }

    public func screen(_ name: String) -> Screen? { screenPositions[name].map { graph.screens[$0] } }
    /// The position of the screen in `graph.screens` (the first, when names repeat).
    public func screenID(_ name: String) -> Int? { screenPositions[name] }
    /// The position of the flow in `graph.flows` (the first, when names repeat).
    public func flowID(_ name: String) -> Int? { flowPositions[name] }
    public func flow(_ name: String) -> Flow? { flowPositions[name].map { graph.flows[$0] } }
    /// The position in `graph.screens` of the root screen of the stack flow at this
    /// position of `graph.flows`; `nil` for a tab flow or a root that names no screen.
    /// Looked up once per flow: the walks enter a flow once per link that presents it.
    public func stackRoot(ofFlow flow: Int) -> Int? {
        stackRoots[flow] < 0 ? nil : Int(stackRoots[flow])
    }
    public func isScreen(_ name: String) -> Bool { screenPositions[name] != nil }
    public func isFlow(_ name: String) -> Bool { flowPositions[name] != nil }
}
