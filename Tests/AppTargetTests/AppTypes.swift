/// App types named like SDK types, which the generated file must not take for the
/// SDK's: it lives in this module, where they hide the SDK's bare names.
///
/// Not yet here: `URL`, `UUID`, `Int`, `String`, `Double`, `Hashable` and `Sendable`,
/// which the deep-link part of the output still names bare, and `Text` and `View`,
/// which its SwiftUI layer does (the declarations build with them all). `Bool`,
/// `Equatable` and `AnyObject` never can be: Observation's `@Observable` expands to
/// code that names them bare.
struct Data {}
struct Result {}
struct Label {}
struct Tab {}
struct Empty {}
struct Identifiable {}
struct CaseIterable {}
struct Hasher {}
struct Observable {}
struct Codable {}
