/// The cases of a `switch` over a tab bar's tabs or a switch's branches, in their
/// order: the targets `isShared` picks share one case, placed where the first of them
/// is, with `shared` as its body; every other target has a case of its own.
///
/// ```swift
/// case .meat, .veggie:
///     return nil
/// case .settings:
///     return .settings
/// ```
enum TargetCases {
    static func make<Target>(_ targets: [Target], caseName: (Target) -> String, isShared: (Target) -> Bool,
                             shared: [SwiftStatement], own: (Target) -> [SwiftStatement]) -> [(pattern: String, body: [SwiftStatement])] {
        var cases: [(pattern: String, body: [SwiftStatement])] = [], sharedCase: Int?
        for target in targets {
            let pattern = "." + caseName(target)
            guard isShared(target) else {
                cases.append((pattern, own(target)))
                continue
            }
            if let sharedCase {
                cases[sharedCase].pattern += ", " + pattern
            } else {
                sharedCase = cases.count
                cases.append((pattern, shared))
            }
        }
        return cases
    }
}
