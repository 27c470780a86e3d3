/// How a modal is presented: a `sheet`, a full-screen `cover`, or a `popover`.
public enum ModalStyle: Hashable, Sendable {
    /// A sheet over the presenter.
    case sheet

    /// A full-screen cover (a sheet where the platform has no covers).
    case cover

    /// A popover (a sheet where the platform has no popovers).
    case popover
}
