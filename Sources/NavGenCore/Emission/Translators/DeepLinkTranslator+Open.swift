/// `OpenResult` and `OpenMode`, the runtime's, named in the namespace like `DeepLink`.
/// The root coordinator's `open(_:mode:)`, for a URL and for a resolved link, is
/// NavGenRuntime's (`NavigationEventRoot`), as is the `apply(_:)` it calls.
extension DeepLinkTranslator {
    /// `typealias OpenResult` and `typealias OpenMode`.
    func openTypes() -> [SwiftDeclaration] {
        [
            .typeAlias(name: "OpenResult", type: "NavGenRuntime.OpenResult", access: plan.access,
                       doc: ["What `open(_:mode:)` did with a deep link: `opened`, `deferred`, `refused` or `unmatched`."]),
            .typeAlias(name: "OpenMode", type: "NavGenRuntime.OpenMode", access: plan.access,
                       doc: ["How `open(_:mode:)` applies a deep link: `reset` or `preserve`."]),
        ]
    }
}
