/// Decodes the entries of `screens:` and `flows:` while the file is parsed (see
/// `YAMLEntryStream`): each screen's subtree is decoded as soon as it closes and
/// then freed, so the whole tree is never in memory, and with `.parallel` the
/// decoding runs while libyaml reads on.
///
/// `GraphDecoder` uses what was taken for the mapping it was taken from, with its
/// diagnostics in the place a decode of the tree would have reported them.
public struct StreamedEntries: YAMLEntryStream {
    /// What one streamed mapping decoded to.
    struct Decoded<Element> {
        /// Where the mapping starts: the node `GraphDecoder` finds under the key.
        var location: SourceLocation
        var elements: [Element] = []
        var context = DecodingContext(diagnostics: DiagnosticCollector())
    }

    private(set) var screens: Decoded<Screen>?
    private(set) var flows: Decoded<Flow>?
    private var screenDecoder = ScreenDecoder()
    private var takesScreens = false

    public init() {}

    public mutating func begin(_ key: String, at location: SourceLocation) -> Bool {
        switch key {
        case "screens": screens = Decoded(location: location)
        case "flows": flows = Decoded(location: location)
        default: return false
        }
        takesScreens = key == "screens"
        return true
    }

    public mutating func take(_ entry: YAMLNode.Pair) {
        if takesScreens {
            guard var decoded = screens.take() else { return }
            if let screen = screenDecoder.decode(entry, context: &decoded.context) { decoded.elements.append(screen) }
            screens = decoded
        } else {
            guard var decoded = flows.take() else { return }
            if let flow = FlowDecoder.decode(entry, context: &decoded.context) { decoded.elements.append(flow) }
            flows = decoded
        }
    }
}
