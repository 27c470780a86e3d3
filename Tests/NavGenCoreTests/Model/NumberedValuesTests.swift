@testable import NavGenCore
import Testing

@Suite("Values numbered through a caller's hash")
struct NumberedValuesTests {
    static func hash(of numbers: [Int32]) -> UInt64 {
        var mixer = NumberMixer()
        for number in numbers { mixer.combine(number) }
        return mixer.hash
    }

    /// Lists of numbers as the step spelling makes them: short, sorted, many sharing
    /// prefixes, the empty one among them, and some met again.
    static let lists: [[Int32]] = (0..<2_000).map { seed in
        (0..<(seed % 6)).map { Int32($0 * 7 + seed / 6) }
    } + [[], [0], [Int32.max], [Int32.min, -1, 0], [0, 1], [1, 0]]

    @Test("numbers every value as a dictionary of first positions does, across the table's growth")
    func numbersLikeADictionary() {
        var numbered = NumberedValues<[Int32]>(expected: 4)
        var reference: [[Int32]: Int] = [:]
        for list in Self.lists {
            let expected = reference[list]
            #expect(numbered.number(of: list, hash: Self.hash(of: list)) == expected)
            let (number, isNew) = numbered.add(list, hash: Self.hash(of: list))
            #expect(isNew == (expected == nil))
            if let expected { #expect(number == expected) } else { reference[list] = number }
        }
        #expect(numbered.values.count == reference.count)
        for (list, number) in reference {
            #expect(numbered.values[number] == list)
            #expect(numbered.number(of: list, hash: Self.hash(of: list)) == number)
        }
    }

    @Test("values whose hashes collide are told apart by equality")
    func collidingHashes() {
        var numbered = NumberedValues<[Int32]>(expected: 16)
        let lists: [[Int32]] = [[1], [2], [3], [1, 2], []]
        for (position, list) in lists.enumerated() {
            #expect(numbered.add(list, hash: 42) == (position, true))
        }
        for (position, list) in lists.enumerated() {
            #expect(numbered.number(of: list, hash: 42) == position)
            #expect(numbered.add(list, hash: 42) == (position, false))
        }
        #expect(numbered.number(of: [4], hash: 42) == nil)
    }

    @Test("the mixer's hash depends on each number and on their order")
    func mixerSeparatesOrderAndValues() {
        let hashes = [[], [0], [1], [0, 1], [1, 0], [0, 0], [0, 0, 0], [-1]].map { Self.hash(of: $0) }
        #expect(Set(hashes).count == hashes.count)
    }
}
