import { total } from "./lib/basket";
import { formatMoney } from "./lib/money";
import { messages } from "./lib/i18n";

export function render(el, lines, locale = "en") {
  const t = messages(locale);
  el.innerHTML = `<p>${t.total}: ${formatMoney(total(lines))}</p><button>${t.pay}</button>`;
}
