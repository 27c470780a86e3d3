/// The property-list fragment an app needs for a graph's deep links: the
/// `CFBundleURLTypes` of its Info.plist (the custom schemes the graph routes) and the
/// `com.apple.developer.associated-domains` values of its entitlements
/// (`applinks:HOST` for each universal-link host), as one XML property list whose
/// comments say which file each key belongs in. A key with no value is left out.
public struct URLTypesPlist: Sendable {
    /// The `CFBundleURLName` of the URL type (the graph's name).
    public var name: String
    /// The schemes of the URL type, lower-case.
    public var schemes: [String]
    /// The hosts, written `applinks:HOST`.
    public var hosts: [String]

    public init(name: String, routing: AppRouting) {
        self.name = name
        schemes = routing.schemes.map(\.value)
        hosts = routing.hosts.map(\.value)
    }

    /// The XML property list, tab-indented as Xcode writes one.
    public var xml: String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<dict>",
        ]
        if !schemes.isEmpty {
            lines += [
                "\t<!-- Info.plist: the custom schemes the graph routes -->",
                "\t<key>\(AppDeclarations.urlTypesKey)</key>",
                "\t<array>",
                "\t\t<dict>",
                "\t\t\t<key>CFBundleTypeRole</key>",
                "\t\t\t<string>Viewer</string>",
                "\t\t\t<key>CFBundleURLName</key>",
                "\t\t\t<string>\(Self.escaped(name))</string>",
                "\t\t\t<key>\(AppDeclarations.urlSchemesKey)</key>",
                "\t\t\t<array>",
            ]
            lines += schemes.map { "\t\t\t\t<string>\(Self.escaped($0))</string>" }
            lines += ["\t\t\t</array>", "\t\t</dict>", "\t</array>"]
        }
        if !hosts.isEmpty {
            lines += [
                "\t<!-- The app's .entitlements: the hosts of its universal links -->",
                "\t<key>\(AppDeclarations.associatedDomainsKey)</key>",
                "\t<array>",
            ]
            lines += hosts.map { "\t\t<string>\(AssociatedDomain.service)\(Self.escaped($0))</string>" }
            lines.append("\t</array>")
        }
        lines += ["</dict>", "</plist>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with the characters XML reserves written as entities.
    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
