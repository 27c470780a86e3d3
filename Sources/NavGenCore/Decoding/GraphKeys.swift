/// The keys of every closed mapping of the format, in the order the docs list them.
/// The decoder accepts exactly these; a test keeps `Schemas/keys.json` in step.
public enum GraphKeys {
    public static let top = ["navgen", "name", "root", "urls", "restoration", "include", "screens", "flows"]
    /// The top level of a part, a file another graph includes (1.1 G).
    public static let part = ["navgen", "include", "screens", "flows"]
    public static let urls = ["schemes", "hosts", "caseInsensitive", "open"]
    public static let screen = ["params", "links", "url"]
    public static let param = ["type", "enum", "default", "schemes"]
    public static let link = ["push", "replace", "sheet", "cover", "popover", "tab", "switch", "args", "from"]
    public static let urlPattern = ["pattern", "via", "args"]
    public static let flow = ["stack", "tabs", "switch", "params", "links"]
    public static let stack = ["root", "args"]
    public static let tab = ["flow", "screen", "title", "icon", "args"]
    public static let branch = ["flow", "screen", "args", "deepLinks"]

    /// Every table by the name `Schemas/keys.json` gives it.
    public static let all: [String: [String]] = [
        "top": top, "part": part, "urls": urls, "screen": screen, "param": param, "link": link,
        "urlPattern": urlPattern, "flow": flow, "stack": stack, "tab": tab, "branch": branch,
    ]
}
