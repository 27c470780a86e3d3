// NavigationStack, TabView and the presentation modifiers. See SwiftUI.swift for what this
// module is. The modifiers are `nonisolated`, as Apple declares them.

import Foundation

// MARK: - NavigationStack

/// Apple (iOS 18 SDK): `struct NavigationStack<Data, Root>: View where Root: View`. It conforms
/// in its declaration, so it and its initializers are `@MainActor @preconcurrency`: build it in
/// a `body` or another main-actor context.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root>: View where Root: View {
    let path: Binding<Data>
    let root: Root

    /// Apple: `@MainActor @preconcurrency init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    /// where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    /// Data.Element: Hashable`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.path = path
        self.root = root()
    }

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Apple: `nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination:
    /// @escaping (D) -> C) -> some View where D: Hashable, C: View`. The closure is neither
    /// `@Sendable` nor `@MainActor`: written in a `body`, it inherits the main actor.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View {
        modifier(_StandInModifier(destination))
    }

    /// Apple: `nonisolated func navigationTitle(_ title: Text) -> some View`.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modifier(_StandInModifier(title))
    }

    /// Apple: `nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View`.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_StandInModifier(Text(titleKey)))
    }

    /// Apple: `@_disfavoredOverload nonisolated func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol`.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        modifier(_StandInModifier(Text(title)))
    }
}

// MARK: - TabView

/// Apple: `struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    nonisolated(unsafe) let selection: Binding<SelectionValue>?
    nonisolated(unsafe) let content: Content

    /// Apple: `nonisolated init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`.
    /// The binding is optional in Apple's declaration. Soft-deprecated in the iOS 18 SDK, where
    /// `Tab` and `init(selection:content:)` with a `TabContentBuilder` arrive: a deprecation in
    /// version 100000 does not warn.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 7.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Apple: `nonisolated func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View`,
    /// soft-deprecated like `TabView.init(selection:content:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0)
    @available(watchOS, introduced: 7.0, deprecated: 100000.0)
    @available(visionOS, introduced: 1.0, deprecated: 100000.0)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        modifier(_StandInModifier(label()))
    }

    /// Apple (iOS 18 SDK, SwiftUICore): `@_alwaysEmitIntoClient nonisolated func tag<V>(_ tag: V,
    /// includeOptional: Bool = true) -> some View where V: Hashable`. The one-argument `tag(_:)`
    /// of earlier SDKs is `@usableFromInline internal` there, so callers bind to this one.
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        modifier(_StandInModifier(tag))
    }
}

// MARK: - Presentations

/// Apple: `@frozen enum Edge: Int8, CaseIterable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing
}

/// Apple: `@frozen struct Anchor<Value>`; only its `Source` and `.bounds` here, for
/// `PopoverAttachmentAnchor.rect(.bounds)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Anchor<Value> {
    /// Apple: `struct Source`.
    public struct Source {
        init() {}
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
    /// Apple: `static var bounds: Anchor<CGRect>.Source { get }`.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

/// Apple: `enum PopoverAttachmentAnchor`, not `Sendable` (its `.point(UnitPoint)` case is left out here).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Apple: `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View`.
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View
    where Item: Identifiable, Content: View {
        modifier(_StandInModifier((item, onDismiss, content)))
    }

    /// Apple: `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View`,
    /// unavailable on macOS (so generated code uses a sheet there). The attribute has no effect on Linux.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View
    where Item: Identifiable, Content: View {
        modifier(_StandInModifier((item, onDismiss, content)))
    }

    /// Apple (iOS 18.1 SDK): `nonisolated func popover<Item, Content>(item: Binding<Item?>,
    /// attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable,
    /// Content: View`, in an extension available from iOS 13 and macOS 10.15, unavailable on
    /// tvOS and watchOS.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View
    where Item: Identifiable, Content: View {
        modifier(_StandInModifier((item, attachmentAnchor, arrowEdge, content)))
    }

    /// Apple (iOS 18.1 SDK): the same without `arrowEdge`, `@available(iOS 18.0, macOS 15.0,
    /// visionOS 2.0, *)`; the system picks the arrow's edge. A call that names no `arrowEdge`
    /// binds to this one (it takes fewer defaulted arguments), so it needs iOS 18 there.
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), @ViewBuilder content: @escaping (Item) -> Content) -> some View
    where Item: Identifiable, Content: View {
        modifier(_StandInModifier((item, attachmentAnchor, content)))
    }
}
