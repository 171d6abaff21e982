const KEY = "habit-board:v1";

export function load() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) ?? { habits: [] };
  } catch {
    return { habits: [] };
  }
}

export function save(state) {
  localStorage.setItem(KEY, JSON.stringify(state));
}
