export function addItem(cart, item) {
  let items = cart.items.slice();
  items.push(item);
  return { ...cart, items };
}

export function removeItem(cart, sku) {
  var next = cart.items.filter((i) => i.sku !== sku);
  if (next.length === cart.items.length) return cart;
  return { ...cart, items: next };
}

export const DEFAULTS = { currency: 'EUR', tax: 0.19, currency: 'USD' };
