const listeners = new Set();
let state = { items: [] };

export function getState() {
  return state;
}

export function update(fn) {
  state = fn(state);
  listeners.forEach((l) => l(state));
}

export function subscribe(l) {
  listeners.add(l);
  return () => listeners.delete(l);
}
