import Foundation
import Testing

/// `navgen export aasa`, `navgen export url-types` and `navgen check-app` on the example
/// graphs, with property lists written by Foundation in both formats.
@Suite("navgen export and check-app")
struct PlatformCommandTests {
    private let shop = "graphs/shop.nav.yaml"

    /// A scratch folder, removed after the test.
    private func withScratch(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func write(_ plist: [String: Any], _ format: PropertyListSerialization.PropertyListFormat, to url: URL) throws {
        try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0).write(to: url)
    }

    @Test func aasaOfAHostIsOneFileOfItsComponents() throws {
        let run = try NavGenBinary.run(["export", "aasa", shop, "--app-id", "ABCDE12345.com.example.shop", "--host", "shop.example.com"],
                                       in: NavGenBinary.packageRoot)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        #expect(details.first?["appIDs"] as? [String] == ["ABCDE12345.com.example.shop"])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        let paths = components.compactMap { $0["/"] as? String }
        #expect(paths.contains("/products/deals"))
        #expect(paths.contains("/orders/*"))
        #expect(paths.contains("/checkout/shipping"))
        #expect(components.allSatisfy { Set($0.keys).isSubset(of: ["/", "?", "#", "exclude", "comment"]) })
    }

    @Test func aasaForOneHostGoesToTheOutputFile() throws {
        try withScratch { folder in
            let output = folder.appendingPathComponent("site/apple-app-site-association")
            let run = try NavGenBinary.run(["export", "aasa", shop, "--app-id", "ABCDE12345.com.example.shop", "--host", "www.shop.example.com", "--output", output.path], in: NavGenBinary.packageRoot)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            let written = try Data(contentsOf: output)
            #expect(try JSONSerialization.jsonObject(with: written) is [String: Any])
        }
    }

    @Test func aasaForSeveralHostsIsOneFilePerHostInTheOutputDirectory() throws {
        try withScratch { folder in
            let arguments = ["export", "aasa", shop, "--app-id", "ABCDE12345.com.example.shop", "--host", "shop.example.com", "--host", "WWW.shop.example.com"]
            let run = try NavGenBinary.run(arguments + ["-o", folder.path], in: NavGenBinary.packageRoot)
            #expect(run.status == 0, "\(run.stderr)")
            for host in ["shop.example.com", "www.shop.example.com"] {
                let file = folder.appendingPathComponent("\(host)/apple-app-site-association")
                #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) is [String: Any], "\(host)")
            }
            let toStandardOutput = try NavGenBinary.run(arguments, in: NavGenBinary.packageRoot)
            #expect(toStandardOutput.status == 1)
            #expect(toStandardOutput.stderr.contains("one file per host (shop.example.com, www.shop.example.com) needs --output DIRECTORY"))
            // Without --host: the hosts of 'urls' and that of the pattern 'https://deals.shop.example.com/**'.
            let allHosts = try NavGenBinary.run(["export", "aasa", shop, "--app-id", "ABCDE12345.com.example.shop"], in: NavGenBinary.packageRoot)
            #expect(allHosts.status == 1)
            #expect(allHosts.stderr.contains("one file per host (shop.example.com, www.shop.example.com, deals.shop.example.com) needs --output DIRECTORY"))
        }
    }

    @Test func aGraphThatListsNoHostWritesTheFileForAnyHostAndOneWithoutUniversalLinksFails() throws {
        let todo = try NavGenBinary.run(["export", "aasa", "graphs/todo.nav.yaml", "--app-id", "ABCDE12345.com.example.todo"], in: NavGenBinary.packageRoot)
        #expect(todo.status == 0, "\(todo.stderr)")
        #expect(todo.stdout.contains("\"/\": \"/todos/*\""))
        try withScratch { folder in
            let graph = folder.appendingPathComponent("app.nav.yaml")
            try Data("navgen: 1\nname: App\nroot: Home\nurls: { schemes: [app] }\nscreens:\n  Home: {}\n".utf8).write(to: graph)
            let run = try NavGenBinary.run(["export", "aasa", graph.path, "--app-id", "ABCDE12345.com.example.app"])
            #expect(run.status == 1)
            #expect(run.stderr.contains("error: the graph routes no universal link: 'urls' lists schemes and no host, and no pattern starts with 'https://'"))
        }
    }

    @Test func aasaRefusesAHostTheGraphDoesNotRouteAndAMalformedAppID() throws {
        let host = try NavGenBinary.run(["export", "aasa", shop, "--app-id", "ABCDE12345.com.example.shop", "--host", "evil.example.com"], in: NavGenBinary.packageRoot)
        #expect(host.status == 1)
        #expect(host.stderr.contains("graphs/shop.nav.yaml: error: the graph routes no universal link of 'evil.example.com'; its hosts are 'shop.example.com', 'www.shop.example.com'"))
        let appID = try NavGenBinary.run(["export", "aasa", shop, "--app-id", "com.example.shop"], in: NavGenBinary.packageRoot)
        #expect(appID.status != 0)
        #expect(appID.stderr.contains("'com.example.shop' is not an app ID"))
    }

