export const CATEGORIES = ["coffee", "tea", "pastry", "sandwich"];

export function visibleItems(items, now) {
  const hour = now.getHours();
  return items.filter((item) => {
    if (item.soldOut) return false;
    if (item.category === "sandwich" && hour < 11) return false;
    if (item.category === "pastry" && hour >= 15) return false;
    return true;
  });
}

export function priceLabel(item, locale) {
  const price = item.priceCents / 100;
  return new Intl.NumberFormat(locale, { style: "currency", currency: item.currency ?? "EUR" }).format(price);
}

export function sortForBoard(items) {
  return [...items].sort((a, b) => {
    const ca = CATEGORIES.indexOf(a.category);
    const cb = CATEGORIES.indexOf(b.category);
    if (ca !== cb) return ca - cb;
    return a.name.localeCompare(b.name);
  });
}
