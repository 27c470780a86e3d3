#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A coordinator whose state can be saved as a `NavigationSnapshot` and restored from
/// one, with every coordinator it holds. navgen makes every coordinator of a graph with
/// `restoration` one (`Recipes.RestorableCoordinator`); a stack's or a root screen's
/// needs only its `restorationFlow`, and a tab bar or switch adds its selection and the
/// coordinators it holds with `snapshot(selection:children:pendingDeepLink:)` and
/// `restore(_:children:at:into:)`.
@MainActor
public protocol RestorableCoordinator<Content>: Coordinator where Content: RestorableContent {
    /// The flow this coordinator runs; `nil` for the coordinator of a root screen.
    var restorationFlow: Content.Flow? { get }

    /// The state of this coordinator and of every coordinator it holds.
    func snapshot() -> NavigationSnapshot<Content>

    /// Restores `snapshot` on this coordinator, recording in `report` what no longer
    /// fits; `path` is where `snapshot` is in the whole, for the report.
    func restore(_ snapshot: NavigationSnapshot<Content>, at path: String, into report: inout RestoreReport)

    /// Runs `restoring`, the whole of a `restore(_:)` on this coordinator. The default
    /// holds back the navigation events of a `NavigationEventRoot` meanwhile: restoring
    /// brings back where the user was, it is not navigation.
    func whileRestoring(_ restoring: () -> Void)
}

extension RestorableCoordinator {
    public func snapshot() -> NavigationSnapshot<Content> {
        snapshot(selection: nil)
    }

    public func restore(_ snapshot: NavigationSnapshot<Content>, at path: String, into report: inout RestoreReport) {
        restore(snapshot, children: [], at: path, into: &report)
    }

    public func whileRestoring(_ restoring: () -> Void) {
        let root = self as? any NavigationEventRoot
        root?.eventsHeld += 1
        defer { root?.eventsHeld -= 1 }
        restoring()
    }

    /// The state of this coordinator: its flow, a stack's root and path, its modals, and
    /// what a tab bar or switch adds.
    public func snapshot(selection: Content.Selection?, children: [(any RestorableCoordinator<Content>)?] = [],
                         pendingDeepLink: URL? = nil) -> NavigationSnapshot<Content> {
        let stack = self as? any StackCoordinator<Content>
        return NavigationSnapshot(
            flow: restorationFlow, selection: selection, rootScreen: stack?.rootScreen, path: stack?.path ?? [],
            children: children.compactMap { $0?.snapshot() },
            presented: presented.map { modal in
                if let screen = modal.screen {
                    return .init(style: modal.style, screen: screen)
                }
                return .init(style: modal.style, flow: (modal.coordinator as? any RestorableCoordinator<Content>)?.snapshot())
            },
            pendingDeepLink: pendingDeepLink
        )
    }

    /// Restores a stack's root and path, the state of `children` (the coordinators this
    /// one holds now, matched to the snapshot's by flow) and the modals, each modal flow
    /// built afresh and restored. What no longer fits is left out and recorded.
    public func restore(_ snapshot: NavigationSnapshot<Content>, children: [(any RestorableCoordinator<Content>)?], at path: String,
                        into report: inout RestoreReport) {
        let path = snapshot.decodedPath ?? path
        report.dropped += snapshot.droppedWhileDecoding
        if let stack = self as? any StackCoordinator<Content> {
            if let root = snapshot.rootScreen {
                stack.rootScreen = root
            }
            stack.path = snapshot.path
        }
        let live = children.compactMap { $0 }
        for (index, child) in snapshot.children.enumerated() {
            let childPath = CodingPathText.appending(path, "children[\(index)]")
            guard let coordinator = live.first(where: { $0.restorationFlow == child.flow }) else {
                report.drop(child.decodedPath ?? childPath, "the flow '\(Self.name(child.flow))' is not shown here")
                continue
            }
            coordinator.restore(child, at: childPath, into: &report)
        }
        var modals: [Modal<Content>] = []
        for (index, presentation) in snapshot.presented.enumerated() {
            let modalPath = CodingPathText.appending(path, "presented[\(index)]")
            guard modals.count == index else {
                report.drop(modalPath, "shown over one that was dropped")
                continue
            }
            if let screen = presentation.screen {
                modals.append(Modal(style: presentation.style, content: .screen(screen)))
            } else if let flow = presentation.flow, let name = flow.flow, let made = Content.modalFlow(name, root: flow.rootScreen),
                      let coordinator = made.coordinator as? any RestorableCoordinator<Content> {
                coordinator.parentCoordinator = self
                coordinator.restore(flow, at: CodingPathText.appending(modalPath, "flow"), into: &report)
                modals.append(Modal(style: presentation.style, content: made.content))
            } else {
                report.drop(modalPath, "the flow '\(Self.name(presentation.flow?.flow))' is no longer presented modally with this root")
            }
        }
        presented = modals
    }

    /// The deep link of a restored switch's pending URL, resolved with the graph as it
    /// is now; `nil`, recorded as dropped, when it no longer resolves.
    public func restoredDeepLink<Link>(_ url: URL?, at path: String, into report: inout RestoreReport,
                                       resolve: (URL) -> Link?) -> Link? {
        guard let url else { return nil }
        guard let link = resolve(url) else {
            report.drop(CodingPathText.appending(path, "pendingDeepLink"), "'\(url.absoluteString)' no longer resolves")
            return nil
        }
        return link
    }

    /// The state of this coordinator and every coordinator it holds, as `snapshot()`
    /// gives it, restored: a stack's screens, selected tabs and shown branches, modals
    /// and modal flows, a switch's pending deep link. What the graph no longer has is
    /// left out and listed in the report; call it on the root coordinator at launch.
    @discardableResult
    public func restore(_ snapshot: NavigationSnapshot<Content>) -> RestoreReport {
        var report = RestoreReport()
        guard snapshot.flow == restorationFlow else {
            return RestoreReport(failure: "the snapshot is of '\(Self.name(snapshot.flow))', not of '\(Self.name(restorationFlow))'")
        }
        whileRestoring { restore(snapshot, at: "", into: &report) }
        return report
    }

    /// Restores the JSON `NavigationSnapshot.jsonData()` wrote, as `restore(_:)` does.
    /// Data that is no snapshot changes nothing; the report's `failure` says why.
    @discardableResult
    public func restore(from data: Data) -> RestoreReport {
        let snapshot: NavigationSnapshot<Content>
        do {
            snapshot = try NavigationSnapshot(jsonData: data)
        } catch {
            return RestoreReport(failure: CodingPathText.failure(error))
        }
        return restore(snapshot)
    }

    /// A flow's name for a report: the case's name; `root screen` for none.
    private static func name(_ flow: Content.Flow?) -> String {
        flow.map { "\($0)" } ?? "root screen"
    }

}
