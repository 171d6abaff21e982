import { formatPrice, sum } from "../lib/money.js";
import { getState, subscribe } from "../lib/store.js";

export function cart(el) {
  const render = ({ items }) => {
    el.innerHTML = `
      <ul>${items.map((i) => `<li>${i.qty} × ${i.name} <span>${formatPrice(i.priceCents * i.qty)}</span></li>`).join("")}</ul>
      <p class="total">Total ${formatPrice(sum(items))}</p>`;
  };
  render(getState());
  return subscribe(render);
}
