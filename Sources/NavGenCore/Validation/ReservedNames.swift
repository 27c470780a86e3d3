/// A few reserved names, looked up by UTF-8 length first.
///
/// Most names a graph uses have a length no reserved name has, so they are ruled
/// out by one comparison instead of a hash; the rest are compared with the one or
/// two reserved names of their length.
struct ReservedNames: Sendable {
    /// The names, by UTF-8 length.
    private let byLength: [[String]]

    init(_ names: Set<String>) {
        var byLength = Array(repeating: [String](), count: (names.map(\.utf8.count).max() ?? -1) + 1)
        for name in names { byLength[name.utf8.count].append(name) }
        self.byLength = byLength
    }

    func contains(_ name: String) -> Bool {
        let length = name.utf8.count
        return length < byLength.count && byLength[length].contains(name)
    }
}
