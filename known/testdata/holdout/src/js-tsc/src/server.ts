import { TodoStore } from './store';

const store = new TodoStore();

export function handle(method: string, path: string, body?: { title: string }) {
  if (method === 'POST' && path === '/todos') {
    return store.add(body.title);
  }
  if (method === 'GET' && path === '/todos') {
    return store.list('pending');
  }
  return { status: 404 };
}
