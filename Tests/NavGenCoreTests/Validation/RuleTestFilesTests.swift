import Foundation
import NavGenCore
import Testing

/// The rules this part of navgen reports; URL and deep-link rules are tested with
/// the deep-link stage.
let frontHalfRules = RuleID.allCases.filter { !$0.rawValue.hasPrefix("url-") && !$0.rawValue.hasPrefix("deeplink-") }

@Suite("Rule test files")
struct RuleTestFilesTests {
    /// `yaml-syntax` → `YAMLSyntaxTests.swift`, `flow-cycle` → `FlowCycleTests.swift`.
    static func testFileName(for rule: RuleID) -> String {
        let words = rule.rawValue.split(separator: "-").map { word in
            word == "yaml" ? "YAML" : word.prefix(1).uppercased() + word.dropFirst()
        }
        return words.joined() + "Tests.swift"
    }

    @Test(arguments: frontHalfRules)
    func everyRuleHasATestFileNamedAfterIt(rule: RuleID) {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let file = folder.appendingPathComponent(Self.testFileName(for: rule))
        #expect(FileManager.default.fileExists(atPath: file.path), "missing \(file.lastPathComponent) for [\(rule.rawValue)]")
    }

    @Test func everyRuleTestFileNamesARule() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let expected = Set(frontHalfRules.map(Self.testFileName(for:)))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("Tests.swift") && $0 != "RuleTestFilesTests.swift" }
        #expect(Set(files).subtracting(expected).isEmpty, "test files that name no rule: \(Set(files).subtracting(expected).sorted())")
    }
}
