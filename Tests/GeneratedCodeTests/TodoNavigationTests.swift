import Foundation
import Testing

/// The todo graph: a single stack as the root, with replace and a bare sheet.
@MainActor
@Suite("Todo: a stack as the root")
struct TodoNavigationTests {
    let todos = Todo.TodosCoordinator()

    @Test("launch state: the root screen with its default, nothing pushed or presented")
    func launchState() {
        #expect(todos.rootScreen == .todoList(showCompleted: false))
        #expect(todos.path.isEmpty)
        #expect(todos.presented.isEmpty)
        #expect(todos.parentCoordinator == nil)
    }

    @Test("push, replace, pop and popToRoot links")
    func stackLinks() {
        let list: any Todo.TodoListNavigation = todos
        list.openTodo(todoID: Fixture.todoID)
        let detail: any Todo.TodoDetailNavigation = todos
        detail.openTag(tag: "errands")
        #expect(todos.path == [.todoDetail(todoID: Fixture.todoID), .taggedTodos(tag: "errands")])

        detail.openNext(todoID: Fixture.nextTodoID)
        #expect(todos.path == [.todoDetail(todoID: Fixture.nextTodoID)])

        list.filterByTag(tag: "home")
        detail.back()
        #expect(todos.path == [.todoDetail(todoID: Fixture.nextTodoID)])

        list.filterByTag(tag: "home")
        (todos as any Todo.TaggedTodosNavigation).showAll()
        #expect(todos.path.isEmpty)
    }

    @Test("a sheet whose parameters are all optional has a no-argument overload")
    func optionalSheet() throws {
        let list: any Todo.TodoListNavigation = todos
        list.addTodo()
        #expect(todos.presented.last?.screen == .addTodo(title: nil, dueInDays: nil))
        #expect(todos.presented.last?.style == .sheet)
        list.addTodo(title: "Buy milk", dueInDays: 2)
        #expect(todos.presented.last?.screen == .addTodo(title: "Buy milk", dueInDays: 2))
        let add: any Todo.AddTodoNavigation = todos
        add.cancel()
        add.cancel()
        #expect(todos.presented.isEmpty)
    }

    @Test("dismiss with nothing presented changes nothing")
    func dismissWithNothingPresented() {
        (todos as any Todo.TodoListNavigation).openTodo(todoID: Fixture.todoID)
        (todos as any Todo.AttachmentNavigation).close()
        #expect(todos.path == [.todoDetail(todoID: Fixture.todoID)])
        #expect(todos.presented.isEmpty)
    }
}
