/// An `applinks:` entry of the `com.apple.developer.associated-domains` entitlement:
/// `applinks:example.com`, `applinks:*.example.com`, optionally with a port or a
/// `?mode=developer` suffix.
///
/// Apple's "Supporting associated domains": a `*.` prefix matches every subdomain of
/// the domain, and not the domain itself (`*.example.com` does not cover
/// `example.com`).
public struct AssociatedDomain: Sendable, Hashable {
    /// The service prefix of universal links.
    public static let service = "applinks:"

    /// The host, lower-case, without `*.`, port or mode.
    public var host: String
    /// Whether the entry is `*.HOST`: it covers the subdomains of `host`.
    public var coversSubdomains: Bool

    /// The domain of an entitlement value, `nil` for another service
    /// (`webcredentials:`) or an `applinks:` value with no host.
    public init?(entitlement value: String) {
        guard value.lowercased().hasPrefix(Self.service) else { return nil }
        var host = Substring(value.dropFirst(Self.service.count).lowercased())
        if let mode = host.firstIndex(of: "?") { host = host[..<mode] }
        if let port = host.firstIndex(of: ":") { host = host[..<port] }
        coversSubdomains = host.hasPrefix("*.")
        if coversSubdomains { host = host.dropFirst(2) }
        guard !host.isEmpty else { return nil }
        self.host = String(host)
    }

    /// Whether an `https` URL of `host` (lower-case) is associated through this entry.
    public func covers(_ host: String) -> Bool {
        coversSubdomains ? host.hasSuffix("." + self.host) : host == self.host
    }
}
