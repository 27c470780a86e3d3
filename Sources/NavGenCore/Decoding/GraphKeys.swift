/// The keys of every closed mapping of the format, in the order the docs list them.
/// The decoder accepts exactly these; a test keeps `Schemas/keys.json` in step.
public enum GraphKeys {
    public static let top = ["navgen", "name", "root", "feature", "urls", "restoration", "include", "features", "exits", "screens", "flows", "bind"]
    /// The top level of a part, a file another graph includes (1.1 G).
    public static let part = ["navgen", "include", "screens", "flows"]
    /// The top level of a feature graph (issue 40): no `name`, `root`, `urls` or `features`.
    public static let feature = ["navgen", "feature", "include", "exits", "screens", "flows"]
    /// An exit of a feature graph.
    public static let exit = ["params"]
    /// An entry of an app graph's `bind:`: a link without a name, with no `exit` or `from`.
    public static let binding = LinkStyle.showing.map(\.rawValue) + ["args"]
    public static let urls = ["schemes", "hosts", "caseInsensitive", "open"]
    public static let screen = ["params", "links", "url"]
    public static let param = ["type", "enum", "default", "schemes"]
    /// A link: its style's key (`LinkStyle.targeted`), `args` and `from`.
    public static let link = LinkStyle.targeted.map(\.rawValue) + ["args", "from"]
    public static let urlPattern = ["pattern", "via", "args"]
    public static let flow = ["stack", "tabs", "switch", "params", "links"]
    public static let stack = ["root", "args"]
    public static let tab = ["flow", "screen", "title", "icon", "args"]
    public static let branch = ["flow", "screen", "args", "deepLinks"]

    /// Every table by the name `Schemas/keys.json` gives it.
    public static let all: [String: [String]] = [
        "top": top, "part": part, "feature": feature, "exit": exit, "binding": binding, "urls": urls, "screen": screen, "param": param, "link": link,
        "urlPattern": urlPattern, "flow": flow, "stack": stack, "tab": tab, "branch": branch,
    ]
}
