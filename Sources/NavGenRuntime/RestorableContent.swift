/// A graph's `ModalContent` when the graph's state can be restored (the graph's
/// `restoration`, on by default): its screens and flows are `Codable`, and it names the
/// selections of its tab and switch flows, which a `NavigationSnapshot` stores. A
/// restored modal flow's coordinator is built by `FlowContent.modalFlow(_:root:)`.
/// navgen generates the conformance:
///
/// ```swift
/// extension Recipes.ModalContent: NavGenRuntime.RestorableContent {
///     typealias Selection = Recipes.Selection
/// }
/// ```
public protocol RestorableContent: FlowContent where Screen: Codable, Flow: Codable {
    /// A selected tab or shown branch, with the flow it belongs to (`Never` in a graph
    /// with neither tabs nor switches).
    associatedtype Selection: Hashable & Sendable & Codable
}

/// Compiles only when `Parameter` is `Codable`. A generated file with `restoration`
/// calls it for each custom parameter type of its graph, so that a type that is not
/// says so by name: "global function 'restorationNeedsCodable' requires that
/// 'Address' conform to 'Decodable'". Make the type `Codable`, or write
/// `restoration: false` in the graph.
public func restorationNeedsCodable<Parameter: Codable>(_: Parameter.Type) {}
