import NavGenRuntime

/// Finds the URLs an old graph resolves that a new graph refuses, sends to another
/// screen, or binds other values from, by walking the two path tries together.
///
/// The walk starts at both roots. At each pair of positions it takes one segment
/// text for each class of texts the children of either side tell apart
/// (`Witnesses`): each literal, a value of each parameter type, a text of each
/// partial segment, and plain text. Two texts that lead both sides to the same
/// pair of positions are one class, walked once. Where a path ends a pattern of
/// the old graph, the path is tried under each scheme and host, query and
/// fragment those patterns tell apart (`URLCandidates`), and each URL is resolved
/// by the runtime matcher of both graphs. What the two matchers say is the
/// finding; the URL is its example.
struct URLCompatibility {
    private let old: PublishedLinks, new: PublishedLinks
    private let oldPatterns: [DeepLinkPattern], newPatterns: [DeepLinkPattern]
    private let oldMatcher: DeepLinkMatcher, newMatcher: DeepLinkMatcher
    private let oldTrie: PathTrie, newTrie: PathTrie
    private let candidates: URLCandidates
    /// Whether both graphs accept the same URLs before any pattern is tried.
    private let acceptsAlike: Bool

    init(old: PublishedLinks, new: PublishedLinks) {
        self.old = old
        self.new = new
        oldPatterns = old.patterns
        newPatterns = new.patterns
        oldMatcher = old.matcher
        newMatcher = new.matcher
        var oldTrie = PathTrie(oldPatterns, ignoresCase: old.ignoresCase)
        var newTrie = PathTrie(newPatterns, ignoresCase: new.ignoresCase)
        var names = SubtrieNames()
        names.name(&oldTrie, patterns: oldPatterns, screens: old.entries.map(\.screen))
        names.name(&newTrie, patterns: newPatterns, screens: new.entries.map(\.screen))
        self.oldTrie = oldTrie
        self.newTrie = newTrie
        acceptsAlike = old.schemes == new.schemes && old.hosts == new.hosts && old.ignoresCase == new.ignoresCase
        candidates = URLCandidates(old: old, new: new)
    }

    /// One finding per kind and pair of patterns, with the first URL found.
    func findings() -> [DiffFinding] {
        var walk = Walk()
        visit(oldTrie.root, newTrie.root, path: [], &walk)
        return walk.order.compactMap { walk.found[$0] }
    }

    private struct Pair: Hashable {
        var old: PathTrie.Position
        var new: PathTrie.Position
    }

    /// A finding's identity: its kind and the patterns concerned.
    private struct Key: Hashable {
        var rule: String
        var old: Int
        var new: Int?
    }

    private struct Walk {
        var visited = Set<Pair>()
        var found: [Key: DiffFinding] = [:]
        var order: [Key] = []

        mutating func record(_ key: Key, _ finding: () -> DiffFinding) {
            guard found[key] == nil else { return }
            found[key] = finding()
            order.append(key)
        }
    }

    private func visit(_ oldPosition: PathTrie.Position, _ newPosition: PathTrie.Position, path: [String], _ walk: inout Walk) {
        guard walk.visited.insert(Pair(old: oldPosition, new: newPosition)).inserted else { return }
        // Below two positions that lead to the same patterns, both graphs resolve every URL alike.
        guard !acceptsAlike || oldTrie.signature(of: oldPosition) != newTrie.signature(of: newPosition) else { return }
        let ending = oldTrie.patterns(endingAt: oldPosition)
        if !ending.isEmpty {
            let patterns = ending.map { oldPatterns[$0] } + newTrie.patterns(endingAt: newPosition).map { newPatterns[$0] }
            for url in candidates.urls(path: path, patterns: patterns) {
                check(url, &walk)
            }
        }
        // Past the last node of both tries only catch-alls match: longer paths match the same.
        guard !oldPosition.nodes.isEmpty || !newPosition.nodes.isEmpty else { return }
        let oldChildren = oldTrie.children(of: oldPosition), newChildren = newTrie.children(of: newPosition)
        let texts = Witnesses.segmentTexts(literals: oldChildren.literals + newChildren.literals, others: oldChildren.others + newChildren.others,
                                           ignoresCase: old.ignoresCase || new.ignoresCase)
        var taken = Set<Pair>()
        for text in texts {
            let next = Pair(old: oldTrie.step(oldPosition, text), new: newTrie.step(newPosition, text))
            guard !next.old.isDead, taken.insert(next).inserted else { continue }
            visit(next.old, next.new, path: path + [text], &walk)
        }
    }

