import Foundation
import NavGenCore
import Testing

@Suite("URL types and associated domains property list")
struct URLTypesPlistTests {
    private func plist(_ graph: String) throws -> String {
        let analysis = Pipeline.analyze(file: "graph.nav.yaml", bytes: Array(graph.utf8))
        let table = try #require(analysis.deepLinks)
        let context = try #require(analysis.analyzed)
        return URLTypesPlist(name: context.index.graph.name.value, routing: AppRouting(graph: context.index.graph, table: table)).xml
    }

    @Test func roundTripsThroughPropertyListSerialization() throws {
        let xml = try plist("""
            navgen: 1
            name: Shop
            root: Home
            urls:
              schemes: [shop, Shop-Beta]
              hosts: [shop.example.com, www.shop.example.com]
            screens:
              Home:
                url: /
            """)
        var format = PropertyListSerialization.PropertyListFormat.binary
        let read = try #require(try PropertyListSerialization.propertyList(from: Data(xml.utf8), options: [], format: &format) as? [String: Any])
        #expect(format == .xml)
        let types = try #require(read["CFBundleURLTypes"] as? [[String: Any]])
        #expect(types.count == 1)
        #expect(types[0]["CFBundleURLSchemes"] as? [String] == ["shop", "shop-beta"])
        #expect(types[0]["CFBundleURLName"] as? String == "Shop")
        #expect(types[0]["CFBundleTypeRole"] as? String == "Viewer")
        #expect(read["com.apple.developer.associated-domains"] as? [String] == ["applinks:shop.example.com", "applinks:www.shop.example.com"])
        // Written again by Foundation as a binary plist, navgen reads back the same declarations.
        let binary = try PropertyListSerialization.data(fromPropertyList: read, format: .binary, options: 0)
        let app = try AppDeclarations.read(infoPlist: "Info.plist", Array(binary), entitlements: "App.entitlements", Array(binary))
        #expect(app.schemes.map(\.value) == ["shop", "shop-beta"])
        #expect(app.domains.map(\.value) == ["applinks:shop.example.com", "applinks:www.shop.example.com"])
    }

    @Test func aGraphWithoutHostsHasNoEntitlementKey() throws {
        let xml = try plist("""
            navgen: 1
            name: Todo
            root: Home
            urls:
              schemes: [todo]
            screens:
              Home:
                url: /
            """)
        #expect(!xml.contains("associated-domains"))
        #expect(xml.contains("\t\t\t\t<string>todo</string>\n"))
    }
}
