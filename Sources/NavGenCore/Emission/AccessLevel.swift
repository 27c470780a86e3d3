/// A Swift access level and its keyword: what `navgen compile --access` and
/// `navgen.json`'s `access` choose for the generated declarations (`generated`), and
/// what the emitter writes on every declaration (`internal` is written as nothing).
public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`, `package`, `internal`, `private`, `fileprivate`

    /// The levels the generated file's API may have, in the order messages list them.
    public static let generated: [AccessLevel] = [.public, .package, .internal]

    /// The keyword with a trailing space, or nothing for `internal`.
    var prefix: String {
        switch self {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        case .private: "private "
        case .fileprivate: "fileprivate "
        }
    }
}
