import CLibYAML

/// The constants of `YAMLTreeBuilder` (a generic type cannot store them).
private enum TreeRules {
    static let coreTags: Set<String> = [
        "!", "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
        "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:map",
        "tag:yaml.org,2002:seq",
    ]

    /// A mapping with this many keys gets an index by text instead of a linear scan.
    static let keyIndexThreshold = 16

    /// The longest text a `String` stores inline on 64-bit platforms, in UTF-8 bytes.
    static let inlineCapacity = 15

    /// The fewest bytes of a file per distinct long scalar (names, link names, URL
    /// patterns) that `longScalars` is made for; the benchmark graphs have a few more.
    static let bytesPerLongScalar = 96
}

/// The state machine behind `YAMLReader`: turns a stream of libyaml events into a
/// tree with an explicit stack (no recursion, so deep input cannot overflow).
/// The entries of top-level mappings that `stream` takes go there instead.
struct YAMLTreeBuilder<Stream: YAMLEntryStream>: ~Copyable {
    enum Outcome { case proceed, stop }

    /// An open collection, whose finished children are the stretch of `open` from
    /// `start` on. Only plain numbers and flags: the file's name (in a node's
    /// `SourceLocation`), the rare anchor and the key index live elsewhere, so
    /// reading and updating the innermost frame, once or twice per event, retains
    /// and releases nothing.
    private struct Frame {
        /// Where the collection starts, 1-based (see `SourceLocation`).
        var line: UInt32
        var column: UInt32
        var start: Int
        /// Nodes in this subtree, counting the collection itself.
        var size = 1
        var isMapping: Bool
        /// The collection's anchor is the last of `openAnchors`.
        var hasAnchor: Bool
        /// The mapping's key index is the last of `keyIndexes`.
        var hasKeyIndex = false
        /// Set when the mapping's last key was rejected: its value is read and dropped.
        var dropNextValue = false
        /// The mapping's entries go to `stream` (see `YAMLEntryStream`).
        var isStreamed = false
    }

    let file: String
    let limits: YAMLLimits
    private var stack: [Frame] = []
    private var open = OpenNodes()
    private var openAnchors: [String] = []
    /// Scalar keys by text, each with its position in `open`: one table per open
    /// mapping that outgrew a linear scan.
    private var keyIndexes: [[String: Int]] = []
    /// The texts of long scalars, one `String` each: a screen's name is also every
    /// link's target and every flow's entry for it, which then share its storage.
    private var longScalars: Set<String> = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var expandedByAliases = 0
    private var documents = 0
    private(set) var root: YAMLNode?
    private(set) var stream: Stream

    /// `byteCount` is the file's size: `longScalars` is made large enough for it at
    /// once, since growing it rehashes every text so far.
    init(file: String, limits: YAMLLimits, stream: Stream, byteCount: Int) {
        self.file = file
        self.limits = limits
        self.stream = stream
        longScalars.reserveCapacity(byteCount / TreeRules.bytesPerLongScalar)
    }

