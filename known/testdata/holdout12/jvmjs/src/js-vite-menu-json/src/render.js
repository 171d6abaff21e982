export function price(cents) {
  return `€${(cents / 100).toFixed(2)}`;
}

export function renderBoard(items) {
  return items
    .filter((i) => i.available)
    .map((i) => `<article><h2>${i.name}</h2><p>${i.description}</p><span>${price(i.cents)}</span></article>`)
    .join("\n");
}
