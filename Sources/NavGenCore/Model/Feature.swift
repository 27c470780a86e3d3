/// An exit of a feature graph (`exits:`): a destination the feature links to but
/// does not own, shown however the app that places the feature binds it.
public struct Exit: Sendable {
    /// The exit's name, UpperCamelCase, unique among the feature's screens and flows.
    public var name: Located<String>
    /// The parameters a link to the exit passes, written as a screen's.
    public var params: [Parameter]

    public init(name: Located<String>, params: [Parameter] = []) {
        self.name = name
        self.params = params
    }

    /// The parameter with this name, if the exit has one.
    public func param(named name: String) -> Parameter? {
        params.first { $0.name.value == name }
    }
}

/// An entry of an app graph's `bind:`: how the app shows one exit of a feature it
/// imports (`Account.ShowStatus: { push: Timeline.StatusDetail }`).
public struct ExitBinding: Sendable {
    /// The bound exit, qualified by its feature (`Account.ShowStatus`), at the `bind:` key.
    public var exit: Located<String>
    public var style: Located<LinkStyle>
    /// The target screen or flow, as the app graph names it.
    public var target: Located<String>
    /// Fixed values for target parameters that the exit's parameters leave unfilled.
    public var args: [ArgumentBinding]

    public init(exit: Located<String>, style: Located<LinkStyle>, target: Located<String>, args: [ArgumentBinding] = []) {
        self.exit = exit
        self.style = style
        self.target = target
        self.args = args
    }

    /// The feature part of the exit's name (`Account`); `nil` for a name without a dot.
    public var featureName: String? {
        exit.value.firstIndex(of: ".").map { String(exit.value[..<$0]) }
    }

    /// The exit's own name (`ShowStatus`).
    public var exitName: String {
        exit.value.firstIndex(of: ".").map { String(exit.value[exit.value.index(after: $0)...]) } ?? exit.value
    }
}

/// A feature graph an app graph imports (`features: [Account]`), as composition read it.
public struct FeatureImport: Sendable {
    /// The feature's name, at its `features:` entry in the app graph.
    public var name: Located<String>
    /// The feature graph's file, as the caller named it (`--feature Account=PATH`).
    public var file: String
    /// The Swift module that holds the feature's generated code, when the caller named one.
    public var module: String?
    /// The feature's parts (1.1 G), in reading order.
    public var parts: [String]
    /// The feature's exits, located in its own file.
    public var exits: [Exit]
    /// The feature's screens and flows, qualified (`Account.Profile`), in the order
    /// they are appended to the composed graph.
    public var screens: [String]
    public var flows: [String]

    public init(name: Located<String>, file: String, module: String? = nil, parts: [String] = [], exits: [Exit] = [], screens: [String] = [],
                flows: [String] = []) {
        self.name = name
        self.file = file
        self.module = module
        self.parts = parts
        self.exits = exits
        self.screens = screens
        self.flows = flows
    }

    /// The exit with this (unqualified) name, if the feature declares one.
    public func exit(named name: String) -> Exit? {
        exits.first { $0.name.value == name }
    }
}

/// Where the pipeline finds the graph of each feature an app graph imports:
/// `--feature NAME=[MODULE:]PATH`, or `navgen.json`'s `features` map.
public struct FeatureSource: Sendable, Hashable {
    /// The feature graph's path, read through the pipeline's `PartReader`.
    public var path: String
    /// The Swift module the feature's code is generated into, if given.
    public var module: String?

    public init(path: String, module: String? = nil) {
        self.path = path
        self.module = module
    }

    /// Reads `NAME=[MODULE:]PATH`; `nil` when there is no `=` or a side is empty.
    public static func parse(_ argument: String) -> (name: String, source: FeatureSource)? {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        let name = String(argument[..<equals])
        var rest = String(argument[argument.index(after: equals)...])
        var module: String?
        // A module name is an identifier; a path's first component before a ':' is
        // one only when nothing but identifier characters precede it.
        if let colon = rest.firstIndex(of: ":") {
            let candidate = String(rest[..<colon])
            if !candidate.isEmpty, candidate.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), candidate.first?.isNumber == false {
                module = candidate
                rest = String(rest[rest.index(after: colon)...])
            }
        }
        guard !name.isEmpty, !rest.isEmpty else { return nil }
        return (name, FeatureSource(path: rest, module: module))
    }
}
