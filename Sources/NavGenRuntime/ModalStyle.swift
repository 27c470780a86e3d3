/// How a modal is presented: a `sheet`, a full-screen `cover`, or a `popover`. A
/// navigation snapshot stores it by name (`"sheet"`).
public enum ModalStyle: String, Hashable, Sendable, Codable {
    /// A sheet over the presenter.
    case sheet

    /// A full-screen cover (a sheet where the platform has no covers).
    case cover

    /// A popover (a sheet where the platform has no popovers).
    case popover
}
