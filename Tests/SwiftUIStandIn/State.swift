// Binding and Bindable. See SwiftUI.swift for what this module is. Unlike the views, these
// work: reading and writing a binding reaches the value it was made from.

import Foundation
import Observation

/// Where a binding reads and writes. Not Apple API (Apple's `Binding` keeps a private location
/// too); the closures run synchronously on the caller's thread.
final class _BindingLocation<Value>: @unchecked Sendable {
    let get: () -> Value
    let set: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
}

// MARK: - Binding

/// Apple: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`; not isolated.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let location: _BindingLocation<Value>

    init(location: _BindingLocation<Value>) {
        self.location = location
    }

    /// Apple (iOS 18.1 SDK, SwiftUICore): `@preconcurrency init(@_inheritActorContext get: @escaping
    /// @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any)
    /// @Sendable (Value) -> Void)`.
    ///
    /// `@_inheritActorContext` makes a closure literal take the isolation of the code that writes
    /// it: written in a `body` or another main-actor context, `{ model.value }` is a main-actor
    /// closure and may touch main-actor state. SwiftUI calls an isolated closure on its actor;
    /// this stand-in calls it synchronously and traps if that is not its actor.
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        let isolation = get.isolation
        // An `@isolated(any)` function can only be called with `await`. Its representation is that
        // of a plain function value (its isolation travels in its context), so the placeholder
        // calls it synchronously after checking that it runs on its own actor.
        let syncGet = unsafeBitCast(get, to: (@Sendable () -> Value).self)
        let syncSet = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
        self.init(location: _BindingLocation(
            get: {
                isolation?.preconditionIsolated("SwiftUI stand-in: a Binding read off its getter's actor")
                return syncGet()
            },
            set: { newValue in
                isolation?.preconditionIsolated("SwiftUI stand-in: a Binding written off its setter's actor")
                syncSet(newValue)
            }
        ))
    }

    /// Apple: `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    /// Apple: `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> {
        self
    }

    /// Apple: `init(projectedValue: Binding<Value>)`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Apple: `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let location = self.location
        return Binding<Subject>(location: _BindingLocation(
            get: { location.get()[keyPath: keyPath] },
            set: { newValue in
                var value = location.get()
                value[keyPath: keyPath] = newValue
                location.set(value)
            }
        ))
    }
}

/// Apple: `extension Binding: Sendable where Value: Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

/// Apple: `extension Binding: Identifiable where Value: Identifiable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

// MARK: - Bindable

/// Apple: `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`. Its usable initializers
/// are in an extension where `Value: AnyObject, Value: Observable`; the unconstrained ones are
/// unavailable with this message.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// Apple: `var wrappedValue: Value`.
    public var wrappedValue: Value

    /// Apple: `var projectedValue: Bindable<Value> { get }` (a `Bindable`, not a `Binding`:
    /// `$model.name` is this value's dynamic member `name`).
    public var projectedValue: Bindable<Value> {
        self
    }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) {
        self.wrappedValue = projectedValue.wrappedValue
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
    /// Apple: `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(location: _BindingLocation(
            get: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 }
        ))
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    /// Apple: `init(wrappedValue: Value)`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Apple: `init(_ wrappedValue: Value)`.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Apple: `init(projectedValue: Bindable<Value>)`.
    public init(projectedValue: Bindable<Value>) {
        self.wrappedValue = projectedValue.wrappedValue
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}
