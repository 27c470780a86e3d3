@testable import NavGenCore

/// Apple's evaluation of an `apple-app-site-association` file's components, as its
/// "applinks.Details.Components" page describes it: in order, the first component
/// whose path, query items and fragment all match decides; a URL no component
/// matches does not open the app.
struct AppLinkEvaluator {
    var components: [AppLinkComponent]
    var ignoringCase = false

    /// Whether a URL with this (percent-encoded) path, query and fragment opens the app.
    func opens(path: String, query: [(String, String)] = [], fragment: String? = nil) -> Bool {
        for component in components where matches(component, path: path, query: query, fragment: fragment) {
            return !component.exclude
        }
        return false
    }

    private func matches(_ component: AppLinkComponent, path: String, query: [(String, String)], fragment: String?) -> Bool {
        guard AppLinkWildcard.matches(component.path, path, ignoringCase: ignoringCase) else { return false }
        for item in component.query {
            guard let value = query.first(where: { $0.0 == item.name })?.1,
                  AppLinkWildcard.matches(item.value, value, ignoringCase: ignoringCase) else { return false }
        }
        guard let pattern = component.fragment else { return true }
        return AppLinkWildcard.matches(pattern, fragment ?? "", ignoringCase: ignoringCase)
    }
}