    @Test func urlTypesIsAPropertyListFoundationReads() throws {
        let run = try NavGenBinary.run(["export", "url-types", shop], in: NavGenBinary.packageRoot)
        #expect(run.status == 0, "\(run.stderr)")
        let plist = try #require(try PropertyListSerialization.propertyList(from: Data(run.stdout.utf8), format: nil) as? [String: Any])
        let types = try #require(plist["CFBundleURLTypes"] as? [[String: Any]])
        #expect(types.first?["CFBundleURLSchemes"] as? [String] == ["shop"])
        #expect(plist["com.apple.developer.associated-domains"] as? [String] == ["applinks:shop.example.com", "applinks:www.shop.example.com", "applinks:deals.shop.example.com"])
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func checkAppPassesForTheFilesExportWrote(format: PropertyListSerialization.PropertyListFormat) throws {
        try withScratch { folder in
            let exported = try NavGenBinary.run(["export", "url-types", shop], in: NavGenBinary.packageRoot)
            let plist = try #require(try PropertyListSerialization.propertyList(from: Data(exported.stdout.utf8), format: nil) as? [String: Any])
            let info = folder.appendingPathComponent("Info.plist"), entitlements = folder.appendingPathComponent("Shop.entitlements")
            try write(["CFBundleName": "Shop", "CFBundleURLTypes": plist["CFBundleURLTypes"]!], format, to: info)
            try write(["com.apple.developer.associated-domains": plist["com.apple.developer.associated-domains"]!], format, to: entitlements)
            let run = try NavGenBinary.run(["check-app", shop, "--info-plist", info.path, "--entitlements", entitlements.path], in: NavGenBinary.packageRoot)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
        }
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func checkAppFindsBothDirectionsOfMismatchAtTheGraph(format: PropertyListSerialization.PropertyListFormat) throws {
        try withScratch { folder in
            let info = folder.appendingPathComponent("Info.plist"), entitlements = folder.appendingPathComponent("Shop.entitlements")
            try write(["CFBundleURLTypes": [["CFBundleURLSchemes": ["shop"]], ["CFBundleURLSchemes": ["fb123"]]]], format, to: info)
            try write(["com.apple.developer.associated-domains": ["applinks:shop.example.com", "applinks:old.shop.example.com"]], format, to: entitlements)
            let run = try NavGenBinary.run(["check-app", shop, "--info-plist", info.path, "--entitlements", entitlements.path], in: NavGenBinary.packageRoot)
            #expect(run.status == 1)
            let lines = run.stderr.split(separator: "\n").map(String.init)
            // urls is at line 26; its hosts list www.shop.example.com at 28:29; Deals' pattern
            // 'https://deals.shop.example.com/**' is at 65:9.
            #expect(lines.contains { $0.hasPrefix("graphs/shop.nav.yaml:26:1: error: the app declares the URL scheme 'fb123'") && $0.hasSuffix("[app-scheme-unrouted]") })
            #expect(lines.contains("\(info.path):1:1: note: declared at CFBundleURLTypes[1].CFBundleURLSchemes[0]"))
            #expect(lines.contains { $0.hasPrefix("graphs/shop.nav.yaml:28:29: error: the graph routes universal links of 'www.shop.example.com'") && $0.hasSuffix("[app-domain-undeclared]") })
            #expect(lines.contains { $0.hasPrefix("graphs/shop.nav.yaml:65:9: error: the graph routes universal links of 'deals.shop.example.com'") && $0.hasSuffix("[app-domain-undeclared]") })
            #expect(lines.contains { $0.hasPrefix("graphs/shop.nav.yaml:26:1: error: the app associates 'applinks:old.shop.example.com'") && $0.hasSuffix("[app-domain-unrouted]") })
            #expect(lines.contains("\(entitlements.path):1:1: note: declared at com.apple.developer.associated-domains[1]"))
            #expect(!run.stderr.contains("[app-scheme-undeclared]"))
        }
    }

    @Test func checkAppSaysWhichFileIsNoPropertyList() throws {
        try withScratch { folder in
            let info = folder.appendingPathComponent("Info.plist"), entitlements = folder.appendingPathComponent("App.entitlements")
            try Data("not a plist".utf8).write(to: info)
            try write([:], .xml, to: entitlements)
            let run = try NavGenBinary.run(["check-app", shop, "--info-plist", info.path, "--entitlements", entitlements.path], in: NavGenBinary.packageRoot)
            #expect(run.status == 1)
            #expect(run.stderr.contains("\(info.path): error: not an Info.plist"))
            let missing = try NavGenBinary.run(["check-app", shop, "--info-plist", folder.appendingPathComponent("none.plist").path, "--entitlements", entitlements.path], in: NavGenBinary.packageRoot)
            #expect(missing.status == 1)
            #expect(missing.stderr.contains("none.plist: error: cannot read the Info.plist: no such file"))
        }
    }
}
