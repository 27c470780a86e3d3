/// App-side types the test graphs name.
///
/// `shop.nav.yaml` gives `AddressEditor` a parameter of the app's type
/// `Address.ID?`, which must be `Hashable` and `Sendable`.
enum Address {
    typealias ID = Int
}