    mutating func consume(_ event: borrowing yaml_event_t, diagnostics: inout DiagnosticCollector) -> Outcome {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            let location = startLocation(of: event)
            documents += 1
            if documents > 1 {
                diagnostics.emit(.yamlSyntax, "a graph file holds one YAML document; remove this second one or move it to its own file", at: location)
                return .stop
            }
        case YAML_SCALAR_EVENT:
            let location = startLocation(of: event)
            let scalar = event.data.scalar
            let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
            var isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
            if let tag = scalar.tag, checkTag(tag, at: location, diagnostics: &diagnostics) == "tag:yaml.org,2002:str" {
                isPlain = false
            }
            let text = string(bytes)
            let node = YAMLNode(.scalar(text, isPlain: isPlain), at: location, textColumn: Self.textColumn(of: event, bytes: bytes))
            if let anchor = scalar.anchor { anchors[String(cString: anchor)] = (node, 1) }
            return add(node, size: 1, scalar: text, isPlain: isPlain, diagnostics: &diagnostics)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let location = startLocation(of: event)
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            if let tag { _ = checkTag(tag, at: location, diagnostics: &diagnostics) }
            guard stack.count < limits.maxDepth else {
                diagnostics.emit(.yamlLimit, "nesting is deeper than \(limits.maxDepth) levels; a navigation graph never needs this", at: location)
                return .stop
            }
            if let anchor { openAnchors.append(String(cString: anchor)) }
            var frame = Frame(line: UInt32(clamping: location.line), column: UInt32(clamping: location.column), start: open.count,
                              isMapping: isMapping, hasAnchor: anchor != nil)
            frame.isStreamed = isMapping && anchor == nil && opensStreamedValue(at: location)
            stack.append(frame)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return .proceed }
            if frame.hasKeyIndex { keyIndexes.removeLast() }
            let content: YAMLNode.Content = frame.isMapping ? .mapping(open.movePairs(from: frame.start)) : .sequence(open.moveItems(from: frame.start))
            let node = YAMLNode(content, at: SourceLocation(file: file, line: Int(frame.line), column: Int(frame.column)))
            if frame.hasAnchor { anchors[openAnchors.removeLast()] = (node, frame.size) }
            return add(node, size: frame.size, diagnostics: &diagnostics)
        case YAML_ALIAS_EVENT:
            let location = startLocation(of: event)
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard let anchored = anchors[name] else {
                diagnostics.emit(.yamlSyntax, "the alias '*\(name)' refers to no anchor defined before it; define '&\(name)' first", at: location)
                return .stop
            }
            expandedByAliases += anchored.size
            guard expandedByAliases <= limits.maxAliasExpansion else {
                diagnostics.emit(.yamlLimit, "aliases expand to more than \(limits.maxAliasExpansion) nodes; write the repeated parts out or share less", at: location)
                return .stop
            }
            var node = anchored.node
            node.location = location
            node.textColumn = nil
            guard case .scalar(let text, let isPlain) = node.content else { return add(node, size: anchored.size, diagnostics: &diagnostics) }
            return add(node, size: anchored.size, scalar: text, isPlain: isPlain, diagnostics: &diagnostics)
        default:
            break
        }
        return .proceed
    }

    /// Where `event` starts (libyaml's marks are 0-based).
    private func startLocation(of event: borrowing yaml_event_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
    }

    /// Attaches a finished node to the open collection (or makes it the root).
    /// A scalar's text and style come separately, so a mapping key is checked
    /// without copying them out of the node.
    private mutating func add(_ node: consuming YAMLNode, size: Int, scalar text: String? = nil, isPlain: Bool = false,
                              diagnostics: inout DiagnosticCollector) -> Outcome {
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return .proceed
        }
        stack[top].size += size
        let frame = stack[top]
        // A sequence's item, or a mapping's value: its key is the stretch's last node.
        guard frame.isMapping, (open.count - frame.start) & 1 == 0 else {
            if frame.isStreamed {
                let location = node.location
                stream.take(YAMLNode.Pair(key: open.node(at: open.count - 1), value: node))
                open.append(YAMLNode(.scalar("", isPlain: true), at: location))
            } else {
                open.append(node)
            }
            return .proceed
        }
        if frame.dropNextValue {
            stack[top].dropNextValue = false
            return .proceed
        }
        if let text {
            // Length first: only "<<" itself equals "<<", and most keys are longer.
            if isPlain && text.utf8.count == 2 && text == "<<" {
                diagnostics.emit(.unknownKey, "merge keys ('<<') are not supported; write the keys out", at: node.location)
                stack[top].dropNextValue = true
                return .proceed
            }
            if let first = firstPosition(ofKey: text, in: frame) {
                diagnostics.emit(.duplicateKey, "the key '\(text)' appears twice in this mapping; remove one", at: node.location,
                                 notes: [.init("'\(text)' is first defined here", at: open.location(at: first))])
                stack[top].dropNextValue = true
                return .proceed
            }
        }
        open.append(node)
        return .proceed
    }

    /// Whether a mapping opening at `location` is the value of a top-level key
    /// that `stream` takes the entries of.
    private mutating func opensStreamedValue(at location: SourceLocation) -> Bool {
        guard stack.count == 1, let top = stack.first, top.isMapping, !top.dropNextValue,
              (open.count - top.start) & 1 == 1, let key = open.scalarText(at: open.count - 1)
        else { return false }
        return stream.begin(key, at: location)
    }

    /// The `String` of a scalar's bytes (valid UTF-8). A text too long to be stored
    /// inline in a `String` is made once and shared by every later scalar of that text.
    private mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard bytes.count > TreeRules.inlineCapacity else { return text }
        return longScalars.insert(text).memberAfterInsert
    }

    /// Where in `open` a scalar key with this text first appears in the innermost
    /// open mapping `frame`, if it does. Small mappings (most of them) are scanned;
    /// a large one gets an index, which also records the key about to be appended.
    private mutating func firstPosition(ofKey text: String, in frame: Frame) -> Int? {
        if frame.hasKeyIndex {
            let last = keyIndexes.count - 1
            if let first = keyIndexes[last][text] { return first }
            keyIndexes[last][text] = open.count
            return nil
        }
        for key in stride(from: frame.start, to: open.count, by: 2) {
            if open.isScalar(text, at: key) { return key }
        }
        if open.count - frame.start >= 2 * TreeRules.keyIndexThreshold {
            var index: [String: Int] = [:]
            for key in stride(from: frame.start, to: open.count, by: 2) {
                if let known = open.scalarText(at: key), index[known] == nil { index[known] = key }
            }
            index[text] = open.count
            keyIndexes.append(index)
            stack[stack.count - 1].hasKeyIndex = true
        }
        return nil
    }

    /// Reports a tag outside YAML's core schema; returns the tag's text.
    private func checkTag(_ pointer: UnsafeMutablePointer<yaml_char_t>, at location: SourceLocation, diagnostics: inout DiagnosticCollector) -> String {
        let tag = String(cString: pointer)
        if !TreeRules.coreTags.contains(tag) {
            diagnostics.emit(.invalidValue, "the tag '\(tag)' is not supported; navgen reads only YAML's core tags, so remove it", at: location)
        }
        return tag
    }

    /// Where a scalar's text starts, when the source holds it verbatim on one line
    /// (see `YAMLNode.textColumn`). libyaml's marks count characters, 0-based.
    /// `bytes` is the scalar's text as UTF-8 (valid, as libyaml checked it), whose
    /// characters are counted as its bytes that do not continue a character.
    private static func textColumn(of event: borrowing yaml_event_t, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let start = event.start_mark, end = event.end_mark
        guard start.line == end.line else { return nil }
        let count = characterCount(bytes)
        let width = Int(end.column) - Int(start.column)
        switch event.data.scalar.style {
        case YAML_PLAIN_SCALAR_STYLE:
            // A plain scalar has no escapes; an anchor or tag may stand before it.
            return width >= count ? Int(end.column) - count + 1 : nil
        case YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE:
            // Exactly the text and two quotes: no escapes, no anchor, no tag.
            return width == count + 2 ? Int(start.column) + 2 : nil
        default:
            return nil
        }
    }

    /// The characters of valid UTF-8 text: its bytes that do not continue a
    /// character. Eight bytes at a time while they are ASCII (nearly every scalar).
    private static func characterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
        }
        var count = index
        while index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
