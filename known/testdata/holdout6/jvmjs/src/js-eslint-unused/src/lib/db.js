const items = new Map();

export function getItem(id) {
  return items.get(id) ?? null;
}

export function putItem(item) {
  items.set(item.id, { ...item, updatedAt: Date.now() });
  return items.get(item.id);
}

export function listItems({ expiringBefore } = {}) {
  const all = [...items.values()];
  return expiringBefore ? all.filter((i) => i.expires < expiringBefore) : all;
}
