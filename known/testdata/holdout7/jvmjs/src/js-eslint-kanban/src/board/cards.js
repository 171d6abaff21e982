import { nextColumn } from './columns.js';

let nextId = 1;

export function createCard(title, { column = 'backlog', labels = [] } = {}) {
  return { id: nextId++, title: title.trim(), column, labels, createdAt: new Date().toISOString() };
}

export function advance(card) {
  return { ...card, column: nextColumn(card.column) };
}

export function byLabel(cards, label) {
  return cards.filter((c) => c.labels.includes(label));
}

export function sortByAge(cards, newestFirst) {
  const sorted = [...cards].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return newestFirst ? sorted.reverse() : sorted;
}

export function render(card, options) {
  const el = document.createElement('article');
  el.className = 'card';
  el.dataset.id = String(card.id);
  el.textContent = card.title;
  return el;
}
