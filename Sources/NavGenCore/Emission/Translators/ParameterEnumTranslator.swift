/// The enum of each enum parameter (1.1 F.7), in the namespace beside `Screen`:
///
/// ```swift
/// /// The values of `AddItem`'s parameter `kind`.
/// nonisolated enum AddItemKind: Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
///     case totp
///     case twoFactor = "two-factor"
/// }
/// ```
///
/// A case's raw value is its text, written out only where the case name differs.
struct ParameterEnumTranslator {
    let plan: EmissionPlan

    /// The enums, screen by screen in file order, each screen's parameters in order.
    func declarations() -> [SwiftDeclaration] {
        var enums: [SwiftDeclaration] = []
        // A feature's screens' enums are the feature module's.
        for screen in plan.graph.screens where !EmissionPlan.isImported(screen.name.value) {
            for param in screen.params {
                guard let choices = param.type.choices else { continue }
                let cases = choices.map { text -> SwiftDeclaration in
                    let name = NamingRules.enumCase(text)
                    return name == text ? .enumCase(name: SwiftNames.escaped(name), parameters: [], doc: [])
                        : .rawValueCase(name: SwiftNames.escaped(name), rawValue: text)
                }
                enums.append(.type(SwiftType(
                    doc: ["The values of `\(screen.name.value)`'s parameter `\(param.name.value)`."],
                    access: plan.access, modifiers: ["nonisolated"], kind: .enum,
                    name: screen.name.value + NamingRules.upperFirst(param.name.value),
                    conformances: [SDKNames.name(of: .string), SDKNames.hashable, SDKNames.sendable, SDKNames.caseIterable] + plan.restorationConformances,
                    members: cases
                )))
            }
        }
        return enums
    }
}
