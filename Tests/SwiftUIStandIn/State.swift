// Binding, Bindable and State. See SwiftUI.swift for what this module is. Unlike the views,
// these work: reading and writing a binding reaches the value it was made from.

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

    /// Apple (iOS 18 SDK): `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`.
    ///
    /// The closures are `@Sendable`, so a closure literal is nonisolated unless it says otherwise:
    /// one that touches main-actor state must be written `{ @MainActor in ... }` (`@preconcurrency`
    /// turns the error into a warning). SwiftUI calls an isolated closure on its actor; this
    /// stand-in calls it synchronously and traps if that is not its actor.
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
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

    /// Apple: `static func constant(_ value: Value) -> Binding<Value>`.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: _BindingLocation(get: { value }, set: { _ in }))
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

// MARK: - State

/// Apple: `protocol DynamicProperty`, with a default `update()`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    public mutating func update() {}
}

/// Apple: `@frozen @propertyWrapper struct State<Value>: DynamicProperty`. The stand-in keeps the
/// value in a box made when the property is initialized (SwiftUI ties it to the view's identity).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    final class Box {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    let box: Box

    /// Apple: `init(wrappedValue value: Value)`.
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// Apple: `init(initialValue value: Value)`.
    public init(initialValue value: Value) {
        box = Box(value)
    }

    /// Apple: `var wrappedValue: Value { get nonmutating set }`.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// Apple: `var projectedValue: Binding<Value> { get }`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(location: _BindingLocation(get: { box.value }, set: { box.value = $0 }))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Apple: `init()`.
    public init() {
        self.init(wrappedValue: nil)
    }
}
