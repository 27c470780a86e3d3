#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The URL schemes an app's Info.plist declares and the universal-link domains its
/// entitlements declare, each with the file and key path that declares it.
///
/// Read from XML or binary property lists with Foundation's `PropertyListDecoder`
/// (FoundationEssentials on Linux, so navgen still links no full Foundation).
public struct AppDeclarations: Sendable, Hashable {
    /// One declared value and where: `Info.plist`, `CFBundleURLTypes[0].CFBundleURLSchemes[1]`.
    public struct Entry: Sendable, Hashable {
        public var value: String
        public var file: String
        public var keyPath: String

        public init(_ value: String, file: String, keyPath: String) {
            self.value = value
            self.file = file
            self.keyPath = keyPath
        }
    }

    /// The key of the Info.plist that declares URL types.
    public static let urlTypesKey = "CFBundleURLTypes"
    /// The key of a URL type that lists its schemes.
    public static let urlSchemesKey = "CFBundleURLSchemes"
    /// The entitlement that lists associated domains.
    public static let associatedDomainsKey = "com.apple.developer.associated-domains"

    /// The schemes of every `CFBundleURLTypes` entry, in order.
    public var schemes: [Entry]
    /// The `applinks:` values of the associated-domains entitlement, in order.
    public var domains: [Entry]
    /// The files they were read from, as the user named them.
    public var infoPlist: String
    public var entitlements: String

    public init(schemes: [Entry], domains: [Entry], infoPlist: String, entitlements: String) {
        self.schemes = schemes
        self.domains = domains
        self.infoPlist = infoPlist
        self.entitlements = entitlements
    }

    /// An app with one URL type of `schemes` and the entitlement values `domains` (of
    /// which `read` keeps the `applinks:` ones), as `read` would find them in
    /// `infoPlist` and `entitlements`.
    public init(schemes: [String], domains: [String], infoPlist: String = "Info.plist", entitlements: String = "App.entitlements") {
        self.init(
            schemes: schemes.enumerated().map { Entry($1, file: infoPlist, keyPath: "\(Self.urlTypesKey)[0].\(Self.urlSchemesKey)[\($0)]") },
            domains: domains.enumerated().compactMap { index, value in
                AssociatedDomain(entitlement: value) == nil ? nil : Entry(value, file: entitlements, keyPath: "\(Self.associatedDomainsKey)[\(index)]")
            },
            infoPlist: infoPlist, entitlements: entitlements)
    }

    /// Why a property list could not be read: `file` and what is wrong with it.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var reason: String
        public var description: String { "\(file): error: \(reason)" }
    }

    /// The declarations of an Info.plist and an entitlements file (XML or binary).
    public static func read(infoPlist: String, _ infoBytes: [UInt8], entitlements: String, _ entitlementBytes: [UInt8]) throws(ReadError) -> AppDeclarations {
        let info: InfoPlist = try decode(infoBytes, file: infoPlist, as: "an Info.plist")
        let entitled: Entitlements = try decode(entitlementBytes, file: entitlements, as: "an entitlements file")
        var schemes: [Entry] = []
        for (typeIndex, type) in (info.urlTypes ?? []).enumerated() {
            for (schemeIndex, scheme) in (type.schemes ?? []).enumerated() {
                schemes.append(Entry(scheme, file: infoPlist, keyPath: "\(urlTypesKey)[\(typeIndex)].\(urlSchemesKey)[\(schemeIndex)]"))
            }
        }
        let domains = (entitled.domains ?? []).enumerated().compactMap { index, value in
            AssociatedDomain(entitlement: value) == nil ? nil : Entry(value, file: entitlements, keyPath: "\(associatedDomainsKey)[\(index)]")
        }
        return AppDeclarations(schemes: schemes, domains: domains, infoPlist: infoPlist, entitlements: entitlements)
    }

    private static func decode<Value: Decodable>(_ bytes: [UInt8], file: String, as what: String) throws(ReadError) -> Value {
        do {
            return try PropertyListDecoder().decode(Value.self, from: Data(bytes))
        } catch let DecodingError.typeMismatch(_, context) where !context.codingPath.isEmpty {
            throw ReadError(file: file, reason: "\(keyPath(context.codingPath)) is not what \(what) holds there (\(context.debugDescription))")
        } catch {
            throw ReadError(file: file, reason: "not \(what): not an XML or binary property list whose top level is a dictionary")
        }
    }

    /// `CFBundleURLTypes[0].CFBundleURLSchemes`.
    private static func keyPath(_ path: [any CodingKey]) -> String {
        path.reduce("") { text, key in
            key.intValue.map { "\(text)[\($0)]" } ?? (text.isEmpty ? key.stringValue : "\(text).\(key.stringValue)")
        }
    }

    /// The part of an Info.plist that declares URL schemes.
    private struct InfoPlist: Decodable {
        struct URLType: Decodable {
            var schemes: [String]?
            enum CodingKeys: String, CodingKey { case schemes = "CFBundleURLSchemes" }
        }

        var urlTypes: [URLType]?
        enum CodingKeys: String, CodingKey { case urlTypes = "CFBundleURLTypes" }
    }

    /// The part of an entitlements file that declares associated domains.
    private struct Entitlements: Decodable {
        var domains: [String]?
        enum CodingKeys: String, CodingKey { case domains = "com.apple.developer.associated-domains" }
    }
}
