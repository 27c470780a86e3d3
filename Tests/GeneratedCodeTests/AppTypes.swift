/// App-side types the test graphs name.
///
/// `shop.nav.yaml` gives `AddressEditor` a parameter of the app's type
/// `Address.ID?`, which must be `Hashable` and `Sendable`. The graphs here are
/// compiled with `"access": "public"` (`Graphs/navgen.json`), so it is public too.
public enum Address {
    public typealias ID = Int
}
