/// navgen's version, printed by `navgen --version` and carried in SARIF output.
public enum NavGenVersion {
    public static let current = "0.1.0"
}
