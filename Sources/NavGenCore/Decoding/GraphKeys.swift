/// The keys of every closed mapping of the format, in the order the docs list them.
/// The decoder accepts exactly these; a test keeps `Schemas/keys.json` in step.
public enum GraphKeys {
    public static let top = ["navgen", "name", "root", "urls", "screens", "flows"]
    public static let urls = ["schemes", "hosts", "caseInsensitive"]
    public static let screen = ["params", "links", "url"]
    public static let param = ["type", "default", "schemes"]
    public static let link = ["push", "replace", "sheet", "cover", "popover", "tab", "args", "from"]
    public static let urlPattern = ["pattern", "via"]
    public static let flow = ["stack", "tabs", "params", "links"]
    public static let stack = ["root", "args"]
    public static let tab = ["flow", "screen", "title", "icon", "args"]

    /// Every table by the name `Schemas/keys.json` gives it.
    public static let all: [String: [String]] = [
        "top": top, "urls": urls, "screen": screen, "param": param, "link": link,
        "urlPattern": urlPattern, "flow": flow, "stack": stack, "tab": tab,
    ]
}