    /// Resolves `url` with both graphs and records what changed.
    private func check(_ url: String, _ walk: inout Walk) {
        // Every candidate is a URL the runtime reads: its text is made of encoded parts.
        guard case .success(let parsed) = DeepLinkURL.parse(url), case .success(let before) = oldMatcher.match(parsed) else { return }
        let oldRoute = old.entries[before.index]
        switch newMatcher.match(parsed) {
        case .failure(let reason):
            if let narrowed = narrowing(of: before.index, url: parsed) {
                walk.record(Key(rule: DiffRule.urlNarrowed.id, old: before.index, new: narrowed.index)) {
                    DiffFinding(.urlNarrowed, "'\(url)' opens '\(oldRoute.screen)' but the new graph refuses it: "
                                + "the pattern '\(oldRoute.pattern.text)' \(narrowed.change)", at: oldRoute.location, example: url,
                                notes: [note(new: narrowed.index)])
                }
            } else {
                walk.record(Key(rule: DiffRule.urlRefused.id, old: before.index, new: nil)) {
                    DiffFinding(.urlRefused, "'\(url)' opens '\(oldRoute.screen)' (pattern '\(oldRoute.pattern.text)') but the new graph refuses it: \(reason)",
                                at: oldRoute.location, example: url)
                }
            }
        case .success(let after):
            let newRoute = new.entries[after.index]
            if newRoute.screen != oldRoute.screen {
                if let narrowed = narrowing(of: before.index, url: parsed) {
                    walk.record(Key(rule: DiffRule.urlNarrowed.id, old: before.index, new: narrowed.index)) {
                        DiffFinding(.urlNarrowed, "'\(url)' opens '\(oldRoute.screen)' but the new graph opens '\(newRoute.screen)' "
                                    + "(pattern '\(newRoute.pattern.text)'): the pattern '\(oldRoute.pattern.text)' \(narrowed.change)", at: oldRoute.location,
                                    example: url, notes: [note(new: narrowed.index)])
                    }
                    return
                }
                walk.record(Key(rule: DiffRule.urlRetargeted.id, old: before.index, new: after.index)) {
                    DiffFinding(.urlRetargeted, "'\(url)' opens '\(oldRoute.screen)' (pattern '\(oldRoute.pattern.text)') but the new graph opens "
                                + "'\(newRoute.screen)' (pattern '\(newRoute.pattern.text)')", at: oldRoute.location, example: url,
                                notes: [note(new: after.index)])
                }
            } else if let change = Self.valueChange(before, after) {
                walk.record(Key(rule: DiffRule.urlReparsed.id, old: before.index, new: after.index)) {
                    DiffFinding(.urlReparsed, "'\(url)' opens '\(oldRoute.screen)' in both graphs, but \(change)", at: oldRoute.location,
                                example: url, notes: [note(new: after.index)])
                }
            }
        }
    }

    private func note(new index: Int) -> Diagnostic.Note {
        let entry = new.entries[index]
        return Diagnostic.Note("the new graph's pattern '\(entry.pattern.text)' of '\(entry.screen)'", at: entry.location)
    }

    /// When the new graph has the old pattern's very text for the same screen but it
    /// does not take `url`: that pattern, and how its parameters narrowed.
    private func narrowing(of oldIndex: Int, url: DeepLinkURL) -> (index: Int, change: String)? {
        let oldEntry = old.entries[oldIndex]
        guard let index = new.entries.firstIndex(where: { $0.screen == oldEntry.screen && $0.pattern.text == oldEntry.pattern.text }),
              !newMatcher.matches(url).contains(where: { $0.index == index })
        else { return nil }
        let oldTypes = PublishedLinks.parameters(of: oldPatterns[oldIndex]), newTypes = PublishedLinks.parameters(of: newPatterns[index])
        var changes: [String] = []
        for name in oldPatterns[oldIndex].parameterNames {
            guard let was = oldTypes[name], let now = newTypes[name] else { continue }
            if was.kind != now.kind {
                changes.append("reads '\(name)' as \(Self.typeName(now)), not \(Self.typeName(was))")
            } else if now.isRequired && !was.isRequired {
                changes.append("now requires '\(name)'")
            } else if !Set(was.schemes).isSubset(of: now.schemes) {
                changes.append("no longer takes '\(name)' of the scheme \(Set(was.schemes).subtracting(now.schemes).sorted().map { "'\($0)'" }.joined(separator: ", "))")
            }
        }
        guard !changes.isEmpty else { return nil }
        return (index, changes.joined(separator: " and "))
    }

    /// What differs between the values two matches of the same screen bound.
    static func valueChange(_ before: DeepLinkMatch, _ after: DeepLinkMatch) -> String? {
        for name in before.values.keys.sorted() {
            let was = before.values[name], now = after.values[name]
            guard was != now else { continue }
            guard let now else { return "the new graph no longer reads '\(name)' from it (it was '\(was ?? "")')" }
            return "'\(name)' is '\(now)' in the new graph, not '\(was ?? "")'"
        }
        for name in before.lists.keys.sorted() where before.lists[name] != after.lists[name] {
            return "the list '\(name)' differs: \(after.lists[name] ?? []) in the new graph, not \(before.lists[name] ?? [])"
        }
        return nil
    }

    /// A type as the graph spells it: `Int`, or `one of [totp, hotp]` for an enum.
    static func typeName(_ parameter: URLParameter) -> String {
        let name: String
        switch parameter.kind {
        case .string: name = "String"
        case .int: name = "Int"
        case .double: name = "Double"
        case .bool: name = "Bool"
        case .uuid: name = "UUID"
        case .url: name = "URL"
        case .choice(let texts): name = "one of [\(texts.joined(separator: ", "))]"
        }
        return parameter.isList ? "[\(name)]" : name
    }
}
