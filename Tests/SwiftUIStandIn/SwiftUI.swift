// A stand-in for Apple's SwiftUI, for Linux only.
//
// Why it exists: Linux has no SwiftUI, but navgen generates a SwiftUI layer (under
// `#if canImport(SwiftUI)`). The tests type-check generated code against this module so that
// a wrong label, a missing `@escaping`, a generic constraint the real API does not meet or an
// isolation mistake fails on Linux as it would in Xcode. `Package.swift` adds this target on
// Linux only, so it never shadows the real framework on Apple platforms.
//
// Where the signatures come from, and which SDK: the iOS 18.1 SDK of Xcode 16.1
// (SwiftUI.swiftinterface and SwiftUICore.swiftinterface, `-target arm64e-apple-ios18.1`,
// user-module-version 6.1.19.2.102). Only what navgen's output and `navgen scaffold` use is here.
// - Read in that interface (a public copy of the SDK, xybp888/iOS-SDKs, iPhoneOS18.1.sdk):
//   the `popover(item:...)` pair (with `arrowEdge: Edge = .top`, and the iOS 18 one without it),
//   `PopoverAttachmentAnchor` (not `Sendable`).
// - Read in a re-implementation that follows the iOS 18 interface (OpenSwiftUI, 2026):
//   Binding's `init(get:set:)` with `@_inheritActorContext`, `tag(_:includeOptional:)`,
//   `LocalizedStringKey` without `Sendable`.
// - Read on Apple's documentation pages (later SDKs; only where the iOS 18.1 text was not found):
//   View, ViewModifier and body(content:), View.modifier(_:), ViewBuilder, Bindable,
//   NavigationStack.init(path:root:), navigationDestination(for:destination:), sheet and
//   fullScreenCover(item:...), Button's initializers, VStack.init; `tabItem` deprecated in a
//   later SDK (so soft-deprecated, `deprecated: 100000.0`, in iOS 18.1, as the issue says of
//   TabView.init(selection:content:) too: their deprecation messages were not found and are left out).
// - Not looked up, written from the SDK interface as known (check these first if a difference
//   turns up): Text, Image, Label, EmptyView, AnyView, TupleView, the underscored types, Edge,
//   Anchor, and the `@available` lines other than those above.
// Platform-specific `@available` attributes have no effect on Linux; they are kept for the reader.
// Underscored attributes that the interface carries are kept where they steer overload resolution.
// Each declaration's doc comment quotes Apple's and says where the stand-in differs.
//
// The bodies are placeholders. Nothing here lays out, renders or presents anything: primitive
// views have `Body == Never` and a `body` that traps, as Apple's do; containers and modifiers
// only keep their arguments (in `nonisolated(unsafe)` stored properties where a `nonisolated`
// initializer of a main-actor view fills them: Apple's storage is private, so this changes no
// API). The exception is state: `Binding` and `Bindable` really read and write
// through, so tests can check that a generated binding reaches the model.

// As on Apple platforms, `import SwiftUI` alone makes Foundation (`URL`, `UUID`, `Date`) and
// Observation (`@Observable`) available: scaffolded screens import SwiftUI and nothing else.
@_exported import Foundation
@_exported import Observation

// MARK: - View

/// Apple: `@MainActor @preconcurrency protocol View` (main-actor isolated since the iOS 18 SDK;
/// before it, only `body` was). A type that conforms in its own declaration inherits
/// `@MainActor @preconcurrency`; one that conforms in an extension stays nonisolated.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never

    public var body: Never { fatalError("Never has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

// MARK: - ViewBuilder

/// Apple: `@resultBuilder struct ViewBuilder`. Apple has `buildIf` rather than `buildOptional`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

/// Apple: `@frozen struct TupleView<T>: View`, `init(_ value: T)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: View {
    nonisolated(unsafe) public var value: T

    nonisolated public init(_ value: T) {
        self.value = value
    }

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

/// Apple: `@frozen struct _ConditionalContent<TrueContent, FalseContent>`, a `View` in an
/// extension when both are views. Its storage is internal in Apple's SDK too.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

/// Apple: `@frozen struct EmptyView: View`, `init()`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: View {
    nonisolated public init() {}

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

/// Apple: `@frozen struct AnyView: View`, `init<V>(_ view: V) where V: View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyView: View {
    nonisolated(unsafe) let storage: Any

    nonisolated public init<V>(_ view: V) where V: View {
        storage = view
    }

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

// MARK: - ViewModifier

/// Apple: `@MainActor @preconcurrency protocol ViewModifier`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body

    typealias Content = _ViewModifier_Content<Self>
}

/// Apple: `struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier`, a `View` in an
/// extension with `Body == Never`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ViewModifier_Content: View {
    public typealias Body = Never

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

/// Apple: `@frozen struct ModifiedContent<Content, Modifier>`, a `View` in an extension when
/// `Content: View, Modifier: ViewModifier`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Apple: `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The modifier behind the stand-in's built-in modifiers (`sheet`, `tag`, ...): it keeps what it
/// was given and draws nothing. Not Apple API; Apple's modifiers return their own private types
/// behind `some View`, as these do.
struct _StandInModifier<Payload>: ViewModifier {
    nonisolated(unsafe) let payload: Payload

    nonisolated init(_ payload: Payload) {
        self.payload = payload
    }

    func body(content: Content) -> Never { fatalError("SwiftUI stand-in: a primitive modifier has no body") }
}
