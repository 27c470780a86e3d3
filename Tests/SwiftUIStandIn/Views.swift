// Text, Label, Image, Button and VStack. See SwiftUI.swift for what this module is.
// Each type keeps its arguments and draws nothing.

import Foundation

// MARK: - Text

/// Apple: `@frozen struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation`, not
/// `Sendable` in the iOS 18.1 SDK. Its interpolation is cut down: strings, `Text`, and the integer and floating-point types
/// (Apple's `_FormatSpecifiable`); Apple's also takes formatters, `Date`, `Image` and more.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
        }

        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            key += "%lld"
        }

        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
        }
    }
}

/// Apple: `protocol _FormatSpecifiable: Equatable` (its requirements are left out here).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

/// Apple: `@frozen struct Text: Equatable, Sendable`, a `View` in an extension (so nonisolated).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: Equatable, Sendable {
    let content: String

    /// Apple: `init(verbatim content: String)`.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Apple: `@_disfavoredOverload init<S>(_ content: S) where S: StringProtocol`.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        self.content = String(content)
    }

    /// Apple: `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.key
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

// MARK: - Image and Label

/// Apple: `@frozen struct Image: Equatable, Sendable`, a `View` in an extension.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: Equatable, Sendable {
    let name: String

    /// Apple: `init(systemName: String)`.
    public init(systemName: String) {
        name = systemName
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    public typealias Body = Never

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

/// Apple: `struct Label<Title, Icon>: View where Title: View, Icon: View`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    nonisolated(unsafe) let title: Title
    nonisolated(unsafe) let icon: Icon

    /// Apple: `init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)`.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    /// Apple: `init(_ titleKey: LocalizedStringKey, systemImage name: String)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Apple: `@_disfavoredOverload init<S>(_ title: S, systemImage name: String) where S: StringProtocol`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

// MARK: - Button

/// Apple: `struct Button<Label>: View where Label: View`. Its actions are `@MainActor` since the
/// iOS 18 SDK.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label>: View where Label: View {
    let action: @MainActor () -> Void
    nonisolated(unsafe) let label: Label

    /// Apple: `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`.
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    /// Apple: `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`.
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action, label: { Text(titleKey) })
    }

    /// Apple: `@_disfavoredOverload @preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol`.
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action, label: { Text(title) })
    }
}

// MARK: - VStack

/// Apple: `@frozen struct HorizontalAlignment: Equatable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String

    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Apple: `@frozen struct VStack<Content>: View where Content: View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VStack<Content>: View where Content: View {
    nonisolated(unsafe) let content: Content

    /// Apple: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`.
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("SwiftUI stand-in: a primitive view has no body") }
}
