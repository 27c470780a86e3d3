// The app-side types that navgen-bench-gen's graphs name (params of type
// `Catalog.ItemID?`). run.py type-checks and compiles the generated Swift together with
// this file, as an app target would.
enum Catalog {
    struct ItemID: Hashable, Sendable {
        var rawValue: Int
    }
}
