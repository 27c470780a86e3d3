/// "Did you mean" for misspelt keys and references.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to
    /// be a likely typo (at most a third of the word's length, and at most 3 edits).
    /// Failing that, a candidate that abbreviates the word (`params` for
    /// `parameters`, `args` for `arguments`): its letters appear in order in the
    /// word, starting with the same letter, and it is at least half as long.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = min(3, max(1, word.count / 3))
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        var abbreviation: String?
        let length = word.utf8.count
        for candidate in candidates {
            // Cheap length test first: too far for a typo and too long or short for an abbreviation.
            let otherLength = candidate.utf8.count
            if abs(otherLength - length) > 3 * limit, otherLength >= length || otherLength * 2 + 1 < length { continue }
            let other = candidate.lowercased()
            let distance = editDistance(lowered, other, limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
            if abbreviation == nil, isAbbreviation(other, of: lowered) {
                abbreviation = candidate
            }
        }
        return best?.name ?? abbreviation
    }

    /// Whether `short` is a subsequence of `long` with the same first letter, at
    /// least 3 letters and half of `long`'s length.
    static func isAbbreviation(_ short: String, of long: String) -> Bool {
        guard short.count >= 3, short.count < long.count, short.count * 2 + 1 >= long.count,
              short.first == long.first else { return false }
        var rest = long.unicodeScalars[...]
        for scalar in short.unicodeScalars {
            guard let index = rest.firstIndex(of: scalar) else { return false }
            rest = rest[rest.index(after: index)...]
        }
        return true
    }

    /// `"; did you mean 'x'?"` or the empty string.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            current[0] = i
            var rowMin = current[0]
            for j in 1...max(1, b.count) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
