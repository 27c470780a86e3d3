/// The finished children of every open collection, one stretch per collection in
/// document order; a mapping's stretch alternates keys and values.
///
/// A collection that closes moves its stretch out into an array of exactly its
/// count, with no retain or release per node (`Array(openPairs[start...])` and
/// `removeSubrange` copy every node, then destroy the originals). Noncopyable, so
/// the buffer has one owner and needs no reference count or exclusivity check,
/// which a class would add to every append.
struct OpenNodes: ~Copyable {
    private var base: UnsafeMutablePointer<YAMLNode>
    private var capacity: Int
    /// The number of nodes in every open stretch together.
    private(set) var count = 0

    init() {
        capacity = 256
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds a finished node to the innermost stretch.
    mutating func append(_ node: consuming YAMLNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// Whether the node at `index` is a scalar with this text, read in place.
    func isScalar(_ text: String, at index: Int) -> Bool {
        if case .scalar(let other, _) = base[index].content { return other == text }
        return false
    }

    /// The text of the node at `index` when it is a scalar.
    func scalarText(at index: Int) -> String? {
        if case .scalar(let text, _) = base[index].content { return text }
        return nil
    }

    /// A copy of the node at `index`.
    func node(at index: Int) -> YAMLNode { base[index] }

    /// The location of the node at `index`.
    func location(at index: Int) -> SourceLocation { base[index].location }

    /// Removes the nodes from `start` on, as a sequence's items.
    mutating func moveItems(from start: Int) -> [YAMLNode] {
        var items: [YAMLNode] = []
        items.reserveCapacity(count - start)
        for index in start..<count { items.append((base + index).move()) }
        count = start
        return items
    }

    /// Removes the nodes from `start` on, as a mapping's keys and values in turn.
    mutating func movePairs(from start: Int) -> [YAMLNode.Pair] {
        var pairs: [YAMLNode.Pair] = []
        pairs.reserveCapacity((count - start) / 2)
        for index in stride(from: start, to: count, by: 2) {
            pairs.append(YAMLNode.Pair(key: (base + index).move(), value: (base + index + 1).move()))
        }
        count = start
        return pairs
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<YAMLNode>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
