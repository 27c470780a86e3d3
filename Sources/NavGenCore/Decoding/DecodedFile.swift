/// The top level of one file as `GraphDecoder` read it: a graph, or a part that
/// another graph includes (1.1 G), before the parts it includes are merged in.
struct DecodedFile {
    /// The file as the pipeline named it.
    var file: String
    /// Whether the file is a part: it has no `name`, `root` or `urls`.
    var isPart: Bool
    var name: Located<String>?
    var root: Located<String>?
    var urls = URLConfiguration()
    var restoration: Located<Bool>?
    /// The entries of `include:`, paths relative to this file, as written.
    var includes: [Located<String>] = []
    var screens: [Screen] = []
    var flows: [Flow] = []

    init(file: String, isPart: Bool) {
        self.file = file
        self.isPart = isPart
    }

    /// The graph this file is, with the screens and flows it holds so far; `nil` for a part.
    var graph: NavigationGraph? {
        guard !isPart, let name, let root else { return nil }
        return NavigationGraph(name: name, root: root, urls: urls, restoration: restoration, screens: GraphDecoder.qualifyingEnums(screens, in: name.value), flows: flows, file: file)
    }
}
