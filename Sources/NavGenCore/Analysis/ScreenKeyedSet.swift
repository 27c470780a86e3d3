/// A set of values that each belong to one screen, for the placement walk.
///
/// Most screens have one placement and one owner, so each screen's first value
/// sits in an array slot and is compared, not hashed; only a screen's further
/// values go into a `Set`. Hashing every value was most of the walk's cost.
struct ScreenKeyedSet<Element: Hashable> {
    private var firsts: [Element?]
    private var others: Set<Element> = []

    /// An empty set for screens numbered `0..<screenCount`.
    init(screenCount: Int) {
        firsts = Array(repeating: nil, count: screenCount)
    }

    /// Adds `element`, which belongs to the screen numbered `screen`; returns
    /// whether it was new.
    mutating func insert(_ element: Element, screen: Int) -> Bool {
        guard let first = firsts[screen] else {
            firsts[screen] = element
            return true
        }
        return first != element && others.insert(element).inserted
    }
}
