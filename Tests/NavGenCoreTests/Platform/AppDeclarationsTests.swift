import Foundation
import NavGenCore
import Testing

@Suite("App declarations read from property lists")
struct AppDeclarationsTests {
    static var info: [String: Any] {
        [
            "CFBundleIdentifier": "com.example.app",
            "CFBundleURLTypes": [
                ["CFBundleURLName": "com.example.app", "CFBundleURLSchemes": ["recipes", "Recipes-Beta"]],
                ["CFBundleURLName": "facebook", "CFBundleURLSchemes": ["fb123"]],
                ["CFBundleURLName": "document types only"],
            ],
        ]
    }

    static var entitlements: [String: Any] {
        [
            "com.apple.developer.associated-domains": ["applinks:example.com", "webcredentials:example.com", "applinks:*.example.com?mode=developer"],
            "aps-environment": "development",
        ]
    }

    private func bytes(_ plist: [String: Any], _ format: PropertyListSerialization.PropertyListFormat) throws -> [UInt8] {
        Array(try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0))
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func schemesAndDomainsWithTheirKeyPaths(format: PropertyListSerialization.PropertyListFormat) throws {
        let app = try AppDeclarations.read(infoPlist: "Info.plist", try bytes(Self.info, format),
                                           entitlements: "App.entitlements", try bytes(Self.entitlements, format))
        #expect(app.schemes == [
            .init("recipes", file: "Info.plist", keyPath: "CFBundleURLTypes[0].CFBundleURLSchemes[0]"),
            .init("Recipes-Beta", file: "Info.plist", keyPath: "CFBundleURLTypes[0].CFBundleURLSchemes[1]"),
            .init("fb123", file: "Info.plist", keyPath: "CFBundleURLTypes[1].CFBundleURLSchemes[0]"),
        ])
        // Services other than applinks are not universal links.
        #expect(app.domains == [
            .init("applinks:example.com", file: "App.entitlements", keyPath: "com.apple.developer.associated-domains[0]"),
            .init("applinks:*.example.com?mode=developer", file: "App.entitlements", keyPath: "com.apple.developer.associated-domains[2]"),
        ])
    }

    @Test func filesWithoutTheKeysDeclareNothing() throws {
        let app = try AppDeclarations.read(infoPlist: "Info.plist", try bytes(["CFBundleName": "App"], .binary),
                                           entitlements: "App.entitlements", try bytes([:], .xml))
        #expect(app.schemes.isEmpty && app.domains.isEmpty)
    }

    @Test func aFileThatIsNoPropertyListSaysWhich() throws {
        #expect(throws: AppDeclarations.ReadError.self) {
            try AppDeclarations.read(infoPlist: "Info.plist", Array("{ \"json\": true }".utf8), entitlements: "App.entitlements", try bytes([:], .xml))
        }
        let empty = try bytes([:], .xml)
        do {
            _ = try AppDeclarations.read(infoPlist: "Info.plist", empty, entitlements: "App.entitlements", Array("not a plist".utf8))
            Issue.record("read a file that is no property list")
        } catch {
            #expect(error.description.hasPrefix("App.entitlements: error: not an entitlements file"))
        }
    }

    @Test func aKeyOfTheWrongTypeIsNamedByItsKeyPath() throws {
        let info = try bytes(["CFBundleURLTypes": [["CFBundleURLSchemes": "recipes"]]], .xml), empty = try bytes([:], .xml)
        do {
            _ = try AppDeclarations.read(infoPlist: "Info.plist", info, entitlements: "App.entitlements", empty)
            Issue.record("read a scheme list that is a string")
        } catch {
            #expect(error.description.hasPrefix("Info.plist: error: CFBundleURLTypes[0].CFBundleURLSchemes is not what an Info.plist holds there"))
        }
    }
}
