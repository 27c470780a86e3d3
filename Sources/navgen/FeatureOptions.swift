import ArgumentParser
import NavGenCore

/// `--feature NAME=[MODULE:]PATH` (repeatable): where the feature graphs an app
/// graph imports are (`features:`, issue 40). `compile`, `lint`, `resolve` and `graph` take it.
struct FeatureOptions: ParsableArguments {
    @Option(name: .customLong("feature"),
            help: ArgumentHelp("A feature graph the app graph imports: its feature name, optionally the module its code is in, and its path.",
                               valueName: "NAME=[MODULE:]PATH"))
    var features: [String] = []

    func validate() throws {
        _ = try sources()
    }

    /// Each feature's source, by name, with those of `settings` (`navgen.json`'s
    /// `features`) that the command line does not give.
    func sources(adding settings: NavGenConfig? = nil) throws -> [String: FeatureSource] {
        var sources = settings?.features ?? [:]
        var given: Set<String> = []
        for argument in features {
            guard let (name, source) = FeatureSource.parse(argument) else {
                throw ValidationError("'--feature \(argument)' is not NAME=PATH or NAME=MODULE:PATH, such as 'Account=AccountNavigation:Packages/Account/account.nav.yaml'")
            }
            guard given.insert(name).inserted else { throw ValidationError("the feature '\(name)' is given twice") }
            sources[name] = source
        }
        return sources
    }
}
