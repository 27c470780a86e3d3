import Foundation

/// What a test reads off a root coordinator's `onNavigationEvent`: the events in
/// order, each with the screen on top when it was reported (what screen-view
/// analytics log).
@MainActor
final class NavigationEventLog<Event, Screen> {
    private(set) var events: [Event] = []
    private(set) var visibleScreens: [Screen?] = []

    /// Records each event and the screen `visibleScreen` gives right after it.
    func record(_ event: Event, visibleScreen: Screen?) {
        events.append(event)
        visibleScreens.append(visibleScreen)
    }

    /// Forgets what was recorded, so a test checks only what follows.
    func clear() {
        events.removeAll()
        visibleScreens.removeAll()
    }
}

extension Recipes.HomeCoordinator {
    /// A log of the events this root reports from now on.
    func logNavigationEvents() -> NavigationEventLog<Recipes.NavigationEvent, Recipes.Screen> {
        let log = NavigationEventLog<Recipes.NavigationEvent, Recipes.Screen>()
        onNavigationEvent = { [unowned self] event in log.record(event, visibleScreen: visibleScreen) }
        return log
    }
}

extension Vault.AppCoordinator {
    /// A log of the events this root reports from now on.
    func logNavigationEvents() -> NavigationEventLog<Vault.NavigationEvent, Vault.Screen> {
        let log = NavigationEventLog<Vault.NavigationEvent, Vault.Screen>()
        onNavigationEvent = { [unowned self] event in log.record(event, visibleScreen: visibleScreen) }
        return log
    }
}
