import CLibYAML

/// The state machine behind `YAMLReader`: turns a stream of libyaml events into a
/// tree with an explicit stack (no recursion, so deep input cannot overflow).
struct YAMLTreeBuilder {
    enum Outcome { case proceed, stop }

    /// An open collection. Its items or pairs so far are the tail of `openItems` or
    /// `openPairs` from `start` on, and become an array of exactly their count when it
    /// closes: growing an array per collection would allocate several times for each
    /// and leave up to half of every array unused in the tree.
    private struct Frame {
        var location: SourceLocation
        var anchor: String?
        var isMapping: Bool
        var start: Int
        var pendingKey: YAMLNode?
        /// Scalar keys by text, built only once a mapping outgrows a linear scan.
        var keyIndex: [String: SourceLocation]?
        /// Nodes in this subtree, counting the collection itself.
        var size = 1
        /// Set when the pending key was rejected: its value is read and dropped.
        var dropNextValue = false
    }

    private static let coreTags: Set<String> = [
        "!", "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float",
        "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:map",
        "tag:yaml.org,2002:seq",
    ]

    let file: String
    private let fileNumber: UInt32
    let limits: YAMLLimits
    private var stack: [Frame] = []
    private var openItems: [YAMLNode] = []
    private var openPairs: [YAMLNode.Pair] = []
    private var longScalars = LongScalarInterner()
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var expandedByAliases = 0
    private var documents = 0
    private(set) var root: YAMLNode?

    init(file: String, limits: YAMLLimits) {
        self.file = file
        fileNumber = SourceFileNames.shared.number(of: file)
        self.limits = limits
    }

    mutating func consume(_ event: yaml_event_t, diagnostics: inout DiagnosticCollector) -> Outcome {
        let location = SourceLocation(fileNumber: fileNumber, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                diagnostics.emit(.yamlSyntax, "a graph file holds one YAML document; remove this second one or move it to its own file", at: location)
                return .stop
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = longScalars.string(UnsafeBufferPointer(start: scalar.value, count: scalar.length))
            let tag = checkTag(scalar.tag, at: location, diagnostics: &diagnostics)
            let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE && tag != "tag:yaml.org,2002:str"
            let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
            let node = YAMLNode(.scalar(text, isPlain: isPlain), at: location, textColumn: Self.textColumn(of: event, bytes: bytes))
            return add(node, size: 1, anchor: Self.string(scalar.anchor), diagnostics: &diagnostics)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let tagPointer = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            let anchorPointer = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            _ = checkTag(tagPointer, at: location, diagnostics: &diagnostics)
            guard stack.count < limits.maxDepth else {
                diagnostics.emit(.yamlLimit, "nesting is deeper than \(limits.maxDepth) levels; a navigation graph never needs this", at: location)
                return .stop
            }
            stack.append(Frame(location: location, anchor: Self.string(anchorPointer), isMapping: isMapping,
                               start: isMapping ? openPairs.count : openItems.count))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return .proceed }
            let content: YAMLNode.Content
            if frame.isMapping {
                content = .mapping(Array(openPairs[frame.start...]))
                openPairs.removeSubrange(frame.start...)
            } else {
                content = .sequence(Array(openItems[frame.start...]))
                openItems.removeSubrange(frame.start...)
            }
            return add(YAMLNode(content, at: frame.location), size: frame.size, anchor: frame.anchor, diagnostics: &diagnostics)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
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
            return add(node, size: anchored.size, anchor: nil, diagnostics: &diagnostics)
        default:
            break
        }
        return .proceed
    }

    /// Attaches a finished node to the open collection (or makes it the root).
    private mutating func add(_ node: YAMLNode, size: Int, anchor: String?, diagnostics: inout DiagnosticCollector) -> Outcome {
        if let anchor {
            anchors[anchor] = (node, size)
        }
        guard !stack.isEmpty else {
            root = node
            return .proceed
        }
        let top = stack.count - 1
        stack[top].size += size
        guard stack[top].isMapping else {
            openItems.append(node)
            return .proceed
        }
        guard let key = stack[top].pendingKey else {
            if stack[top].dropNextValue {
                stack[top].dropNextValue = false
                stack[top].pendingKey = nil
                return .proceed
            }
            stack[top].pendingKey = node
            if case .scalar(let text, let isPlain) = node.content {
                if text == "<<" && isPlain {
                    diagnostics.emit(.unknownKey, "merge keys ('<<') are not supported; write the keys out", at: node.location)
                    stack[top].dropNextValue = true
                    stack[top].pendingKey = nil
                } else if let first = firstLocation(ofKey: text) {
                    diagnostics.emit(.duplicateKey, "the key '\(text)' appears twice in this mapping; remove one", at: node.location,
                                     notes: [.init("'\(text)' is first defined here", at: first)])
                    stack[top].dropNextValue = true
                    stack[top].pendingKey = nil
                } else {
                    stack[top].keyIndex?[text] = node.location
                }
            }
            return .proceed
        }
        openPairs.append(YAMLNode.Pair(key: key, value: node))
        stack[top].pendingKey = nil
        return .proceed
    }

    /// Where a scalar key with this text first appears in the innermost open mapping,
    /// if it does. Small mappings (most of them) are scanned; a large one gets an index.
    private mutating func firstLocation(ofKey text: String) -> SourceLocation? {
        let top = stack.count - 1
        if let index = stack[top].keyIndex { return index[text] }
        let pairs = openPairs[stack[top].start...]
        for pair in pairs {
            if case .scalar(let key, _) = pair.key.content, key == text { return pair.key.location }
        }
        if pairs.count >= 16 {
            var index: [String: SourceLocation] = [:]
            for pair in pairs.reversed() {
                if case .scalar(let key, _) = pair.key.content { index[key] = pair.key.location }
            }
            stack[top].keyIndex = index
        }
        return nil
    }

    /// Reports a tag outside YAML's core schema; returns the tag's text.
    private func checkTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation, diagnostics: inout DiagnosticCollector) -> String? {
        guard let tag = Self.string(pointer) else { return nil }
        if !Self.coreTags.contains(tag) {
            diagnostics.emit(.invalidValue, "the tag '\(tag)' is not supported; navgen reads only YAML's core tags, so remove it", at: location)
        }
        return tag
    }

    /// Where a scalar's text starts, when the source holds it verbatim on one line
    /// (see `YAMLNode.textColumn`). libyaml's marks count characters, 0-based.
    /// `bytes` is the scalar's text as UTF-8 (valid, as libyaml checked it), whose
    /// characters are counted as its bytes that do not continue a character.
    private static func textColumn(of event: yaml_event_t, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let start = event.start_mark, end = event.end_mark
        guard start.line == end.line else { return nil }
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
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

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
