/// A format-neutral picture of a graph for `navgen graph`: clusters of nodes and
/// the edges between them, in a fixed order. `GraphDrawingBuilder` makes it from a
/// validated graph; `DOTRenderer` and `MermaidRenderer` print it. The renderers
/// only choose syntax and escape text: every decision about what is drawn (which
/// node a link starts from, what an edge says) is made here, once.
///
/// Ids are made of `[A-Za-z0-9_]` only, so every format can use them unquoted.
public struct GraphDrawing: Sendable, Equatable {
    /// The graph's name (`Recipes`).
    public var name: String
    /// One cluster per coordinator: every flow, and the root screen when `root` is a screen.
    public var clusters: [Cluster]
    /// Screens with no placement at all, drawn outside every cluster.
    public var looseNodes: [Node]
    public var edges: [Edge]

    /// A box of nodes: a flow, or the root screen's own coordinator.
    public struct Cluster: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable {
            case stack, tabs, `switch`, rootScreen
        }

        /// The flow's name made an id (see `GraphDrawing.identifier`).
        public var id: String
        /// The flow's (or root screen's) name as written.
        public var name: String
        public var kind: Kind
        /// `Meat (stack)`, `Home (root tab bar)`, `NewRecipe (modal stack)`.
        public var title: String
        public var isReachable: Bool
        /// Whether some link presents the flow modally.
        public var isModal: Bool
        /// The node an edge to the cluster attaches to (formats that cannot point
        /// at a cluster itself draw the edge to it, clipped at the border): the
        /// stack's root, the tab bar node, or the root screen.
        public var anchor: String
        public var nodes: [Node]
        /// For an app graph composed with its features (issue 40): the position, in
        /// `features:`, of the feature the flow belongs to; `nil` for the app's own.
        public var feature: Int? = nil

        /// The fill and border of a feature's boxes, the same in every format: one
        /// colour per feature, in `features:` order, repeating after six.
        public static func featureColors(_ feature: Int) -> (fill: String, border: String) {
            let palette = [("#fbeff2", "#c76d8f"), ("#eaf6f7", "#4f9ea8"), ("#f8f3e8", "#a8844f"),
                           ("#efeffb", "#6d6dc7"), ("#f3f8e8", "#84a84f"), ("#f7eefa", "#a36dc7")]
            return palette[feature % palette.count]
        }
    }

    /// A box in the picture: a placed screen, or a tab flow's tab bar.
    public struct Node: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable {
            case screen, tabBar, switcher
        }

        public var id: String
        public var kind: Kind
        /// The screen's name, or `tab bar`.
        public var title: String
        /// A second line: a screen's first URL pattern; a tab bar's tab titles in
        /// order (`Meat · Veggie · Settings`).
        public var subtitle: String?
        public var isReachable: Bool
    }

    /// What an edge stands for, which decides its line and arrowhead.
    public enum EdgeKind: String, Sendable, Equatable, CaseIterable {
        /// A `push` link: a solid line.
        case push
        /// A `replace` link: a solid line with a round arrowhead.
        case replace
        /// A `sheet`, `cover` or `popover` link: a dashed line.
        case modal
        /// A `tab` or `switch` link: a dotted line.
        case tab
        /// A tab of a tab flow, from the tab bar to the tab: a thick line.
        case tabItem
        /// A branch of a switch flow, from the switch node to the branch: a thick line.
        case branch
    }

    /// Where an edge ends.
    public enum Endpoint: Sendable, Equatable {
        case node(String)
        /// The cluster of a flow (a modal flow or a tab flow's flow tab).
        case cluster(String)
    }

    /// A line from a node to a node or a cluster.
    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: Endpoint
        public var kind: EdgeKind
        /// The link's name with its style when that is not `push`
        /// (`showRatings (sheet)`); for a tab, its title when that is not the
        /// target's name, else empty (no label).
        public var label: String
    }

    /// The cluster with this id.
    public func cluster(_ id: String) -> Cluster? { clusters.first { $0.id == id } }

    /// `text` made safe as an id: ASCII letters and digits are kept; any other
    /// character (`_` included, so that ids joined with `_` stay distinct) becomes
    /// `_`, its Unicode scalar value in hex, and `_` (`a-b` → `a_2D_b`). Valid
    /// graph names never need it.
    public static func identifier(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isSafe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            result += isSafe ? String(scalar) : "_\(String(scalar.value, radix: 16, uppercase: true))_"
        }
        return result
    }
}
