/// `link-conflict`: one coordinator implements the links of every screen placed in
/// its flow, so two same-named links there must agree in style, target and signature.
///
/// Rejected (both are placed in the Meat stack):
/// ```yaml
/// RecipeList:   { links: { open: { push: RecipeDetail } } }
/// RecipeDetail: { links: { open: { sheet: Source } } }
/// ```
struct LinksAgreeWithinAFlow: ValidationRule {
    static let rules: [RuleID] = [.linkConflict]

    private struct Shape: Equatable {
        var style: LinkStyle
        var target: String?
        /// The fixed arguments, sorted by name (a mapping's keys are distinct).
        var args: [Argument]
    }

    private struct Argument: Equatable {
        var name: String
        var value: RawScalar
    }

    func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        var reported: Set<String> = []
        let coordinators = context.placements.screensByCoordinator.keys.sorted()
        for coordinator in coordinators {
            var first: [String: (shape: Shape, link: Link, screen: String)] = [:]
            for screenName in context.placements.screensByCoordinator[coordinator] ?? [] {
                guard let screen = context.index.screen(screenName) else { continue }
                for link in screen.links {
                    let shape = Shape(style: link.style.value, target: link.target?.value,
                                      args: link.args.map { Argument(name: $0.name.value, value: $0.value.value) }.sorted { $0.name < $1.name })
                    guard let earlier = first[link.name.value] else {
                        first[link.name.value] = (shape, link, screenName)
                        continue
                    }
                    guard earlier.shape != shape, reported.insert("\(link.name.location)").inserted else { continue }
                    diagnostics.emit(.linkConflict, "'\(screenName)' and '\(earlier.screen)' are both placed in '\(coordinator)' and declare '\(link.name.value)' differently (\(Self.describe(shape)) against \(Self.describe(earlier.shape))); '\(coordinator)Coordinator' can implement only one, so rename one of the links",
                                     at: link.name.location, notes: [.init("the other '\(link.name.value)' is declared here", at: earlier.link.name.location)])
                }
            }
        }
    }

    private static func describe(_ shape: Shape) -> String {
        var text = shape.target.map { "\(shape.style.rawValue) \($0)" } ?? shape.style.rawValue
        if !shape.args.isEmpty {
            text += " with args " + shape.args.map { "\($0.name): \($0.value.text)" }.joined(separator: ", ")
        }
        return text
    }
}
