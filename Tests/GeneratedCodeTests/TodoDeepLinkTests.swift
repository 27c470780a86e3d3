import Foundation
import Testing

/// `Todo.resolve(_:)` and `TodosCoordinator.open(_:)`: a stack as the root (no tabs, so no
/// `select` steps), a bare sheet, and `/todos/new` beside `/todos/{todoID}`.
@MainActor
@Suite("Todo: deep links")
struct TodoDeepLinkTests {
    // MARK: resolve: the documented examples (DeepLinks.md)

    @Test("todo://todos/new?title=Buy%20milk&due=2: a bare sheet from Todos")
    func resolveAddTodoAsDocumented() throws {
        // matches /todos/new?title={title}&due={dueInDays} → AddTodo
        // params: title: "Buy milk", dueInDays: 2
        // 1. present AddTodo(title: "Buy milk", dueInDays: 2) as sheet from Todos
        let link = try #require(Todo.resolve(URL(string: "todo://todos/new?title=Buy%20milk&due=2")!))
        #expect(link.screen == .addTodo(title: "Buy milk", dueInDays: 2))
        #expect(link.pattern == "/todos/new?title={title}&due={dueInDays}")
        #expect(link.steps == [.present(.addTodo(title: "Buy milk", dueInDays: 2), style: .sheet, from: .todos)])
    }

    @Test("todo://tags/errands: a push on Todos")
    func resolveTagAsDocumented() throws {
        // matches /tags/{tag} → TaggedTodos; params: tag: "errands"; 1. push TaggedTodos(tag: "errands") on Todos
        let link = try #require(Todo.resolve(URL(string: "todo://tags/errands")!))
        #expect(link.screen == .taggedTodos(tag: "errands"))
        #expect(link.pattern == "/tags/{tag}")
        #expect(link.steps == [.push(.taggedTodos(tag: "errands"), on: .todos)])
    }

    @Test("todo://todos/not-a-uuid matches nothing")
    func resolveNotAUUIDAsDocumented() {
        // no match: no pattern matches the path '/todos/not-a-uuid' and its query
        #expect(Todo.resolve(URL(string: "todo://todos/not-a-uuid")!) == nil)
    }

    // MARK: resolve: precedence and optionals

    @Test("/todos/new goes to AddTodo and a UUID to TodoDetail: the two never overlap")
    func newVersusUUID() throws {
        let new = try #require(Todo.resolve(URL(string: "todo://todos/new")!))
        #expect(new.screen == .addTodo(title: nil, dueInDays: nil))
        #expect(new.pattern == "/todos/new?title={title}&due={dueInDays}")

        let detail = try #require(Todo.resolve(URL(string: "todo://todos/00000000-0000-0000-0000-000000000001")!))
        #expect(detail.screen == .todoDetail(todoID: Fixture.todoID))
        #expect(detail.pattern == "/todos/{todoID}")
        #expect(detail.steps == [.push(.todoDetail(todoID: Fixture.todoID), on: .todos)])

        #expect(Todo.resolve(URL(string: "todo://todos/NEW")!) == nil, "literals are case-sensitive and NEW is no UUID")
        #expect(Todo.resolve(URL(string: "todo://tags/new")!)?.screen == .taggedTodos(tag: "new"), "no literal new under /tags")
    }

    @Test("a lower-case UUID resolves to the same UUID")
    func lowerCaseUUID() {
        let link = Todo.resolve(URL(string: "todo://todos/6ba7b810-9dad-11d1-80b4-00c04fd430c8")!)
        #expect(link?.screen == .todoDetail(todoID: UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")!))
    }

    @Test("optional query items: each may be left out; a negative Int is an Int")
    func optionalItems() {
        #expect(Todo.resolve(URL(string: "todo://todos/new?due=3")!)?.screen == .addTodo(title: nil, dueInDays: 3))
        #expect(Todo.resolve(URL(string: "todo://todos/new?title=Walk")!)?.screen == .addTodo(title: "Walk", dueInDays: nil))
        #expect(Todo.resolve(URL(string: "todo://todos/new?due=-1")!)?.screen == .addTodo(title: nil, dueInDays: -1))
    }

    @Test("/todos: the root, its defaulted Bool from the query")
    func rootWithDefault() throws {
        let bare = try #require(Todo.resolve(URL(string: "todo://todos")!))
        #expect(bare.screen == .todoList(showCompleted: false))
        #expect(bare.steps == [.showRoot(.todoList(showCompleted: false), on: .todos)])
        #expect(Todo.resolve(URL(string: "todo://todos?completed=true")!)?.screen == .todoList(showCompleted: true))
    }

    @Test("no hosts are listed, so an https URL with any host is accepted (spec 8.1)")
    func anyHostWithoutHosts() {
        #expect(Todo.resolve(URL(string: "https://todo.example.org/tags/x")!)?.screen == .taggedTodos(tag: "x"))
    }

    @Test("a path alone, as Screen.url builds without schemes and hosts, resolves")
    func pathAlone() {
        #expect(Todo.resolve(URL(string: "/tags/errands")!)?.screen == .taggedTodos(tag: "errands"))
    }

    // MARK: open

    @Test("open: a bare sheet from the root stack, which is emptied first")
    func openAddTodo() throws {
        let todos = BusyState.todo()
        #expect(todos.open(URL(string: "todo://todos/new?title=Buy%20milk&due=2")!) == .opened)
        #expect(todos.path.isEmpty)
        #expect(todos.presented.count == 1)
        let sheet = try #require(todos.presented.last)
        #expect(sheet.style == .sheet)
        #expect(sheet.screen == .addTodo(title: "Buy milk", dueInDays: 2))
        #expect(todos.rootScreen == .todoList(showCompleted: true), "the route does not show the root: it keeps its values")
    }

    @Test("open: a push dismisses the sheet and replaces the stack")
    func openDetail() {
        let todos = BusyState.todo()
        #expect(todos.open(URL(string: "todo://todos/00000000-0000-0000-0000-000000000002")!) == .opened)
        #expect(todos.path == [.todoDetail(todoID: Fixture.nextTodoID)])
        #expect(todos.presented.isEmpty)
    }

    @Test("open: a link to the root sets its values and pops to it")
    func openRoot() {
        let todos = BusyState.todo()
        #expect(todos.open(URL(string: "todo://todos")!) == .opened)
        #expect(todos.rootScreen == .todoList(showCompleted: false))
        #expect(todos.path.isEmpty && todos.presented.isEmpty)

        #expect(todos.open(URL(string: "todo://todos?completed=true")!) == .opened)
        #expect(todos.rootScreen == .todoList(showCompleted: true))
    }

    @Test("open of a tag from launch equals in-app navigation")
    func openTagMatchesInApp() {
        let opened = Todo.TodosCoordinator()
        opened.open(URL(string: "todo://tags/errands")!)
        let tapped = Todo.TodosCoordinator()
        (tapped as any Todo.TodoListNavigation).filterByTag(tag: "errands")
        #expect(TodoSnapshot(opened).path == TodoSnapshot(tapped).path)
        #expect(opened.rootScreen == tapped.rootScreen)
        #expect(opened.presented.isEmpty)
    }
}
