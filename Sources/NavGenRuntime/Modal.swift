/// A modal presented by a coordinator. Coordinators keep theirs in `presented`, a
/// stack: the last one is on top. `GraphContent` is the graph's generated
/// `ModalContent`, also named `Content`, so a graph's `Modal.Content` is that enum.
public struct Modal<GraphContent: ModalContent>: Identifiable, Sendable {
    /// What a modal of the graph shows.
    public typealias Content = GraphContent

    /// Distinguishes presentations, for SwiftUI's `item:` bindings.
    public let id: Int

    /// How the modal is presented.
    public let style: ModalStyle

    /// What the modal shows.
    public let content: Content

    /// A new presentation of `content` in `style`.
    @MainActor
    public init(style: ModalStyle, content: Content) {
        lastModalID += 1
        id = lastModalID
        self.style = style
        self.content = content
    }

    /// The screen this modal shows, when it is a bare screen.
    public var screen: Content.Screen? {
        content.screen
    }

    /// The coordinator of the modal flow this modal shows, when it is one.
    public var coordinator: (any Coordinator<Content>)? {
        content.coordinator
    }
}

/// The `id` of the latest modal: presentations are numbered on the main actor.
@MainActor private var lastModalID = 0

extension Array {
    /// The modal at `level` when it has `style`; setting `nil` dismisses it and every
    /// modal above it. A SwiftUI view binds one presentation modifier per style to it
    /// (`$coordinator.presented[modalAt: 0, style: .sheet]`).
    public subscript<GraphContent>(modalAt level: Int, style style: ModalStyle) -> Modal<GraphContent>?
    where Element == Modal<GraphContent> {
        get {
            indices.contains(level) && self[level].style == style ? self[level] : nil
        }
        set {
            if newValue == nil, count > level {
                removeSubrange(level...)
            }
        }
    }
}
