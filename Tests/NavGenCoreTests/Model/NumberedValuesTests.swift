@testable import NavGenCore
import Testing

@Suite("Values numbered through a hash of their numbers")
struct NumberedValuesTests {
    /// Lists of numbers as the step spelling makes them: short, sorted, many sharing
    /// prefixes, the empty one among them, and some met again.
    static let lists: [[Int32]] = (0..<2_000).map { seed in
        (0..<(seed % 6)).map { Int32($0 * 7 + seed / 6) }
    } + [[], [0], [Int32.max], [Int32.min, -1, 0], [0, 1], [1, 0]]

    /// Values that all hash alike, told apart only by equality.
    struct Colliding: NumberHashable {
        var id: Int

        func combine(into mixer: inout NumberMixer) {
            mixer.combine(42)
        }
    }

    @Test("numbers every value as a dictionary of first positions does, across the table's growth")
    func numbersLikeADictionary() {
        var numbered = NumberedValues<[Int32]>(expected: 4)
        var reference: [[Int32]: Int] = [:]
        for list in Self.lists {
            let expected = reference[list]
            #expect(numbered.number(of: list) == expected)
            let (number, isNew) = numbered.add(list)
            #expect(isNew == (expected == nil))
            if let expected { #expect(number == expected) } else { reference[list] = number }
        }
        #expect(numbered.values.count == reference.count)
        for (list, number) in reference {
            #expect(numbered.values[number] == list)
            #expect(numbered.number(of: list) == number)
        }
    }

    @Test("values whose hashes collide are told apart by equality")
    func collidingHashes() {
        var numbered = NumberedValues<Colliding>(expected: 16)
        for id in 0..<5 {
            #expect(numbered.add(Colliding(id: id)) == (id, true))
        }
        for id in 0..<5 {
            #expect(numbered.number(of: Colliding(id: id)) == id)
            #expect(numbered.add(Colliding(id: id)) == (id, false))
        }
        #expect(numbered.number(of: Colliding(id: 5)) == nil)
    }

    @Test("a map answers as a dictionary does, a value set again replacing the first")
    func mapAnswersLikeADictionary() {
        var map = NumberedMap<[Int32], Int>(expected: 4)
        var reference: [[Int32]: Int] = [:]
        for (position, list) in Self.lists.enumerated() {
            #expect(map[list] == reference[list])
            map.set(position, for: list)
            reference[list] = position
        }
        for list in Self.lists + [[9, 9, 9], [-7]] {
            #expect(map[list] == reference[list])
        }
        var collisions = NumberedMap<Colliding, String>(expected: 2)
        collisions.set("first", for: Colliding(id: 1))
        collisions.set("second", for: Colliding(id: 2))
        collisions.set("again", for: Colliding(id: 1))
        #expect(collisions[Colliding(id: 1)] == "again")
        #expect(collisions[Colliding(id: 2)] == "second")
        #expect(collisions[Colliding(id: 3)] == nil)
    }

    @Test("the mixer's hash depends on each number and on their order")
    func mixerSeparatesOrderAndValues() {
        let lists: [[Int32]] = [[], [0], [1], [0, 1], [1, 0], [0, 0], [0, 0, 0], [-1]]
        let hashes = lists.map(\.numberHash)
        #expect(Set(hashes).count == hashes.count)
    }
}
