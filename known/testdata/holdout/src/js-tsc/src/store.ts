import { Todo, Filter } from './types';

export class TodoStore {
  private todos: Todo[] = [];
  private nextId = 1;

  add(title: string): Todo {
    const todo: Todo = { id: this.nextId++, title, done: false };
    this.todos.push(todo);
    return todo;
  }

  toggle(id: string): void {
    const t = this.todos.find((x) => x.id === id);
    t.done = !t.done;
  }

  list(filter: Filter = 'all'): Todo[] {
    if (filter === 'open') return this.todos.filter((t) => !t.done);
    if (filter === 'done') return this.todos.filter((t) => t.done);
    return this.todos;
  }
}
