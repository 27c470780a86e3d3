// List, Section and ForEach. See SwiftUI.swift for what this module is.

/// Apple: `struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    nonisolated(unsafe) let content: Content

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension List where SelectionValue == Never {
    /// Apple: `init(@ViewBuilder content: () -> Content)`.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Apple: `struct Section<Parent, Content, Footer>`, a `View` in an extension when all three are.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Apple: `init(@ViewBuilder content: () -> Content)`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Apple: `init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// Apple: `@_disfavoredOverload init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol`.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

/// Apple: `struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable`,
/// a `View` in an extension when `Content: View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// Apple: `var data: Data`.
    public var data: Data

    /// Apple: `var content: (Data.Element) -> Content`.
    public var content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Apple: `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    /// Apple: `init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}
