import Foundation
import NavGenCore
import Testing

/// The catalog has every rule once: each rule file of `Validation/Rules/` is in the
/// list of `Validator`, `DeepLinkValidator` or `AppValidator` (which is how it joins
/// the catalog) and no id is described twice.
@Suite("Rule catalog")
struct RuleCatalogTests {
    static let rulesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/NavGenCore/Validation/Rules")

    @Test func everyRuleIDHasOneDescription() {
        let ids = RuleCatalog.descriptions.map(\.id.rawValue)
        #expect(Set(ids).count == ids.count, "described twice: \(Set(ids.filter { id in ids.filter { $0 == id }.count > 1 }).sorted())")
        #expect(RuleID.allCases.map(\.rawValue) == ids)
    }

    @Test func everyRuleFileRuns() throws {
        let running = Set(Validator.rules.map { "\(type(of: $0))" } + DeepLinkValidator.rules.map { "\(type(of: $0))" }
            + AppValidator.rules.map { "\(type(of: $0))" })
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder.path).filter { $0.hasSuffix(".swift") }
        let missing = files.map { String($0.dropLast(".swift".count)) }.filter { !running.contains($0) }
        #expect(missing.isEmpty, "rules not in Validator.rules, DeepLinkValidator.rules or AppValidator.rules: \(missing.sorted())")
    }
}
