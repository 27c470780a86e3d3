// App, Scene, SceneBuilder and WindowGroup. See SwiftUI.swift for what this module is.

import Foundation

/// Apple: `@MainActor @preconcurrency protocol App`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene

    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    @MainActor @preconcurrency
    init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    /// Apple: `@MainActor @preconcurrency static func main()`. There is no app to run here.
    @MainActor @preconcurrency
    public static func main() {
        fatalError("SwiftUI stand-in: no app can run on it")
    }
}

/// Apple: `@MainActor @preconcurrency protocol Scene`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene

    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// Apple: `@resultBuilder struct SceneBuilder`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    /// Apple: `static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content: Scene`.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content: Scene {
        _TupleScene((repeat each content))
    }
}

/// The scene behind `SceneBuilder.buildBlock`'s `some Scene`. Apple's is internal too.
struct _TupleScene<T> {
    let value: T

    init(_ value: T) {
        self.value = value
    }
}

extension _TupleScene: Scene {
    var body: Never { fatalError("SwiftUI stand-in: a primitive scene has no body") }
}

/// Apple: `struct WindowGroup<Content>: Scene where Content: View`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content>: Scene where Content: View {
    let content: Content

    /// Apple: `init(@ViewBuilder content: () -> Content)`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("SwiftUI stand-in: a primitive scene has no body") }
}
