import { formatMoney } from "../lib/money.js";
import { update } from "../lib/store.js";

export function productCard(product) {
  const el = document.createElement("article");
  el.innerHTML = `<h3>${product.name}</h3><p>${formatMoney(product.priceCents)}</p><button>Add</button>`;
  el.querySelector("button").addEventListener("click", () =>
    update((s) => {
      const existing = s.items.find((i) => i.id === product.id);
      const items = existing
        ? s.items.map((i) => (i.id === product.id ? { ...i, qty: i.qty + 1 } : i))
        : [...s.items, { ...product, qty: 1 }];
      return { ...s, items };
    }),
  );
  return el;
}
